import { ScreenPage, type ScreenProps } from '../../kit';

// TODO(issue 19): the staff grid; a helper replaces this file. Never merged as it is.
export function LessonGrid({ screen }: ScreenProps) {
  return <ScreenPage screen={screen}>{null}</ScreenPage>;
}
