import { ScreenPage, type ScreenProps } from '../../kit';

export function ClosingDateSetting({ screen }: ScreenProps) {
  return <ScreenPage screen={screen}>{null}</ScreenPage>;
}
