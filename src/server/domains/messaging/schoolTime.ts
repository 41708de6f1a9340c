import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { constants } from '../../../generated/constants.js';
import type { MessageKey } from '../../../generated/messages.ja.js';
import { formatMessage } from '../../../shared/validationMessage.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A moment as the school reads it (constants.mailTimeZone, whatever the server's own zone), in a message's format. */
export function schoolTime(at: Date, format: MessageKey): string {
  return dayjs(at).tz(String(constants.mailTimeZone)).format(formatMessage(format));
}
