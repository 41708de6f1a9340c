import { ScreenPage, type ScreenProps } from '../../kit';

export function ReportBulkEdit({ screen }: ScreenProps) {
  return <ScreenPage screen={screen}>{null}</ScreenPage>;
}
