import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { CommentAuthorKind, ReplyFilter } from '../../../generated/enums.js';
import { toKatakana, withoutSpaces } from '../../../shared/japaneseText.js';
import type { Principal } from '../../auth/principal.js';
import { likePattern } from '../../crud/listQuery.js';
import { messageSideOf } from '../messaging/messageSide.js';
import { findManagedNotice } from './noticeAccess.js';

type Db = Kysely<Database>;

/** The filters and page of GET /notices/{id}/recipients. */
export interface RecipientListQuery {
  search_name?: string; read_status?: number; has_replied?: number; answer_status?: 'answered' | 'unanswered'; page: number; limit: number;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * GET /notices/{id}/recipients: who received a notice, with their read state, their comment thread's state, their
 * answer and every delivery over every channel. Staff see all recipients; a teacher those of their schoolhouses.
 * Ordered by schoolhouse, school year and student number; one query for the page and one for its deliveries.
 */
export async function recipientPage(db: Db, options: { principal: Principal; noticeId: number; query: RecipientListQuery }) {
  const { principal, noticeId, query } = options;
  const notice = await findManagedNotice(db, { principal, noticeId });
  const companyId = notice.company_id;
  let base = db.selectFrom('notice_recipients as r')
    .innerJoin('students as s', (j) => j.onRef('s.company_id', '=', 'r.company_id').onRef('s.id', '=', 'r.student_id'))
    .innerJoin('protectors as p', (j) => j.onRef('p.company_id', '=', 'r.company_id').onRef('p.id', '=', 'r.protector_id'))
    .innerJoin('schoolhouses as h', (j) => j.onRef('h.company_id', '=', 'r.company_id').onRef('h.id', '=', 'r.schoolhouse_id'))
    .innerJoin('schoolyears as y', 'y.id', 's.schoolyear_id')
    .where('r.company_id', '=', companyId).where('r.notice_id', '=', notice.id);
  if (messageSideOf(principal) === 'teacher') base = base.where('r.schoolhouse_id', 'in', principal.schoolhouseIds.length ? principal.schoolhouseIds : [0]);
  const search = query.search_name?.trim();
  if (search) {
    const pattern = likePattern(withoutSpaces(search));
    const kana = likePattern(withoutSpaces(toKatakana(search)));
    base = base.where((eb) => eb.or([
      eb(sql`s.family_name_kanji || s.first_name_kanji`, 'ilike', pattern),
      eb(sql`coalesce(s.family_name_kana, '') || coalesce(s.first_name_kana, '')`, 'ilike', kana),
      eb(sql`p.family_name || p.first_name`, 'ilike', pattern),
      eb(sql`coalesce(p.family_name_kana, '') || coalesce(p.first_name_kana, '')`, 'ilike', kana),
    ]));
  }
  if (query.read_status !== undefined) base = base.where('r.is_read', '=', query.read_status === 1);
  if (query.has_replied === ReplyFilter.notReplied) base = base.where('r.replied_at', 'is', null);
  if (query.has_replied === ReplyFilter.replied) base = base.where('r.replied_at', 'is not', null);
  if (query.answer_status === 'answered') base = base.where('r.answered_at', 'is not', null);
  if (query.answer_status === 'unanswered') base = base.where('r.answered_at', 'is', null);

  const { total } = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base.select([
    'r.id', 'r.student_id', 's.student_number', 's.family_name_kanji', 's.first_name_kanji', 'y.schoolyear_name', 'r.schoolhouse_id', 'h.schoolhouse_name',
    'p.family_name', 'p.first_name', 'r.is_read', 'r.read_at', 'r.replied_at', 'r.answered_at',
    sql<string | null>`(select c.author_kind from notice_comments c where c.company_id = r.company_id and c.recipient_id = r.id order by c.created_at desc, c.id desc limit 1)`.as('last_comment_by'),
    sql<number | string>`(select count(*) from notice_comments c where c.company_id = r.company_id and c.recipient_id = r.id)`.as('comment_count'),
    sql<boolean>`exists (select 1 from notice_likes l where l.company_id = r.company_id and l.recipient_id = r.id)`.as('liked'),
  ]).orderBy('h.sort_order').orderBy('h.id').orderBy('y.code').orderBy('s.student_number').orderBy('r.id')
    .limit(query.limit).offset((query.page - 1) * query.limit).execute();

  const ids = rows.map((r) => r.id);
  const deliveries = ids.length ? await db.selectFrom('notice_deliveries').select(['recipient_id', 'channel', 'kind', 'status', 'sent_at', 'error', 'created_at'])
    .where('company_id', '=', companyId).where('recipient_id', 'in', ids).orderBy('created_at', 'desc').orderBy('id', 'desc').execute() : [];
  return {
    data: rows.map((r) => ({
      id: r.id, student_id: r.student_id, student_number: r.student_number, student_name: `${r.family_name_kanji} ${r.first_name_kanji}`,
      schoolyear_name: r.schoolyear_name, schoolhouse_id: r.schoolhouse_id, schoolhouse_name: r.schoolhouse_name, protector_name: `${r.family_name} ${r.first_name}`,
      is_read: r.is_read, read_at: iso(r.read_at), replied_at: iso(r.replied_at),
      last_comment_by: r.last_comment_by === CommentAuthorKind.guardian || r.last_comment_by === CommentAuthorKind.school ? r.last_comment_by : null,
      comment_count: Number(r.comment_count), answered_at: iso(r.answered_at), liked: Boolean(r.liked),
      deliveries: deliveries.filter((d) => d.recipient_id === r.id).map((d) => ({
        channel: d.channel, kind: d.kind, status: d.status, sent_at: iso(d.sent_at), error: d.error, created_at: d.created_at.toISOString(),
      })),
    })),
    total: Number(total), page: query.page, limit: query.limit,
  };
}
