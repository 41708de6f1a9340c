import type { components } from '../../../../generated/api.js';

type NoticeGet = components['schemas']['NoticeGetResponse'];
type NoticeManage = NonNullable<NoticeGet['manage']>;

/** One chosen teacher of a communication with their read and answer state (GET /communications/{id}). */
export type TeacherRecipient = NonNullable<components['schemas']['CommunicationGetResponse']['manage']>['recipients'][number];

/**
 * A notice or a teacher communication as the notice screens show it: GET /notices/{id}'s shape, whose manage side
 * names its chosen recipients `target_ids` (students of a notice, teachers of a communication); a communication's
 * manage side also lists its teachers with their state, and its recipient's thread is read separately (areaNoticeWithThread).
 */
export type AreaNotice = Omit<NoticeGet, 'manage' | 'recipient'> & {
  recipient: (Omit<NonNullable<NoticeGet['recipient']>, 'comments'> & {
    /** The recipient's thread; undefined where they may not comment (a communication at a schoolhouse without comments). */
    comments?: NonNullable<NoticeGet['recipient']>['comments'];
    /** A communication's: it takes comments at the recipient's schoolhouse (a notice's follows allow_comment). */
    can_comment?: boolean;
  }) | null;
  manage: (Omit<NoticeManage, 'target_student_ids' | 'sender_user_id'> & { target_ids: number[]; teachers?: TeacherRecipient[] }) | null;
};

/** GET /notices/{id} as an AreaNotice. */
export function areaNoticeOfNotice(notice: NoticeGet): AreaNotice {
  const { manage } = notice;
  return { ...notice, manage: manage && { ...manage, target_ids: manage.target_student_ids } };
}

/** GET /communications/{id} as an AreaNotice. */
export function areaNoticeOfCommunication(communication: components['schemas']['CommunicationGetResponse']): AreaNotice {
  const { manage } = communication;
  return {
    ...communication,
    manage: manage && {
      recipient_count: manage.recipient_count, read_count: manage.read_count, answered_count: manage.answered_count,
      comment_count: manage.comment_count, can_edit: manage.can_edit, target_ids: manage.target_teacher_ids, teachers: manage.recipients,
    },
  };
}
