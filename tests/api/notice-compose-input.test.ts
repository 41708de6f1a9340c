// @vitest-environment node
import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuardianPlaceholder } from '../../src/generated/enums.js';
import { errorCatalogue, type ErrorKey } from '../../src/generated/errors.js';
import { multipartBody, pngBytes } from '../fixtures/multipart.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * Every field of the compose body (POST /notices and POST /notices/{id}) with a wrong type or an oversized value: a
 * catalogue 400 naming the field, and nothing written — no notice row, target, tag link, question, choice, attachment
 * or stored file. And what the body sanitiser keeps and drops.
 */
let t: TestApp;
let studentIds: number[];
let draftId: number;
beforeAll(async () => {
  t = await startTestApp();
  studentIds = (await t.db.selectFrom('students').innerJoin('schoolhouses', 'schoolhouses.id', 'students.schoolhouse_id')
    .select('students.id').where('schoolhouses.schoolhouse_name', '=', '駅前校').where('students.protector_id', 'is not', null).orderBy('students.id').limit(3).execute()).map((s) => s.id);
  draftId = (await post('/notices', valid())).json<{ id: number }>().id;
});
afterAll(async () => { await t.close(); });

const HOUR = 3_600_000;
const TABLES = ['notices', 'notice_targets', 'notice_tags', 'notice_survey_questions', 'notice_survey_choices', 'files'] as const;

/** Row counts of every table a save writes, the notices' last update, and the files in storage. */
async function snapshot() {
  const counts = await Promise.all(TABLES.map(async (table) => Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.db)).rows[0]!.n)));
  const updated = (await t.db.selectFrom('notices').select(sql<string>`max(updated_at)::text`.as('at')).executeTakeFirstOrThrow()).at;
  const files = readdirSync(t.filesDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
  return { counts, updated, files };
}

async function post(url: string, data: unknown, options: { rawData?: string; withFile?: boolean } = {}) {
  const { body, contentType } = multipartBody({
    data: options.rawData === undefined ? data : undefined, rawData: options.rawData,
    files: options.withFile ? [{ name: 'map.png', type: 'image/png', bytes: pngBytes() }] : [],
  });
  return t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: body, headers: { ...(await t.authAs('staff')), 'content-type': contentType } });
}

const question = (over: Record<string, unknown> = {}) => ({ question: '参加しますか。', answer_type: 'choose', is_required: true, is_multiple: false, choices: [{ label: 'はい' }, { label: 'いいえ' }], ...over });
const survey = (over: Record<string, unknown> = {}) => ({ deadline: new Date(Date.now() + 48 * HOUR).toISOString(), questions: [question()], ...over });

function valid(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: '入力チェックのお知らせ', body: '<p>{保護者姓}様</p>', allow_comment: false, send_notification: true, send_mail: true, send_line: false,
    publish: false, tag_ids: [], student_ids: studentIds, survey: survey(), ...over,
  };
}
const without = (field: string) => Object.fromEntries(Object.entries(valid()).filter(([k]) => k !== field));

/** [case, body (built when the test runs), catalogue error, field named by the first field error] */
const CASES: Array<[string, () => Record<string, unknown>, ErrorKey, string]> = [
  ['title missing', () => without('title'), 'VALIDATION_FAILED', 'title'],
  ['title a number', () => valid({ title: 12 }), 'VALIDATION_FAILED', 'title'],
  ['title null', () => valid({ title: null }), 'VALIDATION_FAILED', 'title'],
  ['title of 101 characters', () => valid({ title: 'あ'.repeat(101) }), 'VALIDATION_FAILED', 'title'],
  ['title of 100,000 characters', () => valid({ title: 'x'.repeat(100_000) }), 'VALIDATION_FAILED', 'title'],
  ['title with a control character', () => valid({ title: 'お知らせ\u0007' }), 'VALIDATION_FAILED', 'title'],
  ['body missing', () => without('body'), 'VALIDATION_FAILED', 'body'],
  ['body an object', () => valid({ body: { html: '<p>x</p>' } }), 'VALIDATION_FAILED', 'body'],
  ['body of 20,001 characters', () => valid({ body: `<p>${'あ'.repeat(19_994)}</p>` }), 'VALIDATION_FAILED', 'body'],
  ['body empty after sanitising', () => valid({ body: '<p></p><script>alert(1)</script>' }), 'VALIDATION_FAILED', 'body'],
  ['allow_comment a text', () => valid({ allow_comment: 'true' }), 'VALIDATION_FAILED', 'allow_comment'],
  ['allow_comment null', () => valid({ allow_comment: null }), 'VALIDATION_FAILED', 'allow_comment'],
  ['send_notification a number', () => valid({ send_notification: 1 }), 'VALIDATION_FAILED', 'send_notification'],
  ['send_mail a text', () => valid({ send_mail: 'yes' }), 'VALIDATION_FAILED', 'send_mail'],
  ['send_line a list', () => valid({ send_line: [] }), 'VALIDATION_FAILED', 'send_line'],
  ['send_line missing', () => without('send_line'), 'VALIDATION_FAILED', 'send_line'],
  ['send_at not a date', () => valid({ send_at: 'tomorrow' }), 'VALIDATION_FAILED', 'send_at'],
  ['send_at a number', () => valid({ send_at: 1_800_000_000 }), 'VALIDATION_FAILED', 'send_at'],
  ['send_at an impossible date', () => valid({ send_at: '2026-13-45T25:00:00Z' }), 'VALIDATION_FAILED', 'send_at'],
  ['publish missing', () => without('publish'), 'VALIDATION_FAILED', 'publish'],
  ['publish a text', () => valid({ publish: 'false' }), 'VALIDATION_FAILED', 'publish'],
  ['tag_ids a text', () => valid({ tag_ids: '1' }), 'VALIDATION_FAILED', 'tag_ids'],
  ['tag_ids with 0', () => valid({ tag_ids: [0] }), 'VALIDATION_FAILED', 'tag_ids.0'],
  ['tag_ids with a fraction', () => valid({ tag_ids: [1.5] }), 'VALIDATION_FAILED', 'tag_ids.0'],
  ['tag_ids over 2^31', () => valid({ tag_ids: [2 ** 31] }), 'VALIDATION_FAILED', 'tag_ids.0'],
  ['tag_ids twice the same', () => valid({ tag_ids: [1, 1] }), 'VALIDATION_FAILED', 'tag_ids'],
  ['11 tags', () => valid({ tag_ids: Array.from({ length: 11 }, (_, i) => i + 1) }), 'VALIDATION_FAILED', 'tag_ids'],
  ['student_ids an object', () => valid({ student_ids: { 1: true } }), 'VALIDATION_FAILED', 'student_ids'],
  ['student_ids as texts', () => valid({ student_ids: ['1'] }), 'VALIDATION_FAILED', 'student_ids.0'],
  ['student_ids negative', () => valid({ student_ids: [-1] }), 'VALIDATION_FAILED', 'student_ids.0'],
  ['student_ids twice the same', () => valid({ student_ids: [studentIds[0], studentIds[0]] }), 'VALIDATION_FAILED', 'student_ids'],
  ['10,001 students', () => valid({ student_ids: Array.from({ length: 10_001 }, (_, i) => i + 1) }), 'VALIDATION_FAILED', 'student_ids'],
  ['keep_attachment_ids a number', () => valid({ keep_attachment_ids: 1 }), 'VALIDATION_FAILED', 'keep_attachment_ids'],
  ['4 kept attachments', () => valid({ keep_attachment_ids: [1, 2, 3, 4] }), 'VALIDATION_FAILED', 'keep_attachment_ids'],
  ['survey a text', () => valid({ survey: 'yes' }), 'VALIDATION_FAILED', 'survey'],
  ['survey without questions', () => valid({ survey: survey({ questions: [] }) }), 'VALIDATION_FAILED', 'survey.questions'],
  ['21 questions', () => valid({ survey: survey({ questions: Array.from({ length: 21 }, () => question()) }) }), 'VALIDATION_FAILED', 'survey.questions'],
  ['survey deadline not a date', () => valid({ survey: survey({ deadline: 'next week' }) }), 'VALIDATION_FAILED', 'survey.deadline'],
  ['question a number', () => valid({ survey: survey({ questions: [question({ question: 1 })] }) }), 'VALIDATION_FAILED', 'survey.questions.0.question'],
  ['question of 501 characters', () => valid({ survey: survey({ questions: [question({ question: 'あ'.repeat(501) })] }) }), 'VALIDATION_FAILED', 'survey.questions.0.question'],
  ['question blank', () => valid({ survey: survey({ questions: [question({ question: '　 ' })] }) }), 'VALIDATION_FAILED', 'survey.questions.0.question'],
  ['description of 1,001 characters', () => valid({ survey: survey({ questions: [question({ description: 'あ'.repeat(1001) })] }) }), 'VALIDATION_FAILED', 'survey.questions.0.description'],
  ['answer_type unknown', () => valid({ survey: survey({ questions: [question({ answer_type: 'rating' })] }) }), 'VALIDATION_FAILED', 'survey.questions.0.answer_type'],
  ['is_required a text', () => valid({ survey: survey({ questions: [question({ is_required: 'no' })] }) }), 'VALIDATION_FAILED', 'survey.questions.0.is_required'],
  ['is_multiple null', () => valid({ survey: survey({ questions: [question({ is_multiple: null })] }) }), 'VALIDATION_FAILED', 'survey.questions.0.is_multiple'],
  ['21 choices', () => valid({ survey: survey({ questions: [question({ choices: Array.from({ length: 21 }, (_, i) => ({ label: `選択肢${i}` })) })] }) }), 'VALIDATION_FAILED', 'survey.questions.0.choices'],
  ['a choice of 201 characters', () => valid({ survey: survey({ questions: [question({ choices: [{ label: 'あ'.repeat(201) }, { label: 'いいえ' }] })] }) }), 'VALIDATION_FAILED', 'survey.questions.0.choices.0.label'],
  ['a blank choice', () => valid({ survey: survey({ questions: [question({ choices: [{ label: 'はい' }, { label: ' ' }] })] }) }), 'VALIDATION_FAILED', 'survey.questions.0.choices.1.label'],
  ['a choice question with one choice', () => valid({ survey: survey({ questions: [question({ choices: [{ label: 'はい' }] })] }) }), 'VALIDATION_FAILED', 'survey.questions.0.choices'],
  ['a description question with choices', () => valid({ survey: survey({ questions: [question(), question({ answer_type: 'description' })] }) }), 'VALIDATION_FAILED', 'survey.questions.1.choices'],
  ['a description question allowing several', () => valid({ survey: survey({ questions: [question({ answer_type: 'description', is_multiple: true, choices: [] })] }) }), 'VALIDATION_FAILED', 'survey.questions.0.choices'],
  ['an unknown field in a question', () => valid({ survey: survey({ questions: [question({ points: 5 })] }) }), 'UNKNOWN_FIELD', 'survey.questions.0.points'],
  ['an unknown field', () => valid({ status: 'sent' }), 'UNKNOWN_FIELD', 'status'],
  ['a survey deadline in the past', () => valid({ survey: survey({ deadline: new Date(Date.now() - HOUR).toISOString() }) }), 'SURVEY_DEADLINE_BEFORE_SEND', 'survey.deadline'],
  ['a survey deadline before the scheduled time', () => valid({ publish: true, send_at: new Date(Date.now() + 5 * HOUR).toISOString(), survey: survey({ deadline: new Date(Date.now() + 4 * HOUR).toISOString() }) }), 'SURVEY_DEADLINE_BEFORE_SEND', 'survey.deadline'],
  ['no send method', () => valid({ send_notification: false, send_mail: false, send_line: false }), 'NOTICE_SEND_METHOD_REQUIRED', 'send_notification'],
  ['a schedule in the past', () => valid({ publish: true, send_at: new Date(Date.now() - 5 * 60_000).toISOString() }), 'NOTICE_SCHEDULE_IN_PAST', 'send_at'],
  ['an unknown student', () => valid({ student_ids: [...studentIds, 2_000_000_000] }), 'REFERENCE_NOT_FOUND', 'student_ids'],
  ['an unknown tag', () => valid({ tag_ids: [2_000_000_000] }), 'REFERENCE_NOT_FOUND', 'tag_ids'],
];

describe.each([['creating', () => '/notices'], ['updating a draft', () => `/notices/${draftId}`]])('%s', (_name, url) => {
  it.each(CASES)('should refuse %s with its catalogue error and write nothing', async (_case, data, key, field) => {
    const before = await snapshot();
    const res = await post(url(), data(), { withFile: true });
    expect(res.statusCode).toBe(errorCatalogue[key].status);
    const error = res.json<{ code: number; errors?: Array<{ field: string; message: string }> }>();
    expect(error.code).toBe(errorCatalogue[key].code);
    expect(error.errors?.[0]?.field).toBe(field);
    expect(error.errors?.[0]?.message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    expect(await snapshot()).toEqual(before);
  });

  it('should accept the valid twin of these cases with a file', async () => {
    const before = await snapshot();
    const res = await post(url(), valid(), { withFile: true });
    expect(res.statusCode).toBe(200);
    const after = await snapshot();
    expect(after.files).toBe(before.files + 1);
  });
});

describe('the data part', () => {
  it.each<[string, string, ErrorKey]>([
    ['not JSON', '{"title":', 'MALFORMED_REQUEST'],
    ['a JSON list', '[1,2]', 'MALFORMED_REQUEST'],
    ['JSON null', 'null', 'MALFORMED_REQUEST'],
  ])('should refuse a data part that is %s', async (_name, rawData, key) => {
    const before = await snapshot();
    const res = await post('/notices', undefined, { rawData });
    expect(res.json<{ code: number }>().code).toBe(errorCatalogue[key].code);
    expect(await snapshot()).toEqual(before);
  });

  it('should refuse a data part over the request size limit', async () => {
    const before = await snapshot();
    const res = await post('/notices', undefined, { rawData: JSON.stringify(valid({ body: `<p>${'x'.repeat(1_100_000)}</p>` })) });
    expect(res.statusCode).toBe(413);
    expect(res.json<{ code: number }>().code).toBe(errorCatalogue.PAYLOAD_TOO_LARGE.code);
    expect(await snapshot()).toEqual(before);
  });
});

describe('sanitising the body', () => {
  const stored = async (body: string) => {
    const res = await post('/notices', valid({ body: `<p>本文</p>${body}`, survey: null }));
    expect(res.statusCode).toBe(200);
    const { id } = res.json<{ id: number }>();
    return (await t.db.selectFrom('notices').select('body').where('id', '=', id).executeTakeFirstOrThrow()).body;
  };

  it.each<[string, string, string]>([
    ['a script', '<script>alert(1)</script><p>残る</p>', '<p>本文</p><p>残る</p>'],
    ['a style and its rules', '<style>p{display:none}</style><p>残る</p>', '<p>本文</p><p>残る</p>'],
    ['an iframe and its content', '<iframe src="https://evil.example/">中身</iframe>', '<p>本文</p>'],
    ['an image with onerror', '<p><img src=x onerror="alert(1)">画像</p>', '<p>本文</p><p>画像</p>'],
    ['an event handler', '<p onclick="steal()" onmouseover="x()">クリック</p>', '<p>本文</p><p>クリック</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">リンク</a>', '<p>本文</p><a target="_blank" rel="noopener noreferrer">リンク</a>'],
    ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">リンク</a>', '<p>本文</p><a target="_blank" rel="noopener noreferrer">リンク</a>'],
    ['a data: link', '<a href="data:text/html,<b>x</b>">リンク</a>', '<p>本文</p><a target="_blank" rel="noopener noreferrer">リンク</a>'],
    ['a relative link', '<a href="/notice/manage">リンク</a>', '<p>本文</p><a target="_blank" rel="noopener noreferrer">リンク</a>'],
    ['a style and class attribute', '<h2 style="color:red" class="x">見出し</h2>', '<p>本文</p><h2>見出し</h2>'],
  ])('should remove %s', async (_name, body, want) => {
    expect(await stored(body)).toBe(want);
  });

  it.each<[string, string, string]>([
    ['an https link, opened in a new tab without the opener', '<a href="https://example.jp/a?b=1&amp;c=2" target="_self">案内</a>', '<p>本文</p><a href="https://example.jp/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">案内</a>'],
    ['a mailto link', '<a href="mailto:info@example.jp">メール</a>', '<p>本文</p><a href="mailto:info@example.jp" target="_blank" rel="noopener noreferrer">メール</a>'],
    ['the editor\'s formatting', '<h3>見出し</h3><ul><li><strong>太字</strong><em>斜体</em><u>下線</u><s>取消</s></li></ul><ol><li>1</li></ol><blockquote>引用</blockquote><hr><p>改<br>行</p>', '<p>本文</p><h3>見出し</h3><ul><li><strong>太字</strong><em>斜体</em><u>下線</u><s>取消</s></li></ul><ol><li>1</li></ol><blockquote>引用</blockquote><hr /><p>改<br />行</p>'],
    ['every placeholder', `<p>${Object.values(GuardianPlaceholder).join('')}</p>`, `<p>本文</p><p>${Object.values(GuardianPlaceholder).join('')}</p>`],
    ['text that looks like markup', '<p>&lt;script&gt;</p>', '<p>本文</p><p>&lt;script&gt;</p>'],
  ])('should keep %s', async (_name, body, want) => {
    expect(await stored(body)).toBe(want);
  });
});
