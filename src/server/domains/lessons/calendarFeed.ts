import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { constants } from '../../../generated/constants.js';
import type { Database } from '../../../generated/db.js';
import { AppError } from '../../foundation/errors.js';
import { roleOf } from '../../auth/principal.js';
import type { RoleName } from '../../../generated/abilities.js';

type Db = Kysely<Database>;

/** The person a calendar address belongs to (the signed-in account, or the linked teacher acted as). */
export interface FeedOwner { companyId: number; userId: number }

/** The state of a user's calendar address: issued or not, and when. The address itself is shown only when issued. */
export interface CalendarFeedState { is_active: boolean; created_at: string | null }

// 32 random bytes in base64url: 43 characters.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The public address of a token: the portal's origin (PUBLIC_URL) and the API's feed path. */
export function calendarFeedUrl(options: { publicUrl: string; token: string }): string {
  return `${options.publicUrl.replace(/\/+$/, '')}${String(constants.apiBasePath)}/calendar/${options.token}`;
}

export async function readCalendarFeedState(db: Db, owner: FeedOwner): Promise<CalendarFeedState> {
  const row = await db.selectFrom('calendar_feeds').select('created_at')
    .where('company_id', '=', owner.companyId).where('user_id', '=', owner.userId).executeTakeFirst();
  return { is_active: row !== undefined, created_at: row ? row.created_at.toISOString() : null };
}

/**
 * Issues a new calendar address for the user, replacing the old one (which answers 404 from now on). Only the token's
 * SHA-256 is stored: the address is shown once, in this answer.
 */
export async function issueCalendarFeedToken(db: Db, owner: FeedOwner): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insertInto('calendar_feeds').values({ company_id: owner.companyId, user_id: owner.userId, token_hash: hashOf(token) })
    .onConflict((oc) => oc.columns(['company_id', 'user_id']).doUpdateSet({ token_hash: hashOf(token), created_at: sql`now()`, updated_at: sql`now()` }))
    .execute();
  return token;
}

/** Stops the user's calendar address (nothing to do when none was issued). */
export async function revokeCalendarFeedToken(db: Db, owner: FeedOwner): Promise<void> {
  await db.deleteFrom('calendar_feeds').where('company_id', '=', owner.companyId).where('user_id', '=', owner.userId).execute();
}

/** Whose lessons a token shows: the user's company, the user, and the role they act in. */
export interface FeedHolder { companyId: number; userId: number; role: RoleName }

/**
 * The holder of a calendar token, or CALENDAR_FEED_NOT_FOUND: a malformed, unknown or stopped token, or an account
 * since switched off, answers the same.
 */
export async function feedHolderOf(db: Db, token: string | undefined): Promise<FeedHolder> {
  if (!token || !TOKEN_PATTERN.test(token)) throw new AppError('CALENDAR_FEED_NOT_FOUND');
  const row = await db.selectFrom('calendar_feeds')
    .innerJoin('users', (join) => join.onRef('users.company_id', '=', 'calendar_feeds.company_id').onRef('users.id', '=', 'calendar_feeds.user_id'))
    .select(['users.company_id', 'users.id', 'users.m_authority_id', 'users.role', 'users.is_active'])
    .where('calendar_feeds.token_hash', '=', hashOf(token)).executeTakeFirst();
  const role = row && roleOf(row.m_authority_id, row.role);
  if (!row || !row.is_active || !role) throw new AppError('CALENDAR_FEED_NOT_FOUND');
  return { companyId: row.company_id, userId: row.id, role };
}
