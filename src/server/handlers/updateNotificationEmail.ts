import { sql } from 'kysely';
import { entities } from '../../generated/entities.js';
import { parseEmailList } from '../domains/account/emailList.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /users/email: the notification addresses of the account acted as, several separated by commas. */
export const updateNotificationEmail: Handler = async ({ ctx, principal, body }) => {
  const p = signedIn(principal);
  const email = parseEmailList({ value: (body as { email: string }).email, field: 'email', label: entities.user.fields.email.label });
  await ctx.db.updateTable('users').set({ email, updated_at: sql`now()` }).where('company_id', '=', p.companyId).where('id', '=', p.userId).execute();
  return { email };
};
