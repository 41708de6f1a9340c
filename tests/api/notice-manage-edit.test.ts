// @vitest-environment node
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../src/generated/constants.js';
import { errorCatalogue, type ErrorKey } from '../../src/generated/errors.js';
import { pdfBytes, pngBytes } from '../fixtures/multipart.js';
import { startTestApp, type TestApp } from './harness.js';
import { noticeManageFixtures } from './noticeManageFixtures.js';

/**
 * Editing notices by the published rule, their files on disk through create, update, failure and delete, and what the
 * manage side reads back (spec sections 2, 4 and 5; model/entities/notice.yaml).
 */
let t: TestApp;
let f: ReturnType<typeof noticeManageFixtures>;
let students: number[];
beforeAll(async () => {
  t = await startTestApp();
  f = noticeManageFixtures(t);
  students = (await f.studentsWithGuardian('駅前校')).slice(0, 3);
});
afterAll(async () => { await t.close(); });

const HOUR = 3_600_000;
const code = (key: ErrorKey) => errorCatalogue[key].code;
const later = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const choiceSurvey = (deadline: string) => ({ deadline, questions: [{ question: '参加しますか。', answer_type: 'choose', is_required: true, is_multiple: false, choices: [{ label: 'はい' }, { label: 'いいえ' }] }] });
const notice = async (id: number) => t.db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('editing a sent notice', () => {
  it('should change title, body, comments and tags but keep the send methods it went out with', async () => {
    const id = await f.compose('staff', { publish: true, student_ids: students, send_mail: true });
    const tag = (await t.db.selectFrom('tags').select('id').where('name', '=', 'イベント').executeTakeFirstOrThrow()).id;
    const res = await f.call('staff', 'POST', `/notices/${id}`, { data: {
      title: '訂正版', body: '<p>訂正しました。</p>', allow_comment: false, send_notification: false, send_mail: false, send_line: true, publish: true, tag_ids: [tag],
    } });
    expect(res.json()).toMatchObject({ id, status: 'sent', recipient_count: students.length });
    expect(await notice(id)).toMatchObject({ title: '訂正版', body: '<p>訂正しました。</p>', allow_comment: false, send_notification: true, send_mail: true, send_line: false });
    expect((await t.db.selectFrom('notice_tags').select('tag_id').where('notice_id', '=', id).execute()).map((r) => r.tag_id)).toEqual([tag]);
  });

  it.each<[string, (deadline: string) => unknown]>([
    ['removing the survey', () => null],
    ['changing a choice', (d) => ({ ...choiceSurvey(d), questions: [{ ...choiceSurvey(d).questions[0]!, choices: [{ label: 'はい' }, { label: '未定' }] }] })],
    ['making a question optional', (d) => ({ ...choiceSurvey(d), questions: [{ ...choiceSurvey(d).questions[0]!, is_required: false }] })],
    ['adding a question', (d) => ({ ...choiceSurvey(d), questions: [...choiceSurvey(d).questions, { question: 'ご意見', answer_type: 'description', is_required: false, is_multiple: false, choices: [] }] })],
  ])('should refuse %s once sent and change nothing', async (_name, survey) => {
    const deadline = later(24);
    const id = await f.compose('staff', { publish: true, student_ids: students, survey: choiceSurvey(deadline) });
    const before = await notice(id);
    const res = await f.call('staff', 'POST', `/notices/${id}`, { data: { ...composeBodyOf(before), title: '変えたい', survey: survey(deadline) } });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ code: number }>().code).toBe(code('NOTICE_SURVEY_LOCKED'));
    expect(await notice(id)).toEqual(before);
  });

  it('should refuse adding a survey to a sent notice without one', async () => {
    const id = await f.compose('staff', { publish: true, student_ids: students });
    const res = await f.call('staff', 'POST', `/notices/${id}`, { data: { ...composeBodyOf(await notice(id)), survey: choiceSurvey(later(24)) } });
    expect(res.json<{ code: number }>().code).toBe(code('NOTICE_SURVEY_LOCKED'));
  });

  it('should move the deadline only into the future, and keep a passed one when other things change', async () => {
    const id = await f.compose('staff', { publish: true, student_ids: students, survey: choiceSurvey(later(24)) });
    const passed = new Date(Date.now() - HOUR);
    await t.db.updateTable('notices').set({ survey_deadline: passed }).where('id', '=', id).execute();
    const unchanged = await f.call('staff', 'POST', `/notices/${id}`, { data: { ...composeBodyOf(await notice(id)), title: '締切後の訂正', survey: choiceSurvey(passed.toISOString()) } });
    expect(unchanged.statusCode).toBe(200);
    const earlier = await f.call('staff', 'POST', `/notices/${id}`, { data: { ...composeBodyOf(await notice(id)), survey: choiceSurvey(new Date(Date.now() - 2 * HOUR).toISOString()) } });
    expect(earlier.json<{ code: number }>().code).toBe(code('SURVEY_DEADLINE_BEFORE_SEND'));
    const reopened = await f.call('staff', 'POST', `/notices/${id}`, { data: { ...composeBodyOf(await notice(id)), survey: choiceSurvey(later(48)) } });
    expect(reopened.statusCode).toBe(200);
    expect((await f.call('staff', 'GET', `/notices/${id}`)).json()).toMatchObject({ title: '締切後の訂正', survey: { is_expired: false } });
  });

  it('should accept the recipients it was sent to (or the students chosen) and refuse others', async () => {
    const withoutGuardian = await f.addStudentWithoutGuardian('駅前校', 'NG0001');
    const id = await f.compose('staff', { publish: true, student_ids: [...students, withoutGuardian] });
    const body = composeBodyOf(await notice(id));
    expect((await f.call('staff', 'POST', `/notices/${id}`, { data: { ...body, student_ids: students } })).statusCode).toBe(200);
    expect((await f.call('staff', 'POST', `/notices/${id}`, { data: { ...body, student_ids: [...students, withoutGuardian] } })).statusCode).toBe(200);
    const locked = await f.call('staff', 'POST', `/notices/${id}`, { data: { ...body, student_ids: students.slice(1) } });
    expect(locked.json<{ code: number }>().code).toBe(code('NOTICE_RECIPIENTS_LOCKED'));
    expect((await f.call('staff', 'GET', `/notices/${id}`)).json()).toMatchObject({ manage: { target_student_ids: students } });
    expect((await f.call('staff', 'GET', `/notices/${id}?minify=1`)).json()).toMatchObject({ manage: { target_student_ids: [] } });
  });
});

describe('publishing rules', () => {
  it('should refuse publishing to students none of whom has a guardian, and keep such a draft', async () => {
    const lonely = await f.addStudentWithoutGuardian('駅前校', 'NG0002');
    const refused = await f.call('staff', 'POST', '/notices', { data: { ...composeBodyOf(), publish: true, student_ids: [lonely] } });
    expect(refused.json<{ code: number }>().code).toBe(code('NOTICE_RECIPIENTS_REQUIRED'));
    const draft = await f.call('staff', 'POST', '/notices', { data: { ...composeBodyOf(), student_ids: [lonely] } });
    expect(draft.json()).toMatchObject({ status: 'draft', recipient_count: 0 });
    const publish = await f.call('staff', 'POST', `/notices/${draft.json<{ id: number }>().id}`, { data: { ...composeBodyOf(), publish: true } });
    expect(publish.json<{ code: number }>().code).toBe(code('NOTICE_RECIPIENTS_REQUIRED'));
    expect((await notice(draft.json<{ id: number }>().id)).status).toBe('draft');
  });

  it('should send at once a schedule within the clock-skew minute, and refuse one older than that', async () => {
    const skewed = await f.call('staff', 'POST', '/notices', { data: { ...composeBodyOf(), publish: true, student_ids: students, send_at: new Date(Date.now() - 20_000).toISOString() } });
    expect(skewed.json()).toMatchObject({ status: 'sent', recipient_count: students.length });
    const old = await f.call('staff', 'POST', '/notices', { data: { ...composeBodyOf(), publish: true, student_ids: students, send_at: new Date(Date.now() - 90_000).toISOString() } });
    expect(old.json<{ code: number }>().code).toBe(code('NOTICE_SCHEDULE_IN_PAST'));
  });

  it('should reschedule with a new job and send a scheduled notice at once when asked', async () => {
    const id = await f.compose('staff', { publish: true, student_ids: students, send_at: later(5) });
    const moved = await f.call('staff', 'POST', `/notices/${id}`, { data: { ...composeBodyOf(await notice(id)), publish: true, send_at: later(7) } });
    expect(moved.json()).toMatchObject({ status: 'unsent', send_at: expect.any(String) });
    const jobs = await sql<{ start_after: Date }>`select start_after from pgboss.job where name = 'notice-publish' and data->>'noticeId' = ${String(id)} order by start_after`.execute(t.db);
    expect(jobs.rows.map((j) => Math.round((new Date(j.start_after).getTime() - Date.now()) / HOUR))).toEqual([5, 7]);
    const now = await f.call('staff', 'POST', `/notices/${id}`, { data: { ...composeBodyOf(await notice(id)), publish: true, send_at: undefined } });
    expect(now.json()).toMatchObject({ status: 'sent', recipient_count: students.length });
  });
});

describe('attachment files', () => {
  it('should accept a 9 MB PDF (under the file limit) and refuse an 8.5 MB PNG (over the image limit)', async () => {
    const nineMb = 9 * 1024 * 1024;
    expect(nineMb).toBeGreaterThan(Number(constants.imageMaxBytes));
    const pdf = await f.call('staff', 'POST', '/notices', { data: composeBodyOf(), files: [{ name: '資料.pdf', bytes: pdfBytes(nineMb) }] });
    expect(pdf.statusCode).toBe(200);
    expect((await t.db.selectFrom('files').select('byte_size').where('owner_kind', '=', 'notice').where('owner_id', '=', pdf.json<{ id: number }>().id).executeTakeFirstOrThrow()).byte_size).toBe(nineMb);
    const png = await f.call('staff', 'POST', '/notices', { data: composeBodyOf(), files: [{ name: '写真.png', bytes: pngBytes(8.5 * 1024 * 1024) }] });
    expect(png.statusCode).toBe(413);
    expect(png.json<{ code: number }>().code).toBe(code('ATTACHMENT_TOO_LARGE'));
  });

  it('should remove new files again when the save fails, and an attachment\'s file once it is dropped', async () => {
    const id = await f.compose('staff', { publish: true, student_ids: students }, [{ name: 'a.png', bytes: pngBytes() }, { name: 'b.pdf', bytes: pdfBytes() }]);
    const [a, b] = await f.attachmentIds(id);
    const files = f.storedFiles();
    const failed = await f.call('staff', 'POST', `/notices/${id}`, { data: { ...composeBodyOf(await notice(id)), student_ids: [students[0]] }, files: [{ name: 'c.pdf', bytes: pdfBytes() }] });
    expect(failed.json<{ code: number }>().code).toBe(code('NOTICE_RECIPIENTS_LOCKED'));
    expect(f.storedFiles()).toBe(files);
    expect(await f.attachmentIds(id)).toEqual([a, b]);
    const kept = await f.call('staff', 'POST', `/notices/${id}`, { data: { ...composeBodyOf(await notice(id)), keep_attachment_ids: [b] }, files: [{ name: 'c.pdf', bytes: pdfBytes() }] });
    expect(kept.statusCode).toBe(200);
    expect(f.storedFiles()).toBe(files);
    expect((await f.call('staff', 'GET', `/notices/${id}/attachments/${a}`)).statusCode).toBe(404);
    expect((await f.call('staff', 'GET', `/notices/${id}/attachments/${b}`)).statusCode).toBe(200);
  });

  it('should refuse keeping an attachment of another notice, on create and on update', async () => {
    const other = await f.compose('staff', {}, [{ name: 'x.png', bytes: pngBytes() }]);
    const [foreign] = await f.attachmentIds(other);
    const id = await f.compose('staff', {});
    for (const url of ['/notices', `/notices/${id}`]) {
      const res = await f.call('staff', 'POST', url, { data: { ...composeBodyOf(), keep_attachment_ids: [foreign] } });
      expect(res.json()).toMatchObject({ code: code('REFERENCE_NOT_FOUND'), errors: [{ field: 'keep_attachment_ids' }] });
    }
    expect(await f.attachmentIds(other)).toEqual([foreign]);
  });

  it('should delete the files of a deleted notice, and answer a file whose bytes are gone with 404', async () => {
    const id = await f.compose('staff', {}, [{ name: 'a.png', bytes: pngBytes() }, { name: 'b.pdf', bytes: pdfBytes() }]);
    const files = f.storedFiles();
    expect((await f.call('staff', 'DELETE', `/notices/${id}`)).json()).toEqual({ id });
    expect(f.storedFiles()).toBe(files - 2);
    const orphan = await f.compose('staff', {}, [{ name: 'c.pdf', bytes: pdfBytes() }]);
    const [file] = await f.attachmentIds(orphan);
    const { storage_key: key } = await t.db.selectFrom('files').select('storage_key').where('id', '=', file!).executeTakeFirstOrThrow();
    await t.db.updateTable('files').set({ storage_key: `${key}-missing` }).where('id', '=', file!).execute();
    expect((await f.call('staff', 'GET', `/notices/${orphan}/attachments/${file}`)).statusCode).toBe(404);
  });

  it('should name the file in Content-Disposition safely for every browser', async () => {
    const id = await f.compose('staff', {}, [{ name: "保護者会 (1)'案内'.pdf", bytes: pdfBytes() }]);
    const [file] = await f.attachmentIds(id);
    const res = await f.call('staff', 'GET', `/notices/${id}/attachments/${file}`);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="____ (1)'__'.pdf"; filename*=UTF-8''%E4%BF%9D%E8%AD%B7%E8%80%85%E4%BC%9A%20%281%29%27%E6%A1%88%E5%86%85%27.pdf`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the manage side reading', () => {
  it('should list with paging and total, newest first, with the sender\'s name and comment counts', async () => {
    const ids = [await f.compose('staff', { title: 'ページ送り1' }), await f.compose('staff', { title: 'ページ送り2' }), await f.compose('staff', { title: 'ページ送り3' })];
    const page = async (n: number) => (await f.call('staff', 'GET', `/notices?search_name=${encodeURIComponent('ページ送り')}&limit=2&page=${n}`)).json<{ total: number; data: Array<{ id: number; sender_name: string }> }>();
    const [one, two] = [await page(1), await page(2)];
    expect([one.total, two.total]).toEqual([3, 3]);
    expect([...one.data, ...two.data].map((n) => n.id)).toEqual([...ids].reverse());
    expect(one.data[0]!.sender_name).toBe((await t.db.selectFrom('staffs').innerJoin('users', 'users.id', 'staffs.user_id').select('staff_name').where('users.username', '=', 'staff').executeTakeFirstOrThrow()).staff_name);
    const meeting = await t.db.selectFrom('notices').select('id').where('title', '=', '保護者会開催のご案内').executeTakeFirstOrThrow();
    const comments = (await t.db.selectFrom('notice_comments').select('id').where('notice_id', '=', meeting.id).execute()).length;
    const listed = (await f.call('staff', 'GET', `/notices?search_name=${encodeURIComponent('保護者会開催')}`)).json<{ data: Array<{ comment_count: number }> }>();
    expect(comments).toBeGreaterThan(0);
    expect(listed.data[0]!.comment_count).toBe(comments);
  });

  it('should filter the recipients by reply, answer and name, and list every delivery newest first', async () => {
    const meeting = await t.db.selectFrom('notices').select(['id', 'recipient_count']).where('title', '=', '保護者会開催のご案内').executeTakeFirstOrThrow();
    const list = async (query: string) => (await f.call('staff', 'GET', `/notices/${meeting.id}/recipients?limit=100&${query}`)).json<{ total: number; data: Array<{ id: number; protector_name: string; comment_count: number; last_comment_by: string | null; deliveries: Array<{ created_at: string }> }> }>();
    const replied = await list('has_replied=3');
    const guardianThreads = await t.db.selectFrom('notice_comments').select('recipient_id').distinct().where('notice_id', '=', meeting.id).where('author_kind', '=', 'guardian').execute();
    expect(replied.total).toBe(guardianThreads.length);
    expect(replied.data.every((r) => r.comment_count > 0)).toBe(true);
    expect((await list('has_replied=2')).total).toBe(meeting.recipient_count - replied.total);
    expect((await list('has_replied=1')).total).toBe(meeting.recipient_count);
    const summer = await t.db.selectFrom('notices').select(['id', 'recipient_count', 'answered_count']).where('title', '=', '夏期講習のお知らせ').executeTakeFirstOrThrow();
    const answered = (await f.call('staff', 'GET', `/notices/${summer.id}/recipients?answer_status=answered`)).json<{ total: number }>();
    const unanswered = (await f.call('staff', 'GET', `/notices/${summer.id}/recipients?answer_status=unanswered`)).json<{ total: number }>();
    expect([answered.total, unanswered.total]).toEqual([summer.answered_count, summer.recipient_count - summer.answered_count]);
    const someone = replied.data[0]!;
    const kana = (await t.db.selectFrom('notice_recipients').innerJoin('protectors', 'protectors.id', 'notice_recipients.protector_id').select('protectors.family_name_kana')
      .where('notice_recipients.id', '=', someone.id).executeTakeFirstOrThrow()).family_name_kana!;
    const hiragana = kana.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
    expect((await list(`search_name=${encodeURIComponent(hiragana)}`)).data.map((r) => r.id)).toContain(someone.id);
    expect((await list(`search_name=${encodeURIComponent('存在しない名前')}`)).total).toBe(0);
    const times = someone.deliveries.map((d) => d.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('should give the status of a draft without a survey and of an expired survey', async () => {
    const draft = await f.compose('staff', {});
    expect((await f.call('staff', 'GET', `/notices/${draft}/status`)).json()).toEqual({ id: draft, status: 'draft', is_published: false, allow_comment: true, survey_expired: null });
    const sent = await f.compose('staff', { publish: true, student_ids: students, survey: choiceSurvey(later(1)) });
    expect((await f.call('staff', 'GET', `/notices/${sent}/status`)).json()).toMatchObject({ is_published: true, survey_expired: false });
    await t.db.updateTable('notices').set({ survey_deadline: new Date(Date.now() - 1000) }).where('id', '=', sent).execute();
    expect((await f.call('staff', 'GET', `/notices/${sent}/status`)).json()).toMatchObject({ survey_expired: true });
    expect((await f.call('staff', 'GET', `/notices/${sent}`)).json()).toMatchObject({ survey: { is_expired: true } });
  });
});

/** The compose body of a notice as it is stored (for edits that change one thing), or of a fresh draft; publish false unless told. */
function composeBodyOf(n?: { title: string; body: string; allow_comment: boolean; send_notification: boolean; send_mail: boolean; send_line: boolean }): Record<string, unknown> {
  return {
    title: n?.title ?? '編集テスト', body: n?.body ?? '<p>本文</p>', allow_comment: n?.allow_comment ?? true, send_notification: n?.send_notification ?? true,
    send_mail: n?.send_mail ?? false, send_line: n?.send_line ?? false, publish: false,
  };
}
