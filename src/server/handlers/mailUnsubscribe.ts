import { unsubscribeByToken } from '../domains/mail/unsubscribe.js';
import { AppError } from '../foundation/errors.js';
import type { Handler } from './types.js';

/** RFC 8058: the body a one-click unsubscribe carries, as a form field. */
const ONE_CLICK = { name: 'List-Unsubscribe', value: 'One-Click' };

/** The form fields of the request: urlencoded (already parsed) or multipart/form-data (RFC 8058 allows both). */
async function formFields(options: Parameters<Handler>[0]): Promise<Record<string, unknown>> {
  const { request, body } = options;
  if (!request.isMultipart()) return body !== null && typeof body === 'object' ? body as Record<string, unknown> : {};
  const fields: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (part.type === 'field') fields[part.fieldname] = part.value;
    else await part.toBuffer();
  }
  return fields;
}

/**
 * POST /mail/unsubscribe/{token}: the one-click unsubscribe a mailbox provider posts (no sign-in, no cookie): turns
 * the family's メール通知 off. Without the List-Unsubscribe=One-Click field it changes nothing (MALFORMED_REQUEST).
 */
export const mailUnsubscribe: Handler = async (input) => {
  const fields = await formFields(input);
  if (fields[ONE_CLICK.name] !== ONE_CLICK.value) throw new AppError('MALFORMED_REQUEST');
  await unsubscribeByToken(input.ctx.db, { token: input.params.token, secret: input.ctx.config.jwtSecret });
  return { receive_mail: false };
};
