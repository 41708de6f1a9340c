// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Encoding from 'encoding-japanese';
import Papa from 'papaparse';
import { errorCatalogue } from '../../src/generated/errors.js';
import { SurveyAnswerType } from '../../src/generated/enums.js';
import { codeOf, startTestApp, type TestApp } from './harness.js';
import { noticeFixtures, type QuestionSpec } from './noticeFixtures.js';

let t: TestApp;
let f: ReturnType<typeof noticeFixtures>;
beforeAll(async () => {
  t = await startTestApp();
  f = noticeFixtures(t);
});
afterAll(async () => { await t.close(); });

const DAY = 24 * 60 * 60 * 1000;
/** A survey like the demo's: a required single choice, an optional multiple choice, an optional description. */
const QUESTIONS: QuestionSpec[] = [
  { question: '参加しますか。', isRequired: true, choices: ['参加する', '参加しない'] },
  { question: '希望日（複数可）', isMultiple: true, choices: ['土曜日', '日曜日', '祝日'] },
  { question: 'ご要望', type: SurveyAnswerType.description },
];

/** A notice with the survey above sent to `count` guardians of the first schoolhouse (each with one child). */
async function surveyNotice(options: { title: string; count?: number; deadline?: Date; schoolhouse?: number }) {
  const houses = await f.schoolhouseIds();
  const families = (await f.onlyChildren(houses[options.schoolhouse ?? 0]!)).filter((c) => c.username !== 'guardian1').slice(0, options.count ?? 2);
  const sent = await f.sendNotice({
    title: options.title, studentIds: families.map((c) => c.studentId),
    survey: { deadline: options.deadline ?? new Date(Date.now() + 7 * DAY), questions: QUESTIONS },
  });
  const [q1, q2, q3] = sent.questions as [{ id: number; choiceIds: number[] }, { id: number; choiceIds: number[] }, { id: number; choiceIds: number[] }];
  return { ...sent, families, q1, q2, q3 };
}
async function answeredState(noticeId: number) {
  const notice = await t.db.selectFrom('notices').select('answered_count').where('id', '=', noticeId).executeTakeFirstOrThrow();
  const recipients = await t.db.selectFrom('notice_recipients').select(['id', 'answered_at']).where('notice_id', '=', noticeId).orderBy('id').execute();
  const answers = await t.db.selectFrom('notice_survey_answers').select(['recipient_id', 'question_id', 'choice_id', 'answer_text'])
    .where('recipient_id', 'in', recipients.map((r) => r.id)).orderBy('id').execute();
  return { answeredCount: notice.answered_count, answeredAt: recipients.map((r) => r.answered_at?.toISOString() ?? null), answers };
}

describe('answering a survey', () => {
  it('should store the answers, set answered_at and count the recipient once, and replace the answers on a second answer', async () => {
    const s = await surveyNotice({ title: '回答のテスト' });
    const [family] = s.families;
    const first = await f.call(family!.username, 'POST', `/surveys/${s.noticeId}/answer`, { answers: [
      { question_id: s.q1.id, choice_ids: [s.q1.choiceIds[0]] },
      { question_id: s.q2.id, choice_ids: [s.q2.choiceIds[2], s.q2.choiceIds[0]] },
      { question_id: s.q3.id, text: '  駐車場はありますか。\n' },
    ] });
    expect(first.statusCode).toBe(200);
    const { answered_at: answeredAt } = first.json() as { answered_at: string };
    const recipient = await f.recipientOf(s.noticeId, family!.studentId);
    expect(recipient.answered_at?.toISOString()).toBe(answeredAt);
    let state = await answeredState(s.noticeId);
    expect(state.answeredCount).toBe(1);
    expect(state.answers.map((a) => [a.question_id, a.choice_id, a.answer_text])).toEqual([
      [s.q1.id, s.q1.choiceIds[0], null], [s.q2.id, s.q2.choiceIds[0], null], [s.q2.id, s.q2.choiceIds[2], null], [s.q3.id, null, '駐車場はありますか。'],
    ]);

    const second = await f.call(family!.username, 'POST', `/surveys/${s.noticeId}/answer`, { answers: [{ question_id: s.q1.id, choice_ids: [s.q1.choiceIds[1]] }] });
    expect(second.statusCode).toBe(200);
    state = await answeredState(s.noticeId);
    expect(state.answeredCount).toBe(1);
    expect(state.answers.map((a) => [a.question_id, a.choice_id])).toEqual([[s.q1.id, s.q1.choiceIds[1]]]);
  });

  it('should show the survey as answered in the guardian list', async () => {
    const s = await surveyNotice({ title: '一覧で回答済みになるお知らせ' });
    const [family] = s.families;
    const statusOf = async () => ((await f.call(family!.username, 'GET', '/notices/received')).json() as { data: Array<{ id: number; survey_status: string }> })
      .data.find((n) => n.id === s.noticeId)!.survey_status;
    expect(await statusOf()).toBe('open');
    await f.call(family!.username, 'POST', `/surveys/${s.noticeId}/answer`, { answers: [{ question_id: s.q1.id, choice_ids: [s.q1.choiceIds[0]] }] });
    expect(await statusOf()).toBe('answered');
  });

  it('should refuse an answer after the deadline with SURVEY_EXPIRED, write nothing and show the survey as expired', async () => {
    const s = await surveyNotice({ title: '締め切ったアンケート', deadline: new Date(Date.now() - 60_000) });
    const [family] = s.families;
    const before = await answeredState(s.noticeId);
    const res = await f.call(family!.username, 'POST', `/surveys/${s.noticeId}/answer`, { answers: [{ question_id: s.q1.id, choice_ids: [s.q1.choiceIds[0]] }] });
    expect([res.statusCode, codeOf(res)]).toEqual([400, errorCatalogue.SURVEY_EXPIRED.code]);
    expect(await answeredState(s.noticeId)).toEqual(before);
    const listed = ((await f.call(family!.username, 'GET', '/notices/received')).json() as { data: Array<{ id: number; survey_status: string }> }).data.find((n) => n.id === s.noticeId);
    expect(listed?.survey_status).toBe('expired');
  });

  it('should refuse a required question left empty with SURVEY_ANSWER_REQUIRED naming it, and write nothing', async () => {
    const s = await surveyNotice({ title: '必須の質問があるアンケート' });
    const [family] = s.families;
    const before = await answeredState(s.noticeId);
    for (const answers of [[], [{ question_id: s.q1.id, choice_ids: [] }], [{ question_id: s.q2.id, choice_ids: [s.q2.choiceIds[0]] }, { question_id: s.q3.id, text: '   ' }]]) {
      const res = await f.call(family!.username, 'POST', `/surveys/${s.noticeId}/answer`, { answers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: errorCatalogue.SURVEY_ANSWER_REQUIRED.code, message: errorCatalogue.SURVEY_ANSWER_REQUIRED.message, errors: [{ field: 'questions.0', message: '質問1に回答してください。' }] });
    }
    expect(await answeredState(s.noticeId)).toEqual(before);
  });

  it.each([
    ['a choice of another question', (s: Survey) => [{ question_id: s.q1.id, choice_ids: [s.q2.choiceIds[0]] }], 'answers.0.choice_ids', '質問1にない選択肢が含まれています。'],
    ['two choices on a single-choice question', (s: Survey) => [{ question_id: s.q1.id, choice_ids: s.q1.choiceIds }], 'answers.0.choice_ids', '質問1は選択肢を1つだけ選んでください。'],
    ['text on a choice question', (s: Survey) => [{ question_id: s.q1.id, choice_ids: [s.q1.choiceIds[0]], text: '参加' }], 'answers.0.text', '質問1は選択式のため、文章では回答できません。'],
    ['a choice on a description question', (s: Survey) => [{ question_id: s.q1.id, choice_ids: [s.q1.choiceIds[0]] }, { question_id: s.q3.id, choice_ids: [s.q1.choiceIds[0]] }], 'answers.1.choice_ids', '質問3は記述式のため、選択肢は選べません。'],
    ['a question of another notice', (s: Survey) => [{ question_id: s.q1.id, choice_ids: [s.q1.choiceIds[0]] }, { question_id: s.otherQuestionId, choice_ids: [] }], 'answers.1.question_id', 'このアンケートにない質問です。'],
    ['the same question twice', (s: Survey) => [{ question_id: s.q1.id, choice_ids: [s.q1.choiceIds[0]] }, { question_id: s.q1.id, choice_ids: [s.q1.choiceIds[1]] }], 'answers.1.question_id', '質問1への回答が重複しています。'],
    ['a control character in the text', (s: Survey) => [{ question_id: s.q1.id, choice_ids: [s.q1.choiceIds[0]] }, { question_id: s.q3.id, text: '要望\u0000です' }], 'answers.1.text', '回答に使用できない文字が含まれています。'],
  ])('should refuse %s with VALIDATION_FAILED and write nothing', async (_name, answersOf, field, message) => {
    const s = await surveyNoticeWithOther();
    const before = await answeredState(s.noticeId);
    const res = await f.call(s.families[0]!.username, 'POST', `/surveys/${s.noticeId}/answer`, { answers: answersOf(s) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: errorCatalogue.VALIDATION_FAILED.code, errors: [{ field, message }] });
    expect(await answeredState(s.noticeId)).toEqual(before);
  });

  it.each([
    ['a text of 2001 characters', (s: Survey) => [{ question_id: s.q3.id, text: 'あ'.repeat(2001) }]],
    ['21 answers', (s: Survey) => Array.from({ length: 21 }, () => ({ question_id: s.q1.id }))],
    ['a question id that is not a number', () => [{ question_id: 'q1' }]],
    ['choice ids that are not a list', (s: Survey) => [{ question_id: s.q1.id, choice_ids: s.q1.choiceIds[0] }]],
    ['the same choice twice', (s: Survey) => [{ question_id: s.q2.id, choice_ids: [s.q2.choiceIds[0], s.q2.choiceIds[0]] }]],
    ['a text that is a number', (s: Survey) => [{ question_id: s.q3.id, text: 5 }]],
    ['an unknown field', (s: Survey) => [{ question_id: s.q1.id, choice_ids: [s.q1.choiceIds[0]], score: 1 }]],
    ['answers that are not a list', () => 'all'],
  ])('should refuse %s with a catalogue 400 and write nothing', async (_name, answersOf) => {
    const s = await surveyNoticeWithOther();
    const before = await answeredState(s.noticeId);
    const res = await f.call(s.families[0]!.username, 'POST', `/surveys/${s.noticeId}/answer`, { answers: answersOf(s) });
    expect(res.statusCode).toBe(400);
    expect([errorCatalogue.VALIDATION_FAILED.code, errorCatalogue.UNKNOWN_FIELD.code]).toContain(codeOf(res));
    expect(await answeredState(s.noticeId)).toEqual(before);
  });

  it('should answer another family\'s survey with NOT_FOUND and write nothing', async () => {
    const s = await surveyNotice({ title: '他の家庭のアンケート', count: 1 });
    const outsider = (await f.onlyChildren((await f.schoolhouseIds())[1]!))[0]!;
    const before = await answeredState(s.noticeId);
    const res = await f.call(outsider.username, 'POST', `/surveys/${s.noticeId}/answer`, { answers: [{ question_id: s.q1.id, choice_ids: [s.q1.choiceIds[0]] }] });
    expect([res.statusCode, codeOf(res)]).toEqual([404, errorCatalogue.NOT_FOUND.code]);
    expect(await answeredState(s.noticeId)).toEqual(before);
  });

  it('should answer the survey of the guardian\'s other child with NOT_FOUND while acting for the first child', async () => {
    const [first, second] = await f.childrenOf('guardian25');
    const sent = await f.sendNotice({ title: '下の子のアンケート', studentIds: [second!.id], survey: { deadline: new Date(Date.now() + DAY), questions: QUESTIONS } });
    const answers = [{ question_id: sent.questions[0]!.id, choice_ids: [sent.questions[0]!.choiceIds[0]] }];
    const before = await answeredState(sent.noticeId);
    const res = await f.call('guardian25', 'POST', `/surveys/${sent.noticeId}/answer`, { answers }, f.actingFor(first!.id));
    expect([res.statusCode, codeOf(res)]).toEqual([404, errorCatalogue.NOT_FOUND.code]);
    expect(await answeredState(sent.noticeId)).toEqual(before);
    expect((await f.call('guardian25', 'POST', `/surveys/${sent.noticeId}/answer`, { answers }, f.actingFor(second!.id))).statusCode).toBe(200);
  });

  it('should refuse a forged switch header naming another family\'s child with 10120 and write nothing', async () => {
    const s = await surveyNotice({ title: 'なりすましのアンケート', count: 1 });
    const before = await answeredState(s.noticeId);
    const res = await f.call('guardian1', 'POST', `/surveys/${s.noticeId}/answer`, { answers: [{ question_id: s.q1.id, choice_ids: [s.q1.choiceIds[0]] }] }, f.actingFor(s.families[0]!.studentId));
    expect([res.statusCode, codeOf(res)]).toEqual([403, errorCatalogue.SWITCH_USER_NO_ACCESS.code]);
    expect(await answeredState(s.noticeId)).toEqual(before);
  });

  it('should answer a notice without a survey with SURVEY_NOT_FOUND', async () => {
    const meeting = await f.noticeId('保護者会開催のご案内');
    const { username } = (await f.receivers(meeting))[0]!;
    const res = await f.call(username, 'POST', `/surveys/${meeting}/answer`, { answers: [] });
    expect([res.statusCode, codeOf(res)]).toEqual([404, errorCatalogue.SURVEY_NOT_FOUND.code]);
  });

  it.each(['staff', 'teacher1'])('should refuse %s an answer with FORBIDDEN', async (user) => {
    const summer = await f.noticeId('夏期講習のお知らせ');
    const res = await f.call(user, 'POST', `/surveys/${summer}/answer`, { answers: [] });
    expect([res.statusCode, codeOf(res)]).toEqual([403, errorCatalogue.FORBIDDEN.code]);
  });
});

type Survey = Awaited<ReturnType<typeof surveyNotice>> & { otherQuestionId: number };
let otherSurvey: Survey | undefined;
/** One shared survey notice (and a question of another notice) for the refusal cases, which write nothing. */
async function surveyNoticeWithOther(): Promise<Survey> {
  if (!otherSurvey) {
    const s = await surveyNotice({ title: '入力チェックのアンケート', count: 1 });
    const other = await surveyNotice({ title: '別のアンケート', count: 1 });
    otherSurvey = { ...s, otherQuestionId: other.q1.id };
  }
  return otherSurvey;
}

type Results = {
  notice: { id: number; title: string; recipient_count: number; answered_count: number };
  questions: Array<{ id: number; answered_count: number; choices: Array<{ id: number; label: string; count: number }>; texts: Array<{ text: string; student_name: string; protector_name: string }> }>;
};

describe('survey results', () => {
  it('should count every choice (zero included) and list the text answers with names', async () => {
    const s = await surveyNotice({ title: '集計のテスト', count: 3 });
    const [a, b] = s.families;
    await f.call(a!.username, 'POST', `/surveys/${s.noticeId}/answer`, { answers: [{ question_id: s.q1.id, choice_ids: [s.q1.choiceIds[0]] }, { question_id: s.q2.id, choice_ids: [s.q2.choiceIds[0], s.q2.choiceIds[1]] }, { question_id: s.q3.id, text: '送迎あり' }] });
    await f.call(b!.username, 'POST', `/surveys/${s.noticeId}/answer`, { answers: [{ question_id: s.q1.id, choice_ids: [s.q1.choiceIds[0]] }, { question_id: s.q2.id, choice_ids: [s.q2.choiceIds[1]] }] });
    const res = await f.call('staff', 'GET', `/surveys/${s.noticeId}/results`);
    expect(res.statusCode).toBe(200);
    const results = res.json() as Results;
    expect(results.notice).toMatchObject({ id: s.noticeId, title: '集計のテスト', recipient_count: 3, answered_count: 2 });
    const [r1, r2, r3] = results.questions;
    expect(r1!.choices.map((c) => [c.label, c.count])).toEqual([['参加する', 2], ['参加しない', 0]]);
    expect(r2!.choices.map((c) => [c.label, c.count])).toEqual([['土曜日', 1], ['日曜日', 2], ['祝日', 0]]);
    expect([r1!.answered_count, r2!.answered_count, r3!.answered_count]).toEqual([2, 2, 1]);
    const student = await t.db.selectFrom('students').innerJoin('protectors', 'protectors.id', 'students.protector_id')
      .select(['family_name_kanji', 'first_name_kanji', 'protectors.family_name', 'protectors.first_name']).where('students.id', '=', a!.studentId).executeTakeFirstOrThrow();
    expect(r3!.texts).toMatchObject([{ text: '送迎あり', student_name: `${student.family_name_kanji} ${student.first_name_kanji}`, protector_name: `${student.family_name} ${student.first_name}` }]);
  });

  it('should count for a teacher only the recipients of their schoolhouses', async () => {
    const houses = await f.schoolhouseIds();
    const s = await surveyNotice({ title: '校舎ごとの集計', count: 1, schoolhouse: 0 });
    const inHouse2 = (await f.onlyChildren(houses[1]!))[0]!;
    await t.db.transaction().execute(async (trx) => {
      const student = await trx.selectFrom('students').select(['company_id', 'protector_id', 'schoolhouse_id']).where('id', '=', inHouse2.studentId).executeTakeFirstOrThrow();
      await trx.insertInto('notice_recipients').values({ company_id: student.company_id, notice_id: s.noticeId, student_id: inHouse2.studentId, protector_id: student.protector_id!, schoolhouse_id: student.schoolhouse_id, published_at: new Date() }).execute();
    });
    await f.call(s.families[0]!.username, 'POST', `/surveys/${s.noticeId}/answer`, { answers: [{ question_id: s.q1.id, choice_ids: [s.q1.choiceIds[0]] }] });
    await f.call(inHouse2.username, 'POST', `/surveys/${s.noticeId}/answer`, { answers: [{ question_id: s.q1.id, choice_ids: [s.q1.choiceIds[1]] }] });
    const ofStaff = (await f.call('staff', 'GET', `/surveys/${s.noticeId}/results`)).json() as Results;
    const ofTeacher1 = (await f.call('teacher1', 'GET', `/surveys/${s.noticeId}/results`)).json() as Results;
    expect([ofStaff.notice.recipient_count, ofStaff.notice.answered_count, ofStaff.questions[0]!.choices.map((c) => c.count)]).toEqual([2, 2, [1, 1]]);
    expect([ofTeacher1.notice.recipient_count, ofTeacher1.notice.answered_count, ofTeacher1.questions[0]!.choices.map((c) => c.count)]).toEqual([1, 1, [1, 0]]);
  });

  it('should answer a teacher with a notice they cannot see with NOT_FOUND', async () => {
    const s = await surveyNotice({ title: '緑ヶ丘校のアンケート', count: 1, schoolhouse: 2 });
    expect(codeOf(await f.call('teacher1', 'GET', `/surveys/${s.noticeId}/results`))).toBe(errorCatalogue.NOT_FOUND.code);
    expect(codeOf(await f.call('teacher1', 'GET', `/surveys/${s.noticeId}/download`))).toBe(errorCatalogue.NOT_FOUND.code);
  });

  it('should answer a notice without a survey with SURVEY_NOT_FOUND', async () => {
    const meeting = await f.noticeId('保護者会開催のご案内');
    expect(codeOf(await f.call('staff', 'GET', `/surveys/${meeting}/results`))).toBe(errorCatalogue.SURVEY_NOT_FOUND.code);
    expect(codeOf(await f.call('staff', 'GET', `/surveys/${meeting}/download`))).toBe(errorCatalogue.SURVEY_NOT_FOUND.code);
  });

  it.each(['results', 'download'])('should refuse a guardian the %s with FORBIDDEN', async (what) => {
    const summer = await f.noticeId('夏期講習のお知らせ');
    const res = await f.call('guardian2', 'GET', `/surveys/${summer}/${what}`);
    expect([res.statusCode, codeOf(res)]).toEqual([403, errorCatalogue.FORBIDDEN.code]);
  });
});

describe('the survey CSV', () => {
  async function answeredCsvNotice() {
    const s = await surveyNotice({ title: 'CSV/出力:テスト', count: 3 });
    const [a, b] = s.families;
    await f.call(a!.username, 'POST', `/surveys/${s.noticeId}/answer`, { answers: [
      { question_id: s.q1.id, choice_ids: [s.q1.choiceIds[0]] }, { question_id: s.q2.id, choice_ids: [s.q2.choiceIds[0], s.q2.choiceIds[2]] },
      { question_id: s.q3.id, text: '=HYPERLINK("http://example.com","クリック")' },
    ] });
    await f.call(b!.username, 'POST', `/surveys/${s.noticeId}/answer`, { answers: [{ question_id: s.q1.id, choice_ids: [s.q1.choiceIds[1]] }, { question_id: s.q3.id, text: '改行あり\n二行目、"引用"' }] });
    return s;
  }
  const HEADER = ['生徒番号', '生徒氏名', '学年', '校舎', '保護者氏名', '回答状況', '回答日時', 'Q1. 参加しますか。', 'Q2. 希望日（複数可）', 'Q3. ご要望'];

  it('should answer UTF-8 with a BOM, CRLF rows, one row per recipient and neutralised formula cells', async () => {
    const s = await answeredCsvNotice();
    const res = await f.call('staff', 'GET', `/surveys/${s.noticeId}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=UTF-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="survey-result-\d+-\d{8}\.csv"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("''")[1]!)).toMatch(/^アンケート結果_CSV_出力_テスト_\d{8}\.csv$/);
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/"[^"]*"/g, '').split('\n').every((line, i, all) => i === all.length - 1 || line.endsWith('\r'))).toBe(true);
    const rows = Papa.parse<string[]>(text.trimEnd(), { newline: '\r\n' }).data;
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toHaveLength(4);
    const byNumber = new Map(rows.slice(1).map((r) => [r[0], r]));
    const studentNumber = async (id: number) => (await t.db.selectFrom('students').select('student_number').where('id', '=', id).executeTakeFirstOrThrow()).student_number;
    const [a, b, c] = s.families;
    expect(byNumber.get(await studentNumber(a!.studentId))!.slice(5)).toEqual(['回答済み', expect.stringMatching(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/), '参加する', '土曜日、祝日', '\'=HYPERLINK("http://example.com","クリック")']);
    expect(byNumber.get(await studentNumber(b!.studentId))!.slice(7)).toEqual(['参加しない', '', '改行あり\n二行目、"引用"']);
    expect(byNumber.get(await studentNumber(c!.studentId))!.slice(5)).toEqual(['未回答', '', '', '', '']);
    expect(text).toContain('"\'=HYPERLINK(""http://example.com"",""クリック"")"');
  });

  it('should answer Shift_JIS on request, decoding back to the Japanese header', async () => {
    const s = await answeredCsvNotice();
    const res = await f.call('staff', 'GET', `/surveys/${s.noticeId}/download?encoding=sjis`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=Shift_JIS');
    const bytes = res.rawPayload;
    expect(Encoding.detect(bytes)).toBe('SJIS');
    const text = new TextDecoder('shift_jis').decode(bytes);
    expect(text.split('\r\n')[0]).toBe(HEADER.join(','));
    expect(text).toContain('土曜日、祝日');
  });

  it('should write a neutralised formula even when a line break follows it', async () => {
    const s = await surveyNotice({ title: '数式の後に改行', count: 1 });
    await f.call(s.families[0]!.username, 'POST', `/surveys/${s.noticeId}/answer`, { answers: [{ question_id: s.q1.id, choice_ids: [s.q1.choiceIds[0]] }, { question_id: s.q3.id, text: '+1+1\n次の行' }] });
    const text = (await f.call('staff', 'GET', `/surveys/${s.noticeId}/download`)).rawPayload.subarray(3).toString('utf8');
    expect(Papa.parse<string[]>(text.trimEnd(), { newline: '\r\n' }).data[1]!.at(-1)).toBe('\'+1+1\n次の行');
  });

  it.each(['latin1', 'UTF8', ''])('should refuse the encoding "%s" with VALIDATION_FAILED', async (encoding) => {
    const summer = await f.noticeId('夏期講習のお知らせ');
    const res = await f.call('staff', 'GET', `/surveys/${summer}/download?encoding=${encoding}`);
    expect([res.statusCode, codeOf(res)]).toEqual([400, errorCatalogue.VALIDATION_FAILED.code]);
  });

  it('should give a teacher only the rows of their schoolhouses', async () => {
    const summer = await f.noticeId('夏期講習のお知らせ');
    const houseOf1 = (await t.db.selectFrom('teacher_schoolhouses').innerJoin('teachers', 'teachers.id', 'teacher_schoolhouses.teacher_id').innerJoin('users', 'users.id', 'teachers.user_id')
      .select('schoolhouse_id').where('username', '=', 'teacher1').execute()).map((r) => r.schoolhouse_id);
    const expected = await t.db.selectFrom('notice_recipients').select((eb) => eb.fn.countAll<number>().as('n')).where('notice_id', '=', summer).where('schoolhouse_id', 'in', houseOf1).executeTakeFirstOrThrow();
    const all = await t.db.selectFrom('notice_recipients').select((eb) => eb.fn.countAll<number>().as('n')).where('notice_id', '=', summer).executeTakeFirstOrThrow();
    const rowsOf = async (user: string) => Papa.parse<string[]>((await f.call(user, 'GET', `/surveys/${summer}/download`)).rawPayload.subarray(3).toString('utf8').trimEnd(), { newline: '\r\n' }).data.length - 1;
    expect(await rowsOf('teacher1')).toBe(Number(expected.n));
    expect(await rowsOf('staff')).toBe(Number(all.n));
    expect(Number(expected.n)).toBeLessThan(Number(all.n));
  });
});
