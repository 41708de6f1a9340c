import type { Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { RecordKind } from '../../../generated/enums.js';
import { AppError } from '../../foundation/errors.js';
import { schoolClock } from '../lessons/rescheduleDeadline.js';

type Db = Kysely<Database>;

/**
 * Whether a grade may be entered now (model/operations/records.yaml, "Input windows"): the grade input deadline of the
 * fiscal year, kind and school term (成績入力期限, no row = open), and for report cards whether the term's data is fixed
 * at the child's schoolhouse (通知表データ確定). Deadlines bind families only; fixing binds everyone.
 */
export type InputState = 'open' | 'closed' | 'not_started' | 'fixed';
export interface InputWindow { state: InputState; deadline: string | null; starts_on: string | null }

/** 2026-07-10 as 2026年07月10日 (the catalogue messages' dates). */
export const japaneseDate = (date: string) => `${date.slice(0, 4)}年${date.slice(5, 7)}月${date.slice(8, 10)}日`;

/** The deadlines of a fiscal year and the fixed report terms of a schoolhouse, read once for a page. */
export interface WindowBook {
  windowOf(options: { recordKind: string; term: number; bindsFamily: boolean }): InputWindow;
}

export async function windowBook(db: Db, options: { companyId: number; fiscalYear: number; schoolhouseId: number | null }): Promise<WindowBook> {
  const deadlines = await db.selectFrom('grade_input_deadlines').select(['record_kind', 'section_record', 'input_starts_on', 'deadline'])
    .where('company_id', '=', options.companyId).where('fiscal_year', '=', options.fiscalYear).execute();
  const fixedTerms = options.schoolhouseId === null ? [] : (await db.selectFrom('report_data_fixes').select('section_record')
    .where('company_id', '=', options.companyId).where('fiscal_year', '=', options.fiscalYear)
    .where('schoolhouse_id', '=', options.schoolhouseId).where('is_fixed', '=', true).execute()).map((r) => r.section_record);
  const today = schoolClock().today;
  return {
    windowOf({ recordKind, term, bindsFamily }) {
      const row = deadlines.find((d) => d.record_kind === recordKind && d.section_record === term);
      const base = { deadline: row?.deadline ?? null, starts_on: row?.input_starts_on ?? null };
      if (recordKind === RecordKind.report && fixedTerms.includes(term)) return { state: 'fixed', ...base };
      if (!bindsFamily || !row) return { state: 'open', ...base };
      if (row.input_starts_on !== null && today < row.input_starts_on) return { state: 'not_started', ...base };
      // The deadline is the last day of input: closed from the next day on (Japan time).
      if (today > row.deadline) return { state: 'closed', ...base };
      return { state: 'open', ...base };
    },
  };
}

/** The catalogue error of a window that is not open: 403 10460 / 10461, 409 10462. */
export function assertWindowOpen(window: InputWindow): void {
  if (window.state === 'fixed') throw new AppError('GRADE_REPORT_FIXED');
  if (window.state === 'closed') throw new AppError('GRADE_INPUT_CLOSED', { values: { deadline: japaneseDate(window.deadline ?? '') } });
  if (window.state === 'not_started') throw new AppError('GRADE_INPUT_NOT_STARTED', { values: { date: japaneseDate(window.starts_on ?? '') } });
}
