import { ScreenPage, type ScreenProps } from '../../kit';

export function ReportList({ screen }: ScreenProps) {
  return <ScreenPage screen={screen}>{null}</ScreenPage>;
}
