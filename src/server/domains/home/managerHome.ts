import { sql, type Kysely } from 'kysely';
import { grantAllows, screenGrants } from '../../../generated/abilities.js';
import { constants } from '../../../generated/constants.js';
import type { Database } from '../../../generated/db.js';
import { MessageStatus } from '../../../generated/enums.js';
import type { Principal } from '../../auth/principal.js';
import { managedNoticeCondition } from '../notices/noticeAccess.js';
import { hasSurveySql } from '../notices/surveyPresence.js';
import { emptyHomeSummary, type HomeSummary } from './homeSummary.js';

/**
 * The home cards of staff and teachers: the newest notices they see on the manage side with their read counts, and
 * the sent notices whose survey is still open and not yet answered by every recipient, nearest deadline first.
 * Empty when the caller may not use the notice manage screen (its grants, so the rule stays in the model).
 */
export async function managerHome(db: Kysely<Database>, principal: Principal): Promise<HomeSummary> {
  const isEnabled = grantAllows(screenGrants['notice.manage'] ?? [], principal);
  const summary = emptyHomeSummary({ kind: 'manager', isEnabled });
  if (!isEnabled) return summary;
  const items = Number(constants.homeCardItems);
  const recent = await db.selectFrom('notices').where(managedNoticeCondition(principal))
    .select(['id', 'title', 'status', 'published_at', 'send_at', 'recipient_count', 'read_count'])
    .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(items).execute();
  const surveys = await db.selectFrom('notices').where(managedNoticeCondition(principal))
    .where('status', '=', MessageStatus.sent).where('survey_deadline', '>', sql<Date>`now()`)
    .where((eb) => eb('answered_count', '<', eb.ref('recipient_count'))).where(hasSurveySql())
    .select(['id', 'title', 'survey_deadline', 'recipient_count', 'answered_count'])
    .orderBy('survey_deadline').orderBy('id').limit(items).execute();
  return {
    ...summary,
    recent_notices: recent.map((n) => ({
      id: n.id, title: n.title, status: n.status, published_at: n.published_at?.toISOString() ?? null, send_at: n.send_at?.toISOString() ?? null,
      recipient_count: n.recipient_count, read_count: n.read_count,
    })),
    unanswered_surveys: surveys.map((s) => ({
      id: s.id, title: s.title, survey_deadline: s.survey_deadline!.toISOString(), recipient_count: s.recipient_count, answered_count: s.answered_count,
    })),
  };
}
