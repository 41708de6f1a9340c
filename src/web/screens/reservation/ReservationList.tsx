import { ScreenPage, type ScreenProps } from '../../kit';

export function ReservationList({ screen }: ScreenProps) {
  return <ScreenPage screen={screen}>{null}</ScreenPage>;
}
