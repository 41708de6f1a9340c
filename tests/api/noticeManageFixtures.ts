import { readdirSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { constants } from '../../src/generated/constants.js';
import { MessageStatus } from '../../src/generated/enums.js';
import { multipartBody, type FilePart } from '../fixtures/multipart.js';
import type { TestApp } from './harness.js';

/** A compose body as the content page sends it (a draft to nobody unless told). */
export function composeBody(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: '管理側テストのお知らせ', body: '<p>{保護者姓}様</p><p>本文です。</p>', allow_comment: true, send_notification: true, send_mail: false,
    send_line: false, publish: false, ...over,
  };
}

/** Helpers over the demo data of one test app, for the compose and manage tests of notices. */
export function noticeManageFixtures(t: TestApp) {
  const f = {
    /** An API call as a demo user: multipart when `data` or `files` are given, else JSON. */
    async call(user: string, method: 'GET' | 'POST' | 'DELETE', url: string, options: { data?: unknown; files?: FilePart[]; json?: unknown; headers?: Record<string, string> } = {}): Promise<LightMyRequestResponse> {
      const auth = await t.authAs(user);
      if (options.data !== undefined || options.files) {
        const { body, contentType } = multipartBody({ data: options.data, files: options.files });
        return t.app.inject({ method, url: `/api/v1${url}`, payload: body, headers: { ...auth, 'content-type': contentType, ...options.headers } });
      }
      return t.app.inject({ method, url: `/api/v1${url}`, headers: { ...auth, ...options.headers }, ...(options.json === undefined ? {} : { payload: options.json as object }) });
    },
    /** Creates a notice through the API and answers its id (the request must succeed). */
    async compose(user: string, over: Record<string, unknown> = {}, files?: FilePart[]): Promise<number> {
      const res = await f.call(user, 'POST', '/notices', { data: composeBody(over), files });
      if (res.statusCode !== 200) throw new Error(`compose as ${user}: ${res.statusCode} ${res.body}`);
      return res.json<{ id: number }>().id;
    },
    /** The header that makes a guardian act for one of their children. */
    actingFor: (studentId: number) => ({ [String(constants.switchProtectorHeader)]: String(studentId) }),
    async houseId(name: string): Promise<number> {
      return (await t.db.selectFrom('schoolhouses').select('id').where('schoolhouse_name', '=', name).executeTakeFirstOrThrow()).id;
    },
    /** Students of a schoolhouse (by name) that have a guardian, in id order. */
    async studentsWithGuardian(house: string): Promise<number[]> {
      return (await t.db.selectFrom('students').innerJoin('schoolhouses', 'schoolhouses.id', 'students.schoolhouse_id').select('students.id')
        .where('schoolhouses.schoolhouse_name', '=', house).where('students.protector_id', 'is not', null).where('students.status', '=', 4)
        .orderBy('students.id').execute()).map((s) => s.id);
    },
    /** A guardian's children in id order (the first is the one acted for without a header). */
    async childrenOf(username: string): Promise<number[]> {
      return (await t.db.selectFrom('students').innerJoin('protectors', 'protectors.id', 'students.protector_id').innerJoin('users', 'users.id', 'protectors.user_id')
        .select('students.id').where('users.username', '=', username).orderBy('students.id').execute()).map((s) => s.id);
    },
    async guardianOf(studentId: number): Promise<string> {
      return (await t.db.selectFrom('students').innerJoin('protectors', 'protectors.id', 'students.protector_id').innerJoin('users', 'users.id', 'protectors.user_id')
        .select('users.username').where('students.id', '=', studentId).executeTakeFirstOrThrow()).username;
    },
    /** A continuing student of the demo company without a guardian account, in a schoolhouse (by name). */
    async addStudentWithoutGuardian(house: string, number: string): Promise<number> {
      const existing = await t.db.selectFrom('students').select(['company_id', 'schoolyear_id']).where('schoolhouse_id', '=', await f.houseId(house)).executeTakeFirstOrThrow();
      return (await t.db.insertInto('students').values({
        company_id: existing.company_id, student_number: number, family_name_kanji: '保護者', first_name_kanji: 'なし', family_name_kana: 'ホゴシャ', first_name_kana: 'ナシ',
        schoolyear_id: existing.schoolyear_id, schoolhouse_id: await f.houseId(house), status: 4,
      }).returning('id').executeTakeFirstOrThrow()).id;
    },
    /** Files in the app's storage folder. */
    storedFiles(): number {
      return readdirSync(t.filesDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
    },
    /** A sent notice of another company with one attachment record: ids nobody of the demo company may reach. */
    async otherCompanyNotice(): Promise<{ noticeId: number; attachmentId: number }> {
      const company = await t.db.insertInto('companies').values({ code: `OTHER-N${Date.now()}`, name: '別法人塾', invoice_status: '2' }).returning('id').executeTakeFirstOrThrow();
      const staff = await t.db.selectFrom('users').select(['password', 'm_authority_id']).where('username', '=', 'staff').executeTakeFirstOrThrow();
      const user = await t.db.insertInto('users').values({ company_id: company.id, username: `other-staff-${company.id}`, password: staff.password, m_authority_id: staff.m_authority_id, display_name: '他社 職員' })
        .returning('id').executeTakeFirstOrThrow();
      const notice = await t.db.insertInto('notices').values({
        company_id: company.id, title: '他社のお知らせ', body: '<p>他社</p>', sender_user_id: user.id, status: MessageStatus.sent, published_at: new Date(),
      }).returning('id').executeTakeFirstOrThrow();
      const attachment = await t.db.insertInto('files').values({
        company_id: company.id, owner_kind: 'notice', owner_id: notice.id, file_name: 'other.pdf', content_type: 'application/pdf', byte_size: 1, storage_key: `${company.id}/notice/x`,
      }).returning('id').executeTakeFirstOrThrow();
      return { noticeId: notice.id, attachmentId: attachment.id };
    },
    async attachmentIds(noticeId: number): Promise<number[]> {
      return (await t.db.selectFrom('files').select('id').where('owner_kind', '=', 'notice').where('owner_id', '=', noticeId).orderBy('id').execute()).map((a) => a.id);
    },
  };
  return f;
}
