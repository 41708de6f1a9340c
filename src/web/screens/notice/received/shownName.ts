import { t } from '../../../i18n/i18n.js';

/**
 * A school person's name as a guardian sees it: the name, or 講師 where the school does not show guardians a teacher's
 * name (the server blanks it: gates.yaml protector-teacher-name).
 */
export function shownName(name: string, isTeacher: boolean): string {
  return name === '' && isTeacher ? t('noticeReceived.teacherNameHidden') : name;
}
