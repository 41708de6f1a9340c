import type { LightMyRequestResponse } from 'fastify';
import { constants } from '../../src/generated/constants.js';
import type { FilePart } from '../fixtures/multipart.js';
import type { TestApp } from './harness.js';
import { noticeManageFixtures } from './noticeManageFixtures.js';

/** What GET /contacts/{id} answers (the fields the tests read). */
export interface ContactView {
  id: number; title: string; body: string; status: string; staff_status: string; sender_kind: string; is_withdrawn: boolean;
  can_edit: boolean; can_withdraw: boolean; can_comment: boolean; can_set_status: boolean; reply_expected_at: string | null;
  attachments: Array<{ id: number; file_name: string }>;
  comments: Array<{ id: number; content: string; author_kind: string; is_own: boolean; is_withdrawn: boolean }>;
}
/** One row of GET /contacts. */
export interface ContactListRow { id: number; title: string; status: string; sender_kind: string; is_read: boolean; has_replied: boolean; is_withdrawn: boolean; comment_count: number }

/** Helpers over the demo data for the contact tests (built on the notice fixtures' call and family helpers). */
export function contactFixtures(t: TestApp) {
  const n = noticeManageFixtures(t);
  const f = {
    ...n,
    /** A contact written through the API (must succeed): a guardian's, or the school's to the given children. */
    async send(user: string, body: Record<string, unknown>, options: { files?: FilePart[]; headers?: Record<string, string> } = {}): Promise<number[]> {
      const res = await n.call(user, 'POST', '/contacts', { data: { title: '連絡のテスト', body: '本文です。', ...body }, files: options.files ?? [], headers: options.headers });
      if (res.statusCode !== 200) throw new Error(`send as ${user}: ${res.statusCode} ${res.body}`);
      return res.json<{ ids: number[] }>().ids;
    },
    async open(user: string, id: number, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
      return n.call(user, 'GET', `/contacts/${id}`, { headers });
    },
    async list(user: string, query = '', headers: Record<string, string> = {}): Promise<ContactListRow[]> {
      const res = await n.call(user, 'GET', `/contacts${query ? `?${query}` : ''}`, { headers });
      if (res.statusCode !== 200) throw new Error(`list as ${user}: ${res.statusCode} ${res.body}`);
      return res.json<{ data: ContactListRow[] }>().data;
    },
    async teacherList(user: string, query = ''): Promise<ContactListRow[]> {
      const res = await n.call(user, 'GET', `/contacts-of-teacher${query ? `?${query}` : ''}`);
      if (res.statusCode !== 200) throw new Error(`teacher list as ${user}: ${res.statusCode} ${res.body}`);
      return res.json<{ data: ContactListRow[] }>().data;
    },
    async reply(user: string, id: number, content: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
      return n.call(user, 'POST', `/contacts/${id}/comments`, { json: { content }, headers });
    },
    /** A schoolhouse option (stored row replaced) at one schoolhouse, or at every schoolhouse of the company. */
    async setSetting(name: string, value: string, house?: string): Promise<void> {
      const houses = house ? [await n.houseId(house)] : (await t.db.selectFrom('schoolhouses').select('id').execute()).map((h) => h.id);
      const companyId = (await t.db.selectFrom('schoolhouses').select('company_id').where('id', '=', houses[0]!).executeTakeFirstOrThrow()).company_id;
      await t.db.deleteFrom('schoolhouse_settings').where('name', '=', name).where('schoolhouse_id', 'in', houses).execute();
      await t.db.insertInto('schoolhouse_settings').values(houses.map((id) => ({ company_id: companyId, schoolhouse_id: id, name, value }))).execute();
    },
    enabled: String(constants.enabledFlag),
    disabled: String(constants.disabledFlag),
    /** The schoolhouse (by name) of a guardian's first child. */
    async houseOf(username: string): Promise<string> {
      const [child] = await n.childrenOf(username);
      return (await t.db.selectFrom('students').innerJoin('schoolhouses', 'schoolhouses.id', 'students.schoolhouse_id').select('schoolhouse_name')
        .where('students.id', '=', child!).executeTakeFirstOrThrow()).schoolhouse_name;
    },
    /** A guardian whose only child is at the schoolhouse (by name), other than `except`. */
    async singleChildGuardianAt(house: string, except: string[] = []): Promise<string> {
      for (const s of await n.studentsWithGuardian(house)) {
        const guardian = await n.guardianOf(s);
        if (!except.includes(guardian) && (await n.childrenOf(guardian)).length === 1) return guardian;
      }
      throw new Error(`no single-child guardian at ${house}`);
    },
    /** A teacher (username) of the schoolhouse (by name), or of another one with `other`. */
    async teacherAt(house: string, other = false): Promise<string> {
      const houseId = await n.houseId(house);
      const rows = await t.db.selectFrom('teachers').innerJoin('teacher_schoolhouses as ts', 'ts.teacher_id', 'teachers.id').innerJoin('users', 'users.id', 'teachers.user_id')
        .select(['users.username', 'ts.schoolhouse_id']).orderBy('users.id').execute();
      const of = (name: string) => rows.filter((r) => r.username === name).map((r) => r.schoolhouse_id);
      const found = rows.find((r) => (other ? !of(r.username).includes(houseId) : of(r.username).includes(houseId)));
      if (!found) throw new Error(`no teacher ${other ? 'outside' : 'at'} ${house}`);
      return found.username;
    },
  };
  return f;
}
