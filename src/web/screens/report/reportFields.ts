import { constants } from '../../../generated/constants.js';
import { entities } from '../../../generated/entities.js';
import { codeLists, type CodeListName } from '../../../generated/enums.js';
import { useApiQuery, type ApiData } from '../../kit';

/** The fields of a report its teacher writes (the bulk editor's inputs and the print's lines), in the form's order. */
export const REPORT_FIELDS = ['lesson_type', 'attendance', 'comprehension', 'homework_status', 'textbook_id', 'textbook_range', 'lesson_content', 'homework',
  'note', 'next_lesson', 'evaluation', 'free_input_1', 'free_input_2', 'free_input_3', 'staff_comment'] as const;
export type ReportFieldName = (typeof REPORT_FIELDS)[number];

/** How a field is written: a code list's select, the textbook's select, a line, or a text of several lines. */
export type ReportFieldKind = 'code' | 'textbook' | 'line' | 'text';

/** A field the company's 指導報告書設定 switches on, with its label (a free input's is the name the setting gives it). */
export interface ReportField {
  name: ReportFieldName;
  label: string;
  kind: ReportFieldKind;
  /** The code list of a `code` field. */
  list?: CodeListName;
}

type Setting = ApiData<'get', '/api/v1/settings/lesson-reports'>['data'][number];

const CODE_LISTS: Partial<Record<ReportFieldName, CodeListName>> = {
  lesson_type: 'lesson_type', attendance: 'attendance', comprehension: 'comprehension', homework_status: 'homework', evaluation: 'report_evaluation',
};
/** The setting's switch of each field (a free input is on when it has a name). */
const SWITCHES: Record<ReportFieldName, (s: Setting) => boolean> = {
  lesson_type: (s) => s.uses_lesson_type,
  attendance: (s) => s.uses_attendance,
  comprehension: (s) => s.uses_comprehension,
  homework_status: (s) => s.uses_homework_status,
  textbook_id: (s) => s.uses_textbook,
  textbook_range: (s) => s.uses_textbook,
  lesson_content: (s) => s.uses_lesson_content,
  homework: (s) => s.uses_homework,
  note: (s) => s.uses_note,
  next_lesson: (s) => s.uses_next_lesson,
  evaluation: (s) => s.uses_evaluation,
  free_input_1: (s) => Boolean(s.free_input_1_name?.trim()),
  free_input_2: (s) => Boolean(s.free_input_2_name?.trim()),
  free_input_3: (s) => Boolean(s.free_input_3_name?.trim()),
  staff_comment: (s) => s.uses_staff_comment,
};

/** A field's label: the model's, or a free input's name in the setting. */
function labelOf(name: ReportFieldName, setting: Setting | undefined): string {
  const free = /^free_input_([123])$/.exec(name);
  if (free && setting) {
    const named = setting[`free_input_${free[1]}_name` as 'free_input_1_name'];
    if (named?.trim()) return named.trim();
  }
  return entities.lesson_report.fields[name].label;
}

function kindOf(name: ReportFieldName): ReportFieldKind {
  if (CODE_LISTS[name]) return 'code';
  if (name === 'textbook_id') return 'textbook';
  if (name === 'textbook_range') return 'line';
  return 'text';
}

/** The fields of every report when the company has no setting row yet (the model's defaults). */
const DEFAULT_ON: readonly ReportFieldName[] = ['lesson_type', 'attendance', 'comprehension', 'homework_status', 'textbook_id', 'textbook_range', 'lesson_content',
  'homework', 'note', 'next_lesson', 'staff_comment'];

/** The report fields the company uses (指導報告書設定), in order. */
export function useReportFields(): { fields: ReportField[]; isLoading: boolean; error: Error | null } {
  const query = useApiQuery('/api/v1/settings/lesson-reports', { params: { query: { limit: 1 } } }, { staleTime: 60_000 });
  const setting = query.data?.data[0];
  const fields = REPORT_FIELDS.filter((name) => (setting ? SWITCHES[name](setting) : DEFAULT_ON.includes(name)))
    .map((name) => ({ name, label: labelOf(name, setting), kind: kindOf(name), list: CODE_LISTS[name] }));
  return { fields, isLoading: query.isLoading, error: query.error };
}

/** The options of a code list's select. */
export function codeOptions(list: CodeListName): Array<{ value: string | number; label: string }> {
  return codeLists[list].values.map((v) => ({ value: v.code, label: v.label }));
}

const all = { limit: Number(constants.maxPageSize) };

/** The company's report templates, in their order. */
export function useReportTemplates() {
  const query = useApiQuery('/api/v1/lesson-reports/templates', { params: { query: { ...all, sort: 'sort_order', order: 'asc' } } }, { staleTime: 60_000 });
  return { templates: query.data?.data ?? [], isLoading: query.isLoading };
}

/** The company's textbooks, for a report's textbook. */
export function useTextbookOptions(enabled: boolean): Array<{ value: number; label: string }> {
  const query = useApiQuery('/api/v1/textbooks', { params: { query: { ...all, sort: 'code', order: 'asc' } } }, { enabled, staleTime: 60_000 });
  return (query.data?.data ?? []).map((book) => ({ value: book.id, label: book.name }));
}
