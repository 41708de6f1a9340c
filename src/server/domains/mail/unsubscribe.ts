import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { AppError } from '../../foundation/errors.js';
import { verifyUnsubscribeToken } from './unsubscribeToken.js';

/**
 * The one-click unsubscribe (RFC 8058): turns メール通知 off for the user the token names, whoever asks (no sign-in:
 * the mailbox provider posts it). A token of a user who no longer exists is as invalid as a forged one. Asked again,
 * it stays off.
 */
export async function unsubscribeByToken(db: Kysely<Database>, options: { token: string | undefined; secret: Uint8Array }): Promise<void> {
  const { companyId, userId } = verifyUnsubscribeToken(options);
  const updated = await db.updateTable('users').set({ receive_mail: false, updated_at: sql`now()` })
    .where('company_id', '=', companyId).where('id', '=', userId).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new AppError('MAIL_UNSUBSCRIBE_INVALID');
}
