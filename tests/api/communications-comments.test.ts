// @vitest-environment node
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { entities } from '../../src/generated/entities.js';
import { CommentAuthorKind, NotificationKind } from '../../src/generated/enums.js';
import { errorCatalogue, type ErrorKey } from '../../src/generated/errors.js';
import { communicationFixtures } from './communicationFixtures.js';
import { codeOf, startTestApp, type TestApp } from './harness.js';

/**
 * Comments on teacher communications (spec sections 6 and 9): a recipient teacher talks with the sending side (staff,
 * or the teacher who sent it) in a thread of their own, only where ALLOW_COMMUNICATION_COMMENT is on at the
 * recipient's schoolhouse (gate communication-comments). Each comment rings the other side's bell with the comment kind
 * of the communication's sender. Every allowed case beside its refused twin; refused calls write nothing.
 */
let t: TestApp;
let f: ReturnType<typeof communicationFixtures>;
beforeAll(async () => { t = await startTestApp(); f = communicationFixtures(t); }, 120_000);
afterAll(async () => { await t.close(); });

const SETTING = 'ALLOW_COMMUNICATION_COMMENT';
const OTHER_TEACHER = 'ALLOW_TEACHER_COMMUNICATION_OTHER_TEACHER';
const MAX = entities.notice_comment.fields.content.maxLength!;

interface Comment { id: number; recipient_id: number; content: string; author_kind: string; author_name: string; is_own: boolean }

const refusal = (res: LightMyRequestResponse) => [res.statusCode, codeOf(res)];
const expected = (key: ErrorKey) => [errorCatalogue[key].status, errorCatalogue[key].code];
const comments = (user: string, id: number, recipientId?: number) =>
  f.call(user, 'GET', `/communications/${id}/comments${recipientId === undefined ? '' : `?recipient_id=${recipientId}`}`);
const post = (user: string, id: number, json: Record<string, unknown>) => f.call(user, 'POST', `/communications/${id}/comments`, { json });
const commentCount = async (noticeId: number) =>
  Number((await t.db.selectFrom('notice_comments').select((eb) => eb.fn.countAll<string>().as('n')).where('notice_id', '=', noticeId).executeTakeFirstOrThrow()).n);

/** teacher1 (a sender), a teacher sharing a schoolhouse with them (a recipient), and another teacher (neither). */
async function cast() {
  const all = await f.teachers();
  const me = all.find((x) => x.username === 'teacher1')!;
  const others = all.filter((x) => x.username !== 'teacher1' && x.username !== 'teacher2');
  const peer = others.find((x) => x.houses.some((h) => me.houses.includes(h)))!;
  const outsider = others.find((x) => x !== peer)!;
  return { me, peer, outsider };
}

/** A sent communication taking comments, and the recipient row of `teacherId`. */
async function sendWithComments(sender: string, teacherId: number, over: Record<string, unknown> = {}) {
  const id = await f.send(sender, [teacherId], { allow_comment: true, ...over });
  const recipient = await t.db.selectFrom('notice_recipients').select(['id', 'schoolhouse_id']).where('notice_id', '=', id).where('teacher_id', '=', teacherId).executeTakeFirstOrThrow();
  return { id, recipientId: recipient.id, houseId: recipient.schoolhouse_id };
}

beforeEach(async () => {
  await f.setEverywhere(SETTING, f.enabled);
  await f.setEverywhere(OTHER_TEACHER, f.enabled);
});

describe('a communication from staff', () => {
  it('should let the recipient teacher comment in their own thread, ring the sender\'s bell, and let staff answer it by recipient_id', async () => {
    const { peer } = await cast();
    const c = await sendWithComments('staff', peer.id);
    const mine = await post(peer.username, c.id, { content: '承知しました。' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Comment>()).toMatchObject({ recipient_id: c.recipientId, content: '承知しました。', author_kind: CommentAuthorKind.teacher, is_own: true });
    expect(await f.bells('staff', NotificationKind.managerContactTeacherComment, c.id)).toEqual([{ is_read: false }]);
    const replied = await t.db.selectFrom('notice_recipients').select('replied_at').where('id', '=', c.recipientId).executeTakeFirstOrThrow();
    expect(replied.replied_at).not.toBeNull();

    const answer = await post('staff', c.id, { content: 'よろしくお願いします。', recipient_id: c.recipientId });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Comment>()).toMatchObject({ author_kind: CommentAuthorKind.school, is_own: true });
    expect(await f.bells(peer.username, NotificationKind.managerContactTeacherComment, c.id)).toEqual([{ is_read: false }]);

    const asRecipient = await comments(peer.username, c.id);
    expect(asRecipient.json<{ data: Comment[] }>().data.map((x) => [x.content, x.is_own])).toEqual([['承知しました。', true], ['よろしくお願いします。', false]]);
    const asStaff = await comments('staff', c.id, c.recipientId);
    expect(asStaff.json<{ data: Comment[] }>().data.map((x) => [x.author_kind, x.is_own])).toEqual([[CommentAuthorKind.teacher, false], [CommentAuthorKind.school, true]]);
  });

  it('should answer NOT_FOUND to a teacher who is neither sender nor recipient, and write nothing', async () => {
    const { peer, outsider } = await cast();
    const c = await sendWithComments('staff', peer.id);
    expect(refusal(await comments(outsider.username, c.id))).toEqual(expected('NOT_FOUND'));
    expect(refusal(await comments(outsider.username, c.id, c.recipientId))).toEqual(expected('NOT_FOUND'));
    expect(refusal(await post(outsider.username, c.id, { content: '横から失礼します。', recipient_id: c.recipientId }))).toEqual(expected('NOT_FOUND'));
    expect(await commentCount(c.id)).toBe(0);
  });

  it('should answer NOT_FOUND to a recipient naming another recipient\'s thread, and read their own', async () => {
    const { peer, outsider } = await cast();
    const id = await f.send('staff', [peer.id, outsider.id], { allow_comment: true });
    const rows = await t.db.selectFrom('notice_recipients').select(['id', 'teacher_id']).where('notice_id', '=', id).execute();
    const own = rows.find((r) => r.teacher_id === peer.id)!;
    const other = rows.find((r) => r.teacher_id === outsider.id)!;
    expect((await comments(peer.username, id, own.id)).statusCode).toBe(200);
    expect(refusal(await comments(peer.username, id, other.id))).toEqual(expected('NOT_FOUND'));
    expect(refusal(await post(peer.username, id, { content: '他の先生のやりとり', recipient_id: other.id }))).toEqual(expected('NOT_FOUND'));
    expect(await commentCount(id)).toBe(0);
  });

  it('should refuse a guardian (FORBIDDEN by the grants), and let staff read', async () => {
    const { peer } = await cast();
    const c = await sendWithComments('staff', peer.id);
    expect((await comments('staff', c.id, c.recipientId)).statusCode).toBe(200);
    expect(refusal(await comments('guardian1', c.id, c.recipientId))).toEqual(expected('FORBIDDEN'));
    expect(refusal(await post('guardian1', c.id, { content: '保護者です。', recipient_id: c.recipientId }))).toEqual(expected('FORBIDDEN'));
    expect(await commentCount(c.id)).toBe(0);
  });

  it('should ask the sending side for recipient_id (VALIDATION_FAILED) and take it', async () => {
    const { peer } = await cast();
    const c = await sendWithComments('staff', peer.id);
    expect(refusal(await post('staff', c.id, { content: '宛先なし' }))).toEqual(expected('VALIDATION_FAILED'));
    expect(refusal(await comments('staff', c.id))).toEqual(expected('VALIDATION_FAILED'));
    expect((await post('staff', c.id, { content: '宛先あり', recipient_id: c.recipientId })).statusCode).toBe(200);
    expect(await commentCount(c.id)).toBe(1);
  });

  it('should refuse comments on a communication that does not take them (COMMENT_NOT_ALLOWED) and take them on one that does', async () => {
    const { peer } = await cast();
    const closed = await sendWithComments('staff', peer.id, { allow_comment: false });
    expect(refusal(await post(peer.username, closed.id, { content: 'コメント' }))).toEqual(expected('COMMENT_NOT_ALLOWED'));
    expect(await commentCount(closed.id)).toBe(0);
    const open = await sendWithComments('staff', peer.id);
    expect((await post(peer.username, open.id, { content: 'コメント' })).statusCode).toBe(200);
  });
});

describe('the setting ALLOW_COMMUNICATION_COMMENT', () => {
  it('should refuse both sides with SETTING_NOT_ALLOWED where it is off everywhere, write nothing and ring no bell', async () => {
    const { peer } = await cast();
    const c = await sendWithComments('staff', peer.id);
    await f.setEverywhere(SETTING, f.disabled);
    expect(refusal(await post(peer.username, c.id, { content: '設定で閉じています' }))).toEqual(expected('SETTING_NOT_ALLOWED'));
    expect(refusal(await post('staff', c.id, { content: '設定で閉じています', recipient_id: c.recipientId }))).toEqual(expected('SETTING_NOT_ALLOWED'));
    expect(refusal(await comments(peer.username, c.id))).toEqual(expected('SETTING_NOT_ALLOWED'));
    expect(refusal(await comments('staff', c.id, c.recipientId))).toEqual(expected('SETTING_NOT_ALLOWED'));
    expect(await commentCount(c.id)).toBe(0);
    expect(await f.bells('staff', NotificationKind.managerContactTeacherComment, c.id)).toEqual([]);
    await f.setEverywhere(SETTING, f.enabled);
    expect((await post(peer.username, c.id, { content: '設定で開いています' })).statusCode).toBe(200);
  });

  it('should refuse staff where it is off at the recipient\'s schoolhouse alone (read at the record), and let them elsewhere', async () => {
    const { peer } = await cast();
    const c = await sendWithComments('staff', peer.id);
    await t.db.updateTable('schoolhouse_settings').set({ value: f.disabled }).where('name', '=', SETTING).where('schoolhouse_id', '=', c.houseId).execute();
    expect(refusal(await post('staff', c.id, { content: '閉じた校舎', recipient_id: c.recipientId }))).toEqual(expected('SETTING_NOT_ALLOWED'));
    expect(refusal(await comments('staff', c.id, c.recipientId))).toEqual(expected('SETTING_NOT_ALLOWED'));
    expect(await commentCount(c.id)).toBe(0);
    await t.db.updateTable('schoolhouse_settings').set({ value: f.enabled }).where('name', '=', SETTING).where('schoolhouse_id', '=', c.houseId).execute();
    expect((await post('staff', c.id, { content: '開いた校舎', recipient_id: c.recipientId })).statusCode).toBe(200);
  });
});

describe('what GET /communications/{id} tells the comment screens', () => {
  it('should give each side the thread, its schoolhouse and can_comment as the comment calls decide it', async () => {
    const { peer } = await cast();
    const c = await sendWithComments('staff', peer.id);
    await post(peer.username, c.id, { content: '質問があります。' });
    type Detail = { recipient: { id: number; schoolhouse_id: number; can_comment: boolean } | null; manage: { recipients: Array<{ id: number; schoolhouse_id: number; comment_count: number; last_comment_by: string | null; can_comment: boolean }> } | null };
    const own = (await f.open(peer.username, c.id)).json<Detail>().recipient;
    expect(own).toMatchObject({ id: c.recipientId, schoolhouse_id: c.houseId, can_comment: true });
    expect((await f.open('staff', c.id)).json<Detail>().manage!.recipients).toEqual([expect.objectContaining({
      id: c.recipientId, schoolhouse_id: c.houseId, comment_count: 1, last_comment_by: CommentAuthorKind.teacher, can_comment: true,
    })]);
    // The twins: closed at the recipient's schoolhouse, or a communication without comments.
    await t.db.updateTable('schoolhouse_settings').set({ value: f.disabled }).where('name', '=', SETTING).where('schoolhouse_id', '=', c.houseId).execute();
    expect((await f.open('staff', c.id)).json<Detail>().manage!.recipients[0]!.can_comment).toBe(false);
    expect((await f.open(peer.username, c.id)).json<Detail>().recipient!.can_comment).toBe(false);
    await f.setEverywhere(SETTING, f.enabled);
    const closed = await sendWithComments('staff', peer.id, { allow_comment: false });
    expect((await f.open(peer.username, closed.id)).json<Detail>().recipient!.can_comment).toBe(false);
  });
});

describe('a communication from a teacher', () => {
  it('should ring the sending teacher\'s bell with teacher-contact-teacher-comment, and the recipient\'s when the sender answers', async () => {
    const { me, peer, outsider } = await cast();
    const c = await sendWithComments(me.username, peer.id);
    expect((await post(peer.username, c.id, { content: '確認しました。' })).statusCode).toBe(200);
    expect(await f.bells(me.username, NotificationKind.teacherContactTeacherComment, c.id)).toEqual([{ is_read: false }]);
    expect((await post(me.username, c.id, { content: 'ありがとうございます。', recipient_id: c.recipientId })).statusCode).toBe(200);
    expect(await f.bells(peer.username, NotificationKind.teacherContactTeacherComment, c.id)).toEqual([{ is_read: false }]);
    expect((await comments(me.username, c.id, c.recipientId)).json<{ data: Comment[] }>().data).toHaveLength(2);
    // The twin: another teacher of the company is neither side of it.
    expect(refusal(await post(outsider.username, c.id, { content: '横から', recipient_id: c.recipientId }))).toEqual(expected('NOT_FOUND'));
    expect(await commentCount(c.id)).toBe(2);
  });
});

describe('bad input', () => {
  it.each([
    ['empty', '   '],
    ['too long', 'あ'.repeat(MAX + 1)],
    ['with a control character', '確認\u0007しました'],
  ])('should refuse a comment %s with VALIDATION_FAILED and write nothing', async (_name, content) => {
    const { peer } = await cast();
    const c = await sendWithComments('staff', peer.id);
    expect(refusal(await post(peer.username, c.id, { content }))).toEqual(expected('VALIDATION_FAILED'));
    expect(await commentCount(c.id)).toBe(0);
  });

  it('should take a comment of the longest length with line breaks', async () => {
    const { peer } = await cast();
    const c = await sendWithComments('staff', peer.id);
    expect((await post(peer.username, c.id, { content: `一行目\n${'あ'.repeat(MAX - 4)}` })).statusCode).toBe(200);
  });
});

describe('editing and deleting a comment', () => {
  it('should let the author edit and delete their comment, and refuse the other side (FORBIDDEN)', async () => {
    const { peer } = await cast();
    const c = await sendWithComments('staff', peer.id);
    const id = (await post(peer.username, c.id, { content: '最初の文' })).json<Comment>().id;
    const edit = (user: string, content: string) => f.call(user, 'POST', `/communications/${c.id}/comments/${id}`, { json: { content } });
    expect(refusal(await edit('staff', '職員が直した文'))).toEqual(expected('FORBIDDEN'));
    expect(refusal(await edit(peer.username, ''))).toEqual(expected('VALIDATION_FAILED'));
    const edited = await edit(peer.username, '直した文');
    expect([edited.statusCode, edited.json<Comment>().content]).toEqual([200, '直した文']);
    expect(refusal(await f.call('staff', 'DELETE', `/communications/${c.id}/comments/${id}`))).toEqual(expected('FORBIDDEN'));
    expect(await commentCount(c.id)).toBe(1);
    expect((await f.call(peer.username, 'DELETE', `/communications/${c.id}/comments/${id}`)).statusCode).toBe(200);
    expect(await commentCount(c.id)).toBe(0);
    const replied = await t.db.selectFrom('notice_recipients').select('replied_at').where('id', '=', c.recipientId).executeTakeFirstOrThrow();
    expect(replied.replied_at).toBeNull();
  });

  it('should answer NOT_FOUND for a notice comment reached through the communication path', async () => {
    const { peer } = await cast();
    const c = await sendWithComments('staff', peer.id);
    const noticeComment = await t.db.selectFrom('notice_comments').innerJoin('notices', 'notices.id', 'notice_comments.notice_id')
      .select(['notice_comments.id', 'notice_comments.notice_id']).where('notices.audience', '=', 'families').executeTakeFirstOrThrow();
    expect(refusal(await f.call('staff', 'DELETE', `/communications/${noticeComment.notice_id}/comments/${noticeComment.id}`))).toEqual(expected('NOT_FOUND'));
    expect(refusal(await f.call('staff', 'DELETE', `/communications/${c.id}/comments/${noticeComment.id}`))).toEqual(expected('NOT_FOUND'));
  });
});
