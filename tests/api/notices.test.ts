// @vitest-environment node
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../src/generated/constants.js';
import { NotificationKind } from '../../src/generated/enums.js';
import { errorCatalogue, type ErrorKey } from '../../src/generated/errors.js';
import { exeBytes, multipartBody, pdfBytes, pngBytes, type FilePart } from '../fixtures/multipart.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * Composing and managing notices through the API (issue 7): drafts, sending now or at a time, editing by the
 * published rule, deleting, attachments checked by content, the recipient search and the manage-side lists, each
 * allowed case beside its refused twin.
 */
let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const HOUR = 3_600_000;
const code = (key: ErrorKey) => errorCatalogue[key].code;

async function send(user: string, method: 'POST' | 'GET' | 'DELETE', url: string, options: { data?: unknown; files?: FilePart[]; json?: unknown; headers?: Record<string, string> } = {}) {
  const auth = await t.authAs(user);
  if (options.data !== undefined || options.files) {
    const { body, contentType } = multipartBody({ data: options.data, files: options.files });
    return t.app.inject({ method, url: `/api/v1${url}`, payload: body, headers: { ...auth, 'content-type': contentType, ...options.headers } });
  }
  return t.app.inject({ method, url: `/api/v1${url}`, headers: { ...auth, ...options.headers }, ...(options.json !== undefined ? { payload: options.json as object } : {}) });
}

/** Students of a schoolhouse (by name) and school year (by code), continuing, with and without a guardian. */
async function studentsOf(house: string, yearCode: number) {
  return t.db.selectFrom('students').innerJoin('schoolhouses', 'schoolhouses.id', 'students.schoolhouse_id').innerJoin('schoolyears', 'schoolyears.id', 'students.schoolyear_id')
    .select(['students.id', 'students.protector_id']).where('schoolhouses.schoolhouse_name', '=', house).where('schoolyears.code', '=', yearCode)
    .where('students.status', '=', 4).orderBy('students.id').execute();
}
async function guardianOf(studentId: number) {
  return (await t.db.selectFrom('students').innerJoin('protectors', 'protectors.id', 'students.protector_id').innerJoin('users', 'users.id', 'protectors.user_id')
    .select(['users.username', 'protectors.family_name']).where('students.id', '=', studentId).executeTakeFirstOrThrow());
}
const rowCount = async (table: 'notices' | 'notice_recipients' | 'files' | 'notice_targets') =>
  Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.db)).rows[0]!.n);

const base = (over: Record<string, unknown> = {}) => ({
  title: 'テストのお知らせ', body: '<p>{保護者姓}様</p><p>本文です。</p>', allow_comment: true, send_notification: true, send_mail: false,
  send_line: false, publish: false, ...over,
});

let ekimae2: Awaited<ReturnType<typeof studentsOf>>;
beforeAll(async () => { ekimae2 = await studentsOf('駅前校', 8); });

describe('composing a notice', () => {
  it('should save a draft with its chosen students, tags and survey, and show it to staff only', async () => {
    const tag = (await t.db.selectFrom('tags').select('id').where('name', '=', '重要').executeTakeFirstOrThrow()).id;
    const res = await send('staff', 'POST', '/notices', { data: base({
      student_ids: ekimae2.map((s) => s.id), tag_ids: [tag],
      survey: { deadline: new Date(Date.now() + 48 * HOUR).toISOString(), questions: [{ question: '参加しますか。', answer_type: 'choose', is_required: true, is_multiple: false, choices: [{ label: 'はい' }, { label: 'いいえ' }] }] },
    }) });
    expect(res.statusCode).toBe(200);
    const saved = res.json() as { id: number; status: string; recipient_count: number };
    expect(saved).toMatchObject({ status: 'draft', recipient_count: 0 });
    const detail = (await send('staff', 'GET', `/notices/${saved.id}`)).json() as { tags: Array<{ id: number }>; survey: { questions: Array<{ choices: unknown[] }> }; manage: { target_student_ids: number[]; can_edit: boolean } };
    expect(detail.manage.target_student_ids).toEqual(ekimae2.map((s) => s.id));
    expect(detail.manage.can_edit).toBe(true);
    expect(detail.tags.map((x) => x.id)).toEqual([tag]);
    expect(detail.survey.questions[0]!.choices).toHaveLength(2);
    const guardian = await guardianOf(ekimae2[0]!.id);
    expect((await send(guardian.username, 'GET', `/notices/${saved.id}`)).statusCode).toBe(404);
  });

  it('should send at once to every chosen student with a guardian, one recipient each, and list it with its read rate', async () => {
    const res = await send('staff', 'POST', '/notices', { data: base({ title: '今すぐ配信', publish: true, student_ids: ekimae2.map((s) => s.id) }) });
    expect(res.statusCode).toBe(200);
    const saved = res.json() as { id: number; status: string; recipient_count: number; published_at: string };
    const withGuardian = ekimae2.filter((s) => s.protector_id !== null).length;
    expect(saved).toMatchObject({ status: 'sent', recipient_count: withGuardian });
    expect(saved.published_at).not.toBeNull();
    const recipients = await t.db.selectFrom('notice_recipients').select('student_id').where('notice_id', '=', saved.id).execute();
    expect(recipients).toHaveLength(withGuardian);
    const list = (await send('staff', 'GET', `/notices?search_name=${encodeURIComponent('今すぐ配信')}`)).json() as { data: Array<{ id: number; read_count: number; recipient_count: number; is_published: boolean }> };
    expect(list.data).toEqual([expect.objectContaining({ id: saved.id, read_count: 0, recipient_count: withGuardian, is_published: true })]);
  });

  it('should schedule a notice with a future time as unsent, with one publishing job at that time', async () => {
    const sendAt = new Date(Date.now() + 2 * HOUR);
    const res = await send('staff', 'POST', '/notices', { data: base({ title: '予約配信のテスト', publish: true, send_at: sendAt.toISOString(), student_ids: ekimae2.map((s) => s.id) }) });
    const saved = res.json() as { id: number; status: string; recipient_count: number };
    expect(saved).toMatchObject({ status: 'unsent', recipient_count: 0 });
    const jobs = await sql<{ start_after: Date }>`select start_after from pgboss.job where name = 'notice-publish' and data->>'noticeId' = ${String(saved.id)}`.execute(t.db);
    expect(jobs.rows).toHaveLength(1);
    expect(Math.abs(new Date(jobs.rows[0]!.start_after).getTime() - sendAt.getTime())).toBeLessThan(1000);
    expect(await t.db.selectFrom('notice_recipients').select('id').where('notice_id', '=', saved.id).execute()).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, ErrorKey]>([
    ['no send method', { send_notification: false, send_mail: false, send_line: false }, 'NOTICE_SEND_METHOD_REQUIRED'],
    ['publishing with no student', { publish: true, student_ids: [] }, 'NOTICE_RECIPIENTS_REQUIRED'],
    ['a time in the past', { publish: true, send_at: new Date(Date.now() - 2 * HOUR).toISOString() }, 'NOTICE_SCHEDULE_IN_PAST'],
    ['a survey without a deadline', { survey: { deadline: null, questions: [{ question: 'Q', answer_type: 'description', is_required: false, is_multiple: false, choices: [] }] } }, 'SURVEY_DEADLINE_REQUIRED'],
    ['a survey deadline before now', { survey: { deadline: new Date(Date.now() - HOUR).toISOString(), questions: [{ question: 'Q', answer_type: 'description', is_required: false, is_multiple: false, choices: [] }] } }, 'SURVEY_DEADLINE_BEFORE_SEND'],
    ['a choice question with one choice', { survey: { deadline: new Date(Date.now() + HOUR).toISOString(), questions: [{ question: 'Q', answer_type: 'choose', is_required: false, is_multiple: false, choices: [{ label: 'A' }] }] } }, 'VALIDATION_FAILED'],
    ['a description question with choices', { survey: { deadline: new Date(Date.now() + HOUR).toISOString(), questions: [{ question: 'Q', answer_type: 'description', is_required: false, is_multiple: false, choices: [{ label: 'A' }, { label: 'B' }] }] } }, 'VALIDATION_FAILED'],
    ['a blank body', { body: '<p> </p><p><br></p>' }, 'VALIDATION_FAILED'],
    ['a title of spaces', { title: '   ' }, 'VALIDATION_FAILED'],
    ['a title of 101 characters', { title: 'あ'.repeat(101) }, 'VALIDATION_FAILED'],
    ['a NUL character in the title', { title: 'a\u0000b' }, 'VALIDATION_FAILED'],
    ['a number as title', { title: 12 }, 'VALIDATION_FAILED'],
    ['a text as publish', { publish: 'yes' }, 'VALIDATION_FAILED'],
    ['an unknown field', { sender_user_id: 1 }, 'UNKNOWN_FIELD'],
    ['an id of another company\'s student', { student_ids: [987654321] }, 'REFERENCE_NOT_FOUND'],
    ['an unknown tag', { tag_ids: [987654321] }, 'REFERENCE_NOT_FOUND'],
    ['10,001 students', { student_ids: Array.from({ length: 10_001 }, (_, i) => i + 1) }, 'VALIDATION_FAILED'],
  ])('should refuse %s with its catalogue error and write nothing', async (_name, over, key) => {
    const before = [await rowCount('notices'), await rowCount('notice_targets')];
    const res = await send('staff', 'POST', '/notices', { data: base({ student_ids: ekimae2.map((s) => s.id), ...over }) });
    expect(res.statusCode).toBe(errorCatalogue[key].status);
    expect((res.json() as { code: number }).code).toBe(code(key));
    expect([await rowCount('notices'), await rowCount('notice_targets')]).toEqual(before);
  });

  it('should refuse a body that is not multipart, a data part that is not JSON, and a missing data part', async () => {
    expect((await send('staff', 'POST', '/notices', { json: base() })).statusCode).toBe(415);
    const auth = await t.authAs('staff');
    const bad = multipartBody({ rawData: '{not json' });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/notices', payload: bad.body, headers: { ...auth, 'content-type': bad.contentType } })).json()).toMatchObject({ code: code('MALFORMED_REQUEST') });
    const none = multipartBody({ files: [{ name: 'a.png', bytes: pngBytes() }] });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/notices', payload: none.body, headers: { ...auth, 'content-type': none.contentType } })).statusCode).toBe(400);
  });

  it('should strip scripts, event handlers and javascript: links from the body and keep the placeholders', async () => {
    const res = await send('staff', 'POST', '/notices', { data: base({
      body: '<p onclick="steal()">{保護者姓}様<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">link</a> <a href="https://example.jp/">ok</a></p><iframe src="https://evil"></iframe>',
    }) });
    const { id } = res.json() as { id: number };
    const { body } = await t.db.selectFrom('notices').select('body').where('id', '=', id).executeTakeFirstOrThrow();
    expect(body).not.toMatch(/script|onclick|onerror|javascript:|iframe|<img/i);
    expect(body).toContain('{保護者姓}様');
    expect(body).toContain('<a href="https://example.jp/" target="_blank" rel="noopener noreferrer">ok</a>');
  });
});

describe('attachments', () => {
  it('should store a PNG and a PDF and give them back to staff and to a recipient, with safe headers', async () => {
    const res = await send('staff', 'POST', '/notices', {
      data: base({ publish: true, student_ids: ekimae2.map((s) => s.id) }),
      files: [{ name: '案内図.png', type: 'image/png', bytes: pngBytes() }, { name: '申込書.pdf', type: 'application/pdf', bytes: pdfBytes() }],
    });
    expect(res.statusCode).toBe(200);
    const { id } = res.json() as { id: number };
    const detail = (await send('staff', 'GET', `/notices/${id}`)).json() as { attachments: Array<{ id: number; file_name: string; content_type: string; byte_size: number }> };
    expect(detail.attachments.map((a) => [a.file_name, a.content_type])).toEqual([['案内図.png', 'image/png'], ['申込書.pdf', 'application/pdf']]);
    const guardian = await guardianOf(ekimae2.find((s) => s.protector_id)!.id);
    const file = await send(guardian.username, 'GET', `/notices/${id}/attachments/${detail.attachments[1]!.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdfBytes())).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('申込書.pdf')}`);
    const other = await guardianOf((await studentsOf('本町校', 7))[0]!.id);
    expect((await send(other.username, 'GET', `/notices/${id}/attachments/${detail.attachments[1]!.id}`)).statusCode).toBe(404);
  });

  it.each<[string, FilePart[], ErrorKey]>([
    ['a .png that is really a PDF', [{ name: 'photo.png', bytes: pdfBytes() }], 'ATTACHMENT_CONTENT_MISMATCH'],
    ['an executable named .pdf', [{ name: 'invoice.pdf', bytes: exeBytes() }], 'ATTACHMENT_TYPE_NOT_ALLOWED'],
    ['a fourth file', [1, 2, 3, 4].map((i) => ({ name: `p${i}.png`, bytes: pngBytes() })), 'ATTACHMENT_TOO_MANY'],
    ['a PDF over 10 MB', [{ name: 'big.pdf', bytes: pdfBytes(Number(constants.attachmentMaxBytes) + 1) }], 'ATTACHMENT_TOO_LARGE'],
    ['a PNG over 8 MB', [{ name: 'big.png', bytes: pngBytes(Number(constants.imageMaxBytes) + 1) }], 'ATTACHMENT_TOO_LARGE'],
    ['a file in another field', [{ field: 'other', name: 'a.png', bytes: pngBytes() }], 'UNKNOWN_FIELD'],
  ])('should refuse %s and store nothing', async (_name, files, key) => {
    const before = await rowCount('files');
    const res = await send('staff', 'POST', '/notices', { data: base(), files });
    expect(res.statusCode).toBe(errorCatalogue[key].status);
    expect((res.json() as { code: number }).code).toBe(code(key));
    expect(await rowCount('files')).toBe(before);
  });

  it('should keep, drop and add attachments on update, never more than three in all', async () => {
    const created = (await send('staff', 'POST', '/notices', { data: base(), files: [{ name: 'a.png', bytes: pngBytes() }, { name: 'b.png', bytes: pngBytes() }] })).json() as { id: number };
    const ids = (await t.db.selectFrom('files').select('id').where('owner_kind', '=', 'notice').where('owner_id', '=', created.id).orderBy('id').execute()).map((a) => a.id);
    const tooMany = await send('staff', 'POST', `/notices/${created.id}`, { data: base({ keep_attachment_ids: ids }), files: [{ name: 'c.pdf', bytes: pdfBytes() }, { name: 'd.pdf', bytes: pdfBytes() }] });
    expect((tooMany.json() as { code: number }).code).toBe(code('ATTACHMENT_TOO_MANY'));
    const res = await send('staff', 'POST', `/notices/${created.id}`, { data: base({ keep_attachment_ids: [ids[1]] }), files: [{ name: 'c.pdf', bytes: pdfBytes() }] });
    expect(res.statusCode).toBe(200);
    const names = (await t.db.selectFrom('files').select('file_name').where('owner_kind', '=', 'notice').where('owner_id', '=', created.id).orderBy('id').execute()).map((a) => a.file_name);
    expect(names).toEqual(['b.png', 'c.pdf']);
    const foreign = await send('staff', 'POST', `/notices/${created.id}`, { data: base({ keep_attachment_ids: [987654321] }) });
    expect((foreign.json() as { code: number }).code).toBe(code('REFERENCE_NOT_FOUND'));
  });
});

describe('editing and deleting', () => {
  it('should lock the recipients and the survey questions of a sent notice but let its title and deadline change', async () => {
    const survey = { deadline: new Date(Date.now() + 24 * HOUR).toISOString(), questions: [{ question: '参加しますか。', answer_type: 'choose', is_required: true, is_multiple: false, choices: [{ label: 'はい' }, { label: 'いいえ' }] }] };
    const ids = ekimae2.map((s) => s.id);
    const { id } = (await send('staff', 'POST', '/notices', { data: base({ publish: true, student_ids: ids, survey }) })).json() as { id: number };
    const moved = { ...survey, deadline: new Date(Date.now() + 72 * HOUR).toISOString() };
    const ok = await send('staff', 'POST', `/notices/${id}`, { data: base({ title: '修正したタイトル', publish: true, student_ids: ids, survey: moved }) });
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as { status: string }).status).toBe('sent');
    const other = (await studentsOf('本町校', 7)).map((s) => s.id);
    const locked = await send('staff', 'POST', `/notices/${id}`, { data: base({ publish: true, student_ids: other, survey: moved }) });
    expect((locked.json() as { code: number }).code).toBe(code('NOTICE_RECIPIENTS_LOCKED'));
    const changed = { ...moved, questions: [{ ...moved.questions[0]!, question: '別の質問' }] };
    expect(((await send('staff', 'POST', `/notices/${id}`, { data: base({ publish: true, survey: changed }) })).json() as { code: number }).code).toBe(code('NOTICE_SURVEY_LOCKED'));
    const notice = await t.db.selectFrom('notices').select(['title', 'survey_deadline']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(notice.title).toBe('修正したタイトル');
    expect(notice.survey_deadline!.toISOString()).toBe(moved.deadline);
  });

  it('should turn a draft into a sent notice, and a scheduled one back into a draft', async () => {
    const { id } = (await send('staff', 'POST', '/notices', { data: base({ student_ids: ekimae2.map((s) => s.id), publish: true, send_at: new Date(Date.now() + HOUR).toISOString() }) })).json() as { id: number };
    const draft = await send('staff', 'POST', `/notices/${id}`, { data: base({ publish: false }) });
    expect((draft.json() as { status: string }).status).toBe('draft');
    const sent = await send('staff', 'POST', `/notices/${id}`, { data: base({ publish: true }) });
    expect(sent.json()).toMatchObject({ status: 'sent', recipient_count: ekimae2.filter((s) => s.protector_id).length });
  });

  it('should delete a notice with its recipients, bells and files, and refuse a teacher deleting staff\'s notice', async () => {
    const { id } = (await send('staff', 'POST', '/notices', { data: base({ publish: true, student_ids: ekimae2.map((s) => s.id) }), files: [{ name: 'a.png', bytes: pngBytes() }] })).json() as { id: number };
    // teacher2 teaches at 駅前校: they see the notice but may not delete staff's.
    const teacher = await send('teacher2', 'DELETE', `/notices/${id}`);
    expect(teacher.statusCode).toBe(403);
    expect((await send('teacher2', 'GET', `/notices/${id}`)).statusCode).toBe(200);
    expect((await send('staff', 'DELETE', `/notices/${id}`)).json()).toEqual({ id });
    expect(await t.db.selectFrom('notice_recipients').select('id').where('notice_id', '=', id).execute()).toEqual([]);
    expect(await t.db.selectFrom('notifications').select('id').where('target_id', '=', id).where('kind', '=', NotificationKind.noticePublished).execute()).toEqual([]);
    expect((await send('staff', 'GET', `/notices/${id}`)).statusCode).toBe(404);
  });
});

describe('a guardian reading', () => {
  it('should fill the placeholders for the child acted as and count the first opening only', async () => {
    const student = ekimae2.find((s) => s.protector_id)!;
    const guardian = await guardianOf(student.id);
    const { id } = (await send('staff', 'POST', '/notices', { data: base({ publish: true, student_ids: [student.id] }) })).json() as { id: number };
    const quiet = (await send(guardian.username, 'GET', `/notices/${id}?minify=1`)).json() as { recipient: { is_read: boolean } };
    expect(quiet.recipient.is_read).toBe(false);
    const first = (await send(guardian.username, 'GET', `/notices/${id}`)).json() as { body: string; recipient: { is_read: boolean }; manage: null };
    expect(first.body).toContain(`${guardian.family_name}様`);
    expect(first.recipient.is_read).toBe(true);
    expect(first.manage).toBeNull();
    await send(guardian.username, 'GET', `/notices/${id}`);
    expect((await t.db.selectFrom('notices').select('read_count').where('id', '=', id).executeTakeFirstOrThrow()).read_count).toBe(1);
    const bells = await t.db.selectFrom('notifications').select('is_read').where('kind', '=', NotificationKind.noticePublished).where('target_id', '=', id).execute();
    expect(bells.map((b) => b.is_read)).toEqual([true]);
  });

  it('should never show a notice to a guardian of another school year, also with a forged switch header', async () => {
    const { id } = (await send('staff', 'POST', '/notices', { data: base({ publish: true, student_ids: ekimae2.map((s) => s.id) }) })).json() as { id: number };
    const otherChild = (await studentsOf('本町校', 7)).find((s) => s.protector_id)!;
    const other = await guardianOf(otherChild.id);
    expect((await send(other.username, 'GET', `/notices/${id}`)).statusCode).toBe(404);
    expect((await send(other.username, 'GET', `/notices/${id}/status`)).statusCode).toBe(404);
    const forged = await send(other.username, 'GET', `/notices/${id}`, { headers: { [String(constants.switchProtectorHeader)]: String(ekimae2.find((s) => s.protector_id)!.id) } });
    expect(forged.statusCode).toBe(403);
    expect((forged.json() as { code: number }).code).toBe(code('SWITCH_USER_NO_ACCESS'));
  });
});

describe('teachers', () => {
  it('should let a teacher send to students of their schoolhouse only, and edit only their own notices', async () => {
    const teacherHouse = (await t.db.selectFrom('teachers').innerJoin('users', 'users.id', 'teachers.user_id').innerJoin('teacher_schoolhouses', 'teacher_schoolhouses.teacher_id', 'teachers.id')
      .select('teacher_schoolhouses.schoolhouse_id').where('users.username', '=', 'teacher1').executeTakeFirstOrThrow()).schoolhouse_id;
    const own = await t.db.selectFrom('students').select('id').where('schoolhouse_id', '=', teacherHouse).where('protector_id', 'is not', null).limit(2).execute();
    const foreign = await t.db.selectFrom('students').select('id').where('schoolhouse_id', '<>', teacherHouse).limit(1).execute();
    const ok = await send('teacher1', 'POST', '/notices', { data: base({ publish: true, student_ids: own.map((s) => s.id) }) });
    expect(ok.statusCode).toBe(200);
    const refused = await send('teacher1', 'POST', '/notices', { data: base({ publish: true, student_ids: foreign.map((s) => s.id) }) });
    expect((refused.json() as { code: number }).code).toBe(code('NOTICE_SCHOOLHOUSE_NOT_ALLOWED'));
    const staffNotice = (await t.db.selectFrom('notices').innerJoin('notice_recipients', 'notice_recipients.notice_id', 'notices.id').select('notices.id')
      .where('notice_recipients.schoolhouse_id', '=', teacherHouse).where('notices.title', '=', '夏期講習のお知らせ').executeTakeFirstOrThrow()).id;
    expect((await send('teacher1', 'GET', `/notices/${staffNotice}`)).json()).toMatchObject({ manage: { can_edit: false } });
    expect((await send('teacher1', 'POST', `/notices/${staffNotice}`, { data: base() })).statusCode).toBe(403);
    const mine = (ok.json() as { id: number }).id;
    expect((await send('teacher1', 'GET', `/notices/${mine}`)).json()).toMatchObject({ manage: { can_edit: true } });
  });

  it('should refuse composing to a teacher without the send setting, and everything to a guardian', async () => {
    await t.db.updateTable('schoolhouse_settings').set({ value: '0' }).where('name', '=', 'ALLOW_TEACHER_SEND_NOTICE').execute();
    try {
      expect((await send('teacher1', 'POST', '/notices', { data: base() })).statusCode).toBe(403);
      expect((await send('teacher1', 'GET', '/notices')).statusCode).toBe(200);
    } finally {
      await t.db.updateTable('schoolhouse_settings').set({ value: '1' }).where('name', '=', 'ALLOW_TEACHER_SEND_NOTICE').execute();
    }
    expect((await send('guardian1', 'POST', '/notices', { data: base() })).statusCode).toBe(403);
    expect((await send('guardian1', 'GET', '/notices')).statusCode).toBe(403);
    expect((await send('guardian1', 'GET', '/notices/candidates')).statusCode).toBe(403);
  });
});

describe('the manage lists', () => {
  it('should filter the manage list by title, tag and status, newest first', async () => {
    const summer = await t.db.selectFrom('tags').select('id').where('name', '=', '夏期講習').executeTakeFirstOrThrow();
    const byTag = (await send('staff', 'GET', `/notices?tag_id=${summer.id}`)).json() as { data: Array<{ title: string; tags: Array<{ name: string }> }> };
    expect(byTag.data.map((n) => n.title)).toEqual(['夏期講習のお知らせ']);
    expect(byTag.data[0]!.tags.map((x) => x.name).sort()).toEqual(['夏期講習', '重要'].sort());
    const drafts = (await send('staff', 'GET', '/notices?status=draft&limit=100')).json() as { data: Array<{ status: string }> };
    expect(drafts.data.length).toBeGreaterThan(0);
    expect(drafts.data.every((n) => n.status === 'draft')).toBe(true);
    const wildcard = (await send('staff', 'GET', `/notices?search_name=${encodeURIComponent('%')}`)).json() as { total: number };
    expect(wildcard.total).toBe(0);
    expect((await send('staff', 'GET', '/notices?status=nope')).statusCode).toBe(400);
    expect((await send('staff', 'GET', '/notices?page=0')).statusCode).toBe(400);
    expect((await send('staff', 'GET', `/notices?search_name=a%00b`)).statusCode).toBe(400);
  });

  it('should list the recipients of a sent notice with filters and their deliveries', async () => {
    const summer = await t.db.selectFrom('notices').select(['id', 'recipient_count', 'read_count']).where('title', '=', '夏期講習のお知らせ').executeTakeFirstOrThrow();
    const all = (await send('staff', 'GET', `/notices/${summer.id}/recipients?limit=100`)).json() as { total: number; data: Array<{ is_read: boolean; deliveries: Array<{ channel: string }> }> };
    expect(all.total).toBe(summer.recipient_count);
    expect(all.data[0]!.deliveries.map((d) => d.channel).sort()).toEqual(['app', 'mail', 'web']);
    const unread = (await send('staff', 'GET', `/notices/${summer.id}/recipients?read_status=0&limit=100`)).json() as { total: number; data: Array<{ is_read: boolean }> };
    expect(unread.total).toBe(summer.recipient_count - summer.read_count);
    expect(unread.data.every((r) => !r.is_read)).toBe(true);
    expect((await send('guardian1', 'GET', `/notices/${summer.id}/recipients`)).statusCode).toBe(403);
  });
});

describe('choosing recipients', () => {
  it('should find continuing students by schoolhouse and school year, and select all that match', async () => {
    const house = (await t.db.selectFrom('schoolhouses').select('id').where('schoolhouse_name', '=', '駅前校').executeTakeFirstOrThrow()).id;
    const year = (await t.db.selectFrom('schoolyears').select('id').where('code', '=', 8).executeTakeFirstOrThrow()).id;
    const page = (await send('staff', 'GET', `/notices/candidates?m_schoolhouse_id=${house}&m_schoolyear_ids=${year}`)).json() as { total: number; data: Array<{ id: number; status: number }> };
    expect(page.data.map((s) => s.id)).toEqual(ekimae2.map((s) => s.id));
    expect(page.data.every((s) => s.status === 4)).toBe(true);
    const everyone = (await send('staff', 'GET', `/notices/candidates?m_schoolhouse_id=${house}&m_schoolyear_ids=${year}&statuses=2&statuses=3&statuses=4&statuses=7`)).json() as { total: number };
    expect(everyone.total).toBeGreaterThanOrEqual(page.total);
    const ids = (await send('staff', 'GET', `/notices/candidates/ids?m_schoolhouse_id=${house}&m_schoolyear_ids=${year}`)).json();
    expect(ids).toEqual({ ids: ekimae2.map((s) => s.id), total: ekimae2.length, total_is_capped: false, is_truncated: false });
  });

  it('should match names with or without a space and kana typed in hiragana', async () => {
    const s = await t.db.selectFrom('students').select(['id', 'family_name_kanji', 'first_name_kanji', 'family_name_kana']).where('status', '=', 4).orderBy('id').executeTakeFirstOrThrow();
    const hiragana = s.family_name_kana!.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
    for (const query of [`student_name_kanji=${encodeURIComponent(`${s.family_name_kanji} ${s.first_name_kanji}`)}`, `student_name_kana=${encodeURIComponent(hiragana)}`]) {
      const found = (await send('staff', 'GET', `/notices/candidates?${query}&limit=100`)).json() as { data: Array<{ id: number }> };
      expect(found.data.map((x) => x.id)).toContain(s.id);
    }
  });

  it('should give a teacher only the students of their schoolhouses', async () => {
    const houses = (await t.db.selectFrom('teachers').innerJoin('users', 'users.id', 'teachers.user_id').innerJoin('teacher_schoolhouses', 'teacher_schoolhouses.teacher_id', 'teachers.id')
      .select('teacher_schoolhouses.schoolhouse_id').where('users.username', '=', 'teacher1').execute()).map((h) => h.schoolhouse_id);
    const ids = (await send('teacher1', 'GET', '/notices/candidates/ids?statuses=2&statuses=3&statuses=4&statuses=7')).json() as { ids: number[] };
    const houseOf = new Map((await t.db.selectFrom('students').select(['id', 'schoolhouse_id']).execute()).map((s) => [s.id, s.schoolhouse_id]));
    expect(ids.ids.length).toBeGreaterThan(0);
    expect(ids.ids.every((id) => houses.includes(houseOf.get(id)!))).toBe(true);
  });

  it('should say per schoolhouse whether the caller may send there', async () => {
    const houses = await t.db.selectFrom('schoolhouses').select(['id', 'schoolhouse_name']).orderBy('id').execute();
    const all = (await send('staff', 'POST', '/notices/notice-all-schoolhouse-permission', { json: { schoolhouse_ids: houses.map((h) => h.id) } })).json() as { allowed: boolean };
    expect(all.allowed).toBe(true);
    await t.db.updateTable('schoolhouse_settings').set({ value: '0' }).where('name', '=', 'ALLOW_USE_NOTICE').where('schoolhouse_id', '=', houses[2]!.id).execute();
    try {
      const res = (await send('staff', 'POST', '/notices/notice-all-schoolhouse-permission', { json: { schoolhouse_ids: [...houses.map((h) => h.id), 987654321] } })).json() as { allowed: boolean; schoolhouses: Array<{ id: number; allowed: boolean }> };
      expect(res.allowed).toBe(false);
      expect(res.schoolhouses.map((h) => h.allowed)).toEqual([true, true, false, false]);
    } finally {
      await t.db.updateTable('schoolhouse_settings').set({ value: '1' }).where('name', '=', 'ALLOW_USE_NOTICE').execute();
    }
    expect((await send('staff', 'POST', '/notices/notice-all-schoolhouse-permission', { json: { schoolhouse_ids: [] } })).statusCode).toBe(400);
  });
});
