import { errorCatalogue } from '../../generated/errors.js';
import { startLoginAttempt } from '../auth/loginThrottle.js';
import { verifyPassword } from '../auth/password.js';
import { issueSession } from '../auth/session.js';
import { setPassword } from '../domains/account/userAccount.js';
import { AppError } from '../foundation/errors.js';
import { formatMessage } from '../../shared/validationMessage.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

interface Body { old_password: string; password: string; password_confirmation: string }

/**
 * POST /change-password: the signed-in (owner) account's password. The new one's rules come from the model (user.password);
 * the confirmation must match; the old password is checked (wrong guesses count like failed log-ins). Older tokens
 * stop working; the answer is a fresh session.
 */
export const changePassword: Handler = async ({ ctx, principal, body, request }) => {
  const p = signedIn(principal);
  const { old_password: oldPassword, password, password_confirmation: confirmation } = body as Body;
  if (password !== confirmation) {
    throw new AppError('VALIDATION_FAILED', { errors: [{ field: 'password_confirmation', message: formatMessage('validation.passwordConfirmation') }] });
  }
  const user = await ctx.db.selectFrom('users').select(['username', 'password']).where('company_id', '=', p.companyId).where('id', '=', p.ownerUserId).executeTakeFirstOrThrow();
  const attempt = await startLoginAttempt(ctx.db, { account: user.username, address: request.ip });
  if (!await verifyPassword(user.password, oldPassword)) {
    throw new AppError('OLD_PASSWORD_INCORRECT', { errors: [{ field: 'old_password', message: errorCatalogue.OLD_PASSWORD_INCORRECT.message }] });
  }
  await attempt.succeed();
  const updated = await setPassword(ctx.db, { companyId: p.companyId, userId: p.ownerUserId, password });
  return issueSession(ctx, updated);
};
