import { ScreenPage, type ScreenProps } from '../../kit';

export function ReportPrint({ screen }: ScreenProps) {
  return <ScreenPage screen={screen}>{null}</ScreenPage>;
}
