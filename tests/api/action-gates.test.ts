// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationKind } from '../../src/generated/enums.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import { codeOf, startTestApp, type TestApp } from './harness.js';
import { noticeFixtures } from './noticeFixtures.js';

/**
 * The two gates of model/gates.yaml on the notice area, case by case (the authorization matrix tries them on and off
 * generically): a teacher's comment threads read at the recipient's schoolhouse, the teacher sender's bell, and a
 * teacher's name in a guardian's answer.
 */
let t: TestApp;
let f: ReturnType<typeof noticeFixtures>;
beforeAll(async () => {
  t = await startTestApp();
  f = noticeFixtures(t);
});
afterAll(async () => { await t.close(); });

const OPTION = 'TEACHER_VIEW_AND_REPLY_NOTICE_COMMENT';

describe('teacher-notice-comments, read at the recipient\'s schoolhouse', () => {
  it('should let a teacher of two schoolhouses answer where the option is on and refuse where it is off', async () => {
    // teacher4 teaches at 本町校 and 駅前校; the option is on at 本町校 only, so the gate is open for the user (any).
    const [honmachi, ekimae] = await f.schoolhouseIds();
    const [own] = await f.onlyChildren(honmachi!);
    const [other] = await f.onlyChildren(ekimae!);
    const { noticeId } = await f.sendNotice({ title: '二校の講師とコメント', studentIds: [own!.studentId, other!.studentId], allowComment: true });
    const reply = async (studentId: number) => f.call('teacher4', 'POST', `/notices/${noticeId}/comments`, { content: '講師より', recipient_id: (await f.recipientOf(noticeId, studentId)).id });
    await f.setSetting({ schoolhouseId: honmachi!, name: OPTION, isOn: true });
    try {
      expect((await reply(own!.studentId)).statusCode).toBe(200);
      const before = await f.counts();
      const refused = await reply(other!.studentId);
      expect([refused.statusCode, codeOf(refused)]).toEqual([403, errorCatalogue.SETTING_NOT_ALLOWED.code]);
      expect(await f.counts()).toEqual(before);
    } finally {
      await f.setSetting({ schoolhouseId: honmachi!, name: OPTION, isOn: false });
    }
  });

  it('should ring a teacher sender\'s bell on a family\'s comment only where the teacher may read the thread', async () => {
    const [honmachi] = await f.schoolhouseIds();
    const [closed, opened] = await f.onlyChildren(honmachi!);
    const teacherBells = async (noticeId: number) => (await t.db.selectFrom('notifications').select('id')
      .where('user_id', '=', await f.userIdOf('teacher1')).where('kind', '=', NotificationKind.noticeComment).where('target_id', '=', noticeId).execute()).length;

    const off = await f.sendNotice({ title: '講師の通知（設定オフ）', studentIds: [closed!.studentId], allowComment: true, sender: 'teacher1' });
    expect((await f.call(closed!.username, 'POST', `/notices/${off.noticeId}/comments`, { content: '質問です。' })).statusCode).toBe(200);
    expect(await teacherBells(off.noticeId)).toBe(0);

    await f.setSetting({ schoolhouseId: honmachi!, name: OPTION, isOn: true });
    try {
      const on = await f.sendNotice({ title: '講師の通知（設定オン）', studentIds: [opened!.studentId], allowComment: true, sender: 'teacher1' });
      expect((await f.call(opened!.username, 'POST', `/notices/${on.noticeId}/comments`, { content: '質問です。' })).statusCode).toBe(200);
      expect(await teacherBells(on.noticeId)).toBe(1);
    } finally {
      await f.setSetting({ schoolhouseId: honmachi!, name: OPTION, isOn: false });
    }
  });
});

describe('protector-teacher-name, a teacher\'s name in a guardian\'s answer', () => {
  it('should blank the teacher sender\'s name for the guardian while 保護者画面に講師名を表示する is off, and leave staff\'s', async () => {
    const [honmachi] = await f.schoolhouseIds();
    const [child] = await f.onlyChildren(honmachi!);
    const byTeacher = await f.sendNotice({ title: '講師からのお知らせ', studentIds: [child!.studentId], sender: 'teacher1' });
    const byStaff = await f.sendNotice({ title: '事務からのお知らせ', studentIds: [child!.studentId] });
    const senderOf = async (id: number) => ((await f.call(child!.username, 'GET', `/notices/${id}?minify=1`)).json() as { sender_name: string; sender_is_teacher: boolean });
    const teacherName = (await t.db.selectFrom('teachers').innerJoin('users', 'users.id', 'teachers.user_id').select('name_kanji').where('username', '=', 'teacher1').executeTakeFirstOrThrow()).name_kanji;

    expect(await senderOf(byTeacher.noticeId)).toEqual(expect.objectContaining({ sender_name: teacherName, sender_is_teacher: true }));
    await f.setSetting({ schoolhouseId: honmachi!, name: 'ALLOW_PROTECTOR_DISPLAY_TEACHER_NAME_IN_APP', isOn: false });
    try {
      expect(await senderOf(byTeacher.noticeId)).toEqual(expect.objectContaining({ sender_name: '', sender_is_teacher: true }));
      expect((await senderOf(byStaff.noticeId)).sender_name).toBe('事務 花子');
      // The manage side is not a guardian's screen: staff still see who sent it.
      expect(((await f.call('staff', 'GET', `/notices/${byTeacher.noticeId}?minify=1`)).json() as { sender_name: string }).sender_name).toBe(teacherName);
    } finally {
      await f.setSetting({ schoolhouseId: honmachi!, name: 'ALLOW_PROTECTOR_DISPLAY_TEACHER_NAME_IN_APP', isOn: true });
    }
  });
});
