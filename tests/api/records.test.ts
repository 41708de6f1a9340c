// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../src/generated/constants.js';
import { errorCatalogue, type ErrorKey } from '../../src/generated/errors.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * 成績 (issue 22) through the records API, object by object: a family reads and writes its own child's grades only
 * (another family's child, another company's student: 404; a teacher: 403; the grade settings off: 403), within the
 * input windows of model/operations/records.yaml (open, 10460 after the deadline, 10461 before the start, 409 once
 * the report card is fixed; staff past a deadline but not past fixing), bad input with field errors, and the computed
 * deviation and ranking on known totals. Windows are set on fiscal years of the test's own (2030, 2031), so the
 * demo's dated rows do not matter.
 */
let t: TestApp;
let companyId: number;
const base = String(constants.apiBasePath);
type Method = 'GET' | 'POST';
const call = async (user: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `${base}${url}`, headers: await t.authAs(user), ...(payload ? { payload } : {}) });
const codeOf = (res: { json(): unknown }) => (res.json() as { code?: number }).code;
const catalogue = (key: ErrorKey) => errorCatalogue[key].code;
const fieldsOf = (res: { json(): unknown }) => ((res.json() as { errors?: Array<{ field: string }> }).errors ?? []).map((e) => e.field);
const jst = (days = 0) => new Date(Date.now() + 9 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** The child a guardian acts for: their first (the protector page's default). */
async function childOf(username: string) {
  return t.db.selectFrom('students as s').innerJoin('protectors as p', 'p.id', 's.protector_id').innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['s.id', 's.schoolhouse_id', 's.schoolyear_id']).where('u.username', '=', username).orderBy('s.id').executeTakeFirstOrThrow();
}

async function setFeature(name: string, on: boolean, schoolhouseId?: number) {
  let q = t.db.updateTable('schoolhouse_settings').set({ value: String(on ? constants.enabledFlag : constants.disabledFlag) }).where('name', '=', name);
  if (schoolhouseId !== undefined) q = q.where('schoolhouse_id', '=', schoolhouseId);
  await q.execute();
}

async function setWindow(fiscalYear: number, recordKind: string, term: number, window: { starts?: string | null; deadline: string }) {
  await t.db.insertInto('grade_input_deadlines').values({ company_id: companyId, fiscal_year: fiscalYear, record_kind: recordKind, section_record: term, input_starts_on: window.starts ?? null, deadline: window.deadline })
    .onConflict((oc) => oc.columns(['company_id', 'fiscal_year', 'record_kind', 'section_record']).doUpdateSet({ input_starts_on: window.starts ?? null, deadline: window.deadline })).execute();
}

let mine: Awaited<ReturnType<typeof childOf>>;
let theirs: Awaited<ReturnType<typeof childOf>>;
let foreignStudentId: number;
let foreignHouseId: number;
const FY = 2030;

beforeAll(async () => {
  t = await startTestApp();
  companyId = (await t.db.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  mine = await childOf('guardian1');
  theirs = await childOf('guardian2');
  const other = await t.db.insertInto('companies').values({ code: `OTHER${Date.now()}`, name: '別の塾' }).returning('id').executeTakeFirstOrThrow();
  const area = await t.db.insertInto('areas').values({ company_id: other.id, name: '別エリア' }).returning('id').executeTakeFirstOrThrow();
  foreignHouseId = (await t.db.insertInto('schoolhouses').values({ company_id: other.id, area_id: area.id, schoolhouse_name: '別の校舎' }).returning('id').executeTakeFirstOrThrow()).id;
  foreignStudentId = (await t.db.insertInto('students').values({
    company_id: other.id, student_number: 'X00001', family_name_kanji: '別', first_name_kanji: '太郎', schoolyear_id: mine.schoolyear_id, schoolhouse_id: foreignHouseId,
  }).returning('id').executeTakeFirstOrThrow()).id;
  // FY 2030: term 1 定期テスト open, term 2 closed (deadline yesterday), term 3 not started (from tomorrow);
  // 模試 open in every term; 通知表 term 1 fixed at the child's schoolhouse, term 2 open.
  await setWindow(FY, 'examination', 1, { starts: jst(-10), deadline: jst(0) });
  await setWindow(FY, 'examination', 2, { starts: jst(-20), deadline: jst(-1) });
  await setWindow(FY, 'examination', 3, { starts: jst(1), deadline: jst(20) });
  await setWindow(FY, 'report', 2, { deadline: jst(5) });
  await t.db.insertInto('report_data_fixes').values({ company_id: companyId, fiscal_year: FY, section_record: 1, schoolhouse_id: mine.schoolhouse_id, is_fixed: true, fixed_on: jst(-3) }).execute();
}, 120_000);
afterAll(async () => { await t.close(); });

const scores = { japanese: 80, math: 70, english: 90, science: 60, social: 50 };

describe('records: who may read and write a student\'s grades', () => {
  it('should let a guardian read their own child and answer 404 for another family\'s child, another company\'s student and an unknown id', async () => {
    const own = await call('guardian1', 'GET', `/records/students/${mine.id}?fiscal_year=${FY}`);
    expect(own.statusCode).toBe(200);
    expect((own.json() as { student: { id: number } }).student.id).toBe(mine.id);
    for (const url of [`/records/students/${theirs.id}`, `/records/students/${foreignStudentId}`, '/records/students/999999999',
      `/records/students/${theirs.id}/school-subjects`, `/records/students/${foreignStudentId}/school-subjects`]) {
      const res = await call('guardian1', 'GET', url);
      expect([url, res.statusCode, codeOf(res)]).toEqual([url, 404, catalogue('NOT_FOUND')]);
    }
    for (const [url, body] of [
      [`/records/students/${theirs.id}`, { fiscal_year: FY, record_kind: 'examination', exam_point: 1, ...scores }],
      [`/records/students/${theirs.id}/school-subjects`, { fiscal_year: FY, report_point: 2, ratings: [{ school_subject_id: 1, rating: 3 }] }],
    ] as const) {
      const res = await call('guardian1', 'POST', url, body);
      expect([url, res.statusCode, codeOf(res)]).toEqual([url, 404, catalogue('NOT_FOUND')]);
    }
    expect(await t.db.selectFrom('grade_records').select('id').where('student_id', '=', theirs.id).where('fiscal_year', '=', FY).execute()).toEqual([]);
  });

  it('should let staff read and write any student of their company and answer 404 for another company\'s', async () => {
    expect((await call('staff', 'GET', `/records/students/${theirs.id}?fiscal_year=${FY}`)).statusCode).toBe(200);
    expect((await call('staff', 'GET', `/records/students/${theirs.id}/school-subjects?fiscal_year=${FY}`)).statusCode).toBe(200);
    for (const url of [`/records/students/${foreignStudentId}`, `/records/students/${foreignStudentId}/school-subjects`]) {
      expect(codeOf(await call('staff', 'GET', url))).toBe(catalogue('NOT_FOUND'));
    }
    const foreignSave = await call('staff', 'POST', `/records/students/${foreignStudentId}`, { fiscal_year: FY, record_kind: 'test', exam_name: '他社模試', ...scores });
    expect(codeOf(foreignSave)).toBe(catalogue('NOT_FOUND'));
    const foreignClass = await call('staff', 'GET', `/records/class?schoolhouse_id=${foreignHouseId}&schoolyear_id=${mine.schoolyear_id}&fiscal_year=${FY}&record_kind=examination&exam_point=1`);
    expect(codeOf(foreignClass)).toBe(catalogue('NOT_FOUND'));
  });

  it('should refuse teachers every records call (403)', async () => {
    const calls: Array<[Method, string, object?]> = [
      ['GET', `/records/students/${mine.id}`], ['POST', `/records/students/${mine.id}`, { fiscal_year: FY, record_kind: 'test', exam_name: 'x', ...scores }],
      ['GET', `/records/students/${mine.id}/school-subjects`], ['POST', `/records/students/${mine.id}/school-subjects`, { fiscal_year: FY, report_point: 2, ratings: [{ school_subject_id: 1, rating: 3 }] }],
      ['GET', '/records/class'], ['POST', '/records/class', { schoolhouse_id: mine.schoolhouse_id, schoolyear_id: mine.schoolyear_id, fiscal_year: FY, record_kind: 'test', exam_name: 'x', rows: [{ student_id: mine.id, math: 1 }] }],
    ];
    for (const [method, url, body] of calls) {
      const res = await call('teacher1', method, url, body);
      expect([method, url, res.statusCode, codeOf(res)]).toEqual([method, url, 403, catalogue('FORBIDDEN')]);
    }
  });

  it('should refuse a family with the grade settings off at the child\'s schoolhouse: reading without ALLOW_USE_INPUT_SCORES, writing without ALLOW_PROTECTOR_INPUT_SCORES', async () => {
    try {
      await setFeature('ALLOW_PROTECTOR_INPUT_SCORES', false, mine.schoolhouse_id);
      expect((await call('guardian1', 'GET', `/records/students/${mine.id}`)).statusCode).toBe(200);
      expect((await call('guardian1', 'GET', `/records/students/${mine.id}`)).json()).toMatchObject({ can_edit: false });
      const write = await call('guardian1', 'POST', `/records/students/${mine.id}`, { fiscal_year: FY, record_kind: 'examination', exam_point: 1, ...scores });
      expect([write.statusCode, codeOf(write)]).toEqual([403, catalogue('FORBIDDEN')]);
      const ratings = await call('guardian1', 'POST', `/records/students/${mine.id}/school-subjects`, { fiscal_year: FY, report_point: 2, ratings: [{ school_subject_id: 1, rating: 3 }] });
      expect([ratings.statusCode, codeOf(ratings)]).toEqual([403, catalogue('FORBIDDEN')]);
      await setFeature('ALLOW_USE_INPUT_SCORES', false, mine.schoolhouse_id);
      for (const url of [`/records/students/${mine.id}`, `/records/students/${mine.id}/school-subjects`]) {
        const res = await call('guardian1', 'GET', url);
        expect([url, res.statusCode, codeOf(res)]).toEqual([url, 403, catalogue('FORBIDDEN')]);
      }
      // Staff's class view reads the setting at the chosen schoolhouse.
      const house = await call('staff', 'GET', `/records/class?schoolhouse_id=${mine.schoolhouse_id}&schoolyear_id=${mine.schoolyear_id}&record_kind=examination&exam_point=1`);
      expect([house.statusCode, codeOf(house)]).toEqual([403, catalogue('SETTING_NOT_ALLOWED')]);
    } finally {
      await setFeature('ALLOW_USE_INPUT_SCORES', true);
      await setFeature('ALLOW_PROTECTOR_INPUT_SCORES', true);
    }
  });
});

describe('records: input windows', () => {
  it('should take a family\'s 定期テスト until the end of its deadline day and refuse it after the deadline (10460) and before the start (10461)', async () => {
    const url = `/records/students/${mine.id}`;
    const open = await call('guardian1', 'POST', url, { fiscal_year: FY, record_kind: 'examination', exam_point: 1, ...scores });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ exam_name: '1学期中間テスト', record_kind: 'examination', fiscal_year: FY });
    const stored = await t.db.selectFrom('grade_records').selectAll().where('id', '=', (open.json() as { id: number }).id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ total: 350, average: 70, exam_point: 1, entered_by_guardian: true, deviation: null, ranking: null });

    const closed = await call('guardian1', 'POST', url, { fiscal_year: FY, record_kind: 'examination', exam_point: 3, ...scores });
    expect([closed.statusCode, codeOf(closed)]).toEqual([403, catalogue('GRADE_INPUT_CLOSED')]);
    const yesterday = jst(-1);
    expect((closed.json() as { message: string }).message).toContain(`${yesterday.slice(0, 4)}年${yesterday.slice(5, 7)}月${yesterday.slice(8, 10)}日`);
    const early = await call('guardian1', 'POST', url, { fiscal_year: FY, record_kind: 'examination', exam_point: 6, ...scores });
    expect([early.statusCode, codeOf(early)]).toEqual([403, catalogue('GRADE_INPUT_NOT_STARTED')]);
    // The windows as the page shows them to the family, and to staff (deadlines do not bind staff).
    const page = (await call('guardian1', 'GET', `${url}?fiscal_year=${FY}`)).json() as { exam_points: Array<{ exam_point: number; input: { state: string } }> };
    expect(page.exam_points.map((p) => p.input.state)).toEqual(['open', 'open', 'closed', 'closed', 'not_started', 'not_started']);
    const staffPage = (await call('staff', 'GET', `${url}?fiscal_year=${FY}`)).json() as typeof page;
    expect(staffPage.exam_points.map((p) => p.input.state)).toEqual(['open', 'open', 'open', 'open', 'open', 'open']);
    // Staff correct after the deadline.
    const staff = await call('staff', 'POST', url, { fiscal_year: FY, record_kind: 'examination', exam_point: 3, ...scores, math: 75 });
    expect(staff.statusCode).toBe(200);
    expect(await t.db.selectFrom('grade_records').select(['entered_by_guardian', 'total']).where('id', '=', (staff.json() as { id: number }).id).executeTakeFirstOrThrow())
      .toEqual({ entered_by_guardian: false, total: 355 });
    expect(await t.db.selectFrom('grade_records').select('id').where('student_id', '=', mine.id).where('fiscal_year', '=', FY).where('exam_point', '=', 6).execute()).toEqual([]);
  });

  it('should place a 模試 in the term of its date: open without a deadline row, closed by its term\'s deadline', async () => {
    const url = `/records/students/${mine.id}`;
    await setWindow(FY, 'test', 3, { deadline: jst(-2) });
    const autumn = await call('guardian1', 'POST', url, { fiscal_year: FY, record_kind: 'test', exam_name: '第2回 全国模試', taken_on: `${FY}-10-18`, ...scores, total: 350 });
    expect(autumn.statusCode).toBe(200);
    const winter = await call('guardian1', 'POST', url, { fiscal_year: FY, record_kind: 'test', exam_name: '第3回 全国模試', taken_on: `${FY + 1}-01-20`, ...scores });
    expect([winter.statusCode, codeOf(winter)]).toEqual([403, catalogue('GRADE_INPUT_CLOSED')]);
  });

  it('should close a fixed report card for everyone (409) and take a family\'s ratings in an open term, a null rating clearing the subject', async () => {
    const url = `/records/students/${mine.id}/school-subjects`;
    const subjects = await t.db.selectFrom('school_subjects').select('id').where('company_id', '=', companyId).orderBy('sort_order').execute();
    for (const user of ['guardian1', 'staff']) {
      const fixed = await call(user, 'POST', url, { fiscal_year: FY, report_point: 1, ratings: [{ school_subject_id: subjects[0]!.id, rating: 4 }] });
      expect([user, fixed.statusCode, codeOf(fixed)]).toEqual([user, 409, catalogue('GRADE_REPORT_FIXED')]);
    }
    const saved = await call('guardian1', 'POST', url, { fiscal_year: FY, report_point: 2, ratings: [{ school_subject_id: subjects[0]!.id, rating: 4 }, { school_subject_id: subjects[1]!.id, rating: 5 }] });
    expect(saved.statusCode).toBe(200);
    const answer = saved.json() as { ratings: Array<{ school_subject_id: number; report_point: number; rating: number }>; report_points: Array<{ input: { state: string } }> };
    expect(answer.ratings.filter((r) => r.report_point === 2).map((r) => r.rating)).toEqual([4, 5]);
    expect(answer.report_points.map((p) => p.input.state)).toEqual(['fixed', 'open', 'open', 'open']);
    const cleared = await call('guardian1', 'POST', url, { fiscal_year: FY, report_point: 2, ratings: [{ school_subject_id: subjects[0]!.id, rating: null }] });
    expect((cleared.json() as typeof answer).ratings.filter((r) => r.report_point === 2).map((r) => [r.school_subject_id, r.rating])).toEqual([[subjects[1]!.id, 5]]);
  });
});

describe('records: bad input', () => {
  it('should refuse bad scores, tests and ratings with 400 and the field of each error, and store nothing', async () => {
    const url = `/records/students/${mine.id}`;
    const cases: Array<[object, string[]]> = [
      [{ fiscal_year: FY, record_kind: 'examination', exam_point: 1, ...scores, math: 101 }, ['math']],
      [{ fiscal_year: FY, record_kind: 'test', exam_name: '模試A', ...scores, math: 201 }, ['math']],
      [{ fiscal_year: FY, record_kind: 'examination', ...scores }, ['exam_point']],
      [{ fiscal_year: FY, record_kind: 'test', exam_name: '  ', ...scores }, ['exam_name']],
      [{ fiscal_year: FY, record_kind: 'test', exam_name: '模試A', ...scores, total: 349 }, ['total']],
      [{ fiscal_year: FY, record_kind: 'test', exam_name: '模試A' }, ['total']],
      [{ fiscal_year: FY, record_kind: 'test', exam_name: '模試A', taken_on: `${FY + 1}-04-01`, ...scores }, ['taken_on']],
      [{ fiscal_year: FY, record_kind: 'report', exam_name: '模試A', ...scores }, ['record_kind']],
      [{ fiscal_year: 1999, record_kind: 'test', exam_name: '模試A', ...scores }, ['fiscal_year']],
    ];
    for (const [body, fields] of cases) {
      const res = await call('guardian1', 'POST', url, body);
      expect([JSON.stringify(body), res.statusCode, fieldsOf(res)]).toEqual([JSON.stringify(body), 400, fields]);
    }
    expect(await t.db.selectFrom('grade_records').select('id').where('exam_name', '=', '模試A').execute()).toEqual([]);
    const ratings = await call('guardian1', 'POST', `${url}/school-subjects`, { fiscal_year: FY, report_point: 2, ratings: [{ school_subject_id: 999999, rating: 3 }, { school_subject_id: 1, rating: 6 }] });
    expect(ratings.statusCode).toBe(400);
    expect(fieldsOf(ratings)).toContain('ratings.1.rating');
    const unknown = await call('guardian1', 'POST', `${url}/school-subjects`, { fiscal_year: FY, report_point: 2, ratings: [{ school_subject_id: 999999, rating: 3 }] });
    expect([unknown.statusCode, fieldsOf(unknown)]).toEqual([400, ['ratings.0.school_subject_id']]);
  });

  it('should refuse a whole class save when one row is wrong, naming the row', async () => {
    const classmates = await t.db.selectFrom('students').select('id').where('schoolhouse_id', '=', mine.schoolhouse_id).where('schoolyear_id', '=', mine.schoolyear_id)
      .where('status', 'in', [3, 4]).orderBy('student_number').execute();
    const body = {
      schoolhouse_id: mine.schoolhouse_id, schoolyear_id: mine.schoolyear_id, fiscal_year: FY, record_kind: 'examination', exam_point: 2,
      rows: [{ student_id: classmates[0]!.id, ...scores }, { student_id: theirs.id, ...scores }, { student_id: classmates[1]!.id, ...scores, english: 120 }],
    };
    const res = await call('staff', 'POST', '/records/class', body);
    expect([res.statusCode, fieldsOf(res)]).toEqual([400, ['rows.1.student_id', 'rows.2.english']]);
    expect(await t.db.selectFrom('grade_records').select('id').where('fiscal_year', '=', FY).where('exam_point', '=', 2).execute()).toEqual([]);
  });
});

describe('records: deviation, ranking and the difference from last time', () => {
  it('should compute deviation and ranking among the school year\'s records of the test, ties sharing a rank, and keep stored ones', async () => {
    const year = 2031;
    const peers = await t.db.selectFrom('students').select(['id', 'schoolhouse_id']).where('company_id', '=', companyId).where('schoolyear_id', '=', mine.schoolyear_id)
      .where('id', '!=', mine.id).orderBy('id').limit(3).execute();
    expect(peers).toHaveLength(3);
    // Totals 400 (the child), 300, 300, 200: mean 300, sd √5000 ≈ 70.71 → 64.1, 50, 50, 35.9; ranks 1, 2, 2, 4.
    const exam = '統計テスト模試';
    const rows = [[mine.id, 400], [peers[0]!.id, 300], [peers[1]!.id, 300], [peers[2]!.id, 200]] as const;
    await t.db.insertInto('grade_records').values(rows.map(([studentId, total]) => ({
      company_id: companyId, student_id: studentId, fiscal_year: year, record_kind: 'test', exam_name: exam, taken_on: `${year}-11-01`, total, average: total / 5,
    }))).execute();
    // Another school year's record of the same test does not count.
    const other = await t.db.selectFrom('students').select('id').where('company_id', '=', companyId).where('schoolyear_id', '!=', mine.schoolyear_id).orderBy('id').executeTakeFirstOrThrow();
    await t.db.insertInto('grade_records').values({ company_id: companyId, student_id: other.id, fiscal_year: year, record_kind: 'test', exam_name: exam, total: 1000 }).execute();
    // The previous 模試 of the child, for the difference; and a stored deviation and ranking kept as they are.
    await t.db.insertInto('grade_records').values({
      company_id: companyId, student_id: mine.id, fiscal_year: year, record_kind: 'test', exam_name: '前回模試', taken_on: `${year}-06-01`,
      japanese: 70, math: null, total: 380, deviation: 58.2, ranking: 120,
    }).execute();
    await t.db.updateTable('grade_records').set({ japanese: 75 }).where('student_id', '=', mine.id).where('exam_name', '=', exam).execute();

    const page = (await call('staff', 'GET', `/records/students/${mine.id}?fiscal_year=${year}`)).json() as {
      records: Array<{ exam_name: string; deviation: number; ranking: number; peers: number | null; is_deviation_computed: boolean; difference: Record<string, number | null> | null; previous: { exam_name: string } | null }>;
    };
    const byName = new Map(page.records.map((r) => [r.exam_name, r]));
    expect(byName.get(exam)).toMatchObject({ deviation: 64.1, ranking: 1, peers: 4, is_deviation_computed: true, previous: { exam_name: '前回模試' } });
    expect(byName.get(exam)!.difference).toEqual({ japanese: 5, math: null, english: null, science: null, social: null, total: 20 });
    expect(byName.get('前回模試')).toMatchObject({ deviation: 58.2, ranking: 120, is_deviation_computed: false, is_ranking_computed: false });

    const standings = [];
    for (const [studentId] of rows.slice(1)) {
      const theirPage = (await call('staff', 'GET', `/records/students/${studentId}?fiscal_year=${year}`)).json() as typeof page;
      const r = theirPage.records.find((x) => x.exam_name === exam)!;
      standings.push([r.deviation, r.ranking]);
    }
    expect(standings).toEqual([[50, 2], [50, 2], [35.9, 4]]);
  });

  it('should save a class in one go and show each student\'s deviation and ranking in the class view', async () => {
    const year = 2032;
    const classmates = await t.db.selectFrom('students').select('id').where('schoolhouse_id', '=', mine.schoolhouse_id).where('schoolyear_id', '=', mine.schoolyear_id)
      .where('status', 'in', [3, 4]).orderBy('student_number').execute();
    expect(classmates.length).toBeGreaterThanOrEqual(2);
    const body = {
      schoolhouse_id: mine.schoolhouse_id, schoolyear_id: mine.schoolyear_id, fiscal_year: year, record_kind: 'examination', exam_point: 4,
      rows: classmates.map((s, i) => (i === 0 ? { student_id: s.id, japanese: 90, math: 90, english: 90, science: 90, social: 90 } : { student_id: s.id, japanese: 50, math: 50, english: 50, science: 50, social: 50 })),
    };
    const saved = await call('staff', 'POST', '/records/class', body);
    expect(saved.statusCode).toBe(200);
    const view = saved.json() as { exam_name: string; data: Array<{ student_id: number; record: { total: number; deviation: number; ranking: number } | null }> };
    expect(view.exam_name).toBe('2学期期末テスト');
    expect(view.data.map((r) => r.record?.total)).toEqual(classmates.map((_, i) => (i === 0 ? 450 : 250)));
    expect(view.data[0]!.record).toMatchObject({ ranking: 1 });
    expect(view.data[0]!.record!.deviation).toBeGreaterThan(50);
    expect(view.data.slice(1).every((r) => r.record!.ranking === 2 && r.record!.deviation < 50)).toBe(true);
    // Read again: the same; a row left blank removes that student's record.
    const read = await call('staff', 'GET', `/records/class?schoolhouse_id=${mine.schoolhouse_id}&schoolyear_id=${mine.schoolyear_id}&fiscal_year=${year}&record_kind=examination&exam_point=4`);
    expect((read.json() as typeof view).data).toEqual(view.data);
    const blank = await call('staff', 'POST', '/records/class', { ...body, rows: [{ student_id: classmates[1]!.id }] });
    expect((blank.json() as typeof view).data.find((r) => r.student_id === classmates[1]!.id)!.record).toBeNull();
  });
});
