import { ScreenPage, type ScreenProps } from '../../kit';

export function EventSettingList({ screen }: ScreenProps) {
  return <ScreenPage screen={screen}>{null}</ScreenPage>;
}
