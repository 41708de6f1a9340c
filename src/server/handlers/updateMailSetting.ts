import { sql } from 'kysely';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /users/mail-setting: メール通知 of the account acted as, on or off (also back on after an unsubscribe link). */
export const updateMailSetting: Handler = async ({ ctx, principal, body }) => {
  const p = signedIn(principal);
  const receiveMail = (body as { receive_mail: boolean }).receive_mail;
  await ctx.db.updateTable('users').set({ receive_mail: receiveMail, updated_at: sql`now()` }).where('company_id', '=', p.companyId).where('id', '=', p.userId).execute();
  return { receive_mail: receiveMail };
};
