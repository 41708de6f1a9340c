import { expect } from 'vitest';
import { DeliveryKind, MessageStatus, NotificationKind } from '../../../src/generated/enums.js';
import { pdfBytes } from '../../fixtures/multipart.js';
import type { Case, HistoryEnv } from './historyCase.js';

const HOUR = 3_600_000;
const future = () => new Date(Date.now() + 48 * HOUR);

/** A sent notice from staff to one only child (whose guardian needs no switch header), comments allowed, optionally with a one-question survey. */
async function sentNotice(env: HistoryEnv, title: string, options: { survey?: boolean } = {}) {
  const [house] = await env.f().schoolhouseIds();
  const [child] = await env.f().onlyChildren(house!);
  const sent = await env.f().sendNotice({
    title, studentIds: [child!.studentId], allowComment: true,
    ...(options.survey ? { survey: { deadline: future(), questions: [{ question: '参加しますか。', choices: ['はい', 'いいえ'] }] } } : {}),
  });
  const recipient = await env.f().recipientOf(sent.noticeId, child!.studentId);
  return { ...sent, studentId: child!.studentId, guardian: child!.username, recipientId: recipient.id };
}

/** A guardian's comment written through the API (the call under test comes after it). */
async function postedComment(env: HistoryEnv, n: Awaited<ReturnType<typeof sentNotice>>, content: string): Promise<number> {
  const res = await env.f().call(n.guardian, 'POST', `/notices/${n.noticeId}/comments`, { content });
  if (res.statusCode !== 200) throw new Error(`comment: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}

const composeBody = (over: Record<string, unknown>) => ({
  title: '操作履歴のお知らせ', body: '<p>{保護者姓}様</p><p>本文です。</p>', allow_comment: true, send_notification: true, send_mail: false,
  send_line: false, publish: false, ...over,
});

/** The notice writes (issue 9): each call with its refused twin and the history rows it must leave. */
export function noticeHistoryCases(env: HistoryEnv): Record<string, () => Promise<Case>> {
  const userIdOf = (username: string) => env.f().userIdOf(username);
  return {
    'notice.create': async () => {
      const [house] = await env.f().schoolhouseIds();
      const [child] = await env.f().onlyChildren(house!);
      const tag = await env.t().db.selectFrom('tags').select('id').where('company_id', '=', env.companyId()).orderBy('id').executeTakeFirstOrThrow();
      const data = composeBody({
        title: '操作履歴：新規配信', publish: true, student_ids: [child!.studentId], tag_ids: [tag.id],
        survey: { deadline: future().toISOString(), questions: [{ question: '参加しますか。', answer_type: 'choose', is_required: true, is_multiple: false, choices: [{ label: 'はい' }, { label: 'いいえ' }] }] },
      });
      return {
        call: { user: 'staff', multipart: { data, files: [{ name: 'お知らせ.pdf', type: 'application/pdf', bytes: pdfBytes() }] } },
        // Sent to nobody: refused after the notice, its tags, survey and attachment were written, all rolled back.
        refused: { user: 'staff', multipart: { data: { ...data, student_ids: [] }, files: [{ name: 'お知らせ.pdf', type: 'application/pdf', bytes: pdfBytes() }] }, error: 'NOTICE_RECIPIENTS_REQUIRED' },
        rows: [
          { target: 'notice', action: 'insert', after: { title: '操作履歴：新規配信', status: MessageStatus.draft }, count: 1 },
          { target: 'notice_tag', action: 'insert', after: { tag_id: tag.id }, count: 1 },
          { target: 'notice_target', action: 'insert', after: { student_id: child!.studentId }, count: 1 },
          { target: 'notice_survey_question', action: 'insert', after: { question: '参加しますか。' }, count: 1 },
          { target: 'notice_survey_choice', action: 'insert', after: { label: 'いいえ' }, count: 2 },
          { target: 'file', action: 'insert', after: { owner_kind: 'notice', file_name: 'お知らせ.pdf' }, count: 1 },
          // Published in the same call: the status, then the recipient count.
          { target: 'notice', action: 'update', before: { status: MessageStatus.draft, published_at: null }, after: { status: MessageStatus.sent } },
          { target: 'notice', action: 'update', before: { recipient_count: 0 }, after: { recipient_count: 1 } },
          { target: 'notice_recipient', action: 'insert', after: { student_id: child!.studentId }, count: 1 },
          { target: 'notice_delivery', action: 'insert', after: { kind: DeliveryKind.publish } },
          { target: 'notification', action: 'insert', after: { title: expect.any(String), student_id: child!.studentId }, count: 1 },
        ],
      };
    },
    'notice.update': async () => {
      const [house] = await env.f().schoolhouseIds();
      const [child] = await env.f().onlyChildren(house!);
      const { noticeId } = await env.f().sendNotice({ title: '操作履歴：下書き', studentIds: [child!.studentId], status: MessageStatus.draft });
      return {
        call: { user: 'staff', params: { id: noticeId }, multipart: { data: composeBody({ title: '操作履歴：下書き（改）', allow_comment: false }) } },
        // Sent to nobody: refused after the notice was changed and its targets removed, all rolled back.
        refused: { user: 'staff', params: { id: noticeId }, multipart: { data: composeBody({ title: '操作履歴：配信先なし', publish: true, student_ids: [] }) }, error: 'NOTICE_RECIPIENTS_REQUIRED' },
        rows: [{ target: 'notice', action: 'update', before: { title: '操作履歴：下書き' }, after: { title: '操作履歴：下書き（改）' }, count: 1 }],
      };
    },
    'notice.delete': async () => {
      const n = await sentNotice(env, '操作履歴：削除');
      return {
        call: { user: 'staff', params: { id: n.noticeId } },
        refused: { user: n.guardian, params: { id: n.noticeId }, studentId: n.studentId, error: 'FORBIDDEN' },
        rows: [
          { target: 'notification', action: 'delete', before: { kind: NotificationKind.noticePublished, target_id: n.noticeId }, count: 1 },
          { target: 'notice', action: 'delete', before: { id: n.noticeId, title: '操作履歴：削除' }, count: 1 },
          // What the database deletes with it (ON DELETE CASCADE) is recorded too, row by row.
          { target: 'notice_target', action: 'delete', before: { student_id: n.studentId }, count: 1 },
          { target: 'notice_recipient', action: 'delete', before: { id: n.recipientId }, count: 1 },
          { target: 'notice_delivery', action: 'delete', before: { recipient_id: n.recipientId } },
        ],
      };
    },
    'notice.comment-create': async () => {
      const n = await sentNotice(env, '操作履歴：コメント');
      const closed = await env.f().sendNotice({ title: '操作履歴：コメント不可', studentIds: [n.studentId], allowComment: false });
      return {
        call: { user: n.guardian, params: { id: n.noticeId }, json: { content: '拝見しました。' }, studentId: n.studentId },
        refused: { user: n.guardian, params: { id: closed.noticeId }, json: { content: '拝見しました。' }, studentId: n.studentId, error: 'COMMENT_NOT_ALLOWED' },
        rows: [
          { target: 'notice_comment', action: 'insert', after: { content: '拝見しました。', recipient_id: n.recipientId }, count: 1 },
          { target: 'notice_recipient', action: 'update', before: { replied_at: null }, after: { replied_at: expect.any(String) }, count: 1 },
          { target: 'notification', action: 'insert', after: { user_id: await userIdOf('staff'), kind: NotificationKind.noticeComment, target_id: n.noticeId }, count: 1 },
        ],
      };
    },
    'notice.comment-update': async () => {
      const n = await sentNotice(env, '操作履歴：コメント編集');
      const commentId = await postedComment(env, n, '最初の文');
      return {
        call: { user: n.guardian, params: { id: n.noticeId, commentId }, json: { content: '直した文' }, studentId: n.studentId },
        // Someone else's comment: the sender may answer it, not edit it.
        refused: { user: 'staff', params: { id: n.noticeId, commentId }, json: { content: '職員が直した文' }, error: 'FORBIDDEN' },
        rows: [{ target: 'notice_comment', action: 'update', before: { content: '最初の文' }, after: { content: '直した文' }, count: 1 }],
      };
    },
    'notice.comment-delete': async () => {
      const n = await sentNotice(env, '操作履歴：コメント削除');
      const commentId = await postedComment(env, n, '消すコメント');
      return {
        call: { user: n.guardian, params: { id: n.noticeId, commentId }, studentId: n.studentId },
        refused: { user: 'staff', params: { id: n.noticeId, commentId }, error: 'FORBIDDEN' },
        rows: [
          { target: 'notice_comment', action: 'delete', before: { id: commentId, content: '消すコメント' }, count: 1 },
          // No guardian comment left: no longer replied.
          { target: 'notice_recipient', action: 'update', before: { replied_at: expect.any(String) }, after: { replied_at: null }, count: 1 },
        ],
      };
    },
    'notice.like': async () => {
      const n = await sentNotice(env, '操作履歴：いいね');
      return {
        call: { user: n.guardian, params: { id: n.noticeId }, studentId: n.studentId },
        refused: { user: 'staff', params: { id: n.noticeId }, error: 'FORBIDDEN' },
        rows: [{ target: 'notice_like', action: 'insert', after: { notice_id: n.noticeId, recipient_id: n.recipientId }, count: 1 }],
      };
    },
    'notice.remind-unread': async () => {
      const n = await sentNotice(env, '操作履歴：未読通知');
      const draft = await env.f().sendNotice({ title: '操作履歴：未配信', studentIds: [n.studentId], status: MessageStatus.draft });
      return {
        call: { user: 'staff', params: { id: n.noticeId } },
        refused: { user: 'staff', params: { id: draft.noticeId }, error: 'NOTICE_NOT_PUBLISHED' },
        rows: [
          { target: 'notice_delivery', action: 'insert', after: { recipient_id: n.recipientId, kind: DeliveryKind.unreadReminder } },
          { target: 'notification', action: 'insert', after: { student_id: n.studentId, kind: NotificationKind.noticeUnreadReminder, target_id: n.noticeId }, count: 1 },
        ],
      };
    },
    'notice.remind-survey': async () => {
      const n = await sentNotice(env, '操作履歴：回答のお願い', { survey: true });
      const noSurvey = await sentNotice(env, '操作履歴：アンケートなし');
      return {
        call: { user: 'staff', params: { id: n.noticeId } },
        refused: { user: 'staff', params: { id: noSurvey.noticeId }, error: 'SURVEY_NOT_FOUND' },
        rows: [
          { target: 'notice_delivery', action: 'insert', after: { recipient_id: n.recipientId, kind: DeliveryKind.surveyReminder } },
          { target: 'notification', action: 'insert', after: { student_id: n.studentId, kind: NotificationKind.noticeSurveyReminder, target_id: n.noticeId }, count: 1 },
        ],
      };
    },
    'notice.schoolhouse-permission': async () => ({
      call: { user: 'staff', json: { schoolhouse_ids: await env.f().schoolhouseIds() } },
      refused: { user: 'guardian2', json: { schoolhouse_ids: await env.f().schoolhouseIds() }, error: 'FORBIDDEN' },
      rows: [],
      why: 'a question sent as POST (the schoolhouse ids in the body): it reads only',
    }),
    'survey.answer': async () => {
      const n = await sentNotice(env, '操作履歴：アンケート', { survey: true });
      const [question] = n.questions;
      return {
        call: { user: n.guardian, params: { id: n.noticeId }, json: { answers: [{ question_id: question!.id, choice_ids: [question!.choiceIds[0]] }] }, studentId: n.studentId },
        refused: { user: n.guardian, params: { id: n.noticeId }, json: { answers: [{ question_id: question!.id, choice_ids: [2147483647] }] }, studentId: n.studentId, error: 'VALIDATION_FAILED' },
        rows: [
          { target: 'notice_survey_answer', action: 'insert', after: { recipient_id: n.recipientId, question_id: question!.id, choice_id: question!.choiceIds[0] }, count: 1 },
          { target: 'notice_recipient', action: 'update', before: { answered_at: null }, after: { answered_at: expect.any(String) }, count: 1 },
          { target: 'notice', action: 'update', before: { answered_count: 0 }, after: { answered_count: 1 }, count: 1 },
        ],
      };
    },
  };
}
