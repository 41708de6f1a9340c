import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../../generated/db.js';
import type { Principal } from '../../auth/principal.js';
import { messageSideOf } from '../messaging/messageSide.js';

/**
 * The recipients of a notice whose answers the manage side sees in the results and the CSV: all for staff; for a
 * teacher only those of their schoolhouses (the schoolhouse the student had when the notice was sent).
 */
export function resultRecipientCondition(options: { principal: Principal; noticeId: number }) {
  const { principal, noticeId } = options;
  return (eb: ExpressionBuilder<Database, 'notice_recipients'>): Expression<SqlBool> => {
    const ofNotice = eb.and([eb('notice_recipients.company_id', '=', principal.companyId), eb('notice_recipients.notice_id', '=', noticeId)]);
    if (messageSideOf(principal) === 'staff') return ofNotice;
    const houses = principal.schoolhouseIds.length ? principal.schoolhouseIds : [0];
    return eb.and([ofNotice, eb('notice_recipients.schoolhouse_id', 'in', houses)]);
  };
}
