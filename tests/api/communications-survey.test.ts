// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationKind, SurveyAnswerType } from '../../src/generated/enums.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import { communicationFixtures, type CommunicationView } from './communicationFixtures.js';
import { codeOf, startTestApp, type TestApp } from './harness.js';

/**
 * The survey and the reminders of a teacher communication, on the notice core: a recipient teacher answers (again,
 * replacing), nobody else can; staff remind those who have not read or answered, and only them.
 */
let t: TestApp;
let f: ReturnType<typeof communicationFixtures>;
beforeAll(async () => { t = await startTestApp(); f = communicationFixtures(t); }, 120_000);
afterAll(async () => { await t.close(); });

const view = (res: { json(): unknown }) => res.json() as CommunicationView;
const survey = () => ({
  deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  questions: [{ question: '出席できますか', answer_type: SurveyAnswerType.choose, is_required: true, is_multiple: false, choices: [{ label: '出席' }, { label: '欠席' }] }],
});

describe('a communication with a survey to two teachers', () => {
  let id = 0;
  let choiceIds: number[] = [];
  let questionId = 0;
  beforeAll(async () => {
    const a = await f.teacher('teacher8');
    const b = await f.teacher('teacher9');
    id = await f.send('staff', [a.id, b.id], { survey: survey() });
    const question = await t.db.selectFrom('notice_survey_questions').select('id').where('notice_id', '=', id).executeTakeFirstOrThrow();
    questionId = question.id;
    choiceIds = (await t.db.selectFrom('notice_survey_choices').select('id').where('question_id', '=', question.id).orderBy('number').execute()).map((c) => c.id);
  });

  it('should store a recipient teacher\'s answer once, replacing it on a second answer', async () => {
    const first = await f.call('teacher8', 'POST', `/surveys/communication/${id}/answer`, { json: { answers: [{ question_id: questionId, choice_ids: [choiceIds[0]] }] } });
    expect(first.statusCode).toBe(200);
    const again = await f.call('teacher8', 'POST', `/surveys/communication/${id}/answer`, { json: { answers: [{ question_id: questionId, choice_ids: [choiceIds[1]] }] } });
    expect(again.statusCode).toBe(200);
    const answers = await t.db.selectFrom('notice_survey_answers').select('choice_id').where('question_id', '=', questionId).execute();
    expect(answers).toEqual([{ choice_id: choiceIds[1] }]);
    expect(view(await f.open('staff', id)).manage).toMatchObject({ answered_count: 1 });
    // The teacher's own copy carries the answer given, which the survey page starts from.
    expect(view(await f.open('teacher8', id)).recipient).toMatchObject({ liked: false, answers: [{ question_id: questionId, choice_ids: [choiceIds[1]], text: null }] });
  });

  it('should refuse an answer from a teacher it was not sent to, and through the notices\' survey path, writing nothing', async () => {
    const stranger = await f.call('teacher10', 'POST', `/surveys/communication/${id}/answer`, { json: { answers: [{ question_id: questionId, choice_ids: [choiceIds[0]] }] } });
    expect([stranger.statusCode, codeOf(stranger)]).toEqual([404, errorCatalogue.NOT_FOUND.code]);
    const asNotice = await f.call('guardian1', 'POST', `/surveys/${id}/answer`, { json: { answers: [{ question_id: questionId, choice_ids: [choiceIds[0]] }] } });
    expect(asNotice.statusCode).toBe(404);
    const guardian = await f.call('guardian1', 'POST', `/surveys/communication/${id}/answer`, { json: { answers: [{ question_id: questionId, choice_ids: [choiceIds[0]] }] } });
    expect(guardian.statusCode).toBe(403);
    expect(await t.db.selectFrom('notice_survey_answers').select('id').where('question_id', '=', questionId).execute()).toHaveLength(1);
  });

  it('should remind only the teacher who has not answered, and only the one who has not read', async () => {
    await f.open('teacher8', id);
    const survey = await f.call('staff', 'POST', `/communications/${id}/unanswer-survey`);
    expect(survey.json()).toEqual({ queued: 1 });
    const unread = await f.call('staff', 'POST', `/communications/${id}/notification/unread`);
    expect(unread.json()).toEqual({ queued: 1 });
    expect(await f.bells('teacher8', NotificationKind.managerContactTeacher, id)).toHaveLength(1);
    expect(await f.bells('teacher9', NotificationKind.managerContactTeacher, id)).toHaveLength(3);
  });

  it('should refuse a reminder from a recipient teacher, who may not manage it', async () => {
    const res = await f.call('teacher9', 'POST', `/communications/${id}/notification/unread`);
    expect([403, 404]).toContain(res.statusCode);
    expect(await f.bells('teacher8', NotificationKind.managerContactTeacher, id)).toHaveLength(1);
  });
  it('should give staff the results by choice and the CSV with one row per teacher, and refuse both to a recipient', async () => {
    const results = await f.call('staff', 'GET', `/surveys-communication/${id}/results`);
    expect(results.statusCode).toBe(200);
    const body = results.json() as { notice: { recipient_count: number; answered_count: number }; questions: Array<{ choices: Array<{ id: number; count: number }> }> };
    expect(body.notice).toMatchObject({ recipient_count: 2, answered_count: 1 });
    expect(body.questions[0]!.choices.map((c) => [c.id, c.count])).toEqual([[choiceIds[0], 0], [choiceIds[1], 1]]);
    const csv = await f.call('staff', 'GET', `/surveys-communication/${id}/download`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('講師番号,講師氏名,校舎,回答状況,回答日時,Q1. 出席できますか');
    expect(lines).toHaveLength(3);
    const teacher8 = await t.db.selectFrom('teachers').innerJoin('users', 'users.id', 'teachers.user_id').select(['teacher_number', 'name_kanji'])
      .where('users.username', '=', 'teacher8').executeTakeFirstOrThrow();
    expect(lines.find((l) => l.startsWith(`${teacher8.teacher_number},`))).toMatch(new RegExp(`^${teacher8.teacher_number},${teacher8.name_kanji},[^,]+,回答済み,\\d{4}/\\d{2}/\\d{2} \\d{2}:\\d{2},欠席$`));
    // A recipient reads the communication, not the others' answers; the notices' survey path does not reach it.
    for (const url of [`/surveys-communication/${id}/results`, `/surveys-communication/${id}/download`]) {
      expect([403, 404]).toContain((await f.call('teacher9', 'GET', url)).statusCode);
    }
    expect((await f.call('staff', 'GET', `/surveys/${id}/results`)).statusCode).toBe(404);
  });
});

describe('likes and deleting a communication', () => {
  it('should let a recipient teacher like and unlike it, and refuse a teacher it was not sent to', async () => {
    const to = await f.teacher('teacher8');
    const id = await f.send('staff', [to.id]);
    expect((await f.call('teacher8', 'POST', `/communications/${id}/likes`)).json()).toEqual({ liked: true, like_count: 1 });
    expect((await f.call('teacher8', 'POST', `/communications/${id}/likes`)).json()).toEqual({ liked: false, like_count: 0 });
    const stranger = await f.call('teacher9', 'POST', `/communications/${id}/likes`);
    expect(stranger.statusCode).toBe(404);
    expect(await t.db.selectFrom('notice_likes').select('id').where('notice_id', '=', id).execute()).toEqual([]);
  });

  it('should let staff delete it with its bells, and refuse its recipient teacher', async () => {
    const to = await f.teacher('teacher8');
    const id = await f.send('staff', [to.id]);
    expect((await f.call('teacher8', 'DELETE', `/communications/${id}`)).statusCode).not.toBe(200);
    expect(await f.bells('teacher8', NotificationKind.managerContactTeacher, id)).toHaveLength(1);
    expect((await f.call('staff', 'DELETE', `/notices/${id}`)).statusCode).toBe(404);
    expect((await f.call('staff', 'DELETE', `/communications/${id}`)).json()).toEqual({ id });
    expect(await f.bells('teacher8', NotificationKind.managerContactTeacher, id)).toEqual([]);
    expect((await f.open('staff', id)).statusCode).toBe(404);
  });

});
