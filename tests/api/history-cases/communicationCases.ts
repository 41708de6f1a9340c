import { expect } from 'vitest';
import { CommentAuthorKind, MessageStatus, NotificationKind } from '../../../src/generated/enums.js';
import { multipartBody } from '../../fixtures/multipart.js';
import type { Case, HistoryEnv } from './historyCase.js';

const HOUR = 3_600_000;

/** The teacher row of a demo teacher user. */
async function teacherIdOf(env: HistoryEnv, username: string): Promise<number> {
  return (await env.t().db.selectFrom('teachers').innerJoin('users', 'users.id', 'teachers.user_id').select('teachers.id')
    .where('users.username', '=', username).executeTakeFirstOrThrow()).id;
}

/** The multipart `data` of a communication from staff (a one-question survey when asked). */
function draftOf(title: string, teacherIds: number[], options: { publish?: boolean; survey?: boolean; allowComment?: boolean } = {}) {
  return {
    title, body: '<p>{講師名}先生</p><p>本文です。</p>', allow_comment: options.allowComment ?? false, send_notification: true, send_mail: false, send_line: false,
    publish: options.publish ?? true, teacher_ids: teacherIds,
    ...(options.survey ? { survey: { deadline: new Date(Date.now() + 48 * HOUR).toISOString(), questions: [{ question: '出席しますか。', answer_type: 'choose', is_required: true, is_multiple: false, choices: [{ label: 'はい' }, { label: 'いいえ' }] }] } } : {}),
  };
}

/** A communication staff sent (or saved as a draft) to teacher3 through the API, with its recipient row. */
async function sentCommunication(env: HistoryEnv, title: string, options: { publish?: boolean; survey?: boolean; allowComment?: boolean } = {}) {
  const teacherId = await teacherIdOf(env, 'teacher3');
  const { body, contentType } = multipartBody({ data: draftOf(title, [teacherId], options) });
  const res = await env.t().app.inject({ method: 'POST', url: '/api/v1/communications', payload: body, headers: { ...(await env.t().authAs('staff')), 'content-type': contentType } });
  if (res.statusCode !== 200) throw new Error(`communication: ${res.statusCode} ${res.body}`);
  const id = (res.json() as { id: number }).id;
  const recipient = await env.t().db.selectFrom('notice_recipients').select('id').where('notice_id', '=', id).where('teacher_id', '=', teacherId).executeTakeFirst();
  return { id, teacherId, recipientId: recipient?.id ?? 0 };
}

/** A comment teacher3 (the recipient) wrote in their thread of a communication, written directly: its id. */
async function recipientComment(env: HistoryEnv, sent: { id: number; recipientId: number }, content: string): Promise<number> {
  const author = await env.t().db.selectFrom('users').select('id').where('username', '=', 'teacher3').executeTakeFirstOrThrow();
  return (await env.t().db.insertInto('notice_comments').values({
    company_id: env.companyId(), notice_id: sent.id, recipient_id: sent.recipientId, author_user_id: author.id, author_kind: CommentAuthorKind.teacher, content,
  }).returning('id').executeTakeFirstOrThrow()).id;
}

/** The teacher communication writes (issue 18): each call with its refused twin and the history rows it must leave. */
export function communicationHistoryCases(env: HistoryEnv): Record<string, () => Promise<Case>> {
  return {
    'communication.create': async () => {
      const teacherId = await teacherIdOf(env, 'teacher3');
      return {
        call: { user: 'staff', multipart: { data: draftOf('操作履歴：講師連絡', [teacherId]) } },
        refused: { user: 'staff', multipart: { data: draftOf('操作履歴：講師連絡（宛先なし）', []) }, error: 'NOTICE_RECIPIENTS_REQUIRED' },
        rows: [
          { target: 'notice', action: 'insert', after: { title: '操作履歴：講師連絡', audience: 'teachers' }, count: 1 },
          { target: 'notice_target', action: 'insert', after: { teacher_id: teacherId, student_id: null }, count: 1 },
          { target: 'notice_recipient', action: 'insert', after: { teacher_id: teacherId, student_id: null }, count: 1 },
          // Published in the same call: the status and counts, the web bell and its other channels.
          { target: 'notice', action: 'update', after: { status: MessageStatus.sent } },
          { target: 'notice_delivery', action: 'insert', after: { recipient_id: expect.any(Number) } },
          { target: 'notification', action: 'insert', after: { kind: 'manager-contact-teacher' }, count: 1 },
          { target: 'notification_delivery', action: 'insert', after: { notification_id: expect.any(Number) } },
        ],
      };
    },
    'communication.update': async () => {
      const draft = await sentCommunication(env, '操作履歴：講師連絡の下書き', { publish: false });
      return {
        call: { user: 'staff', params: { id: draft.id }, multipart: { data: draftOf('操作履歴：講師連絡の下書き（改）', [draft.teacherId], { publish: false }) } },
        refused: { user: 'staff', params: { id: draft.id }, multipart: { data: draftOf('操作履歴：宛先なし', [], { publish: true }) }, error: 'NOTICE_RECIPIENTS_REQUIRED' },
        rows: [
          { target: 'notice', action: 'update', before: { title: '操作履歴：講師連絡の下書き' }, after: { title: '操作履歴：講師連絡の下書き（改）' }, count: 1 },
          // A draft's chosen teachers are written again as chosen.
          { target: 'notice_target', action: 'delete', before: { teacher_id: draft.teacherId }, count: 1 },
          { target: 'notice_target', action: 'insert', after: { teacher_id: draft.teacherId }, count: 1 },
        ],
      };
    },
    'communication.delete': async () => {
      const sent = await sentCommunication(env, '操作履歴：講師連絡の削除');
      return {
        call: { user: 'staff', params: { id: sent.id } },
        // The recipient reads it; only its sender (or staff) deletes it.
        refused: { user: 'teacher3', params: { id: sent.id }, error: 'FORBIDDEN' },
        rows: [
          { target: 'notice', action: 'delete', before: { id: sent.id, title: '操作履歴：講師連絡の削除' }, count: 1 },
          // What the database deletes with it (ON DELETE CASCADE) is recorded too, row by row.
          { target: 'notice_target', action: 'delete', before: { teacher_id: sent.teacherId }, count: 1 },
          { target: 'notice_recipient', action: 'delete', before: { id: sent.recipientId }, count: 1 },
          { target: 'notice_delivery', action: 'delete', before: { recipient_id: sent.recipientId } },
          { target: 'notification', action: 'delete', before: { target_id: sent.id } },
          { target: 'notification_delivery', action: 'delete', before: { notification_id: expect.any(Number) } },
        ],
      };
    },
    'communication.like': async () => {
      const sent = await sentCommunication(env, '操作履歴：講師連絡へのいいね');
      return {
        call: { user: 'teacher3', params: { id: sent.id } },
        // Only a recipient likes: to anyone else the communication is not there to like.
        refused: { user: 'teacher4', params: { id: sent.id }, error: 'NOT_FOUND' },
        rows: [{ target: 'notice_like', action: 'insert', after: { notice_id: sent.id, recipient_id: sent.recipientId }, count: 1 }],
      };
    },
    'communication.remind-unread': async () => {
      const sent = await sentCommunication(env, '操作履歴：講師連絡の未読通知');
      const draft = await sentCommunication(env, '操作履歴：講師連絡の未配信', { publish: false });
      return {
        call: { user: 'staff', params: { id: sent.id } },
        refused: { user: 'staff', params: { id: draft.id }, error: 'NOTICE_NOT_PUBLISHED' },
        rows: [
          { target: 'notice_delivery', action: 'insert', after: { recipient_id: sent.recipientId } },
          { target: 'notification', action: 'insert', after: { target_id: sent.id } },
          { target: 'notification_delivery', action: 'insert', after: { notification_id: expect.any(Number) } },
        ],
      };
    },
    'communication.remind-survey': async () => {
      const sent = await sentCommunication(env, '操作履歴：講師連絡の回答のお願い', { survey: true });
      const noSurvey = await sentCommunication(env, '操作履歴：講師連絡のアンケートなし');
      return {
        call: { user: 'staff', params: { id: sent.id } },
        refused: { user: 'staff', params: { id: noSurvey.id }, error: 'SURVEY_NOT_FOUND' },
        rows: [
          { target: 'notice_delivery', action: 'insert', after: { recipient_id: sent.recipientId } },
          { target: 'notification', action: 'insert', after: { target_id: sent.id } },
          { target: 'notification_delivery', action: 'insert', after: { notification_id: expect.any(Number) } },
        ],
      };
    },
    'communication.survey-answer': async () => {
      const sent = await sentCommunication(env, '操作履歴：講師連絡のアンケート', { survey: true });
      const question = await env.t().db.selectFrom('notice_survey_questions').select('id').where('notice_id', '=', sent.id).executeTakeFirstOrThrow();
      const choice = await env.t().db.selectFrom('notice_survey_choices').select('id').where('question_id', '=', question.id).orderBy('id').executeTakeFirstOrThrow();
      return {
        call: { user: 'teacher3', params: { id: sent.id }, json: { answers: [{ question_id: question.id, choice_ids: [choice.id] }] } },
        refused: { user: 'teacher3', params: { id: sent.id }, json: { answers: [{ question_id: question.id, choice_ids: [2147483647] }] }, error: 'VALIDATION_FAILED' },
        rows: [
          { target: 'notice_survey_answer', action: 'insert', after: { recipient_id: sent.recipientId, question_id: question.id, choice_id: choice.id }, count: 1 },
          { target: 'notice_recipient', action: 'update', before: { answered_at: null }, after: { answered_at: expect.any(String) }, count: 1 },
          { target: 'notice', action: 'update', before: { answered_count: 0 }, after: { answered_count: 1 }, count: 1 },
        ],
      };
    },
    'communication.comment-create': async () => {
      const sent = await sentCommunication(env, '操作履歴：講師連絡へのコメント', { allowComment: true });
      const closed = await sentCommunication(env, '操作履歴：講師連絡へのコメント不可');
      const staff = await env.t().db.selectFrom('users').select('id').where('username', '=', 'staff').executeTakeFirstOrThrow();
      return {
        call: { user: 'teacher3', params: { id: sent.id }, json: { content: '承知しました。' } },
        refused: { user: 'teacher3', params: { id: closed.id }, json: { content: '承知しました。' }, error: 'COMMENT_NOT_ALLOWED' },
        rows: [
          { target: 'notice_comment', action: 'insert', after: { content: '承知しました。', recipient_id: sent.recipientId, author_kind: CommentAuthorKind.teacher }, count: 1 },
          { target: 'notice_recipient', action: 'update', before: { replied_at: null }, after: { replied_at: expect.any(String) }, count: 1 },
          // The sending staff member's bell.
          { target: 'notification', action: 'insert', after: { user_id: staff.id, kind: NotificationKind.managerContactTeacherComment, target_id: sent.id }, count: 1 },
        ],
      };
    },
    'communication.comment-update': async () => {
      const sent = await sentCommunication(env, '操作履歴：講師連絡のコメント編集', { allowComment: true });
      const commentId = await recipientComment(env, sent, '最初の文');
      return {
        call: { user: 'teacher3', params: { id: sent.id, commentId }, json: { content: '直した文' } },
        // Someone else's comment: the sending side may answer it, not edit it.
        refused: { user: 'staff', params: { id: sent.id, commentId }, json: { content: '職員が直した文' }, error: 'FORBIDDEN' },
        rows: [{ target: 'notice_comment', action: 'update', before: { content: '最初の文' }, after: { content: '直した文' }, count: 1 }],
      };
    },
    'communication.comment-delete': async () => {
      const sent = await sentCommunication(env, '操作履歴：講師連絡のコメント削除', { allowComment: true });
      const commentId = await recipientComment(env, sent, '消すコメント');
      return {
        call: { user: 'teacher3', params: { id: sent.id, commentId } },
        refused: { user: 'staff', params: { id: sent.id, commentId }, error: 'FORBIDDEN' },
        // replied_at was never set by the direct insert: the recount leaves it null (no update row to expect).
        rows: [{ target: 'notice_comment', action: 'delete', before: { id: commentId, content: '消すコメント' }, count: 1 }],
      };
    },
  };
}
