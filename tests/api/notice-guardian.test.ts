// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../src/generated/errors.js';
import { MessageStatus, NotificationKind } from '../../src/generated/enums.js';
import { codeOf, startTestApp, type TestApp } from './harness.js';
import { noticeFixtures } from './noticeFixtures.js';

let t: TestApp;
let f: ReturnType<typeof noticeFixtures>;
beforeAll(async () => {
  t = await startTestApp();
  f = noticeFixtures(t);
});
afterAll(async () => { await t.close(); });

type Received = {
  data: Array<{ id: number; title: string; published_at: string; is_read: boolean; sender_name: string; has_survey: boolean; survey_deadline: string | null; survey_status: string | null; attachment_count: number }>;
  total: number; page: number; limit: number; unread_count: number;
};
type Comment = { id: number; recipient_id: number; content: string; author_kind: string; author_name: string; is_own: boolean; created_at: string; updated_at: string };
const received = async (user: string, query = '', headers: Record<string, string> = {}) => (await f.call(user, 'GET', `/notices/received${query}`, undefined, headers)).json() as Received;

describe('the guardian notice list', () => {
  it('should list the sent notices of the child acted as, newest first, with sender, survey and unread count', async () => {
    const page = await received('guardian1');
    expect(page.data.map((n) => n.title)).toEqual(['保護者会開催のご案内', '夏期講習のお知らせ']);
    expect([page.total, page.page, page.limit, page.unread_count]).toEqual([2, 1, 20, 1]);
    const [meeting, summer] = page.data;
    expect(meeting).toMatchObject({ is_read: true, sender_name: '事務 花子', has_survey: false, survey_deadline: null, survey_status: null, attachment_count: 0 });
    expect(summer).toMatchObject({ is_read: false, has_survey: true, survey_status: 'open' });
    expect(Date.parse(summer!.survey_deadline!)).toBeGreaterThan(Date.now());
  });

  it('should filter by read status and page with the total of the filter', async () => {
    expect((await received('guardian1', '?read_status=0')).data.map((n) => n.title)).toEqual(['夏期講習のお知らせ']);
    expect((await received('guardian1', '?read_status=1')).data.map((n) => n.title)).toEqual(['保護者会開催のご案内']);
    const second = await received('guardian1', '?limit=1&page=2');
    expect([second.data.map((n) => n.title), second.total, second.unread_count]).toEqual([['夏期講習のお知らせ'], 2, 1]);
  });

  it('should list the junior-high notice only for a junior-high child, never for another year', async () => {
    const juniorHigh = await f.noticeId('定期テスト対策授業について');
    const targets = (await t.db.selectFrom('notice_recipients').select('student_id').where('notice_id', '=', juniorHigh).orderBy('student_id').execute()).map((r) => r.student_id);
    const guardian = await f.guardianOf(targets[0]!);
    expect((await received(guardian)).data.map((n) => n.title)).toContain('定期テスト対策授業について');
    const [own] = await f.childrenOf('guardian1');
    expect(targets).not.toContain(own!.id);
    expect((await received('guardian1')).data.map((n) => n.id)).not.toContain(juniorHigh);
  });

  it('should show the second child\'s own notices when the guardian switches to that child', async () => {
    const [first, second] = await f.childrenOf('guardian1');
    const { noticeId } = await f.sendNotice({ title: '第二子だけのお知らせ', studentIds: [second!.id] });
    expect((await received('guardian1', '', f.actingFor(second!.id))).data.map((n) => n.id)).toContain(noticeId);
    expect((await received('guardian1', '', f.actingFor(first!.id))).data.map((n) => n.id)).not.toContain(noticeId);
  });

  it('should never list a draft or a scheduled notice, even with a stray recipient row', async () => {
    const [child] = await f.childrenOf('guardian2');
    const draft = await f.sendNotice({ title: '下書きのお知らせ（テスト）', studentIds: [child!.id], status: MessageStatus.draft });
    const scheduled = await f.sendNotice({ title: '予約のお知らせ（テスト）', studentIds: [child!.id], status: MessageStatus.unsent });
    const protector = (await t.db.selectFrom('students').select(['protector_id', 'schoolhouse_id', 'company_id']).where('id', '=', child!.id).executeTakeFirstOrThrow());
    for (const noticeId of [draft.noticeId, scheduled.noticeId]) {
      await t.db.insertInto('notice_recipients').values({ company_id: protector.company_id, notice_id: noticeId, student_id: child!.id, protector_id: protector.protector_id!, schoolhouse_id: protector.schoolhouse_id, published_at: new Date() }).execute();
    }
    const ids = (await received('guardian2')).data.map((n) => n.id);
    expect(ids).not.toContain(draft.noticeId);
    expect(ids).not.toContain(scheduled.noticeId);
    expect((await f.call('guardian2', 'POST', `/notices/${draft.noticeId}/likes`)).statusCode).toBe(404);
  });

  it('should not list a copy addressed to the child\'s former guardian', async () => {
    const [child] = await f.childrenOf('guardian11');
    const { noticeId } = await f.sendNotice({ title: '前の保護者あてのお知らせ', studentIds: [child!.id] });
    expect((await received('guardian11')).data.map((n) => n.id)).toContain(noticeId);
    const formerGuardian = (await t.db.selectFrom('protectors').innerJoin('users', 'users.id', 'protectors.user_id').select('protectors.id').where('username', '=', 'guardian12').executeTakeFirstOrThrow()).id;
    await t.db.updateTable('notice_recipients').set({ protector_id: formerGuardian }).where('notice_id', '=', noticeId).execute();
    expect((await received('guardian11')).data.map((n) => n.id)).not.toContain(noticeId);
  });

  it('should refuse a forged switch header naming another family\'s child with 10120', async () => {
    const [other] = await f.childrenOf('guardian3');
    const res = await f.call('guardian1', 'GET', '/notices/received', undefined, f.actingFor(other!.id));
    expect([res.statusCode, codeOf(res)]).toEqual([403, errorCatalogue.SWITCH_USER_NO_ACCESS.code]);
  });

  it.each(['staff', 'teacher1'])('should refuse %s the guardian list with FORBIDDEN', async (user) => {
    const res = await f.call(user, 'GET', '/notices/received');
    expect([res.statusCode, codeOf(res)]).toEqual([403, errorCatalogue.FORBIDDEN.code]);
  });

  it.each(['read_status=2', 'page=0', 'limit=101', 'page=x', 'sort=id'])('should answer the query %s with a catalogue 400', async (query) => {
    const res = await f.call('guardian1', 'GET', `/notices/received?${query}`);
    expect(res.statusCode).toBe(400);
    expect([errorCatalogue.VALIDATION_FAILED.code, errorCatalogue.UNKNOWN_FIELD.code]).toContain(codeOf(res));
  });
});

describe('likes', () => {
  it('should like the guardian\'s copy and take the like back, with the count of the whole notice', async () => {
    const meeting = await f.noticeId('保護者会開催のご案内');
    const { username, recipientId } = (await f.receivers(meeting))[6]!;
    await t.db.deleteFrom('notice_likes').where('recipient_id', '=', recipientId).execute();
    const others = Number((await t.db.selectFrom('notice_likes').select((eb) => eb.fn.countAll<number>().as('n')).where('notice_id', '=', meeting).executeTakeFirstOrThrow()).n);
    expect(others).toBeGreaterThan(0);
    expect((await f.call(username, 'POST', `/notices/${meeting}/likes`)).json()).toEqual({ liked: true, like_count: others + 1 });
    expect(await t.db.selectFrom('notice_likes').select('recipient_id').where('recipient_id', '=', recipientId).executeTakeFirst()).toEqual({ recipient_id: recipientId });
    expect((await f.call(username, 'POST', `/notices/${meeting}/likes`)).json()).toEqual({ liked: false, like_count: others });
  });

  it('should answer another family\'s notice with NOT_FOUND and write nothing', async () => {
    const juniorHigh = await f.noticeId('定期テスト対策授業について');
    const before = await f.count('notice_likes');
    const res = await f.call('guardian1', 'POST', `/notices/${juniorHigh}/likes`);
    expect([res.statusCode, codeOf(res)]).toEqual([404, errorCatalogue.NOT_FOUND.code]);
    expect(await f.count('notice_likes')).toBe(before);
  });

  it('should answer the notice of the guardian\'s other child with NOT_FOUND until the guardian switches to that child', async () => {
    const [first, second] = await f.childrenOf('guardian13');
    const { noticeId } = await f.sendNotice({ title: '下の子へのお知らせ（いいね）', studentIds: [second!.id], allowComment: true });
    const before = await f.counts();
    expect(codeOf(await f.call('guardian13', 'POST', `/notices/${noticeId}/likes`, undefined, f.actingFor(first!.id)))).toBe(errorCatalogue.NOT_FOUND.code);
    expect(codeOf(await f.call('guardian13', 'POST', `/notices/${noticeId}/comments`, { content: '上の子の画面から' }, f.actingFor(first!.id)))).toBe(errorCatalogue.NOT_FOUND.code);
    expect(await f.counts()).toEqual(before);
    expect((await f.call('guardian13', 'POST', `/notices/${noticeId}/likes`, undefined, f.actingFor(second!.id))).json()).toEqual({ liked: true, like_count: 1 });
  });

  it('should refuse a forged switch header with 10120 and write nothing', async () => {
    const meeting = await f.noticeId('保護者会開催のご案内');
    const [other] = await f.childrenOf('guardian3');
    const before = await f.count('notice_likes');
    const res = await f.call('guardian1', 'POST', `/notices/${meeting}/likes`, undefined, f.actingFor(other!.id));
    expect([res.statusCode, codeOf(res)]).toEqual([403, errorCatalogue.SWITCH_USER_NO_ACCESS.code]);
    expect(await f.count('notice_likes')).toBe(before);
  });

  it.each(['staff', 'teacher1'])('should refuse %s a like with FORBIDDEN', async (user) => {
    const meeting = await f.noticeId('保護者会開催のご案内');
    expect((await f.call(user, 'POST', `/notices/${meeting}/likes`)).statusCode).toBe(403);
  });

  it.each(['abc', '0', '-1', '99999999'])('should answer the notice id %s with NOT_FOUND', async (id) => {
    expect(codeOf(await f.call('guardian1', 'POST', `/notices/${id}/likes`))).toBe(errorCatalogue.NOT_FOUND.code);
  });
});

describe('comments of a guardian', () => {
  it('should post in the own thread, mark it replied and ring the sender\'s bell', async () => {
    const meeting = await f.noticeId('保護者会開催のご案内');
    const { username, studentId } = (await f.receivers(meeting))[0]!;
    const staffBells = await t.db.selectFrom('notifications').select('id').where('user_id', '=', await f.userIdOf('staff')).execute();
    const res = await f.call(username, 'POST', `/notices/${meeting}/comments`, { content: '  欠席します。よろしくお願いします。\n' });
    expect(res.statusCode).toBe(200);
    const comment = res.json() as Comment;
    const recipient = await f.recipientOf(meeting, studentId);
    expect(comment).toMatchObject({ recipient_id: recipient.id, content: '欠席します。よろしくお願いします。', author_kind: 'guardian', is_own: true });
    const guardian = await t.db.selectFrom('protectors').select(['family_name', 'first_name']).where('id', '=', recipient.protector_id).executeTakeFirstOrThrow();
    expect(comment.author_name).toBe(`${guardian.family_name} ${guardian.first_name}`);
    expect(recipient.replied_at).not.toBeNull();
    const bells = await t.db.selectFrom('notifications').select(['kind', 'target_id', 'student_id']).where('user_id', '=', await f.userIdOf('staff')).execute();
    expect(bells.length).toBe(staffBells.length + 1);
    expect(bells).toContainEqual({ kind: NotificationKind.noticeComment, target_id: meeting, student_id: null });
  });

  it('should refuse a comment when the notice takes none with 10192 and write nothing', async () => {
    const juniorHigh = await f.noticeId('定期テスト対策授業について');
    const [target] = await t.db.selectFrom('notice_recipients').select('student_id').where('notice_id', '=', juniorHigh).orderBy('id').execute();
    const guardian = await f.guardianOf(target!.student_id);
    const before = await f.counts();
    const res = await f.call(guardian, 'POST', `/notices/${juniorHigh}/comments`, { content: 'よろしくお願いします。' });
    expect([res.statusCode, codeOf(res)]).toEqual([400, errorCatalogue.COMMENT_NOT_ALLOWED.code]);
    expect(await f.counts()).toEqual(before);
  });

  it('should answer a comment on another family\'s notice with NOT_FOUND and write nothing', async () => {
    const juniorHigh = await f.noticeId('定期テスト対策授業について');
    const before = await f.counts();
    const res = await f.call('guardian1', 'POST', `/notices/${juniorHigh}/comments`, { content: '見えないはずです' });
    expect([res.statusCode, codeOf(res)]).toEqual([404, errorCatalogue.NOT_FOUND.code]);
    expect(await f.counts()).toEqual(before);
  });

  it('should answer a guardian naming another family\'s thread with NOT_FOUND', async () => {
    const meeting = await f.noticeId('保護者会開催のご案内');
    const [mine, theirs] = await f.receivers(meeting);
    const before = await f.counts();
    const res = await f.call(mine!.username, 'POST', `/notices/${meeting}/comments`, { content: '他の家庭へ', recipient_id: theirs!.recipientId });
    expect([res.statusCode, codeOf(res)]).toEqual([404, errorCatalogue.NOT_FOUND.code]);
    expect(await f.counts()).toEqual(before);
  });

  it('should refuse a forged switch header with 10120 and write nothing', async () => {
    const meeting = await f.noticeId('保護者会開催のご案内');
    const [other] = await f.childrenOf('guardian3');
    const before = await f.counts();
    const res = await f.call('guardian1', 'POST', `/notices/${meeting}/comments`, { content: 'なりすまし' }, f.actingFor(other!.id));
    expect([res.statusCode, codeOf(res)]).toEqual([403, errorCatalogue.SWITCH_USER_NO_ACCESS.code]);
    expect(await f.counts()).toEqual(before);
  });

  it.each([
    ['only spaces', { content: ' \n　 '.replace('　', ' ') }],
    ['an empty string', { content: '' }],
    ['1001 characters', { content: 'あ'.repeat(1001) }],
    ['a NUL character', { content: '保護者\u0000より' }],
    ['a bell character', { content: 'ベル\u0007' }],
    ['a number', { content: 123 }],
    ['no content', {}],
    ['an unknown field', { content: 'こんにちは', is_admin: true }],
    ['a recipient id that is not a number', { content: 'こんにちは', recipient_id: 'x' }],
  ])('should refuse %s with a catalogue 400 and write nothing', async (_name, payload) => {
    const meeting = await f.noticeId('保護者会開催のご案内');
    const { username } = (await f.receivers(meeting))[1]!;
    const before = await f.counts();
    const res = await f.call(username, 'POST', `/notices/${meeting}/comments`, payload);
    expect(res.statusCode).toBe(400);
    expect([errorCatalogue.VALIDATION_FAILED.code, errorCatalogue.UNKNOWN_FIELD.code]).toContain(codeOf(res));
    expect(await f.counts()).toEqual(before);
  });

  it('should let the author edit and delete their comment, and nobody else', async () => {
    const meeting = await f.noticeId('保護者会開催のご案内');
    const [author, other] = (await f.receivers(meeting)).slice(2).map((r) => r.username) as [string, string];
    const mine = (await f.call(author, 'POST', `/notices/${meeting}/comments`, { content: '最初の文面' })).json() as Comment;
    const edited = await f.call(author, 'POST', `/notices/${meeting}/comments/${mine.id}`, { content: '直した文面' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: mine.id, content: '直した文面', is_own: true });

    const byStaff = await f.call('staff', 'POST', `/notices/${meeting}/comments/${mine.id}`, { content: '書き換え' });
    expect([byStaff.statusCode, codeOf(byStaff)]).toEqual([403, errorCatalogue.FORBIDDEN.code]);
    const byOtherFamily = await f.call(other, 'POST', `/notices/${meeting}/comments/${mine.id}`, { content: '書き換え' });
    expect([byOtherFamily.statusCode, codeOf(byOtherFamily)]).toEqual([404, errorCatalogue.NOT_FOUND.code]);
    expect((await f.call('staff', 'DELETE', `/notices/${meeting}/comments/${mine.id}`)).statusCode).toBe(403);
    expect((await f.call(other, 'DELETE', `/notices/${meeting}/comments/${mine.id}`)).statusCode).toBe(404);
    expect((await t.db.selectFrom('notice_comments').select('content').where('id', '=', mine.id).executeTakeFirstOrThrow()).content).toBe('直した文面');

    expect((await f.call(author, 'DELETE', `/notices/${meeting}/comments/${mine.id}`)).json()).toEqual({ id: mine.id });
    expect(await t.db.selectFrom('notice_comments').select('id').where('id', '=', mine.id).executeTakeFirst()).toBeUndefined();
  });

  it('should count a family as not replied again once it deletes its only comment', async () => {
    const meeting = await f.noticeId('保護者会開催のご案内');
    const { username, studentId } = (await f.receivers(meeting)).find((r) => r.username !== undefined && r.studentId !== undefined)!;
    const replied = async () => (await f.recipientOf(meeting, studentId)).replied_at;
    const before = await replied();
    const mine = (await f.call(username, 'POST', `/notices/${meeting}/comments`, { content: '一度だけのコメント' })).json() as Comment;
    expect(await replied()).not.toBeNull();
    expect((await f.call(username, 'DELETE', `/notices/${meeting}/comments/${mine.id}`)).statusCode).toBe(200);
    expect(await replied()).toEqual(before);
  });

  it('should refuse a guardian editing the school\'s reply in their own thread with FORBIDDEN', async () => {
    const meeting = await f.noticeId('保護者会開催のご案内');
    const { username, recipientId } = (await f.receivers(meeting))[4]!;
    const reply = (await f.call('staff', 'POST', `/notices/${meeting}/comments`, { content: '承知しました。', recipient_id: recipientId })).json() as Comment;
    const res = await f.call(username, 'POST', `/notices/${meeting}/comments/${reply.id}`, { content: '書き換え' });
    expect([res.statusCode, codeOf(res)]).toEqual([403, errorCatalogue.FORBIDDEN.code]);
    expect((await t.db.selectFrom('notice_comments').select('content').where('id', '=', reply.id).executeTakeFirstOrThrow()).content).toBe('承知しました。');
  });

  it('should refuse editing once comments are closed with 10192, and still allow deleting', async () => {
    const [child] = await f.childrenOf('guardian9');
    const { noticeId } = await f.sendNotice({ title: 'コメントを締め切るお知らせ', studentIds: [child!.id], allowComment: true });
    const mine = (await f.call('guardian9', 'POST', `/notices/${noticeId}/comments`, { content: '質問があります' })).json() as Comment;
    await t.db.updateTable('notices').set({ allow_comment: false }).where('id', '=', noticeId).execute();
    const res = await f.call('guardian9', 'POST', `/notices/${noticeId}/comments/${mine.id}`, { content: '変更' });
    expect([res.statusCode, codeOf(res)]).toEqual([400, errorCatalogue.COMMENT_NOT_ALLOWED.code]);
    expect((await t.db.selectFrom('notice_comments').select('content').where('id', '=', mine.id).executeTakeFirstOrThrow()).content).toBe('質問があります');
    expect((await f.call('guardian9', 'DELETE', `/notices/${noticeId}/comments/${mine.id}`)).statusCode).toBe(200);
  });

  it.each(['x', '0'])('should answer the comment id %s with NOT_FOUND', async (commentId) => {
    const meeting = await f.noticeId('保護者会開催のご案内');
    expect(codeOf(await f.call('guardian2', 'POST', `/notices/${meeting}/comments/${commentId}`, { content: 'a' }))).toBe(errorCatalogue.NOT_FOUND.code);
  });
});

describe('replies of the school', () => {
  it('should let staff reply in a thread, ring the guardian\'s bell on that child\'s page and list the thread oldest first', async () => {
    const meeting = await f.noticeId('保護者会開催のご案内');
    const { username, studentId, recipientId } = (await f.receivers(meeting))[5]!;
    await f.call(username, 'POST', `/notices/${meeting}/comments`, { content: '質問です。' });
    const res = await f.call('staff', 'POST', `/notices/${meeting}/comments`, { content: 'お答えします。', recipient_id: recipientId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ recipient_id: recipientId, author_kind: 'school', author_name: '事務 花子', is_own: true });
    const bell = await t.db.selectFrom('notifications').select(['student_id', 'kind', 'target_id']).where('user_id', '=', await f.userIdOf(username)).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(bell).toEqual({ student_id: studentId, kind: NotificationKind.noticeReply, target_id: meeting });

    const thread = (await f.call('staff', 'GET', `/notices/${meeting}/comments?recipient_id=${recipientId}`)).json() as { data: Comment[] };
    expect(thread.data.map((c) => [c.content, c.author_kind, c.is_own])).toEqual([['質問です。', 'guardian', false], ['お答えします。', 'school', true]]);
  });

  it('should require the thread of a school reply with VALIDATION_FAILED and write nothing', async () => {
    const meeting = await f.noticeId('保護者会開催のご案内');
    const before = await f.counts();
    const res = await f.call('staff', 'POST', `/notices/${meeting}/comments`, { content: 'どなたへ？' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: errorCatalogue.VALIDATION_FAILED.code, errors: [{ field: 'recipient_id', message: '配信先を選択してください。' }] });
    expect(await f.counts()).toEqual(before);
  });

  it('should answer a thread of another notice with NOT_FOUND', async () => {
    const meeting = await f.noticeId('保護者会開催のご案内');
    const summer = await f.noticeId('夏期講習のお知らせ');
    const [child] = await f.childrenOf('guardian2');
    const ofSummer = await f.recipientOf(summer, child!.id);
    expect(codeOf(await f.call('staff', 'POST', `/notices/${meeting}/comments`, { content: '誤送信', recipient_id: ofSummer.id }))).toBe(errorCatalogue.NOT_FOUND.code);
    expect(codeOf(await f.call('staff', 'GET', `/notices/${meeting}/comments?recipient_id=${ofSummer.id}`))).toBe(errorCatalogue.NOT_FOUND.code);
  });

  it('should let a teacher read and reply only with the schoolhouse option on and only in their schoolhouses', async () => {
    const meeting = await f.noticeId('保護者会開催のご案内');
    const [house1, house2] = await f.schoolhouseIds();
    const [own] = await f.receivers(meeting, { schoolhouseId: house1! });
    const [elsewhere] = await f.receivers(meeting, { schoolhouseId: house2! });
    const reply = (recipientId: number) => f.call('teacher1', 'POST', `/notices/${meeting}/comments`, { content: '講師より', recipient_id: recipientId });

    // Closed by the gate teacher-notice-comments (model/gates.yaml): the catalogue says it is the schoolhouse's setting.
    const before = await f.counts();
    expect(codeOf(await reply(own!.recipientId))).toBe(errorCatalogue.SETTING_NOT_ALLOWED.code);
    expect(codeOf(await f.call('teacher1', 'GET', `/notices/${meeting}/comments?recipient_id=${own!.recipientId}`))).toBe(errorCatalogue.SETTING_NOT_ALLOWED.code);
    expect(await f.counts()).toEqual(before);

    await f.setSetting({ schoolhouseId: house1!, name: 'TEACHER_VIEW_AND_REPLY_NOTICE_COMMENT', isOn: true });
    await f.setSetting({ schoolhouseId: house2!, name: 'TEACHER_VIEW_AND_REPLY_NOTICE_COMMENT', isOn: true });
    try {
      const res = await reply(own!.recipientId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ author_kind: 'school', author_name: (await t.db.selectFrom('teachers').innerJoin('users', 'users.id', 'teachers.user_id').select('name_kanji').where('username', '=', 'teacher1').executeTakeFirstOrThrow()).name_kanji });
      expect((await f.call('teacher1', 'GET', `/notices/${meeting}/comments?recipient_id=${own!.recipientId}`)).statusCode).toBe(200);
      const outside = await f.counts();
      expect(codeOf(await reply(elsewhere!.recipientId))).toBe(errorCatalogue.FORBIDDEN.code);
      expect(codeOf(await f.call('teacher1', 'GET', `/notices/${meeting}/comments?recipient_id=${elsewhere!.recipientId}`))).toBe(errorCatalogue.FORBIDDEN.code);
      expect(await f.counts()).toEqual(outside);
    } finally {
      await f.setSetting({ schoolhouseId: house1!, name: 'TEACHER_VIEW_AND_REPLY_NOTICE_COMMENT', isOn: false });
      await f.setSetting({ schoolhouseId: house2!, name: 'TEACHER_VIEW_AND_REPLY_NOTICE_COMMENT', isOn: false });
    }
  });

  it('should answer a teacher with a notice they cannot see with NOT_FOUND', async () => {
    const [house1, , house3] = await f.schoolhouseIds();
    const [student] = await f.onlyChildren(house3!);
    const { noticeId } = await f.sendNotice({ title: '緑ヶ丘校だけのお知らせ', studentIds: [student!.studentId], allowComment: true });
    const recipient = await f.recipientOf(noticeId, student!.studentId);
    await f.setSetting({ schoolhouseId: house1!, name: 'TEACHER_VIEW_AND_REPLY_NOTICE_COMMENT', isOn: true });
    try {
      expect(codeOf(await f.call('teacher1', 'POST', `/notices/${noticeId}/comments`, { content: '見えない', recipient_id: recipient.id }))).toBe(errorCatalogue.NOT_FOUND.code);
    } finally {
      await f.setSetting({ schoolhouseId: house1!, name: 'TEACHER_VIEW_AND_REPLY_NOTICE_COMMENT', isOn: false });
    }
  });

  it('should refuse a guardian the thread list of the manage side with FORBIDDEN', async () => {
    const meeting = await f.noticeId('保護者会開催のご案内');
    const [child] = await f.childrenOf('guardian2');
    const recipient = await f.recipientOf(meeting, child!.id);
    const res = await f.call('guardian2', 'GET', `/notices/${meeting}/comments?recipient_id=${recipient.id}`);
    expect([res.statusCode, codeOf(res)]).toEqual([403, errorCatalogue.FORBIDDEN.code]);
  });

  it.each(['', '?recipient_id=x', '?recipient_id=0'])('should answer the thread query "%s" with a catalogue 400', async (query) => {
    const meeting = await f.noticeId('保護者会開催のご案内');
    const res = await f.call('staff', 'GET', `/notices/${meeting}/comments${query}`);
    expect([res.statusCode, codeOf(res)]).toEqual([400, errorCatalogue.VALIDATION_FAILED.code]);
  });
});
