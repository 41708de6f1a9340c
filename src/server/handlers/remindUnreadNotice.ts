import { parseId } from '../crud/operations.js';
import { DeliveryKind } from '../../generated/enums.js';
import { remindRecipients } from '../domains/notices/deliveryReminder.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /notices/{id}/notification/unread: notifies again the recipients who have not read the notice. */
export const remindUnreadNotice: Handler = async ({ ctx, principal, params }) =>
  remindRecipients(ctx, { principal: signedIn(principal), noticeId: parseId(params.id), kind: DeliveryKind.unreadReminder });
