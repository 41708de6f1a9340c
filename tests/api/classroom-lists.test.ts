// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_CODE } from '../../src/server/seed/seed.js';
import { codeOf, startTestApp, type TestApp } from './harness.js';

/**
 * The classroom lists' searches (issue 8, spec section 3's student/guardian filter) through the generic list API:
 * names read with family and first name together (spaces ignored, hiragana read as katakana), a guardian's name
 * through the student's ref, a child's fields from the guardian's list, several statuses at once, a teacher's
 * schoolhouse through teacher_schoolhouses; bad values are refused with 400, other roles with 403.
 */
let t: TestApp;
let companyId: number;
type Page = { data: Array<Record<string, unknown>>; total: number };

beforeAll(async () => {
  t = await startTestApp();
  companyId = (await t.db.selectFrom('companies').select('id').where('code', '=', DEMO_COMPANY_CODE).executeTakeFirstOrThrow()).id;
});
afterAll(async () => { await t.close(); });

async function get(user: string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: await t.authAs(user) });
}
async function page(url: string): Promise<Page> {
  const res = await get('staff', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}
const q = (params: Record<string, string>) => new URLSearchParams({ limit: '100', ...params }).toString();

async function aStudentWithGuardian() {
  return t.db.selectFrom('students as s').innerJoin('protectors as p', 'p.id', 's.protector_id')
    .select(['s.id', 's.family_name_kanji', 's.first_name_kanji', 's.first_name_kana', 's.family_name_kana', 's.student_number', 's.schoolhouse_id', 's.status', 'p.id as protector_id', 'p.family_name', 'p.first_name', 'p.first_name_kana as protector_first_name_kana'])
    .where('s.company_id', '=', companyId).orderBy('s.id').executeTakeFirstOrThrow();
}

describe('student list search', () => {
  it('should find a student by full name with a space, and by the reading typed in hiragana', async () => {
    const s = await aStudentWithGuardian();
    const byName = await page(`/api/v1/students?${q({ student_name_kanji: `${s.family_name_kanji}\u3000${s.first_name_kanji}` })}`);
    expect(byName.data.map((r) => r.id)).toContain(s.id);
    expect(byName.data.every((r) => `${String(r.family_name_kanji)}${String(r.first_name_kanji)}`.includes(`${s.family_name_kanji}${s.first_name_kanji}`))).toBe(true);
    const hiragana = String(s.first_name_kana).replace(/[ァ-ヶ]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
    const byKana = await page(`/api/v1/students?${q({ student_name_kana: hiragana })}`);
    expect(byKana.data.map((r) => r.id)).toContain(s.id);
    const none = await page(`/api/v1/students?${q({ student_name_kanji: '存在しない名前' })}`);
    expect(none.total).toBe(0);
  });

  it('should find a student by the guardian\'s name (kanji or kana) through the student\'s guardian', async () => {
    const s = await aStudentWithGuardian();
    const byGuardian = await page(`/api/v1/students?${q({ protector_name: `${s.family_name} ${s.first_name}` })}`);
    expect(byGuardian.data.map((r) => r.id)).toContain(s.id);
    expect(byGuardian.data.every((r) => r.protector_id === s.protector_id || typeof r.protector_id === 'number')).toBe(true);
    const byKana = await page(`/api/v1/students?${q({ protector_name: String(s.protector_first_name_kana) })}`);
    expect(byKana.data.map((r) => r.id)).toContain(s.id);
  });

  it('should take several statuses at once, and all students without the filter', async () => {
    const all = await page('/api/v1/students?limit=100');
    const continuing = await page(`/api/v1/students?${q({ status: '4' })}`);
    const some = await page(`/api/v1/students?${q({ status: '4,3' })}`);
    expect(continuing.data.every((r) => r.status === 4)).toBe(true);
    expect(some.data.every((r) => r.status === 4 || r.status === 3)).toBe(true);
    expect(some.total).toBeGreaterThan(continuing.total);
    expect(all.total).toBeGreaterThan(some.total);
  });

  it.each([
    ['status', '4,abc'], ['status', '99'], ['schoolyear_id', '1,,2'], ['schoolhouse_id', 'x'],
    ['student_name_kanji', 'あ'.repeat(201)], ['student_name_kanji', 'a\u0001b'], ['status', Array(101).fill('4').join(',')],
  ])('should refuse %s=%s with 400 and a Japanese message', async (name, value) => {
    const res = await get('staff', `/api/v1/students?${new URLSearchParams({ [name]: value }).toString()}`);
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe(10001);
    expect(JSON.stringify(res.json())).toMatch(/[ぁ-んァ-ヶ一-龠]/);
  });

  it('should let staff update a student, and refuse teachers and guardians', async () => {
    const s = await aStudentWithGuardian();
    const current = (await get('staff', `/api/v1/students/${s.id}`)).json() as Record<string, unknown>;
    const body = {
      student_number: current.student_number, family_name_kanji: current.family_name_kanji, first_name_kanji: current.first_name_kanji,
      family_name_kana: current.family_name_kana, first_name_kana: 'テスト', schoolhouse_id: current.schoolhouse_id,
      schoolyear_id: current.schoolyear_id, school_id: current.school_id, status: current.status, protector_id: current.protector_id,
    };
    const ok = await t.app.inject({ method: 'PUT', url: `/api/v1/students/${s.id}`, headers: await t.authAs('staff'), payload: body });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as { first_name_kana: string }).first_name_kana).toBe('テスト');
    for (const user of ['teacher1', 'guardian1']) {
      const refused = await t.app.inject({ method: 'PUT', url: `/api/v1/students/${s.id}`, headers: await t.authAs(user), payload: body });
      expect(refused.statusCode).toBe(403);
    }
  });
});

describe('guardian list search', () => {
  it('should find a guardian by a child\'s name, number and schoolhouse, and by their own name', async () => {
    const s = await aStudentWithGuardian();
    for (const params of [
      { student_name: `${s.family_name_kanji}${s.first_name_kanji}` }, { student_number: s.student_number },
      { schoolhouse_id: String(s.schoolhouse_id), statuses: String(s.status) }, { protector_name: `${s.family_name}${s.first_name}` },
    ] as Array<Record<string, string>>) {
      const found = await page(`/api/v1/protectors?${q(params)}`);
      expect(found.data.map((r) => r.id), JSON.stringify(params)).toContain(s.protector_id);
    }
    const otherStatus = await page(`/api/v1/protectors?${q({ student_number: s.student_number, statuses: s.status === 4 ? '7' : '4' })}`);
    expect(otherStatus.data.map((r) => r.id)).not.toContain(s.protector_id);
  });

  it('should list a guardian\'s children by the hidden protector_id filter', async () => {
    const s = await aStudentWithGuardian();
    const children = await page(`/api/v1/students?${q({ protector_id: String(s.protector_id) })}`);
    expect(children.total).toBeGreaterThanOrEqual(1);
    expect(children.data.every((r) => r.protector_id === s.protector_id)).toBe(true);
  });

  it.each([['teacher1'], ['guardian1']])('should refuse %s the guardian list', async (user) => {
    const res = await get(user, '/api/v1/protectors');
    expect(res.statusCode).toBe(403);
  });
});

describe('teacher list search', () => {
  it('should find the teachers of a schoolhouse through their schoolhouse assignments', async () => {
    const link = await t.db.selectFrom('teacher_schoolhouses').select(['teacher_id', 'schoolhouse_id']).where('company_id', '=', companyId).orderBy('id').executeTakeFirstOrThrow();
    const found = await page(`/api/v1/teachers?${q({ schoolhouse_id: String(link.schoolhouse_id) })}`);
    expect(found.data.map((r) => r.id)).toContain(link.teacher_id);
    const expected = await t.db.selectFrom('teacher_schoolhouses').select('teacher_id').distinct().where('company_id', '=', companyId).where('schoolhouse_id', '=', link.schoolhouse_id).execute();
    expect(found.total).toBe(expected.length);
  });

  it('should let a teacher read only their own row and no one else\'s', async () => {
    const res = await get('teacher1', '/api/v1/teachers');
    expect(res.statusCode).toBe(200);
    expect((res.json() as Page).total).toBe(1);
  });
});
