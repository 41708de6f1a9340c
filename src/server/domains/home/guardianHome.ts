import { sql, type Kysely } from 'kysely';
import { grantAllows, screenGrants } from '../../../generated/abilities.js';
import { constants } from '../../../generated/constants.js';
import type { Database } from '../../../generated/db.js';
import type { Principal } from '../../auth/principal.js';
import { receivedNoticesOf, receivingChildOf } from '../notices/receivedNotices.js';
import { hasSurveySql } from '../notices/surveyPresence.js';
import { emptyHomeSummary, type HomeSummary } from './homeSummary.js';

/**
 * The guardian's home cards for the child acted as: the newest unread notices with the unread count, and the surveys
 * still open (sent, not past the deadline; answered or not), nearest deadline first. Empty when the guardian may not
 * use notices (the grants of the notice list screen, so the rule stays in the model).
 */
export async function guardianHome(db: Kysely<Database>, principal: Principal): Promise<HomeSummary> {
  const isEnabled = grantAllows(screenGrants['notice.list'] ?? [], principal);
  const child = receivingChildOf(principal);
  const summary = emptyHomeSummary({ kind: 'guardian', isEnabled });
  if (!isEnabled || !child) return summary;
  const items = Number(constants.homeCardItems);
  const { unread } = await receivedNoticesOf(db, child).where('notice_recipients.is_read', '=', false)
    .select((eb) => eb.fn.countAll<number>().as('unread')).executeTakeFirstOrThrow();
  const unreadNotices = await receivedNoticesOf(db, child).where('notice_recipients.is_read', '=', false)
    .select(['notices.id', 'notices.title', 'notice_recipients.published_at'])
    .orderBy('notice_recipients.published_at', 'desc').orderBy('notice_recipients.notice_id', 'desc').limit(items).execute();
  const openSurveys = await receivedNoticesOf(db, child)
    .where('notices.survey_deadline', '>', sql<Date>`now()`).where(hasSurveySql())
    .select(['notices.id', 'notices.title', 'notices.survey_deadline', 'notice_recipients.answered_at'])
    .orderBy('notices.survey_deadline').orderBy('notices.id').limit(items).execute();
  return {
    ...summary,
    unread_count: Number(unread),
    unread_notices: unreadNotices.map((n) => ({ id: n.id, title: n.title, published_at: n.published_at.toISOString() })),
    open_surveys: openSurveys.map((s) => ({ id: s.id, title: s.title, survey_deadline: s.survey_deadline!.toISOString(), answered: s.answered_at !== null })),
  };
}
