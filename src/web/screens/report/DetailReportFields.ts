import { entities } from '../../../generated/entities.js';
import { useApiQuery, type ApiData } from '../../kit';

/** The company's 指導報告書設定 (one row): which fields its reports have. */
export type ReportSettings = ApiData<'get', '/api/v1/settings/lesson-reports'>['data'][number];

/** A field of a report's content, as the report page and the form show it. */
export type ContentField =
  | 'lesson_type' | 'attendance' | 'comprehension' | 'homework_status' | 'textbook' | 'lesson_content' | 'homework' | 'note'
  | 'next_lesson' | 'evaluation' | 'free_input_1' | 'free_input_2' | 'free_input_3' | 'staff_comment';

type SettingSwitch = Exclude<keyof ReportSettings & `uses_${string}`, 'uses_attachments'>;

/** The content fields in the report's order, each with the setting that switches it on. */
const switches: ReadonlyArray<[ContentField, SettingSwitch | `free_input_${1 | 2 | 3}_name`]> = [
  ['lesson_type', 'uses_lesson_type'],
  ['attendance', 'uses_attendance'],
  ['comprehension', 'uses_comprehension'],
  ['homework_status', 'uses_homework_status'],
  ['textbook', 'uses_textbook'],
  ['lesson_content', 'uses_lesson_content'],
  ['homework', 'uses_homework'],
  ['note', 'uses_note'],
  ['next_lesson', 'uses_next_lesson'],
  ['evaluation', 'uses_evaluation'],
  ['free_input_1', 'free_input_1_name'],
  ['free_input_2', 'free_input_2_name'],
  ['free_input_3', 'free_input_3_name'],
  ['staff_comment', 'uses_staff_comment'],
];

const settingFields = entities.lesson_report_setting.fields as Readonly<Record<string, { default?: unknown }>>;

/** A switch's value: the company's row, or the model's default while a company has no row. */
function settingOf(settings: ReportSettings | undefined, name: string): unknown {
  return settings ? (settings as Record<string, unknown>)[name] : settingFields[name]?.default;
}

/** The content fields the settings switch on, each with its label (a free input is named by the settings). */
export function shownContentFields(settings: ReportSettings | undefined): { field: ContentField; label: string }[] {
  return switches.flatMap(([field, name]) => {
    const value = settingOf(settings, name);
    if (name.endsWith('_name')) return typeof value === 'string' && value.trim() !== '' ? [{ field, label: value.trim() }] : [];
    return value === true ? [{ field, label: fieldLabel(field === 'textbook' ? 'textbook_id' : field) }] : [];
  });
}

/** The model's label of a report field (授業内容). */
export function fieldLabel(field: string): string {
  return (entities.lesson_report.fields as Readonly<Record<string, { label: string }>>)[field]?.label ?? field;
}

/** The lesson's fields, which the edit page shows above the form and the form keeps as they are. */
export const lessonFields = ['student_id', 'schoolhouse_id', 'teacher_id', 'lesson_subject_id', 'lesson_date', 'timetable_period_id'] as const;

/** What the report form hides: the lesson's fields and the content fields the settings switch off. */
export function hiddenFormFields(settings: ReportSettings | undefined): string[] {
  const shown = new Set(shownContentFields(settings).flatMap(({ field }) => (field === 'textbook' ? ['textbook_id', 'textbook_range'] : [field])));
  const content = switches.flatMap(([field]) => (field === 'textbook' ? ['textbook_id', 'textbook_range'] : [field]));
  return [...lessonFields, ...content.filter((f) => !shown.has(f))];
}

/** The free inputs' labels as the settings name them, for the form. */
export function freeInputLabels(settings: ReportSettings | undefined): Record<string, string> {
  return Object.fromEntries(shownContentFields(settings).filter(({ field }) => field.startsWith('free_input_')).map(({ field, label }) => [field, label]));
}

/** The company's report settings (the first and only row); `isLoading` until read. */
export function useReportSettings() {
  const query = useApiQuery('/api/v1/settings/lesson-reports', { params: { query: { limit: 1 } } }, { staleTime: 5 * 60 * 1000 });
  return { settings: query.data?.data[0], isLoading: query.isLoading };
}
