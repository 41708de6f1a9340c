// @vitest-environment node
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue, type ErrorKey } from '../../src/generated/errors.js';
import type { FileOwnerKind } from '../../src/generated/fileOwners.js';
import { pdfBytes, pngBytes } from '../fixtures/multipart.js';
import { startTestApp, type TestApp } from './harness.js';
import { noticeManageFixtures } from './noticeManageFixtures.js';

/**
 * GET /files/{id} (spec section 7, issue 17): one download for every area's files, answered to whoever may read the
 * record owning the file, by that record's own rule. Table-driven per owner kind: every kind of the model
 * (src/generated/fileOwners.ts) must have its cases below (the type refuses a kind without), each allowed case beside
 * its forbidden twin. Another company's file, an unknown id or an unreadable owner is a catalogue 404/403, never a 500.
 */
let t: TestApp;
let f: ReturnType<typeof noticeManageFixtures>;
beforeAll(async () => { t = await startTestApp(); f = noticeManageFixtures(t); });
afterAll(async () => { await t.close(); });

const download = (user: string, id: number | string, headers: Record<string, string> = {}) => f.call(user, 'GET', `/files/${id}`, { headers });
const codeOf = (res: LightMyRequestResponse) => res.json<{ code: number }>().code;

/** One caller and what GET /files/{id} answers them. */
interface AccessCase { who: string; user: string; headers?: Record<string, string>; status: 200 | 403 | 404; error?: ErrorKey }
/** A file of one owner kind and who may (200) and may not download it. */
interface OwnerCase { name: string; fileId: () => number; cases: AccessCase[] }

/** The notice files' cases, made once the notices exist. */
async function noticeCases(): Promise<OwnerCase[]> {
  const honmachi = (await f.studentsWithGuardian('本町校')).slice(0, 2);
  const sentByTeacher = await f.compose('teacher1', { title: '本町校のお知らせ', publish: true, student_ids: honmachi }, [{ name: '持ち物.pdf', bytes: pdfBytes() }]);
  const [teacherFile] = await f.attachmentIds(sentByTeacher);
  const [first, second] = await f.childrenOf('guardian7');
  const toSecondChild = await f.compose('staff', { title: '下の子へのお知らせ', publish: true, student_ids: [second] }, [{ name: '案内図.png', bytes: pngBytes() }]);
  const [familyFile] = await f.attachmentIds(toSecondChild);
  const draft = await f.compose('staff', { title: '下書き', student_ids: [second] }, [{ name: '下書き.pdf', bytes: pdfBytes() }]);
  const [draftFile] = await f.attachmentIds(draft);
  const recipients = await Promise.all(honmachi.map((s) => f.guardianOf(s)));
  const recipient = recipients[0]!;
  // A teacher communication (a notice of audience teachers) from staff to teacher3, with its file.
  const teacher3 = await t.db.selectFrom('teachers').innerJoin('users', 'users.id', 'teachers.user_id').select('teachers.id')
    .where('users.username', '=', 'teacher3').executeTakeFirstOrThrow();
  const sent = await f.call('staff', 'POST', '/communications', {
    data: { title: '講師会議の資料', body: '<p>資料です。</p>', allow_comment: false, send_notification: true, send_mail: false, send_line: false, publish: true, teacher_ids: [teacher3.id] },
    files: [{ name: '会議資料.pdf', bytes: pdfBytes() }],
  });
  const [communicationFile] = await f.attachmentIds(sent.json<{ id: number }>().id);
  // A family none of whose children the notice went to (a family of two may have one at each schoolhouse).
  let otherFamily = '';
  for (const s of await f.studentsWithGuardian('駅前校')) {
    const guardian = await f.guardianOf(s);
    if (!recipients.includes(guardian) && (await f.childrenOf(guardian)).length === 1) { otherFamily = guardian; break; }
  }
  return [
    {
      name: 'a teacher\'s notice to 本町校',
      fileId: () => teacherFile!,
      cases: [
        { who: 'staff of the company', user: 'staff', status: 200 },
        { who: 'an area manager of the company', user: 'area', status: 200 },
        { who: 'the sending teacher', user: 'teacher1', status: 200 },
        { who: 'a teacher of the same schoolhouse', user: 'teacher4', status: 200 },
        { who: 'a teacher of another schoolhouse', user: 'teacher2', status: 404, error: 'NOT_FOUND' },
        { who: 'the guardian it was sent to', user: recipient, status: 200 },
        { who: 'a guardian of another family', user: otherFamily, status: 404, error: 'NOT_FOUND' },
      ],
    },
    {
      name: 'a notice to one child of a family of two',
      fileId: () => familyFile!,
      cases: [
        { who: 'the guardian acting for that child', user: 'guardian7', headers: f.actingFor(second!), status: 200 },
        { who: 'the same guardian acting for the other child', user: 'guardian7', headers: f.actingFor(first!), status: 404, error: 'NOT_FOUND' },
      ],
    },
    {
      name: 'a teacher communication from staff to teacher3',
      fileId: () => communicationFile!,
      cases: [
        { who: 'staff of the company', user: 'staff', status: 200 },
        { who: 'the teacher it was sent to', user: 'teacher3', status: 200 },
        { who: 'a teacher it was not sent to', user: 'teacher4', status: 404, error: 'NOT_FOUND' },
        { who: 'a guardian', user: recipient, status: 403, error: 'FORBIDDEN' },
      ],
    },
    {
      name: 'a draft (not sent yet)',
      fileId: () => draftFile!,
      cases: [
        { who: 'staff', user: 'staff', status: 200 },
        { who: 'the guardian of the chosen child', user: 'guardian7', headers: f.actingFor(second!), status: 404, error: 'NOT_FOUND' },
      ],
    },
  ];
}

/** The contact files' cases: a guardian's contact with an attachment, read by the thread's two sides only. */
async function contactCases(): Promise<OwnerCase[]> {
  const [child] = await f.studentsWithGuardian('駅前校');
  const guardian = await f.guardianOf(child!);
  const res = await f.call(guardian, 'POST', '/contacts', { data: { title: '添付つきの連絡', body: '診断書を送ります。' }, files: [{ name: '診断書.pdf', bytes: pdfBytes() }] });
  const [contactId] = res.json<{ ids: number[] }>().ids;
  const file = await t.db.selectFrom('files').select('id').where('owner_kind', '=', 'contact').where('owner_id', '=', contactId!).executeTakeFirstOrThrow();
  let otherFamily = '';
  for (const s of await f.studentsWithGuardian('駅前校')) {
    const other = await f.guardianOf(s);
    if (other !== guardian && (await f.childrenOf(other)).length === 1) { otherFamily = other; break; }
  }
  return [{
    name: 'a guardian\'s contact to 駅前校',
    fileId: () => file.id,
    cases: [
      { who: 'staff of the company', user: 'staff', status: 200 },
      { who: 'the guardian who wrote it', user: guardian, status: 200 },
      { who: 'a guardian of another family', user: otherFamily, status: 404, error: 'NOT_FOUND' },
      // Teachers read a family's inquiries only where TEACHER_VIEW_AND_REPLY_INQUIRY is on (off in the demo).
      { who: 'a teacher without the inquiry setting', user: 'teacher1', status: 404, error: 'NOT_FOUND' },
    ],
  }];
}

/**
 * The lesson report files' cases: staff attach a worksheet to a published report of a one-child family and to an
 * unpublished one; the school side of the report's schoolhouse reads both, the family only the published one.
 */
async function reportCases(): Promise<OwnerCase[]> {
  const reports = await t.db.selectFrom('lesson_reports as r')
    .innerJoin('students as s', 's.id', 'r.student_id').innerJoin('protectors as p', 'p.id', 's.protector_id').innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['r.id', 'r.status', 'r.schoolhouse_id', 'u.username'])
    .where((eb) => eb.not(eb.exists(eb.selectFrom('students as s2').select('s2.id').whereRef('s2.protector_id', '=', 'p.id').whereRef('s2.id', '<>', 's.id'))))
    .orderBy('r.id').execute();
  const published = reports.find((r) => r.status === 'published')!;
  const unpublished = reports.find((r) => r.status === 'unpublished' && r.username !== published.username)!;
  const attach = async (reportId: number) => {
    const res = await f.call('staff', 'POST', `/lesson-reports/${reportId}/attachments`, { data: {}, files: [{ name: 'プリント.pdf', bytes: pdfBytes() }] });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ attachments: Array<{ id: number }> }>().attachments[0]!.id;
  };
  const [publishedFile, unpublishedFile] = [await attach(published.id), await attach(unpublished.id)];
  const teachers = await t.db.selectFrom('teacher_schoolhouses as ts').innerJoin('teachers as te', 'te.id', 'ts.teacher_id').innerJoin('users as u', 'u.id', 'te.user_id')
    .select(['u.username', 'ts.schoolhouse_id']).orderBy('u.id').execute();
  const teacherHere = teachers.find((r) => r.schoolhouse_id === published.schoolhouse_id)!.username;
  const teacherElsewhere = teachers.find((r) => !teachers.some((o) => o.username === r.username && o.schoolhouse_id === published.schoolhouse_id))!.username;
  return [
    {
      name: 'a published report',
      fileId: () => publishedFile,
      cases: [
        { who: 'staff of the company', user: 'staff', status: 200 },
        { who: 'a teacher of the report\'s schoolhouse', user: teacherHere, status: 200 },
        { who: 'a teacher of another schoolhouse', user: teacherElsewhere, status: 404, error: 'NOT_FOUND' },
        { who: 'the family of the report', user: published.username, status: 200 },
        { who: 'another family', user: unpublished.username, status: 404, error: 'NOT_FOUND' },
      ],
    },
    {
      name: 'a report not published yet',
      fileId: () => unpublishedFile,
      cases: [
        { who: 'staff of the company', user: 'staff', status: 200 },
        { who: 'the family of the report', user: unpublished.username, status: 404, error: 'NOT_FOUND' },
      ],
    },
  ];
}

/** Every owner kind of the model and how to make its files: a kind added to the model fails to compile until it is here. */
const owners = { notice: noticeCases, contact: contactCases, lesson_report: reportCases } satisfies Record<FileOwnerKind, () => Promise<OwnerCase[]>>;

describe.each(Object.keys(owners) as FileOwnerKind[])('files owned by a %s', (kind) => {
  let ownerCases: OwnerCase[];
  beforeAll(async () => { ownerCases = await owners[kind](); });

  it('should answer each caller as the owner\'s read rule does: the allowed ones the file, the others the catalogue error', async () => {
    const answers = [];
    for (const owner of ownerCases) {
      for (const c of owner.cases) {
        const res = await download(c.user, owner.fileId(), c.headers);
        answers.push({ file: owner.name, who: c.who, status: res.statusCode, ...(res.statusCode === 200 ? {} : { code: codeOf(res) }) });
      }
    }
    expect(answers).toEqual(ownerCases.flatMap((o) => o.cases.map((c) => ({
      file: o.name, who: c.who, status: c.status, ...(c.error ? { code: errorCatalogue[c.error].code } : {}),
    }))));
  });
});

describe('what a download answers', () => {
  it('should answer the bytes with the type detected at upload, the Japanese name, nosniff and no caching', async () => {
    const pdf = pdfBytes(2000);
    const id = await f.compose('staff', { title: 'ダウンロード' }, [{ name: '保護者会のご案内.pdf', type: 'application/octet-stream', bytes: pdf }, { name: '地図.png', bytes: pngBytes() }]);
    const [pdfId, pngId] = await f.attachmentIds(id);
    const res = await download('staff', pdfId!);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf', 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store',
      'content-disposition': `attachment; filename="________.pdf"; filename*=UTF-8''${encodeURIComponent('保護者会のご案内')}.pdf`,
    });
    expect((await download('staff', pngId!)).headers['content-type']).toBe('image/png');
  });

  it('should answer the same file under the older notice address, only for its own notice', async () => {
    const id = await f.compose('staff', {}, [{ name: 'a.pdf', bytes: pdfBytes() }]);
    const other = await f.compose('staff', {});
    const [file] = await f.attachmentIds(id);
    expect((await f.call('staff', 'GET', `/notices/${id}/attachments/${file}`)).rawPayload.equals((await download('staff', file!)).rawPayload)).toBe(true);
    expect((await f.call('staff', 'GET', `/notices/${other}/attachments/${file}`)).statusCode).toBe(404);
  });
});

describe('refusals, never a 500', () => {
  it('should answer another company\'s file 404 to staff, beside their own company\'s file', async () => {
    const { attachmentId } = await f.otherCompanyNotice();
    const refused = await download('staff', attachmentId);
    expect([refused.statusCode, codeOf(refused)]).toEqual([404, errorCatalogue.NOT_FOUND.code]);
    const [file] = await f.attachmentIds(await f.compose('staff', {}, [{ name: 'a.pdf', bytes: pdfBytes() }]));
    expect((await download('staff', file!)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown id', '987654321', 404],
    ['an id that is not a number', 'abc', 404],
    ['an id beyond any row', '99999999999999999999', 404],
  ])('should answer %s (%s) with a catalogue %i', async (_case, id, status) => {
    const res = await download('staff', id);
    expect([res.statusCode, codeOf(res)]).toEqual([status, errorCatalogue.NOT_FOUND.code]);
  });

  it('should answer without a token 401, and with the notice settings off for teachers 403', async () => {
    const id = await f.compose('teacher1', { publish: true, student_ids: (await f.studentsWithGuardian('本町校')).slice(0, 1) }, [{ name: 'a.pdf', bytes: pdfBytes() }]);
    const [file] = await f.attachmentIds(id);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/files/${file}` })).statusCode).toBe(401);
    const houses = (await t.db.selectFrom('schoolhouses').select('id').execute()).map((h) => h.id);
    await t.db.updateTable('schoolhouse_settings').set({ value: '0' }).where('schoolhouse_id', 'in', houses).where('name', '=', 'ALLOW_TEACHER_VIEW_NOTICE').execute();
    try {
      const refused = await f.call('teacher4', 'GET', `/files/${file}`, { headers: await t.freshAuth('teacher4') });
      expect([refused.statusCode, codeOf(refused)]).toEqual([403, errorCatalogue.FORBIDDEN.code]);
    } finally {
      await t.db.updateTable('schoolhouse_settings').set({ value: '1' }).where('schoolhouse_id', 'in', houses).where('name', '=', 'ALLOW_TEACHER_VIEW_NOTICE').execute();
    }
    expect((await f.call('teacher4', 'GET', `/files/${file}`, { headers: await t.freshAuth('teacher4') })).statusCode).toBe(200);
  });

  it('should answer a file whose bytes are gone, and a file of an owner kind the model no longer has, 404', async () => {
    const id = await f.compose('staff', {}, [{ name: 'a.pdf', bytes: pdfBytes() }, { name: 'b.pdf', bytes: pdfBytes() }]);
    const [gone, foreignKind] = await f.attachmentIds(id);
    await t.db.updateTable('files').set({ storage_key: sql<string>`storage_key || '-missing'` }).where('id', '=', gone!).execute();
    await t.db.updateTable('files').set({ owner_kind: 'contact' as 'notice' }).where('id', '=', foreignKind!).execute();
    for (const file of [gone!, foreignKind!]) expect([(await download('staff', file)).statusCode, codeOf(await download('staff', file))]).toEqual([404, errorCatalogue.NOT_FOUND.code]);
  });
});

describe('the upload path', () => {
  it('should record the uploader, the detected type and the size, and leave nothing in storage when the save is refused', async () => {
    const id = await f.compose('teacher1', {}, [{ name: '写真.png', type: 'application/octet-stream', bytes: pngBytes(1229) }]);
    const row = await t.db.selectFrom('files').innerJoin('users', 'users.id', 'files.uploaded_by_user_id')
      .select(['users.username', 'files.content_type', 'files.byte_size', 'files.owner_kind']).where('files.owner_id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ username: 'teacher1', content_type: 'image/png', byte_size: 1229, owner_kind: 'notice' });
    const stored = f.storedFiles();
    const refused = await f.call('teacher2', 'POST', `/notices/${id}`, { data: { title: 'x', body: '<p>x</p>', allow_comment: false, send_notification: true, send_mail: false, send_line: false, publish: false }, files: [{ name: 'b.pdf', bytes: pdfBytes() }] });
    expect(refused.statusCode).toBe(404);
    expect(f.storedFiles()).toBe(stored);
  });
});
