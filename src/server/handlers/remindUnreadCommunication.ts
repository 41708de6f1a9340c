import { parseId } from '../crud/operations.js';
import { DeliveryKind, MessageAudience } from '../../generated/enums.js';
import { remindRecipients } from '../domains/notices/deliveryReminder.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /communications/{id}/notification/unread: the notice core's reminder (unreadReminder) to the communication's teachers. */
export const remindUnreadCommunication: Handler = async ({ ctx, principal, params }) =>
  remindRecipients(ctx, { principal: signedIn(principal), noticeId: parseId(params.id), kind: DeliveryKind.unreadReminder, audience: MessageAudience.teachers });
