// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../src/generated/constants.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import { MessageStatus, SurveyAnswerType } from '../../src/generated/enums.js';
import { codeOf, startTestApp, type TestApp } from './harness.js';
import { noticeFixtures } from './noticeFixtures.js';

let t: TestApp;
let f: ReturnType<typeof noticeFixtures>;
beforeAll(async () => {
  t = await startTestApp();
  f = noticeFixtures(t);
});
afterAll(async () => { await t.close(); });

type Summary = {
  kind: string; notices_enabled: boolean; unread_count: number;
  unread_notices: Array<{ id: number; title: string; published_at: string }>;
  open_surveys: Array<{ id: number; title: string; survey_deadline: string; answered: boolean }>;
  recent_notices: Array<{ id: number; title: string; status: string; recipient_count: number; read_count: number }>;
  unanswered_surveys: Array<{ id: number; title: string; survey_deadline: string; recipient_count: number; answered_count: number }>;
};
const DAY = 24 * 60 * 60 * 1000;
const ITEMS = Number(constants.homeCardItems);
const summary = async (user: string, headers: Record<string, string> = {}) => {
  const res = await f.call(user, 'GET', '/home/summary', undefined, headers);
  expect(res.statusCode).toBe(200);
  return res.json() as Summary;
};
const choose = (question: string) => ({ question, type: SurveyAnswerType.choose, isRequired: true, choices: ['はい', 'いいえ'] });

describe('the guardian home', () => {
  it('should show the unread notices and open surveys of the child acted as', async () => {
    const home = await summary('guardian1');
    expect(home).toMatchObject({ kind: 'guardian', notices_enabled: true, unread_count: 1, recent_notices: [], unanswered_surveys: [] });
    expect(home.unread_notices.map((n) => n.title)).toEqual(['夏期講習のお知らせ']);
    expect(home.open_surveys).toMatchObject([{ title: '夏期講習のお知らせ', answered: false }]);
  });

  it('should list at most the card size of unread notices, newest first, with the full unread count', async () => {
    const { username, studentId } = (await f.receivers(await f.noticeId('保護者会開催のご案内')))[0]!;
    const before = await summary(username);
    const sent: number[] = [];
    for (let i = 1; i <= ITEMS + 1; i++) sent.push((await f.sendNotice({ title: `ホームのお知らせ${i}`, studentIds: [studentId] })).noticeId);
    const home = await summary(username);
    expect(home.unread_count).toBe(before.unread_count + ITEMS + 1);
    expect(home.unread_notices.map((n) => n.id)).toEqual(sent.slice(-ITEMS).reverse());
    const list = (await f.call(username, 'GET', '/notices/received')).json() as { unread_count: number };
    expect(list.unread_count).toBe(home.unread_count);
  });

  it('should list open surveys nearest deadline first with the answered flag, and leave out expired ones and surveys of other children', async () => {
    const [first, second] = await f.childrenOf('guardian7');
    const later = await f.sendNotice({ title: '締切の遅いアンケート', studentIds: [first!.id], survey: { deadline: new Date(Date.now() + 9 * DAY), questions: [choose('参加しますか。')] } });
    const sooner = await f.sendNotice({ title: '締切の近いアンケート', studentIds: [first!.id], survey: { deadline: new Date(Date.now() + 2 * DAY), questions: [choose('参加しますか。')] } });
    const expired = await f.sendNotice({ title: '締切を過ぎたアンケート', studentIds: [first!.id], survey: { deadline: new Date(Date.now() - DAY), questions: [choose('参加しますか。')] } });
    const ofSecond = await f.sendNotice({ title: '下の子のアンケート', studentIds: [second!.id], survey: { deadline: new Date(Date.now() + DAY), questions: [choose('参加しますか。')] } });
    await f.call('guardian7', 'POST', `/surveys/${later.noticeId}/answer`, { answers: [{ question_id: later.questions[0]!.id, choice_ids: [later.questions[0]!.choiceIds[0]] }] });

    const home = await summary('guardian7');
    const ids = home.open_surveys.map((s) => s.id);
    expect(ids.indexOf(sooner.noticeId)).toBeLessThan(ids.indexOf(later.noticeId));
    expect(home.open_surveys.find((s) => s.id === later.noticeId)?.answered).toBe(true);
    expect(home.open_surveys.find((s) => s.id === sooner.noticeId)?.answered).toBe(false);
    expect(ids).not.toContain(expired.noticeId);
    expect(ids).not.toContain(ofSecond.noticeId);
    expect((await summary('guardian7', f.actingFor(second!.id))).open_surveys.map((s) => s.id)).toContain(ofSecond.noticeId);
  });

  it('should never show a draft or scheduled notice', async () => {
    const { username, studentId } = (await f.receivers(await f.noticeId('保護者会開催のご案内')))[1]!;
    const draft = await f.sendNotice({ title: 'ホームに出ない下書き', studentIds: [studentId], status: MessageStatus.draft });
    const home = await summary(username);
    expect(home.unread_notices.map((n) => n.id)).not.toContain(draft.noticeId);
  });

  it('should show nothing when notices are off at the child\'s schoolhouse', async () => {
    const [child] = await f.childrenOf('guardian1');
    await f.setSetting({ schoolhouseId: child!.schoolhouse_id, name: 'ALLOW_USE_NOTICE', isOn: false });
    try {
      expect(await summary('guardian1')).toEqual({
        kind: 'guardian', notices_enabled: false, unread_count: 0, unread_notices: [], open_surveys: [], recent_notices: [], unanswered_surveys: [],
      });
    } finally {
      await f.setSetting({ schoolhouseId: child!.schoolhouse_id, name: 'ALLOW_USE_NOTICE', isOn: true });
    }
    expect((await summary('guardian1')).notices_enabled).toBe(true);
  });

  it('should refuse a forged switch header naming another family\'s child with 10120', async () => {
    const [other] = await f.childrenOf('guardian3');
    const res = await f.call('guardian1', 'GET', '/home/summary', undefined, f.actingFor(other!.id));
    expect([res.statusCode, codeOf(res)]).toEqual([403, errorCatalogue.SWITCH_USER_NO_ACCESS.code]);
  });
});

describe('the staff and teacher home', () => {
  it('should show staff the newest notices of every state with read counts, and the open surveys not answered by all', async () => {
    const [student] = (await f.receivers(await f.noticeId('保護者会開催のご案内'))).slice(3);
    const sent = await f.sendNotice({ title: 'ホーム用の配信済み', studentIds: [student!.studentId] });
    const draft = await f.sendNotice({ title: 'ホーム用の下書き', studentIds: [student!.studentId], status: MessageStatus.draft });
    const scheduled = await f.sendNotice({ title: 'ホーム用の予約', studentIds: [student!.studentId], status: MessageStatus.unsent });
    const home = await summary('staff');
    expect(home).toMatchObject({ kind: 'manager', notices_enabled: true, unread_count: 0, unread_notices: [], open_surveys: [] });
    expect(home.recent_notices).toHaveLength(ITEMS);
    expect(home.recent_notices.slice(0, 3).map((n) => [n.id, n.status, n.recipient_count, n.read_count])).toEqual([
      [scheduled.noticeId, MessageStatus.unsent, 0, 0], [draft.noticeId, MessageStatus.draft, 0, 0], [sent.noticeId, MessageStatus.sent, 1, 0],
    ]);
    const summer = await f.noticeId('夏期講習のお知らせ');
    expect(home.unanswered_surveys.map((s) => s.id)).toContain(summer);
  });

  it('should leave out a survey every recipient has answered, and an expired one', async () => {
    const { username, studentId } = (await f.receivers(await f.noticeId('保護者会開催のご案内')))[2]!;
    const done = await f.sendNotice({ title: '全員回答済みのアンケート', studentIds: [studentId], survey: { deadline: new Date(Date.now() + DAY), questions: [choose('参加しますか。')] } });
    const expired = await f.sendNotice({ title: '期限切れのアンケート', studentIds: [studentId], survey: { deadline: new Date(Date.now() - DAY), questions: [choose('参加しますか。')] } });
    expect((await summary('staff')).unanswered_surveys.map((s) => s.id)).toContain(done.noticeId);
    await f.call(username, 'POST', `/surveys/${done.noticeId}/answer`, { answers: [{ question_id: done.questions[0]!.id, choice_ids: [done.questions[0]!.choiceIds[0]] }] });
    const ids = (await summary('staff')).unanswered_surveys.map((s) => s.id);
    expect(ids).not.toContain(done.noticeId);
    expect(ids).not.toContain(expired.noticeId);
  });

  it('should show a teacher only the notices they can see', async () => {
    const houses = await f.schoolhouseIds();
    const [student] = await f.onlyChildren(houses[2]!);
    const elsewhere = await f.sendNotice({ title: '緑ヶ丘校だけのお知らせ（ホーム）', studentIds: [student!.studentId], survey: { deadline: new Date(Date.now() + DAY), questions: [choose('参加しますか。')] } });
    const ofTeacher1 = await summary('teacher1');
    expect(ofTeacher1.kind).toBe('manager');
    expect(ofTeacher1.recent_notices.map((n) => n.id)).not.toContain(elsewhere.noticeId);
    expect(ofTeacher1.unanswered_surveys.map((n) => n.id)).not.toContain(elsewhere.noticeId);
    const ofTeacher3 = await summary('teacher3');
    expect(ofTeacher3.recent_notices.map((n) => n.id)).toContain(elsewhere.noticeId);
    expect(ofTeacher3.unanswered_surveys.map((n) => n.id)).toContain(elsewhere.noticeId);
  });

  it('should show a teacher nothing when the teacher may not view notices', async () => {
    const houses = await f.schoolhouseIds();
    for (const schoolhouseId of houses) await f.setSetting({ schoolhouseId, name: 'ALLOW_TEACHER_VIEW_NOTICE', isOn: false });
    try {
      expect(await summary('teacher1')).toMatchObject({ kind: 'manager', notices_enabled: false, recent_notices: [], unanswered_surveys: [] });
      expect((await summary('staff')).notices_enabled).toBe(true);
    } finally {
      for (const schoolhouseId of houses) await f.setSetting({ schoolhouseId, name: 'ALLOW_TEACHER_VIEW_NOTICE', isOn: true });
    }
  });

  it('should refuse a request without a token with UNAUTHENTICATED', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/home/summary' });
    expect([res.statusCode, codeOf(res)]).toEqual([401, errorCatalogue.UNAUTHENTICATED.code]);
  });
});
