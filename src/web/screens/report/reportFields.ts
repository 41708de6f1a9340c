import { constants } from '../../../generated/constants.js';
import { entities } from '../../../generated/entities.js';
import { codeLists, type CodeListName } from '../../../generated/enums.js';
import { reportFieldSwitch, SWITCHED_REPORT_FIELDS, type ReportFieldName } from '../../../shared/reportSwitches.js';
import { useApiQuery } from '../../kit';

/** The fields of a report its teacher writes (the bulk editor's inputs and the print's lines), in the form's order. */
export const REPORT_FIELDS = SWITCHED_REPORT_FIELDS;
export type { ReportFieldName };

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

const fieldMeta = (name: ReportFieldName) => entities.lesson_report.fields[name] as { type: string; enum?: string };

function kindOf(name: ReportFieldName): ReportFieldKind {
  const { type } = fieldMeta(name);
  if (type === 'enum') return 'code';
  if (type === 'ref') return 'textbook';
  return type === 'string' ? 'line' : 'text';
}

/** The report fields the company uses (指導報告書設定), in order. */
export function useReportFields(): { fields: ReportField[]; usesAttachments: boolean; isLoading: boolean; error: Error | null } {
  const query = useApiQuery('/api/v1/settings/lesson-reports', { params: { query: { limit: 1 } } }, { staleTime: 60_000 });
  const setting = query.data?.data[0] as Readonly<Record<string, unknown>> | undefined;
  const fields = REPORT_FIELDS.flatMap((name) => {
    const { isOn, label } = reportFieldSwitch(name, setting);
    const list = fieldMeta(name).enum as CodeListName | undefined;
    return isOn ? [{ name, label, kind: kindOf(name), ...(list ? { list } : {}) }] : [];
  });
  return { fields, usesAttachments: setting?.uses_attachments === true, isLoading: query.isLoading, error: query.error };
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
