import { ScreenPage, type ScreenProps } from '../../kit';

export function ReportCreate({ screen }: ScreenProps) {
  return <ScreenPage screen={screen}>{null}</ScreenPage>;
}
