import { sql, type Kysely } from 'kysely';
import type { components } from '../../../generated/api.js';
import type { Database } from '../../../generated/db.js';
import { ContactSender } from '../../../generated/enums.js';
import { withoutSpaces } from '../../../shared/japaneseText.js';
import { authVersionColumn, type UnconfirmedAuth } from '../../auth/authenticate.js';
import { likePattern } from '../../crud/listQuery.js';
import { readPrepared } from '../../db/preparedStatements.js';
import { callerThreadSide, visibleContacts, type ContactScope } from './contactAccess.js';
import { hasRepliedSql, isReadSql, lastMessageAtSql, protectorNameSql, statusSql, studentNameSql, writerNameSql } from './contactViews.js';

type Db = Kysely<Database>;
export type ContactPage = components['schemas']['ContactListResponse'];

/** GET /contacts's filter (spec sections 3 and 4), with the operation's defaults applied. */
export interface ContactFilter {
  search_name?: string;
  read_status?: 0 | 1;
  /** 1 all, 2 not replied, 3 replied. */
  has_replied?: 1 | 2 | 3;
  /** 1 student, 2 guardian; none: all. */
  sender_type?: 1 | 2;
  /** 1 all, 2 no comment, 3 has comment. */
  comment_filter?: 1 | 2 | 3;
  status?: string;
  m_schoolhouse_id?: number;
}

const SENDER_OF_TYPE = { 1: ContactSender.student, 2: ContactSender.guardian } as const;

/**
 * One page of the contacts a scope reads, the latest exchange first, with the spec's filters. The search word matches
 * the title, the child's or the guardian's name (spaces ignored). The unread count is over the whole filtered list.
 */
export async function contactPage(db: Db, options: {
  scope: ContactScope; filter: ContactFilter; page: number; limit: number;
  /** A principal not yet confirmed (readingAuthVersion): the page's statement reads the version and hands it over. */
  unconfirmed?: UnconfirmedAuth; authVersionRead?: (value: number | string | null | undefined) => void;
}): Promise<ContactPage> {
  const { scope, filter } = options;
  const side = callerThreadSide(scope);
  let base = db.selectFrom('contacts as c').where(visibleContacts(scope));
  const word = withoutSpaces(filter.search_name ?? '');
  if (word) {
    const pattern = likePattern(word);
    base = base.where((eb) => eb.or([
      eb('c.title', 'ilike', pattern),
      eb(sql`replace(${studentNameSql('c.student_id')}, ' ', '')`, 'ilike', pattern),
      eb(sql`replace(${protectorNameSql('c.protector_id')}, ' ', '')`, 'ilike', pattern),
    ]));
  }
  if (filter.read_status !== undefined) base = base.where(isReadSql(side), '=', filter.read_status === 1);
  if (filter.has_replied === 2 || filter.has_replied === 3) base = base.where(hasRepliedSql(), '=', filter.has_replied === 3);
  if (filter.sender_type !== undefined) base = base.where('c.sender_kind', '=', SENDER_OF_TYPE[filter.sender_type]);
  if (filter.comment_filter === 2) base = base.where('c.comment_count', '=', 0);
  if (filter.comment_filter === 3) base = base.where('c.comment_count', '>', 0);
  if (filter.status) base = base.where(statusSql(), '=', filter.status);
  if (filter.m_schoolhouse_id !== undefined) base = base.where('c.schoolhouse_id', '=', filter.m_schoolhouse_id);

  const countsOf = () => base.select([
    sql<string>`count(*)`.as('total'),
    sql<string>`count(*) filter (where not ${isReadSql(side)})`.as('unread'),
  ]);
  // One statement: the page's rows carry the counts (uncorrelated subqueries, computed once) and, for a principal not
  // yet confirmed, the company's auth version; a page past the last thread counts on its own.
  const rows = await readPrepared(db, base.select([
    'c.id', 'c.title', 'c.student_type', 'c.sender_kind', 'c.sender_user_id', 'c.student_id', 'c.created_at', 'c.comment_count', 'c.withdrawn_at',
    statusSql().as('status'),
    writerNameSql({ kindColumn: 'c.sender_kind', userIdColumn: 'c.sender_user_id' }).as('sender_name'),
    studentNameSql('c.student_id').as('student_name'),
    protectorNameSql('c.protector_id').as('protector_name'),
    sql<string>`(select h.schoolhouse_name from schoolhouses h where h.company_id = c.company_id and h.id = c.schoolhouse_id)`.as('schoolhouse_name'),
    lastMessageAtSql().as('last_message_at'),
    isReadSql(side).as('is_read'),
    hasRepliedSql().as('has_replied'),
    sql<string>`(select count(*) from files a where a.company_id = c.company_id and a.owner_kind = 'contact' and a.owner_id = c.id)`.as('attachment_count'),
    base.select(sql<string>`count(*)`.as('n')).as('total'),
    base.select(sql<string>`count(*) filter (where not ${isReadSql(side)})`.as('n')).as('unread'),
    (options.unconfirmed ? authVersionColumn(options.unconfirmed) : sql<null>`null`).as('auth_version'),
  ]).orderBy(lastMessageAtSql(), 'desc').orderBy('c.id', 'desc')
    .limit(options.limit).offset((options.page - 1) * options.limit));
  const first = rows[0];
  const counts = first ? { total: first.total, unread: first.unread } : await countsOf().executeTakeFirstOrThrow();
  options.authVersionRead?.(first?.auth_version);
  return {
    data: rows.map((r) => ({
      id: r.id, title: r.title, status: r.status, student_type: r.student_type, sender_kind: r.sender_kind, sender_name: r.sender_name ?? '',
      is_own: r.sender_user_id === scope.principal.userId, student_id: r.student_id, student_name: r.student_name, protector_name: r.protector_name,
      schoolhouse_name: r.schoolhouse_name ?? '', created_at: r.created_at.toISOString(), last_message_at: new Date(r.last_message_at).toISOString(),
      is_read: Boolean(r.is_read), has_replied: Boolean(r.has_replied), comment_count: r.comment_count,
      attachment_count: Number(r.attachment_count), is_withdrawn: r.withdrawn_at !== null,
    })),
    total: Number(counts.total), page: options.page, limit: options.limit, unread_count: Number(counts.unread),
  };
}
