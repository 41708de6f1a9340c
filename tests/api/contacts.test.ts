// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../src/generated/errors.js';
import { ringDeferred } from '../../src/server/domains/contacts/contactBells.js';
import { pdfBytes } from '../fixtures/multipart.js';
import { contactFixtures, type ContactView } from './contactFixtures.js';
import { codeOf, startTestApp, type TestApp } from './harness.js';

/**
 * Contacts (issue 18, spec sections 2 to 8): a guardian writes to the child's school, staff see it 新規 and answer,
 * the guardian sees the reply and its bell; who may read a thread (other family, other child, other schoolhouse, a
 * teacher without TEACHER_VIEW_AND_REPLY_INQUIRY, a forged switch header) is refused by the API, each allowed case
 * beside its refused twin; a sent message is withdrawn, never erased.
 */
let t: TestApp;
let f: ReturnType<typeof contactFixtures>;
beforeAll(async () => { t = await startTestApp(); f = contactFixtures(t); }, 120_000);
afterAll(async () => { await t.close(); });

const view = (res: { json(): unknown }) => res.json() as ContactView;

describe('a guardian\'s contact and the school\'s reply', () => {
  let guardian = '';
  let house = '';
  let id = 0;
  beforeAll(async () => {
    house = '駅前校';
    guardian = await f.singleChildGuardianAt(house);
    [id] = await f.send(guardian, { title: '振替授業のお願い', body: '来週の授業を振り替えたいです。' }, { files: [{ name: '予定表.pdf', bytes: pdfBytes() }] });
  });

  it('should show staff the new contact unread as 新規 with its attachment, and read once opened', async () => {
    const row = (await f.list('staff')).find((r) => r.id === id)!;
    expect(row).toMatchObject({ title: '振替授業のお願い', status: 'new', sender_kind: 'guardian', is_read: false, has_replied: false });
    const opened = view(await f.open('staff', id));
    expect(opened.attachments.map((a) => a.file_name)).toEqual(['予定表.pdf']);
    expect(opened).toMatchObject({ can_set_status: true, can_comment: true, can_edit: false });
    expect((await f.list('staff', 'read_status=0')).some((r) => r.id === id)).toBe(false);
    expect((await f.list('staff', 'read_status=1')).some((r) => r.id === id)).toBe(true);
  });

  it('should fill a template\'s placeholders in the school\'s reply, mark it 返信済み and ring the guardian\'s bell', async () => {
    const res = await f.reply('staff', id, '{保護者姓}様\n承知しました。{生徒名}さんの振替日をご連絡します。');
    expect(res.statusCode).toBe(200);
    const reply = view(res).comments.at(-1)!;
    expect(reply.content).not.toContain('{保護者姓}');
    expect(reply.content).toMatch(/^\S+様\n承知しました。/);
    const mine = (await f.list(guardian)).find((r) => r.id === id)!;
    expect(mine).toMatchObject({ status: 'replied', is_read: false, has_replied: true, comment_count: 1 });
    const bell = await t.db.selectFrom('notifications').innerJoin('users', 'users.id', 'notifications.user_id').select(['kind', 'target_id', 'is_read'])
      .where('users.username', '=', guardian).where('kind', '=', 'contact-reply').where('target_id', '=', id).executeTakeFirst();
    expect(bell).toMatchObject({ kind: 'contact-reply', is_read: false });
    expect(view(await f.open(guardian, id)).comments.map((c) => c.author_kind)).toEqual(['school']);
    expect((await f.list(guardian)).find((r) => r.id === id)!.is_read).toBe(true);
  });

  it('should let staff set 連絡済み and the student type, and refuse the guardian doing so', async () => {
    const refused = await f.call(guardian, 'POST', `/contacts/${id}`, { data: { status: 'contacted' } });
    expect(refused.statusCode).toBe(403);
    const res = await f.call('staff', 'POST', `/contacts/${id}`, { data: { status: 'contacted', student_type: 'continuing' } });
    expect(res.statusCode).toBe(200);
    expect(view(res)).toMatchObject({ status: 'contacted', staff_status: 'contacted' });
  });

  it('should refuse the guardian editing once the school has replied', async () => {
    const res = await f.call(guardian, 'POST', `/contacts/${id}`, { data: { title: '直しました' } });
    expect([res.statusCode, codeOf(res)]).toEqual([409, errorCatalogue.CONTACT_REPLIED.code]);
  });

  it('should show it to nobody outside the thread: another family, a teacher elsewhere, a teacher without the inquiry setting', async () => {
    const other = await f.singleChildGuardianAt(house, [guardian]);
    expect((await f.open(other, id)).statusCode).toBe(404);
    expect((await f.list(other)).some((r) => r.id === id)).toBe(false);
    const elsewhere = await f.teacherAt(house, true);
    const here = await f.teacherAt(house);
    await f.setSetting('TEACHER_VIEW_AND_REPLY_INQUIRY', f.enabled);
    expect((await f.open(elsewhere, id)).statusCode).toBe(404);
    expect((await f.open(here, id)).statusCode).toBe(200);
    expect((await f.teacherList(here)).some((r) => r.id === id)).toBe(true);
    await f.setSetting('TEACHER_VIEW_AND_REPLY_INQUIRY', f.disabled, house);
    expect((await f.open(here, id)).statusCode).toBe(404);
    expect((await f.teacherList(here)).some((r) => r.id === id)).toBe(false);
    expect((await f.reply(here, id, '講師です')).statusCode).toBe(404);
    await f.setSetting('TEACHER_VIEW_AND_REPLY_INQUIRY', f.disabled);
  });

  it('should refuse a forged switch header naming another family\'s child', async () => {
    const other = await f.singleChildGuardianAt(house, [guardian]);
    const [otherChild] = await f.childrenOf(other);
    const res = await f.open(guardian, id, f.actingFor(otherChild!));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(JSON.stringify(res.json())).not.toContain('振替授業のお願い');
  });
});

describe('who writes what', () => {
  it('should refuse a guardian choosing recipients, and a schoolhouse that takes no guardian inquiries', async () => {
    const guardian = await f.singleChildGuardianAt('本町校');
    const chosen = await f.call(guardian, 'POST', '/contacts', { data: { title: 'a', body: 'b', student_ids: [1] } });
    expect([chosen.statusCode, codeOf(chosen)]).toEqual([400, errorCatalogue.VALIDATION_FAILED.code]);
    await f.setSetting('INQUIRY_TO_SCHOOL_TARGET', '2', '本町校');
    const closed = await f.call(guardian, 'POST', '/contacts', { data: { title: 'a', body: 'b' } });
    expect([closed.statusCode, codeOf(closed)]).toEqual([403, errorCatalogue.SETTING_NOT_ALLOWED.code]);
    await f.setSetting('INQUIRY_TO_SCHOOL_TARGET', '3', '本町校');
    expect((await f.call(guardian, 'POST', '/contacts', { data: { title: 'a', body: 'b' } })).statusCode).toBe(200);
  });

  it('should send the school\'s contact to each chosen family with its own names, and refuse blank, unknown and guardian-less recipients', async () => {
    const [a, b] = await f.studentsWithGuardian('緑ヶ丘校');
    const ids = await f.send('staff', { title: '{生徒名}さんの面談', body: '{保護者姓}様' , student_ids: [a, b] });
    expect(ids).toHaveLength(2);
    const titles = await Promise.all(ids.map(async (id) => view(await f.open('staff', id)).title));
    expect(titles.every((title) => !title.includes('{') && title.endsWith('さんの面談'))).toBe(true);
    expect(new Set(titles).size).toBe(2);
    const blank = await f.call('staff', 'POST', '/contacts', { data: { title: '　 ', body: 'b', student_ids: [a] } });
    expect([blank.statusCode, codeOf(blank)]).toEqual([400, errorCatalogue.VALIDATION_FAILED.code]);
    const none = await f.call('staff', 'POST', '/contacts', { data: { title: 'a', body: 'b' } });
    expect([none.statusCode, codeOf(none)]).toEqual([400, errorCatalogue.VALIDATION_FAILED.code]);
    const unknown = await f.call('staff', 'POST', '/contacts', { data: { title: 'a', body: 'b', student_ids: [2_000_000_000] } });
    expect([unknown.statusCode, codeOf(unknown)]).toEqual([errorCatalogue.REFERENCE_NOT_FOUND.status, errorCatalogue.REFERENCE_NOT_FOUND.code]);
    const orphan = await f.addStudentWithoutGuardian('緑ヶ丘校', 'C-ORPHAN-1');
    const orphanRes = await f.call('staff', 'POST', '/contacts', { data: { title: 'a', body: 'b', student_ids: [orphan] } });
    expect([orphanRes.statusCode, codeOf(orphanRes)]).toEqual([400, errorCatalogue.VALIDATION_FAILED.code]);
  });

  it('should let the sender withdraw, keep the words for staff, show the family only that it was withdrawn, and take no more comments', async () => {
    const guardian = await f.singleChildGuardianAt('緑ヶ丘校');
    const [id] = await f.send(guardian, { title: '取り消すつもりの連絡', body: '間違えて送りました。' });
    const byStaff = await f.call('staff', 'DELETE', `/contacts/${id}`);
    expect(byStaff.statusCode).toBe(403);
    const res = await f.call(guardian, 'DELETE', `/contacts/${id}`);
    expect(res.statusCode).toBe(200);
    expect(view(res)).toMatchObject({ is_withdrawn: true, body: '', can_withdraw: false, can_comment: false });
    expect(view(await f.open('staff', id!))).toMatchObject({ is_withdrawn: true, body: '間違えて送りました。' });
    const again = await f.call(guardian, 'DELETE', `/contacts/${id}`);
    expect([again.statusCode, codeOf(again)]).toEqual([409, errorCatalogue.CONTACT_WITHDRAWN.code]);
    const comment = await f.reply('staff', id!, 'まだ書けますか');
    expect([comment.statusCode, codeOf(comment)]).toEqual([409, errorCatalogue.CONTACT_WITHDRAWN.code]);
  });

  it('should let a writer withdraw their own comment only', async () => {
    const guardian = await f.singleChildGuardianAt('本町校');
    const [id] = await f.send(guardian, {});
    const posted = view(await f.reply(guardian, id!, '追伸です'));
    const commentId = posted.comments.at(-1)!.id;
    expect((await f.call('staff', 'DELETE', `/contacts/${id}/comments/${commentId}`)).statusCode).toBe(403);
    const res = await f.call(guardian, 'DELETE', `/contacts/${id}/comments/${commentId}`);
    expect(view(res).comments.at(-1)).toMatchObject({ is_withdrawn: true, content: '' });
    expect(view(await f.open('staff', id!)).comments.at(-1)).toMatchObject({ is_withdrawn: true, content: '追伸です' });
  });
});

describe('the list\'s filters', () => {
  it('should show students\' contacts under the student sender type only where ALLOW_STUDENT_VIEW_AND_SEND_CONTACT is on', async () => {
    const students = await f.list('staff', 'sender_type=1');
    expect(students.length).toBeGreaterThan(0);
    expect(students.every((r) => r.sender_kind === 'student')).toBe(true);
    await f.setSetting('ALLOW_STUDENT_VIEW_AND_SEND_CONTACT', f.disabled);
    expect(await f.list('staff', 'sender_type=1')).toEqual([]);
    await f.setSetting('ALLOW_STUDENT_VIEW_AND_SEND_CONTACT', f.enabled);
  });

  it('should filter by reply and comment state', async () => {
    const replied = await f.list('staff', 'has_replied=3&limit=100');
    const open = await f.list('staff', 'has_replied=2&limit=100');
    expect(replied.every((r) => r.has_replied) && open.every((r) => !r.has_replied)).toBe(true);
    expect(replied.length).toBeGreaterThan(0);
    const withComments = await f.list('staff', 'comment_filter=3&limit=100');
    expect(withComments.every((r) => r.comment_count > 0)).toBe(true);
    expect((await f.list('staff', 'comment_filter=2&limit=100')).every((r) => r.comment_count === 0)).toBe(true);
  });

  it('should refuse a malformed filter with a catalogue error, never a 500', async () => {
    for (const query of ['has_replied=9', 'sender_type=x', 'read_status=2', 'limit=1000', 'page=0']) {
      const res = await f.call('staff', 'GET', `/contacts?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('a thread on file', () => {
  it('should give the school side the thread as a CSV Excel in Japan opens, withdrawn messages marked, and refuse the family', async () => {
    const guardian = await f.singleChildGuardianAt('本町校');
    const [id] = await f.send(guardian, { title: '記録用の連絡', body: '一行目\n二行目' });
    const posted = view(await f.reply(guardian, id!, '取り消す追伸'));
    await f.call(guardian, 'DELETE', `/contacts/${id}/comments/${posted.comments.at(-1)!.id}`);
    await f.reply('staff', id!, '承知しました。');
    const res = await f.call('staff', 'GET', `/contacts/${id}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=UTF-8');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.rawPayload.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe('日時,区分,送信者,内容,状態');
    expect(text).toContain('"件名：記録用の連絡\n一行目\n二行目"');
    expect(text).toMatch(/保護者,[^,]+,取り消す追伸,取り消し済み/);
    expect(text).toMatch(/塾,[^,]+,承知しました。,\r\n/);
    expect((await f.call('staff', 'GET', `/contacts/${id}/download?encoding=sjis`)).headers['content-type']).toBe('text/csv; charset=Shift_JIS');
    const byGuardian = await f.call(guardian, 'GET', `/contacts/${id}/download`);
    expect([byGuardian.statusCode, codeOf(byGuardian)]).toEqual([403, errorCatalogue.FORBIDDEN.code]);
    expect((await f.call(await f.teacherAt('本町校'), 'GET', `/contacts/${id}/download`)).statusCode).toBe(404);
  });
});

describe('office hours', () => {
  /** Office hours at a schoolhouse that do not hold the present moment of the school's clock, and the next opening. */
  async function closeNow(house: string): Promise<Date> {
    const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
    const [open, close] = hour < 12 ? ['13:00', '23:00'] : ['01:00', '11:00'];
    await t.db.updateTable('schoolhouses').set({ open_time: open, close_time: close }).where('id', '=', await f.houseId(house)).execute();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
    const opening = new Date(`${today}T${open}:00+09:00`);
    if (hour >= 12) opening.setUTCDate(opening.getUTCDate() + 1);
    return opening;
  }
  const staffBells = async (contactId: number) => Number((await t.db.selectFrom('notifications').innerJoin('users', 'users.id', 'notifications.user_id')
    .select((eb) => eb.fn.countAll().as('n')).where('users.username', '=', 'staff').where('kind', '=', 'contact-received').where('target_id', '=', contactId)
    .executeTakeFirstOrThrow()).n);

  it('should accept a family\'s message after closing, ring staff at the next opening, and tell the family when', async () => {
    const opening = await closeNow('本町校');
    const guardian = await f.singleChildGuardianAt('本町校');
    const [id] = await f.send(guardian, { title: '夜分の連絡', body: '明日の授業について。' });
    expect(await staffBells(id!)).toBe(0);
    expect(view(await f.open(guardian, id!))).toMatchObject({ reply_expected_at: opening.toISOString() });
    const job = await t.db.selectFrom('pgboss.job' as never).select(['data' as never, 'start_after' as never]).where('name' as never, '=', 'contact-bell' as never)
      .execute() as unknown as Array<{ data: { contactId: number }; start_after: Date }>;
    const mine = job.find((j) => j.data.contactId === id)!;
    expect(new Date(mine.start_after).toISOString()).toBe(opening.toISOString());
    await ringDeferred(t.db, { companyId: (await t.db.selectFrom('contacts').select('company_id').where('id', '=', id!).executeTakeFirstOrThrow()).company_id, contactId: id!, jobs: t.jobs });
    expect(await staffBells(id!)).toBe(1);
    await f.reply('staff', id!, '承知しました。');
    expect(view(await f.open(guardian, id!)).reply_expected_at).toBeNull();
  });

  it('should stop telling the family when to expect a reply once they withdrew the message', async () => {
    await closeNow('本町校');
    const guardian = await f.singleChildGuardianAt('本町校');
    const [id] = await f.send(guardian, { title: '取り消す夜分の連絡', body: '明日の授業について。' });
    expect(view(await f.open(guardian, id!)).reply_expected_at).not.toBeNull();
    const withdrawn = await t.app.inject({ method: 'DELETE', url: `/api/v1/contacts/${id}`, headers: await t.authAs(guardian) });
    expect(withdrawn.statusCode).toBe(200);
    expect(view(await f.open(guardian, id!))).toMatchObject({ is_withdrawn: true, reply_expected_at: null });
  });

  it('should ring staff at once where the schoolhouse keeps no office hours', async () => {
    await t.db.updateTable('schoolhouses').set({ open_time: null, close_time: null }).where('id', '=', await f.houseId('本町校')).execute();
    const guardian = await f.singleChildGuardianAt('本町校');
    const [id] = await f.send(guardian, { title: '昼の連絡', body: '本文' });
    expect(await staffBells(id!)).toBe(1);
    expect(view(await f.open(guardian, id!)).reply_expected_at).toBeNull();
  });
});
