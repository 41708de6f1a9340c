import { rowLabel, screenPath } from '../../kit';

/** The localStorage key of the list's filter values (the spec's saved search of /report/list). */
export const REPORT_SEARCH_FORM_KEY = 'report-search-form';
/** The localStorage key of the ids of the rows the list shows, in order: the edit page walks 前へ/次へ through them. */
export const REPORT_SEARCH_IDS_KEY = 'report-search-ids';

const idList = (ids: readonly unknown[]) => ids.map(String).join(',');

/** The pages of the staff's and teachers' 指導報告書 screens. */
export const reportPaths = {
  list: () => screenPath('report.list'),
  detail: (id: unknown) => screenPath('report.detail', { id: String(id) }),
  edit: (id: unknown) => `${screenPath('report.edit')}?id=${String(id)}`,
  create: (date?: string) => `${screenPath('report.create')}${date ? `?date=${date}` : ''}`,
  bulkEdit: (date: string, ids?: readonly unknown[]) => `${screenPath('report.bulk-edit')}?date=${date}${ids && ids.length > 0 ? `&ids=${idList(ids)}` : ''}`,
  print: (ids: readonly unknown[]) => `${screenPath('report.print')}?ids=${idList(ids)}`,
};

/** A positive id of a path or query (digits only), else undefined. */
export function idOf(text: string | null | undefined): number | undefined {
  return text && /^[1-9][0-9]{0,14}$/.test(text) ? Number(text) : undefined;
}

/** The ids of a query value such as "3,5,8" (others left out, each once, in order). */
export function idsOf(text: string | null | undefined): number[] {
  const ids = (text ?? '').split(',').map(idOf).filter((id): id is number => id !== undefined);
  return [...new Set(ids)];
}

/** A day of a query (?date=2026-05-01), when it is one. */
export function dayOf(text: string | null | undefined): string | undefined {
  return text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined;
}

/** A student's name as the model names the row (its rowName: 山田 太郎). */
export const studentName = (student: object): string => rowLabel('student', student as Record<string, unknown>);

/** Reads a JSON value saved in localStorage; undefined when missing or unreadable. */
export function readSaved<T>(key: string): T | undefined {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as T);
  } catch {
    return undefined;
  }
}

/** Saves a JSON value in localStorage (a full or refused storage is ignored: the saved search is a convenience). */
export function save(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // ignored
  }
}
