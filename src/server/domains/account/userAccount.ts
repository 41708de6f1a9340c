import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { hashPassword } from '../../auth/password.js';

/**
 * Sets a new password and bumps the token version, so every token issued before stops working on its next request.
 * Returns the user columns a new session is issued from.
 */
export async function setPassword(db: Kysely<Database>, options: { companyId: number; userId: number; password: string }) {
  const hash = await hashPassword(options.password);
  return db.updateTable('users').set({ password: hash, token_version: sql`token_version + 1`, updated_at: sql`now()` })
    .where('company_id', '=', options.companyId).where('id', '=', options.userId)
    .returning(['id', 'company_id', 'm_authority_id', 'token_version']).executeTakeFirstOrThrow();
}

/** Disables (or re-enables) an account; disabling bumps the token version so the user's tokens stop working. */
export async function setUserActive(db: Kysely<Database>, options: { companyId: number; userId: number; isActive: boolean }): Promise<void> {
  await db.updateTable('users')
    .set({ is_active: options.isActive, updated_at: sql`now()`, ...(options.isActive ? {} : { token_version: sql`token_version + 1` }) })
    .where('company_id', '=', options.companyId).where('id', '=', options.userId).execute();
}
