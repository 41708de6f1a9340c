import { expect } from 'vitest';
import { NotificationKind } from '../../../src/generated/enums.js';
import type { Case, HistoryEnv } from './historyCase.js';

/** A guardian's contact (the only child of a family at the first schoolhouse) written straight to the database. */
async function guardianContact(env: HistoryEnv, title: string, options: { withdrawn?: boolean } = {}) {
  const [house] = await env.f().schoolhouseIds();
  const [child] = await env.f().onlyChildren(house!);
  const family = await env.t().db.selectFrom('students').innerJoin('protectors', 'protectors.id', 'students.protector_id')
    .select(['students.schoolhouse_id', 'protectors.id as protector_id', 'protectors.user_id']).where('students.id', '=', child!.studentId).executeTakeFirstOrThrow();
  const contact = await env.t().db.insertInto('contacts').values({
    company_id: env.companyId(), student_id: child!.studentId, protector_id: family.protector_id, schoolhouse_id: family.schoolhouse_id,
    sender_kind: 'guardian', sender_user_id: family.user_id, title, body: '本文です。', last_family_message_at: new Date(),
    withdrawn_at: options.withdrawn ? new Date() : null,
  }).returning('id').executeTakeFirstOrThrow();
  return { contactId: contact.id, guardian: child!.username, guardianUserId: family.user_id, studentId: child!.studentId };
}

/** The contact writes (issue 18): each call with its refused twin and the history rows it must leave. */
export function contactHistoryCases(env: HistoryEnv): Record<string, () => Promise<Case>> {
  const userIdOf = (username: string) => env.f().userIdOf(username);
  return {
    'contact.create': async () => {
      const [house] = await env.f().schoolhouseIds();
      const [child] = await env.f().onlyChildren(house!);
      return {
        call: { user: 'staff', multipart: { data: { title: '操作履歴：連絡', body: 'ご確認ください。', student_ids: [child!.studentId] } } },
        refused: { user: 'staff', multipart: { data: { title: '　', body: 'ご確認ください。', student_ids: [child!.studentId] } }, error: 'VALIDATION_FAILED' },
        rows: [
          { target: 'contact', action: 'insert', after: { title: '操作履歴：連絡', sender_kind: 'school', student_id: child!.studentId }, count: 1 },
          { target: 'notification', action: 'insert', after: { kind: NotificationKind.contactReply, user_id: await userIdOf(child!.username) }, count: 1 },
          // The bell's e-mail, queued with it (notifications.yaml sentBy: notify).
          { target: 'notification_delivery', action: 'insert', after: { channel: 'mail', status: 'queued' }, count: 1 },
        ],
      };
    },
    'contact.update': async () => {
      const c = await guardianContact(env, '操作履歴：対応状況');
      return {
        call: { user: 'staff', params: { id: c.contactId }, multipart: { data: { status: 'contacted' } } },
        // Only staff set the status.
        refused: { user: c.guardian, params: { id: c.contactId }, multipart: { data: { status: 'contacted' } }, studentId: c.studentId, error: 'FORBIDDEN' },
        rows: [{ target: 'contact', action: 'update', before: { status: 'new' }, after: { status: 'contacted' }, count: 1 }],
      };
    },
    'contact.withdraw': async () => {
      const c = await guardianContact(env, '操作履歴：取り消し');
      return {
        call: { user: c.guardian, params: { id: c.contactId }, studentId: c.studentId },
        refused: { user: 'staff', params: { id: c.contactId }, error: 'FORBIDDEN' },
        rows: [{ target: 'contact', action: 'update', before: { withdrawn_at: null }, after: { withdrawn_at: expect.any(String) }, count: 1 }],
      };
    },
    'contact.comment-create': async () => {
      const c = await guardianContact(env, '操作履歴：返信');
      const withdrawn = await guardianContact(env, '操作履歴：取り消し済み', { withdrawn: true });
      return {
        call: { user: 'staff', params: { id: c.contactId }, json: { content: '承知しました。' } },
        refused: { user: 'staff', params: { id: withdrawn.contactId }, json: { content: '承知しました。' }, error: 'CONTACT_WITHDRAWN' },
        rows: [
          { target: 'contact_comment', action: 'insert', after: { content: '承知しました。', author_kind: 'school' }, count: 1 },
          { target: 'contact', action: 'update', before: { comment_count: 0 }, after: { comment_count: 1 }, count: 1 },
          { target: 'notification', action: 'insert', after: { kind: NotificationKind.contactReply, user_id: c.guardianUserId, target_id: c.contactId }, count: 1 },
          { target: 'notification_delivery', action: 'insert', after: { channel: 'mail', status: 'queued' }, count: 1 },
        ],
      };
    },
    'contact.comment-withdraw': async () => {
      const c = await guardianContact(env, '操作履歴：コメント取り消し');
      const comment = await env.t().db.insertInto('contact_comments').values({ company_id: env.companyId(), contact_id: c.contactId, author_user_id: c.guardianUserId, author_kind: 'guardian', content: '追伸' })
      .returning('id').executeTakeFirstOrThrow();
      return {
        call: { user: c.guardian, params: { id: c.contactId, commentId: comment.id }, studentId: c.studentId },
        refused: { user: 'staff', params: { id: c.contactId, commentId: comment.id }, error: 'FORBIDDEN' },
        rows: [{ target: 'contact_comment', action: 'update', before: { withdrawn_at: null }, after: { withdrawn_at: expect.any(String) }, count: 1 }],
      };
    },
  };
}
