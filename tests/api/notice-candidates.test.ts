// @vitest-environment node
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../src/generated/constants.js';
import { startTestApp, type TestApp } from './harness.js';
import { noticeManageFixtures } from './noticeManageFixtures.js';

/**
 * The student/guardian filter of spec section 3 on the choose-recipients page (GET /notices/candidates and its
 * select-all twin /ids): each filter against what the database holds, the order, the paging and the limits.
 */
let t: TestApp;
let f: ReturnType<typeof noticeManageFixtures>;
beforeAll(async () => { t = await startTestApp(); f = noticeManageFixtures(t); });
afterAll(async () => { await t.close(); });

interface Candidate { id: number; student_number: string; family_name_kanji: string; schoolhouse_name: string; schoolyear_name: string; school_name: string | null; status: number; protector_name: string | null; has_guardian: boolean }
interface Page { data: Candidate[]; total: number; total_is_capped: boolean; page: number; limit: number }

/** One page of candidates, 100 a page unless the query says otherwise. */
const candidates = async (query: string, user = 'staff') => (await f.call(user, 'GET', `/notices/candidates?${query.includes('limit=') ? query : `limit=100&${query}`}`)).json<Page>();
const candidateIds = async (query: string, user = 'staff') => (await f.call(user, 'GET', `/notices/candidates/ids?${query}`)).json<{ ids: number[]; total: number; total_is_capped: boolean; is_truncated: boolean }>();
const hiragana = (katakana: string) => katakana.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
const q = encodeURIComponent;

/** A continuing student with a guardian (the first by id), with the names the filters search. */
async function someone() {
  return t.db.selectFrom('students').innerJoin('protectors', 'protectors.id', 'students.protector_id')
    .select(['students.id', 'students.student_number', 'students.family_name_kanji', 'students.first_name_kanji', 'students.family_name_kana', 'students.first_name_kana',
      'students.school_id', 'protectors.family_name', 'protectors.first_name', 'protectors.family_name_kana as protector_kana'])
    .where('students.status', '=', 4).orderBy('students.id').executeTakeFirstOrThrow();
}

describe('filters', () => {
  it('should list continuing students only unless other statuses are asked for', async () => {
    const all = await t.db.selectFrom('students').select(['status']).execute();
    const continuing = all.filter((s) => s.status === 4).length;
    expect((await candidates('')).total).toBe(continuing);
    const trial = await candidates('statuses=3');
    expect(trial.total).toBe(all.filter((s) => s.status === 3).length);
    expect(trial.data.every((s) => s.status === 3)).toBe(true);
    expect((await candidates('statuses=2&statuses=3&statuses=4&statuses=7')).total).toBe(all.length);
  });

  it('should match the student\'s full name in kanji with or without a space, and in kana typed as hiragana', async () => {
    const s = await someone();
    for (const query of [
      `student_name_kanji=${q(`${s.family_name_kanji} ${s.first_name_kanji}`)}`,
      `student_name_kanji=${q(`${s.family_name_kanji}${s.first_name_kanji}`)}`,
      `student_name_kanji=${q(`${s.family_name_kanji}\u3000${s.first_name_kanji}`)}`, // a full-width space
      `student_name_kana=${q(`${s.family_name_kana} ${s.first_name_kana}`)}`,
      `student_name_kana=${q(hiragana(`${s.family_name_kana}${s.first_name_kana}`))}`,
    ]) {
      const found = await candidates(query);
      expect(found.data.map((x) => x.id)).toContain(s.id);
      expect(found.data.every((x) => x.family_name_kanji === s.family_name_kanji)).toBe(true);
    }
    expect((await candidates(`student_name_kanji=${q(`${s.first_name_kanji} ${s.family_name_kanji}`)}`)).data.map((x) => x.id)).not.toContain(s.id);
  });

  it('should match the guardian\'s name in kanji or kana, a part of the student number, and a day school', async () => {
    const s = await someone();
    expect((await candidates(`protector_name=${q(`${s.family_name} ${s.first_name}`)}`)).data.map((x) => x.id)).toContain(s.id);
    const byKana = await candidates(`protector_name=${q(hiragana(s.protector_kana!))}`);
    expect(byKana.data.map((x) => x.id)).toContain(s.id);
    expect(byKana.data.every((x) => x.protector_name?.startsWith(s.family_name))).toBe(true);
    const part = s.student_number.slice(2, 5);
    const byNumber = await candidates(`student_number=${q(part)}`);
    expect(byNumber.data.map((x) => x.id)).toContain(s.id);
    expect(byNumber.data.every((x) => x.student_number.includes(part))).toBe(true);
    const school = await t.db.selectFrom('schools').select(['id', 'school_name']).where('id', '=', s.school_id!).executeTakeFirstOrThrow();
    const bySchool = await candidates(`m_school_ids=${school.id}`);
    expect(bySchool.data.map((x) => x.id)).toContain(s.id);
    expect(new Set(bySchool.data.map((x) => x.school_name))).toEqual(new Set([school.school_name]));
  });

  it('should filter by schoolhouse and school years, ordered by schoolhouse, school year and number', async () => {
    const house = await f.houseId('駅前校');
    const years = (await t.db.selectFrom('schoolyears').select('id').where('code', 'in', [7, 8]).orderBy('code').execute()).map((y) => y.id);
    const page = await candidates(`m_schoolhouse_id=${house}&m_schoolyear_ids=${years[0]}&m_schoolyear_ids=${years[1]}`);
    const want = await t.db.selectFrom('students').innerJoin('schoolyears', 'schoolyears.id', 'students.schoolyear_id').select('students.id')
      .where('schoolhouse_id', '=', house).where('schoolyear_id', 'in', years).where('status', '=', 4)
      .orderBy('schoolyears.code').orderBy('students.student_number').execute();
    expect(page.data.map((x) => x.id)).toEqual(want.map((w) => w.id));
    const ordered = await t.db.selectFrom('students').innerJoin('schoolyears', 'schoolyears.id', 'students.schoolyear_id').innerJoin('schoolhouses', 'schoolhouses.id', 'students.schoolhouse_id')
      .select('students.id').where('status', '=', 4).orderBy('schoolhouses.sort_order').orderBy('schoolyears.code').orderBy('students.student_number').execute();
    expect((await candidateIds('')).ids).toEqual(ordered.map((o) => o.id));
    expect((await candidates('limit=100')).data.map((c) => c.id)).toEqual(ordered.slice(0, 100).map((o) => o.id));
  });

  it('should treat LIKE wildcards as text', async () => {
    expect((await candidates(`protector_name=${q('%')}`)).total).toBe(0);
    expect((await candidates(`student_name_kanji=${q('_')}`)).total).toBe(0);
  });

  it.each([
    ['a limit over 100', 'limit=101'],
    ['an unknown status', 'statuses=9'],
    ['a name of 101 characters', `student_name_kanji=${'あ'.repeat(101)}`],
    ['a schoolhouse that is not a number', 'm_schoolhouse_id=abc'],
    ['a student number with a wildcard', `student_number=${q('S%')}`],
    ['an unknown filter', 'sender=1'],
  ])('should refuse %s with a 400', async (_name, query) => {
    const res = await f.call('staff', 'GET', `/notices/candidates?${query}`);
    expect(res.statusCode).toBe(400);
  });
});

describe('who can be chosen', () => {
  it('should list a student without a guardian as one who cannot receive', async () => {
    const id = await f.addStudentWithoutGuardian('本町校', 'NG1001');
    const found = await candidates(`student_number=NG1001`);
    expect(found.data).toEqual([expect.objectContaining({ id, has_guardian: false, protector_name: null })]);
    expect((await candidates('limit=5')).data.every((c) => c.has_guardian === (c.protector_name !== null))).toBe(true);
  });

  it('should leave out the students of a schoolhouse where notices are off', async () => {
    const midori = await f.houseId('緑ヶ丘校');
    const before = await candidates('limit=100');
    expect(before.data.some((c) => c.schoolhouse_name === '緑ヶ丘校')).toBe(true);
    await t.db.updateTable('schoolhouse_settings').set({ value: '0' }).where('schoolhouse_id', '=', midori).where('name', '=', 'ALLOW_USE_NOTICE').execute();
    try {
      const after = await candidates('limit=100');
      expect(after.data.some((c) => c.schoolhouse_name === '緑ヶ丘校')).toBe(false);
      expect((await candidates(`m_schoolhouse_id=${midori}`)).total).toBe(0);
    } finally {
      await t.db.updateTable('schoolhouse_settings').set({ value: '1' }).where('schoolhouse_id', '=', midori).where('name', '=', 'ALLOW_USE_NOTICE').execute();
    }
  });

  it('should give a teacher the students of their schoolhouses only, and nothing for another schoolhouse asked by id', async () => {
    const own = await candidates('', 'teacher1');
    expect(own.total).toBeGreaterThan(0);
    expect(new Set(own.data.map((c) => c.schoolhouse_name))).toEqual(new Set(['本町校']));
    expect((await candidates(`m_schoolhouse_id=${await f.houseId('駅前校')}`, 'teacher1')).total).toBe(0);
    expect((await f.call('guardian2', 'GET', '/notices/candidates')).statusCode).toBe(403);
  });
});

describe('paging and select-all', () => {
  it('should page through the same order and select every match across pages', async () => {
    const first = (await f.call('staff', 'GET', '/notices/candidates?limit=7&page=1')).json<Page>();
    const second = (await f.call('staff', 'GET', '/notices/candidates?limit=7&page=2')).json<Page>();
    const all = await candidateIds('');
    expect([first.total, second.total]).toEqual([all.total, all.total]);
    expect([first.total_is_capped, second.total_is_capped, all.total_is_capped]).toEqual([false, false, false]);
    expect([...first.data, ...second.data].map((c) => c.id)).toEqual(all.ids.slice(0, 14));
    expect(all.is_truncated).toBe(false);
    expect(all.ids).toHaveLength(all.total);
  });

  it('should cut "select all" at the model\'s limit and say so', async () => {
    const max = Number(constants.recipientSelectAllMax);
    const sample = await t.db.selectFrom('students').select(['company_id', 'schoolyear_id', 'schoolhouse_id']).where('schoolhouse_id', '=', await f.houseId('本町校')).executeTakeFirstOrThrow();
    await sql`insert into students (company_id, student_number, family_name_kanji, first_name_kanji, schoolyear_id, schoolhouse_id, status)
      select ${sample.company_id}::bigint, 'BULK' || lpad(n::text, 6, '0'), '一括', '生徒' || n, ${sample.schoolyear_id}::bigint, ${sample.schoolhouse_id}::bigint, 4
      from generate_series(1, ${max + 1}::int) as n`.execute(t.db);
    try {
      // More match than the lists count (listCountCap, 10,000 like the select-all limit): the total is the cap, said so.
      const cap = Number(constants.listCountCap);
      const all = await candidateIds(`student_name_kanji=${q('一括')}`);
      expect(all).toMatchObject({ total: cap, total_is_capped: true, is_truncated: true });
      expect(all.ids).toHaveLength(max);
      const page = await candidates(`student_name_kanji=${q('一括')}&limit=20&page=3`);
      expect(page).toMatchObject({ total: cap, total_is_capped: true, page: 3 });
      expect(page.data.map((c) => c.id)).toEqual(all.ids.slice(40, 60));
      const everything = await candidateIds('');
      expect(everything).toMatchObject({ total: cap, total_is_capped: true, is_truncated: true });
      // The twin: one fewer than the limit is listed and counted exactly.
      await t.db.deleteFrom('students').where('student_number', 'in', ['BULK000001', 'BULK000002']).execute();
      expect(await candidateIds(`student_name_kanji=${q('一括')}`)).toMatchObject({ total: max - 1, total_is_capped: false, is_truncated: false });
      expect(await candidates(`student_name_kanji=${q('一括')}&limit=20`)).toMatchObject({ total: max - 1, total_is_capped: false });
    } finally {
      await t.db.deleteFrom('students').where('student_number', 'like', 'BULK%').execute();
    }
  });
});
