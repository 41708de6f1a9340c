import type { Kysely, Selectable } from 'kysely';
import type { AppContext } from '../../core/context.js';
import type { OwnCopyFinder } from './answerOwnSurvey.js';
import type { Database, NoticeRecipientsTable } from '../../../generated/db.js';

type Db = Kysely<Database>;

/**
 * Likes or un-likes a notice for one recipient (one like per recipient row; inside the caller's transaction, with the
 * recipient row locked). Returns the new state and the like count of the whole notice.
 */
export async function toggleLike(trx: Db, options: { recipient: Selectable<NoticeRecipientsTable> }): Promise<{ liked: boolean; like_count: number }> {
  const { recipient } = options;
  const existing = await trx.selectFrom('notice_likes').select('id')
    .where('company_id', '=', recipient.company_id).where('recipient_id', '=', recipient.id).executeTakeFirst();
  if (existing) {
    await trx.deleteFrom('notice_likes').where('company_id', '=', recipient.company_id).where('id', '=', existing.id).execute();
  } else {
    await trx.insertInto('notice_likes').values({ company_id: recipient.company_id, notice_id: recipient.notice_id, recipient_id: recipient.id }).execute();
  }
  const { count } = await trx.selectFrom('notice_likes').select((eb) => eb.fn.countAll<number>().as('count'))
    .where('company_id', '=', recipient.company_id).where('notice_id', '=', recipient.notice_id).executeTakeFirstOrThrow();
  return { liked: !existing, like_count: Number(count) };
}

/** POST …/likes: the reader's own copy (found and locked by `find`: a guardian's, or a recipient teacher's) liked or not. */
export async function toggleOwnLike(ctx: AppContext, find: OwnCopyFinder): Promise<{ liked: boolean; like_count: number }> {
  return ctx.db.transaction().execute(async (trx) => toggleLike(trx, { recipient: (await find(trx)).recipient }));
}
