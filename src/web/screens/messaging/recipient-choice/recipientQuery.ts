import type { operations } from '../../../../generated/api.js';
import { codeLists, StudentStatus } from '../../../../generated/enums.js';
import type { RecipientFilters } from './recipientChoiceStorage.js';

/** The query of GET /notices/candidates and /notices/candidates/ids. */
export type CandidateQuery = NonNullable<operations['noticeCandidates']['parameters']['query']>;
type StatusCode = NonNullable<CandidateQuery['statuses']>[number];

const statusCodes: readonly StatusCode[] = codeLists.student_status.values.map((v) => v.code);

/** A new wizard's filter: continuing students (spec §3: statuses default to continuing). */
export const defaultRecipientFilters: RecipientFilters = { statuses: [StudentStatus.continuing] };

const isStatus = (code: number): code is StatusCode => (statusCodes as readonly number[]).includes(code);

/**
 * The candidates query of a filter. Empty texts are not sent (spec §5: empty search strings become null). An empty
 * status choice means every status: left out, the server would apply its default (continuing only) and the page
 * would show fewer students than the empty choice suggests.
 */
export function candidateQuery(filters: RecipientFilters): CandidateQuery {
  const text = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const statuses = (filters.statuses ?? []).filter(isStatus);
  const query: CandidateQuery = {
    student_name_kanji: text(filters.student_name_kanji),
    student_name_kana: text(filters.student_name_kana),
    student_number: text(filters.student_number),
    protector_name: text(filters.protector_name),
    m_schoolhouse_id: filters.m_schoolhouse_id,
    m_schoolyear_ids: filters.m_schoolyear_ids?.length ? filters.m_schoolyear_ids : undefined,
    m_school_ids: filters.m_school_ids?.length ? filters.m_school_ids : undefined,
    statuses: statuses.length ? statuses : [...statusCodes],
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as CandidateQuery;
}

/** Every student status: the query that finds a student whatever their status now is. */
export const allStatuses: StatusCode[] = [...statusCodes];

/** A student number as typed: full-width letters and digits made half-width, anything else dropped (spec §5). */
export function studentNumberInput(value: string): string {
  return value.normalize('NFKC').replace(/[^A-Za-z0-9]/g, '');
}
