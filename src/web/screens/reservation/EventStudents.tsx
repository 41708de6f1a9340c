import { ScreenPage, type ScreenProps } from '../../kit';

export function EventStudents({ screen }: ScreenProps) {
  return <ScreenPage screen={screen}>{null}</ScreenPage>;
}
