// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../src/generated/errors.js';
import { pdfBytes } from '../fixtures/multipart.js';
import { startTestApp, type TestApp } from './harness.js';
import { composeBody, noticeManageFixtures } from './noticeManageFixtures.js';

/**
 * Who reaches which notice on the manage side and the guardian side (spec section 6, model/README "Teachers"): every
 * notice operation refused for another company's notice, another teacher's schoolhouse and another child of the same
 * family, beside the allowed twin.
 */
let t: TestApp;
let f: ReturnType<typeof noticeManageFixtures>;
beforeAll(async () => { t = await startTestApp(); f = noticeManageFixtures(t); });
afterAll(async () => { await t.close(); });

const HOUR = 3_600_000;

/** Every operation on one notice, as [name, request]; DELETE last so a wrongly allowed delete shows in what follows. */
function operations(noticeId: number, attachmentId: number) {
  return [
    ['get', { method: 'GET', url: `/notices/${noticeId}` }],
    ['status', { method: 'GET', url: `/notices/${noticeId}/status` }],
    ['recipients', { method: 'GET', url: `/notices/${noticeId}/recipients` }],
    ['attachment', { method: 'GET', url: `/notices/${noticeId}/attachments/${attachmentId}` }],
    ['update', { method: 'POST', url: `/notices/${noticeId}`, data: composeBody({ title: '書き換え' }) }],
    ['delete', { method: 'DELETE', url: `/notices/${noticeId}` }],
  ] as const;
}

async function statuses(user: string, noticeId: number, attachmentId: number, headers: Record<string, string> = {}) {
  const out: Record<string, number> = {};
  for (const [name, op] of operations(noticeId, attachmentId)) {
    out[name] = (await f.call(user, op.method, op.url, { ...('data' in op ? { data: op.data } : {}), headers })).statusCode;
  }
  return out;
}

describe('another company', () => {
  it('should answer every operation on another company\'s notice with 404 and leave it unchanged', async () => {
    const { noticeId, attachmentId } = await f.otherCompanyNotice();
    expect(await statuses('staff', noticeId, attachmentId)).toEqual({ get: 404, status: 404, recipients: 404, attachment: 404, update: 404, delete: 404 });
    expect(await t.db.selectFrom('notices').select('title').where('id', '=', noticeId).executeTakeFirstOrThrow()).toEqual({ title: '他社のお知らせ' });
    const list = (await f.call('staff', 'GET', `/notices?search_name=${encodeURIComponent('他社')}`)).json<{ total: number }>();
    expect(list.total).toBe(0);
  });

  it('should refuse another company\'s tag or student as not found, writing nothing', async () => {
    const company = await t.db.insertInto('companies').values({ code: `OTHER-R${Date.now()}`, name: '別法人塾', invoice_status: '2' }).returning('id').executeTakeFirstOrThrow();
    const tag = await t.db.insertInto('tags').values({ company_id: company.id, name: '他社のタグ' }).returning('id').executeTakeFirstOrThrow();
    const area = await t.db.insertInto('areas').values({ company_id: company.id, name: '他社エリア' }).returning('id').executeTakeFirstOrThrow();
    const house = await t.db.insertInto('schoolhouses').values({ company_id: company.id, area_id: area.id, schoolhouse_name: '他社校' }).returning('id').executeTakeFirstOrThrow();
    const year = await t.db.selectFrom('schoolyears').select('id').executeTakeFirstOrThrow();
    const student = await t.db.insertInto('students').values({ company_id: company.id, student_number: 'X0001', family_name_kanji: '他社', first_name_kanji: '生徒', schoolyear_id: year.id, schoolhouse_id: house.id })
      .returning('id').executeTakeFirstOrThrow();
    const count = async () => (await t.db.selectFrom('notices').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;
    const before = await count();
    for (const [field, over] of [['tag_ids', { tag_ids: [tag.id] }], ['student_ids', { publish: true, student_ids: [student.id] }]] as const) {
      const res = await f.call('staff', 'POST', '/notices', { data: composeBody(over) });
      expect(res.json()).toMatchObject({ code: errorCatalogue.REFERENCE_NOT_FOUND.code, errors: [{ field }] });
    }
    expect(await count()).toBe(before);
  });
});

describe('teachers and schoolhouses', () => {
  /** teacher1's notice to students of 本町校, with a file. */
  let own: number;
  let attachment: number;
  beforeAll(async () => {
    own = await f.compose('teacher1', { title: '本町校だけのお知らせ', publish: true, student_ids: (await f.studentsWithGuardian('本町校')).slice(0, 3) }, [{ name: '持ち物.pdf', bytes: pdfBytes() }]);
    [attachment] = await f.attachmentIds(own);
  });

  it('should give the sending teacher every operation on their notice', async () => {
    const mine = await f.compose('teacher1', { title: '自分のお知らせ', publish: true, student_ids: (await f.studentsWithGuardian('本町校')).slice(0, 3) }, [{ name: '持ち物.pdf', bytes: pdfBytes() }]);
    const [file] = await f.attachmentIds(mine);
    expect(await statuses('teacher1', mine, file!)).toEqual({ get: 200, status: 200, recipients: 200, attachment: 200, update: 200, delete: 200 });
    expect((await f.call('teacher1', 'GET', `/notices/${mine}`)).statusCode).toBe(404);
  });

  it('should hide a teacher\'s notice from a teacher of another schoolhouse (404 everywhere, absent from the list)', async () => {
    expect(await statuses('teacher2', own, attachment!)).toEqual({ get: 404, status: 404, recipients: 404, attachment: 404, update: 404, delete: 404 });
    const list = (await f.call('teacher2', 'GET', `/notices?search_name=${encodeURIComponent('本町校だけ')}`)).json<{ total: number }>();
    expect(list.total).toBe(0);
    expect((await t.db.selectFrom('notices').select('title').where('id', '=', own).executeTakeFirstOrThrow()).title).toBe('本町校だけのお知らせ');
  });

  it('should let a teacher of the same schoolhouse read it but not change or delete it', async () => {
    expect(await statuses('teacher4', own, attachment!)).toEqual({ get: 200, status: 200, recipients: 200, attachment: 200, update: 403, delete: 403 });
    expect((await f.call('teacher4', 'GET', `/notices/${own}`)).json()).toMatchObject({ manage: { can_edit: false } });
    const list = (await f.call('teacher4', 'GET', `/notices?search_name=${encodeURIComponent('本町校だけ')}`)).json<{ total: number; data: Array<{ sender_name: string }> }>();
    expect(list.total).toBe(1);
    const teacherName = (await t.db.selectFrom('teachers').innerJoin('users', 'users.id', 'teachers.user_id').select('teachers.name_kanji').where('users.username', '=', 'teacher1').executeTakeFirstOrThrow()).name_kanji;
    expect(list.data[0]!.sender_name).toBe(teacherName);
  });

  it('should show a teacher only the recipients of their schoolhouses', async () => {
    const summer = (await t.db.selectFrom('notices').select(['id', 'recipient_count']).where('title', '=', '夏期講習のお知らせ').executeTakeFirstOrThrow());
    const honmachi = await f.houseId('本町校');
    const inHouse = (await t.db.selectFrom('notice_recipients').select('id').where('notice_id', '=', summer.id).where('schoolhouse_id', '=', honmachi).execute()).length;
    const teacher = (await f.call('teacher1', 'GET', `/notices/${summer.id}/recipients?limit=100`)).json<{ total: number; data: Array<{ schoolhouse_name: string }> }>();
    expect(teacher.total).toBe(inHouse);
    expect(new Set(teacher.data.map((r) => r.schoolhouse_name))).toEqual(new Set(['本町校']));
    const staff = (await f.call('staff', 'GET', `/notices/${summer.id}/recipients?limit=1`)).json<{ total: number }>();
    expect(staff.total).toBe(summer.recipient_count);
    expect(staff.total).toBeGreaterThan(inHouse);
  });

  it('should say per schoolhouse whether a teacher may send there: assigned, notices on and teacher sending on', async () => {
    const [honmachi, ekimae, midori] = [await f.houseId('本町校'), await f.houseId('駅前校'), await f.houseId('緑ヶ丘校')];
    const ask = async (user: string, ids: number[]) => (await f.call(user, 'POST', '/notices/notice-all-schoolhouse-permission', { json: { schoolhouse_ids: ids } })).json<{ allowed: boolean; schoolhouses: Array<{ id: number; allowed: boolean }> }>();
    expect(await ask('teacher4', [honmachi, ekimae])).toMatchObject({ allowed: true, schoolhouses: [{ id: honmachi, allowed: true }, { id: ekimae, allowed: true }] });
    expect(await ask('teacher4', [honmachi, midori])).toMatchObject({ allowed: false, schoolhouses: [{ id: honmachi, allowed: true }, { id: midori, allowed: false }] });
    await t.db.updateTable('schoolhouse_settings').set({ value: '0' }).where('schoolhouse_id', '=', ekimae).where('name', '=', 'ALLOW_TEACHER_SEND_NOTICE').execute();
    try {
      expect(await ask('teacher4', [honmachi, ekimae])).toMatchObject({ allowed: false, schoolhouses: [{ allowed: true }, { allowed: false }] });
      const refused = await f.call('teacher4', 'POST', '/notices', { data: composeBody({ student_ids: (await f.studentsWithGuardian('駅前校')).slice(0, 1) }) });
      expect(refused.json<{ code: number }>().code).toBe(errorCatalogue.NOTICE_SCHOOLHOUSE_NOT_ALLOWED.code);
    } finally {
      await t.db.updateTable('schoolhouse_settings').set({ value: '1' }).where('schoolhouse_id', '=', ekimae).where('name', '=', 'ALLOW_TEACHER_SEND_NOTICE').execute();
    }
    // Staff do not need the teacher setting, only notices on.
    expect(await ask('staff', [honmachi, ekimae, midori])).toMatchObject({ allowed: true });
  });

  it('should refuse a student of a schoolhouse with notices off, even to staff', async () => {
    const midori = await f.houseId('緑ヶ丘校');
    const student = (await f.studentsWithGuardian('緑ヶ丘校')).slice(0, 1);
    await t.db.updateTable('schoolhouse_settings').set({ value: '0' }).where('schoolhouse_id', '=', midori).where('name', '=', 'ALLOW_USE_NOTICE').execute();
    try {
      const refused = await f.call('staff', 'POST', '/notices', { data: composeBody({ student_ids: student }) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ code: number }>().code).toBe(errorCatalogue.NOTICE_SCHOOLHOUSE_NOT_ALLOWED.code);
    } finally {
      await t.db.updateTable('schoolhouse_settings').set({ value: '1' }).where('schoolhouse_id', '=', midori).where('name', '=', 'ALLOW_USE_NOTICE').execute();
    }
    expect((await f.call('staff', 'POST', '/notices', { data: composeBody({ student_ids: student }) })).statusCode).toBe(200);
  });
});

describe('a family with two children', () => {
  let first: number;
  let second: number;
  let noticeId: number;
  let attachment: number;
  beforeAll(async () => {
    [first, second] = await f.childrenOf('guardian7');
    noticeId = await f.compose('staff', { title: '下の子だけへのお知らせ', publish: true, student_ids: [second] }, [{ name: '案内.pdf', bytes: pdfBytes() }]);
    [attachment] = await f.attachmentIds(noticeId);
  });

  it('should show the notice only while acting for the child it was sent to', async () => {
    const read = async (headers: Record<string, string>) => Promise.all([
      f.call('guardian7', 'GET', `/notices/${noticeId}?minify=1`, { headers }),
      f.call('guardian7', 'GET', `/notices/${noticeId}/status`, { headers }),
      f.call('guardian7', 'GET', `/notices/${noticeId}/attachments/${attachment}`, { headers }),
    ]).then((all) => all.map((r) => r.statusCode));
    expect(await read(f.actingFor(second!))).toEqual([200, 200, 200]);
    expect(await read(f.actingFor(first!))).toEqual([404, 404, 404]);
    expect(await read({})).toEqual([404, 404, 404]);
  });

  it('should never let the guardian use the manage side of their own notice', async () => {
    const headers = f.actingFor(second!);
    expect((await f.call('guardian7', 'GET', `/notices/${noticeId}/recipients`, { headers })).statusCode).toBe(403);
    expect((await f.call('guardian7', 'POST', `/notices/${noticeId}`, { data: composeBody(), headers })).statusCode).toBe(403);
    expect((await f.call('guardian7', 'DELETE', `/notices/${noticeId}`, { headers })).statusCode).toBe(403);
    expect((await t.db.selectFrom('notices').select('title').where('id', '=', noticeId).executeTakeFirstOrThrow()).title).toBe('下の子だけへのお知らせ');
  });

  it('should never show a draft or a scheduled notice to the child it is addressed to', async () => {
    const draft = await f.compose('staff', { student_ids: [second] });
    const scheduled = await f.compose('staff', { publish: true, send_at: new Date(Date.now() + HOUR).toISOString(), student_ids: [second] });
    for (const id of [draft, scheduled]) {
      expect((await f.call('guardian7', 'GET', `/notices/${id}`, { headers: f.actingFor(second!) })).statusCode).toBe(404);
      expect((await f.call('staff', 'GET', `/notices/${id}`)).statusCode).toBe(200);
    }
  });
});
