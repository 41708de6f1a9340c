import { entities } from '../../../generated/entities.js';
import { reportFieldSwitch, SWITCHED_REPORT_FIELDS, type ReportFieldName } from '../../../shared/reportSwitches.js';
import { useApiQuery, type ApiData } from '../../kit';

/** The company's 指導報告書設定 (one row): which fields its reports have. */
export type ReportSettings = ApiData<'get', '/api/v1/settings/lesson-reports'>['data'][number];

/** A field of a report's content, as the report page and the form show it (教材 stands for the textbook and its range). */
export type ContentField = Exclude<ReportFieldName, 'textbook_id' | 'textbook_range'> | 'textbook';

/** The content fields in the report's order (the model's switched fields; the textbook and its range one). */
const contentFields: readonly ContentField[] = SWITCHED_REPORT_FIELDS.filter((f) => f !== 'textbook_range')
  .map((f) => (f === 'textbook_id' ? 'textbook' : f as ContentField));

/** The content fields the settings switch on, each with its label (a free input is named by the settings). */
export function shownContentFields(settings: ReportSettings | undefined): { field: ContentField; label: string }[] {
  return contentFields.flatMap((field) => {
    const { isOn, label } = reportFieldSwitch(field === 'textbook' ? 'textbook_id' : field, settings as Readonly<Record<string, unknown>> | undefined);
    return isOn ? [{ field, label }] : [];
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
  return [...lessonFields, ...SWITCHED_REPORT_FIELDS.filter((f) => !shown.has(f))];
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
