import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { MessageStatus, type MessageAudienceCode } from '../../../generated/enums.js';
import type { Principal } from '../../auth/principal.js';
import { likePattern } from '../../crud/listQuery.js';
import { managedNoticeCondition } from './noticeAccess.js';
import { schoolUserNameSql } from '../messaging/personNames.js';
import { hasSurveySql } from './surveyPresence.js';

type Db = Kysely<Database>;

/** The filters and page of GET /notices (validated and defaulted by the operation's query schema). */
export interface ManagedListQuery { search_name?: string; tag_id?: number; status?: string; page: number; limit: number }

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * GET /notices (and GET /communications with audience teachers): the notices the caller manages (noticeAccess), newest first, with their read, answer, attachment and
 * comment counts and their tags — one query for the page and one for its tags, whatever the page size.
 */
export async function managedNoticePage(db: Db, options: { principal: Principal; query: ManagedListQuery; audience?: MessageAudienceCode }) {
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
  const { total } = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base.select([
    'notices.id', 'notices.title', 'notices.status', 'notices.send_at', 'notices.published_at', 'notices.updated_at',
    'notices.recipient_count', 'notices.read_count', 'notices.answered_count', 'notices.survey_deadline',
    schoolUserNameSql({ companyIdColumn: 'notices.company_id', userIdColumn: 'notices.sender_user_id' }).as('sender_name'),
    hasSurveySql().as('has_survey'),
    sql<number | string>`(select count(*) from files a where a.company_id = notices.company_id and a.owner_kind = 'notice' and a.owner_id = notices.id)`.as('attachment_count'),
    sql<number | string>`(select count(*) from notice_comments c where c.company_id = notices.company_id and c.notice_id = notices.id)`.as('comment_count'),
  ]).orderBy('notices.created_at', 'desc').orderBy('notices.id', 'desc').limit(query.limit).offset((query.page - 1) * query.limit).execute();

  const ids = rows.map((r) => r.id);
  const tags = ids.length ? await db.selectFrom('notice_tags')
    .innerJoin('tags', (j) => j.onRef('tags.company_id', '=', 'notice_tags.company_id').onRef('tags.id', '=', 'notice_tags.tag_id'))
    .select(['notice_tags.notice_id', 'tags.id', 'tags.name'])
    .where('notice_tags.company_id', '=', principal.companyId).where('notice_tags.notice_id', 'in', ids).orderBy('tags.name').execute() : [];
  return {
    data: rows.map((r) => ({
      id: r.id, title: r.title, status: r.status, is_published: r.status === MessageStatus.sent, send_at: iso(r.send_at),
      published_at: iso(r.published_at), updated_at: r.updated_at.toISOString(), sender_name: r.sender_name ?? '',
      tags: tags.filter((t) => t.notice_id === r.id).map(({ id, name }) => ({ id, name })),
      recipient_count: r.recipient_count, read_count: r.read_count, answered_count: r.answered_count, has_survey: Boolean(r.has_survey),
      survey_deadline: iso(r.survey_deadline), attachment_count: Number(r.attachment_count), comment_count: Number(r.comment_count),
    })),
    total: Number(total), page: query.page, limit: query.limit,
  };
}
