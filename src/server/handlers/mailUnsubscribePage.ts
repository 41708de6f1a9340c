import { constants } from '../../generated/constants.js';
import { verifyUnsubscribeToken } from '../domains/mail/unsubscribeToken.js';
import type { Handler } from './types.js';

/**
 * GET /mail/unsubscribe/{token}: a person opened the link (or a mail scanner followed it). Nothing changes: a valid
 * token leads to /personal-information, where the family sees メール通知 and turns it off or on after signing in; a
 * forged or expired one is MAIL_UNSUBSCRIBE_INVALID.
 */
export const mailUnsubscribePage: Handler = async ({ ctx, params, reply }) => {
  verifyUnsubscribeToken({ token: params.token, secret: ctx.config.jwtSecret });
  return reply.redirect(`${String(constants.basePath)}/personal-information`, 303);
};
