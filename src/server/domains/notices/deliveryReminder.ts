import { sql } from 'kysely';
import { DeliveryKind, MessageStatus, type MessageAudienceCode } from '../../../generated/enums.js';
import type { Principal } from '../../auth/principal.js';
import { AppError } from '../../foundation/errors.js';
import type { AppContext } from '../../core/context.js';
import { findManagedNotice } from './noticeAccess.js';
import { queueDeliveries } from './publish.js';

/**
 * "Notify unread again" and "remind unanswered survey" (spec section 7): the caller must be able to edit the notice, the
 * notice must be sent, and a survey reminder needs a survey still open. Only the recipients who still need it — not
 * read, or not answered — get the bell notification and the deliveries of the notice's channels again. Returns how
 * many recipients that is.
 */
export async function remindRecipients(ctx: AppContext, options: { principal: Principal; noticeId: number; kind: typeof DeliveryKind.unreadReminder | typeof DeliveryKind.surveyReminder; audience?: MessageAudienceCode }): Promise<{ queued: number }> {
  const { principal, noticeId, kind } = options;
  return ctx.db.transaction().execute(async (trx) => {
    const notice = await findManagedNotice(trx, { principal, noticeId, forEdit: true, forUpdate: true, audience: options.audience });
    if (notice.status !== MessageStatus.sent) throw new AppError('NOTICE_NOT_PUBLISHED');
    if (kind === DeliveryKind.surveyReminder) {
      const question = await trx.selectFrom('notice_survey_questions').select('id')
        .where('company_id', '=', principal.companyId).where('notice_id', '=', noticeId).executeTakeFirst();
      if (!question) throw new AppError('SURVEY_NOT_FOUND');
      const isExpired = notice.survey_deadline !== null && notice.survey_deadline.getTime() <= Date.now();
      if (isExpired) throw new AppError('SURVEY_EXPIRED');
    }
    const where = kind === DeliveryKind.unreadReminder ? sql`r.is_read = false` : sql`r.answered_at is null`;
    const queued = await queueDeliveries(trx, { companyId: principal.companyId, noticeId, notice, kind, jobs: ctx.jobs, where });
    return { queued };
  });
}
