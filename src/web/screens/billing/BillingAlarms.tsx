import { ScreenPage, type ScreenProps } from '../../kit';

/** Being written (issue 22). */
export function BillingAlarms({ screen }: ScreenProps) {
  return <ScreenPage screen={screen}>{null}</ScreenPage>;
}
