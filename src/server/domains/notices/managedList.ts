import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { MessageStatus, type MessageAudienceCode } from '../../../generated/enums.js';
import { authVersionColumn, type UnconfirmedAuth } from '../../auth/authenticate.js';
import type { Principal } from '../../auth/principal.js';
import { likePattern } from '../../crud/listQuery.js';
import { readPrepared } from '../../db/preparedStatements.js';
import { managedNoticeCondition } from './noticeAccess.js';
import { schoolUserNameSql } from '../messaging/personNames.js';
import { hasSurveySql } from './surveyPresence.js';

type Db = Kysely<Database>;

/** The filters and page of GET /notices (validated and defaulted by the operation's query schema). */
export interface ManagedListQuery { search_name?: string; tag_id?: number; status?: string; page: number; limit: number }

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * GET /notices (and GET /communications with audience teachers): the notices the caller manages (noticeAccess), newest
 * first, with their read, answer, attachment and comment counts and their tags — one statement, prepared on PostgreSQL,
 * whose rows carry the total (an uncorrelated subquery, computed once), each notice's tags as JSON and, for a principal
 * not yet confirmed, the company's auth version; a page past the last notice counts on its own.
 */
export async function managedNoticePage(db: Db, options: {
  principal: Principal; query: ManagedListQuery; audience?: MessageAudienceCode;
  /** A principal not yet confirmed (readingAuthVersion): the statement reads the version and hands it over. */
  unconfirmed?: UnconfirmedAuth; authVersionRead?: (value: number | string | null | undefined) => void;
}) {
  const { principal, query } = options;
  const search = query.search_name?.trim();
  let base = db.selectFrom('notices').where(managedNoticeCondition(principal, options.audience));
  if (search) base = base.where('notices.title', 'ilike', likePattern(search));
  if (query.status) base = base.where('notices.status', '=', query.status);
  if (query.tag_id) {
    const tagId = query.tag_id;
    base = base.where((eb) => eb.exists(eb.selectFrom('notice_tags as nt').select(sql.lit(1).as('one'))
      .whereRef('nt.company_id', '=', 'notices.company_id').whereRef('nt.notice_id', '=', 'notices.id').where('nt.tag_id', '=', tagId)));
  }
  const rows = await readPrepared(db, base.select((eb) => [
    'notices.id', 'notices.title', 'notices.status', 'notices.send_at', 'notices.published_at', 'notices.updated_at',
    'notices.recipient_count', 'notices.read_count', 'notices.answered_count', 'notices.survey_deadline',
    schoolUserNameSql({ companyIdColumn: 'notices.company_id', userIdColumn: 'notices.sender_user_id' }).as('sender_name'),
    hasSurveySql().as('has_survey'),
    sql<number | string>`(select count(*) from files a where a.company_id = notices.company_id and a.owner_kind = 'notice' and a.owner_id = notices.id)`.as('attachment_count'),
    sql<number | string>`(select count(*) from notice_comments c where c.company_id = notices.company_id and c.notice_id = notices.id)`.as('comment_count'),
    sql<Array<{ id: number; name: string }>>`(select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name, t.id), '[]'::json)
      from notice_tags nt join tags t on t.company_id = nt.company_id and t.id = nt.tag_id
      where nt.company_id = notices.company_id and nt.notice_id = notices.id)`.as('tags'),
    base.select(eb.fn.countAll<number | string>().as('n')).as('total'),
    (options.unconfirmed ? authVersionColumn(options.unconfirmed) : sql<null>`null`).as('auth_version'),
  ]).orderBy('notices.created_at', 'desc').orderBy('notices.id', 'desc').limit(query.limit).offset((query.page - 1) * query.limit));
  const first = rows[0];
  const total = first ? first.total : (await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow()).total;
  options.authVersionRead?.(first?.auth_version);
  return {
    data: rows.map((r) => ({
      id: r.id, title: r.title, status: r.status, is_published: r.status === MessageStatus.sent, send_at: iso(r.send_at),
      published_at: iso(r.published_at), updated_at: r.updated_at.toISOString(), sender_name: r.sender_name ?? '', tags: r.tags,
      recipient_count: r.recipient_count, read_count: r.read_count, answered_count: r.answered_count, has_survey: Boolean(r.has_survey),
      survey_deadline: iso(r.survey_deadline), attachment_count: Number(r.attachment_count), comment_count: Number(r.comment_count),
    })),
    total: Number(total), page: query.page, limit: query.limit,
  };
}
