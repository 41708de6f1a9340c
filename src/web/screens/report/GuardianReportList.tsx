import { ScreenPage, type ScreenProps } from '../../kit';

export function GuardianReportList({ screen }: ScreenProps) {
  return <ScreenPage screen={screen}>{null}</ScreenPage>;
}
