import { ScreenPage, type ScreenProps } from '../../kit';

export function ReportEdit({ screen }: ScreenProps) {
  return <ScreenPage screen={screen}>{null}</ScreenPage>;
}
