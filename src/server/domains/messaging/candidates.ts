import { sql, type Kysely } from 'kysely';
import { constants } from '../../../generated/constants.js';
import type { Database } from '../../../generated/db.js';
import { toKatakana, withoutSpaces } from '../../../shared/japaneseText.js';
import type { Principal } from '../../auth/principal.js';
import { likePattern } from '../../crud/listQuery.js';

type Db = Kysely<Database>;

/** The student/guardian filter of spec section 3 as GET /notices/candidates receives it (defaults applied). */
export interface CandidateFilter {
  student_name_kanji?: string; student_name_kana?: string; student_number?: string; protector_name?: string;
  m_schoolhouse_id?: number; statuses?: number[]; m_schoolyear_ids?: number[]; m_school_ids?: number[];
}

/** Spec section 5: empty search strings become null (no condition); spaces inside a name are ignored. */
function nameText(raw: string | undefined): string | undefined {
  const text = withoutSpaces(raw ?? '');
  return text ? text : undefined;
}

/**
 * The students a message may go to that match the filter: in one of `houses` (where the caller may send: each area
 * decides), by name (kanji or kana, family and first name together, hiragana read as
 * katakana), number, guardian name, schoolhouse, statuses (continuing by default), school years and day schools.
 */
async function candidateQuery(db: Db, options: { principal: Principal; houses: ReadonlySet<number>; filter: CandidateFilter }) {
  const { principal, filter } = options;
  const houses = [...options.houses];
  let query = db.selectFrom('students as s')
    .innerJoin('schoolhouses as h', (j) => j.onRef('h.company_id', '=', 's.company_id').onRef('h.id', '=', 's.schoolhouse_id'))
    .innerJoin('schoolyears as y', 'y.id', 's.schoolyear_id')
    .leftJoin('protectors as p', (j) => j.onRef('p.company_id', '=', 's.company_id').onRef('p.id', '=', 's.protector_id'))
    .leftJoin('schools as sc', (j) => j.onRef('sc.company_id', '=', 's.company_id').onRef('sc.id', '=', 's.school_id'))
    .where('s.company_id', '=', principal.companyId)
    .where('s.schoolhouse_id', 'in', houses.length ? houses : [0]);
  const kanji = nameText(filter.student_name_kanji);
  if (kanji) query = query.where(sql`s.family_name_kanji || s.first_name_kanji`, 'ilike', likePattern(kanji));
  const kana = nameText(filter.student_name_kana);
  if (kana) query = query.where(sql`coalesce(s.family_name_kana, '') || coalesce(s.first_name_kana, '')`, 'ilike', likePattern(toKatakana(kana)));
  const number = filter.student_number?.trim();
  if (number) query = query.where('s.student_number', 'ilike', likePattern(number));
  const protector = nameText(filter.protector_name);
  if (protector) {
    query = query.where((eb) => eb.or([
      eb(sql`p.family_name || p.first_name`, 'ilike', likePattern(protector)),
      eb(sql`coalesce(p.family_name_kana, '') || coalesce(p.first_name_kana, '')`, 'ilike', likePattern(toKatakana(protector))),
    ]));
  }
  if (filter.m_schoolhouse_id) query = query.where('s.schoolhouse_id', '=', filter.m_schoolhouse_id);
  if (filter.statuses?.length) query = query.where('s.status', 'in', filter.statuses);
  if (filter.m_schoolyear_ids?.length) query = query.where('s.schoolyear_id', 'in', filter.m_schoolyear_ids);
  if (filter.m_school_ids?.length) query = query.where('s.school_id', 'in', filter.m_school_ids);
  return query;
}

/**
 * How many students match, counted over at most `cap` + 1 rows (as the generic lists count, issue 9): beyond the cap
 * the answer is the cap and `total_is_capped`, and the screen says 「10,000人以上」.
 */
async function cappedCount(db: Db, base: Awaited<ReturnType<typeof candidateQuery>>, cap: number): Promise<{ total: number; total_is_capped: boolean }> {
  const { n } = await db.selectFrom(base.select(sql<number>`1`.as('one')).limit(cap + 1).as('capped'))
    .select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(n) > cap ? { total: cap, total_is_capped: true } : { total: Number(n), total_is_capped: false };
}

/** GET /notices/candidates, /contacts/users: one page of matching students, by schoolhouse, school year and student number. */
export async function candidatePage(db: Db, options: { principal: Principal; houses: ReadonlySet<number>; filter: CandidateFilter; page: number; limit: number; countCap: number }) {
  const { page, limit } = options;
  const base = await candidateQuery(db, options);
  const count = await cappedCount(db, base, options.countCap);
  const rows = await base.select([
    's.id', 's.student_number', 's.family_name_kanji', 's.first_name_kanji', 's.family_name_kana', 's.first_name_kana',
    'y.schoolyear_name', 'h.schoolhouse_name', 'sc.school_name', 's.status', 'p.family_name', 'p.first_name',
  ]).orderBy('h.sort_order').orderBy('h.id').orderBy('y.code').orderBy('s.student_number').orderBy('s.id')
    .limit(limit).offset((page - 1) * limit).execute();
  return {
    data: rows.map((r) => ({
      id: r.id, student_number: r.student_number, family_name_kanji: r.family_name_kanji, first_name_kanji: r.first_name_kanji,
      family_name_kana: r.family_name_kana, first_name_kana: r.first_name_kana, schoolyear_name: r.schoolyear_name,
      schoolhouse_name: r.schoolhouse_name, school_name: r.school_name, status: r.status,
      protector_name: r.family_name === null ? null : `${r.family_name} ${r.first_name ?? ''}`.trim(), has_guardian: r.family_name !== null,
    })),
    ...count, page, limit,
  };
}

/**
 * GET /notices/candidates/ids: every matching student's id for "select all that match", up to the model's limit; one
 * more is read to tell whether the limit cut the list. The total is counted as the page counts it.
 */
export async function candidateIds(db: Db, options: { principal: Principal; houses: ReadonlySet<number>; filter: CandidateFilter; countCap: number }) {
  const max = Number(constants.recipientSelectAllMax);
  const base = await candidateQuery(db, options);
  const rows = await base.select('s.id').orderBy('h.sort_order').orderBy('h.id').orderBy('y.code').orderBy('s.student_number').orderBy('s.id').limit(max + 1).execute();
  const isTruncated = rows.length > max;
  const count = isTruncated || rows.length > options.countCap ? await cappedCount(db, base, options.countCap) : { total: rows.length, total_is_capped: false };
  return { ids: rows.slice(0, max).map((r) => r.id), ...count, is_truncated: isTruncated };
}
