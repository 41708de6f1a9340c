import { constants } from '../../generated/constants.js';
import { assertBounceSecret, readBounceReport } from '../domains/mail/bounceReport.js';
import { mailDeliveryExists, recordBounce } from '../domains/mail/recordBounce.js';
import { AppError } from '../foundation/errors.js';
import type { Handler } from './types.js';

/**
 * POST /mail/bounces: a bounce report forwarded by the MTA with the shared secret. A permanent failure marks the
 * delivery its bounce address names bounced (不達); a delay or success report changes nothing.
 */
export const mailBounce: Handler = async ({ ctx, body, query, request }) => {
  assertBounceSecret({ config: ctx.config.mailBounce, given: request.headers[String(constants.mailBounceSecretHeader).toLowerCase()] });
  const outcome = await readBounceReport({ body, recipient: query.recipient as string | undefined, secret: ctx.config.jwtSecret });
  const isKnown = outcome.permanentReason !== undefined
    ? await recordBounce(ctx.db, { ref: outcome.ref, reason: outcome.permanentReason })
    : await mailDeliveryExists(ctx.db, { ref: outcome.ref });
  if (!isKnown) throw new AppError('MAIL_BOUNCE_UNKNOWN_DELIVERY');
  return { recorded: outcome.permanentReason !== undefined, status: outcome.status };
};
