// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageAudience, NotificationKind } from '../../src/generated/enums.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import { communicationFixtures, type CommunicationView } from './communicationFixtures.js';
import { codeOf, startTestApp, type TestApp } from './harness.js';

/**
 * Teacher communications (issue 18, /communications): a notice whose recipients are teachers, on the notice core.
 * Staff send to two teachers, each is told by a manager-contact-teacher bell and reads it; the sender sees the read
 * state; recipients change while unpublished, never after; the families' notice lists never show a communication.
 */
let t: TestApp;
let f: ReturnType<typeof communicationFixtures>;
beforeAll(async () => { t = await startTestApp(); f = communicationFixtures(t); }, 120_000);
afterAll(async () => { await t.close(); });

const view = (res: { json(): unknown }) => res.json() as CommunicationView;

describe('staff send a communication to two teachers', () => {
  let id = 0;
  let a = { id: 0, houses: [] as number[] };
  let b = { id: 0, houses: [] as number[] };
  beforeAll(async () => {
    a = await f.teacher('teacher3');
    b = await f.teacher('teacher4');
    id = await f.send('staff', [a.id, b.id]);
  });

  it('should store it as a sent communication with one teacher recipient each and ring each teacher\'s bell', async () => {
    const notice = await t.db.selectFrom('notices').select(['audience', 'status', 'recipient_count']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(notice).toEqual({ audience: MessageAudience.teachers, status: 'sent', recipient_count: 2 });
    const recipients = await t.db.selectFrom('notice_recipients').select(['teacher_id', 'student_id', 'protector_id']).where('notice_id', '=', id).orderBy('teacher_id').execute();
    expect(recipients).toEqual([a.id, b.id].sort((x, y) => x - y).map((teacher_id) => ({ teacher_id, student_id: null, protector_id: null })));
    expect(await f.bells('teacher3', NotificationKind.managerContactTeacher, id)).toEqual([{ is_read: false }]);
    expect(await f.bells('teacher4', NotificationKind.managerContactTeacher, id)).toEqual([{ is_read: false }]);
    expect(await f.bells('teacher5', NotificationKind.managerContactTeacher, id)).toEqual([]);
  });

  it('should mark a recipient teacher\'s copy and bell read when opened, and show staff who read it', async () => {
    const opened = view(await f.open('teacher3', id));
    expect(opened.recipient).toMatchObject({ is_read: true });
    // The teacher placeholders are filled for the reader: 「{講師名}先生」 becomes their name.
    const name = (await t.db.selectFrom('teachers').select('name_kanji').where('id', '=', a.id).executeTakeFirstOrThrow()).name_kanji;
    expect(opened.body).toContain(`<p>${name}先生、会議があります。</p>`);
    expect(opened.manage).toBeNull();
    expect(await f.bells('teacher3', NotificationKind.managerContactTeacher, id)).toEqual([{ is_read: true }]);
    const managed = view(await f.open('staff', id));
    expect(managed.recipient).toBeNull();
    expect(managed.manage).toMatchObject({ recipient_count: 2, read_count: 1, can_edit: true });
    expect(managed.manage!.recipients.find((r) => r.teacher_id === a.id)).toMatchObject({ is_read: true });
    expect(managed.manage!.recipients.find((r) => r.teacher_id === b.id)).toMatchObject({ is_read: false });
    // Opened again: counted once.
    await f.open('teacher3', id);
    expect(view(await f.open('staff', id)).manage!.read_count).toBe(1);
  });

  it('should list it for staff and its recipients but never among the notices, nor open it as a notice', async () => {
    expect(await f.listIds('staff')).toContain(id);
    expect(await f.listIds('teacher4')).toContain(id);
    const notices = await f.call('staff', 'GET', '/notices?limit=100');
    expect(notices.json<{ data: Array<{ id: number }> }>().data.map((r) => r.id)).not.toContain(id);
    expect((await f.call('staff', 'GET', `/notices/${id}`)).statusCode).toBe(404);
  });

  it('should refuse to change the recipients once published with the notice rule, and change nothing', async () => {
    const res = await f.write('staff', { teacher_ids: [a.id] }, id);
    expect([res.statusCode, codeOf(res)]).toEqual([errorCatalogue.NOTICE_RECIPIENTS_LOCKED.status, errorCatalogue.NOTICE_RECIPIENTS_LOCKED.code]);
    expect(view(await f.open('staff', id)).manage!.recipient_count).toBe(2);
  });
});

describe('the recipients of an unpublished communication', () => {
  it('should change while it is a draft and be fixed when it is sent', async () => {
    const a = await f.teacher('teacher5');
    const b = await f.teacher('teacher6');
    const draft = await f.write('staff', { teacher_ids: [a.id], publish: false });
    expect(draft.statusCode).toBe(200);
    const id = draft.json<{ id: number }>().id;
    expect(view(await f.open('staff', id)).manage!.target_teacher_ids).toEqual([a.id]);
    expect((await f.write('staff', { teacher_ids: [a.id, b.id], publish: false }, id)).statusCode).toBe(200);
    expect(view(await f.open('staff', id)).manage!.target_teacher_ids).toEqual([a.id, b.id].sort((x, y) => x - y));
    expect(await f.bells('teacher5', NotificationKind.managerContactTeacher, id)).toEqual([]);
    const sent = await f.write('staff', { publish: true }, id);
    expect(sent.json()).toMatchObject({ status: 'sent', recipient_count: 2 });
  });

  it('should refuse to send without a teacher with 10211 and write nothing', async () => {
    const before = await f.noticeCount();
    const res = await f.write('staff', { teacher_ids: [] });
    expect([res.statusCode, codeOf(res)]).toEqual([400, errorCatalogue.NOTICE_RECIPIENTS_REQUIRED.code]);
    expect(await f.noticeCount()).toBe(before);
  });

  it('should refuse LINE and a separate e-mail (the notification row e-mails teachers itself), naming the field, and write nothing', async () => {
    const { id: teacherId } = await f.teacher('teacher3');
    const before = await f.noticeCount();
    for (const [method, label] of [['send_line', 'LINE'], ['send_mail', 'メール']] as const) {
      const res = await f.write('staff', { teacher_ids: [teacherId], send_notification: false, [method]: true });
      expect([res.statusCode, codeOf(res)]).toEqual([400, errorCatalogue.VALIDATION_FAILED.code]);
      expect(res.json<{ errors: Array<{ field: string; message: string }> }>().errors).toEqual([
        { field: method, message: `${label}はこの連絡の配信方法には選べません。` },
      ]);
    }
    expect(await f.noticeCount()).toBe(before);
  });

  it('should refuse a teacher id of no teacher with REFERENCE_NOT_FOUND and write nothing', async () => {
    const before = await f.noticeCount();
    const res = await f.write('staff', { teacher_ids: [2147483647] });
    expect(codeOf(res)).toBe(errorCatalogue.REFERENCE_NOT_FOUND.code);
    expect(await f.noticeCount()).toBe(before);
  });
});
