import type { LightMyRequestResponse } from 'fastify';
import { constants } from '../../src/generated/constants.js';
import type { TestApp } from './harness.js';
import { noticeManageFixtures } from './noticeManageFixtures.js';

/** What GET /communications/{id} answers (the fields the tests read). */
export interface CommunicationView {
  id: number; title: string; body: string; status: string; is_published: boolean;
  recipient: { id: number; is_read: boolean; read_at: string | null } | null;
  manage: { recipient_count: number; read_count: number; can_edit: boolean; target_teacher_ids: number[]; recipients: Array<{ teacher_id: number; is_read: boolean }> } | null;
}

/** Helpers over the demo data for the communication tests (built on the notice fixtures' call helpers). */
export function communicationFixtures(t: TestApp) {
  const n = noticeManageFixtures(t);
  const f = {
    ...n,
    enabled: String(constants.enabledFlag),
    disabled: String(constants.disabledFlag),
    /** A communication written through the API: its answer (the caller checks the status). */
    async write(user: string, body: Record<string, unknown>, id?: number): Promise<LightMyRequestResponse> {
      return n.call(user, 'POST', id === undefined ? '/communications' : `/communications/${id}`, {
        data: { title: '講師会議のお知らせ', body: '<p>{講師名}先生、会議があります。</p>', allow_comment: false, send_notification: true, send_mail: false, send_line: false, publish: true, ...body },
        files: [],
      });
    },
    /** A communication sent through the API (must succeed): its id. */
    async send(user: string, teacherIds: number[], body: Record<string, unknown> = {}): Promise<number> {
      const res = await f.write(user, { teacher_ids: teacherIds, ...body });
      if (res.statusCode !== 200) throw new Error(`send as ${user}: ${res.statusCode} ${res.body}`);
      return res.json<{ id: number }>().id;
    },
    async open(user: string, id: number): Promise<LightMyRequestResponse> {
      return n.call(user, 'GET', `/communications/${id}`);
    },
    async listIds(user: string): Promise<number[]> {
      const res = await n.call(user, 'GET', '/communications?limit=100');
      if (res.statusCode !== 200) throw new Error(`list as ${user}: ${res.statusCode} ${res.body}`);
      return res.json<{ data: Array<{ id: number }> }>().data.map((r) => r.id);
    },
    /** The teacher row id and schoolhouses of a teacher user. */
    async teacher(username: string): Promise<{ id: number; houses: number[] }> {
      const row = await t.db.selectFrom('teachers').innerJoin('users', 'users.id', 'teachers.user_id').select('teachers.id')
        .where('users.username', '=', username).executeTakeFirstOrThrow();
      const houses = await t.db.selectFrom('teacher_schoolhouses').select('schoolhouse_id').where('teacher_id', '=', row.id).orderBy('schoolhouse_id').execute();
      return { id: row.id, houses: houses.map((h) => h.schoolhouse_id) };
    },
    /** The demo teachers (teacher1 … teacher10) as user name, id and schoolhouses. */
    async teachers(): Promise<Array<{ username: string; id: number; houses: number[] }>> {
      const names = Array.from({ length: 10 }, (_, i) => `teacher${i + 1}`);
      return Promise.all(names.map(async (username) => ({ username, ...(await f.teacher(username)) })));
    },
    /** A schoolhouse option (stored row replaced) at every schoolhouse of the company. */
    async setEverywhere(name: string, value: string): Promise<void> {
      const houses = await t.db.selectFrom('schoolhouses').select(['id', 'company_id']).execute();
      await t.db.deleteFrom('schoolhouse_settings').where('name', '=', name).execute();
      await t.db.insertInto('schoolhouse_settings').values(houses.map((h) => ({ company_id: h.company_id, schoolhouse_id: h.id, name, value }))).execute();
    },
    /** The bells of a user of one kind for one record. */
    async bells(username: string, kind: string, targetId: number): Promise<Array<{ is_read: boolean }>> {
      return t.db.selectFrom('notifications').innerJoin('users', 'users.id', 'notifications.user_id').select('notifications.is_read')
        .where('users.username', '=', username).where('notifications.kind', '=', kind).where('notifications.target_id', '=', targetId).execute();
    },
    async noticeCount(): Promise<number> {
      return Number((await t.db.selectFrom('notices').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    },
  };
  return f;
}
