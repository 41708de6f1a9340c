import { sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { Database, NoticeRecipientsTable, NoticesTable } from '../../../generated/db.js';
import { MessageAudience, type MessageAudienceCode, MessageStatus } from '../../../generated/enums.js';
import type { Principal } from '../../auth/principal.js';
import { isAnyOf } from '../../db/anyOf.js';
import { AppError } from '../../foundation/errors.js';
import { messageSideOf } from '../messaging/messageSide.js';

type Db = Kysely<Database>;

/** A family-recipient row: the check `notice_recipients_exactly_one_check` keeps its student and guardian set. */
export type FamilyRecipient = Selectable<NoticeRecipientsTable> & { student_id: number; protector_id: number };

/**
 * The notices a staff user or teacher sees on the manage side, as a condition on `notices`, within one audience
 * (families: お知らせ, the default; teachers: 講師連絡). Families: staff see every notice of the company; a teacher sees
 * the notices they sent and those sent (or, before sending, addressed) to students of their schoolhouses. Teachers:
 * staff see every communication; a teacher those they sent and those sent to them. Always scoped to the caller's company.
 */
export function managedNoticeCondition(principal: Principal, audience: MessageAudienceCode = MessageAudience.families) {
  return (eb: ExpressionBuilder<Database, 'notices'>): Expression<SqlBool> => {
    const company = eb.and([eb('notices.company_id', '=', principal.companyId), eb('notices.audience', '=', audience)]);
    if (messageSideOf(principal) === 'staff') return company;
    if (messageSideOf(principal) !== 'teacher') return eb.lit(false);
    if (audience === MessageAudience.teachers) {
      return eb.and([company, eb.or([
        eb('notices.sender_user_id', '=', principal.userId),
        eb.exists(eb.selectFrom('notice_recipients as r').select(sql.lit(1).as('one'))
          .whereRef('r.company_id', '=', 'notices.company_id').whereRef('r.notice_id', '=', 'notices.id')
          .where('r.teacher_id', '=', principal.teacherId ?? 0)),
      ])]);
    }
    const houses = principal.schoolhouseIds;
    return eb.and([company, eb.or([
      eb('notices.sender_user_id', '=', principal.userId),
      eb.exists(eb.selectFrom('notice_recipients as r').select(sql.lit(1).as('one'))
        .whereRef('r.company_id', '=', 'notices.company_id').whereRef('r.notice_id', '=', 'notices.id')
        .where(isAnyOf('r.schoolhouse_id', houses))),
      eb.exists(eb.selectFrom('notice_targets as t').innerJoin('students as s', (j) => j.onRef('s.company_id', '=', 't.company_id').onRef('s.id', '=', 't.student_id'))
        .select(sql.lit(1).as('one'))
        .whereRef('t.company_id', '=', 'notices.company_id').whereRef('t.notice_id', '=', 'notices.id')
        .where(isAnyOf('s.schoolhouse_id', houses))),
    ])]);
  };
}

/** True when the user may edit, delete and re-notify the notice: staff always, a teacher only their own. */
export function canEditNotice(principal: Principal, notice: Pick<Selectable<NoticesTable>, 'sender_user_id'>): boolean {
  const side = messageSideOf(principal);
  return side === 'staff' || (side === 'teacher' && notice.sender_user_id === principal.userId);
}

/**
 * A notice of the manage side by id: NOT_FOUND when it is not the caller's to see (another company, another teacher's
 * schoolhouses), FORBIDDEN when `forEdit` and the caller may see but not change it. `forUpdate` locks the row
 * (use inside a transaction).
 */
export async function findManagedNotice(db: Db, options: { principal: Principal; noticeId: number; forEdit?: boolean; forUpdate?: boolean; audience?: MessageAudienceCode }): Promise<Selectable<NoticesTable>> {
  const { principal, noticeId } = options;
  let query = db.selectFrom('notices').selectAll().where(managedNoticeCondition(principal, options.audience)).where('notices.id', '=', noticeId);
  if (options.forUpdate) query = query.forUpdate();
  const notice = await query.executeTakeFirst();
  if (!notice) throw new AppError('NOT_FOUND');
  if (options.forEdit && !canEditNotice(principal, notice)) throw new AppError('FORBIDDEN');
  return notice;
}

/**
 * A sent notice as the guardian acting for one child receives it: the notice and that child's recipient row.
 * NOT_FOUND for a draft, a scheduled notice, another family's notice or another child's (spec: a guardian acts for
 * the child chosen by the switch header).
 */
export async function findReceivedNotice(db: Db, options: { principal: Principal; noticeId: number; forUpdate?: boolean }): Promise<{ notice: Selectable<NoticesTable>; recipient: FamilyRecipient }> {
  const { principal, noticeId } = options;
  const studentId = principal.studentIds[0];
  if (messageSideOf(principal) !== 'guardian' || studentId === undefined || principal.protectorId === null) throw new AppError('NOT_FOUND');
  let recipientQuery = db.selectFrom('notice_recipients').selectAll()
    .where('company_id', '=', principal.companyId).where('notice_id', '=', noticeId)
    .where('student_id', '=', studentId).where('protector_id', '=', principal.protectorId);
  if (options.forUpdate) recipientQuery = recipientQuery.forUpdate();
  const recipient = await recipientQuery.$narrowType<{ student_id: number; protector_id: number }>().executeTakeFirst();
  if (!recipient) throw new AppError('NOT_FOUND');
  const notice = await db.selectFrom('notices').selectAll()
    .where('company_id', '=', principal.companyId).where('id', '=', noticeId).where('status', '=', MessageStatus.sent)
    .where('audience', '=', MessageAudience.families)
    .executeTakeFirst();
  if (!notice) throw new AppError('NOT_FOUND');
  return { notice, recipient };
}
