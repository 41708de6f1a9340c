import { ScreenPage, type ScreenProps } from '../../kit';

export function ReportDetail({ screen }: ScreenProps) {
  return <ScreenPage screen={screen}>{null}</ScreenPage>;
}
