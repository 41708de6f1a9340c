import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Kysely } from 'kysely';
import { constants } from '../../../generated/constants.js';
import type { Database } from '../../../generated/db.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A schoolhouse's office hours (開校時刻, 閉校時刻; 'HH:mm' or 'HH:mm:ss' in the school's zone), either possibly unset. */
export interface OfficeHours { open: string | null; close: string | null }

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
};

/**
 * When the school is next in its office after `at`, or null when it is in now (or the schoolhouse keeps no hours).
 * Outside [open, close) a family's message still arrives, but the school side hears of it at the next opening: the
 * same day's opening before it, else the next day's (constants.mailTimeZone, the school's clock).
 */
export function nextOpening(hours: OfficeHours, at: Date): Date | null {
  if (!hours.open || !hours.close) return null;
  const open = minutesOf(hours.open);
  const close = minutesOf(hours.close);
  const local = dayjs(at).tz(String(constants.mailTimeZone));
  const now = local.hour() * 60 + local.minute();
  if (now >= open && now < close) return null;
  const day = now < open ? local : local.add(1, 'day');
  return day.hour(Math.floor(open / 60)).minute(open % 60).second(0).millisecond(0).toDate();
}

/** The office hours of a schoolhouse. */
export async function officeHoursOf(db: Kysely<Database>, options: { companyId: number; schoolhouseId: number }): Promise<OfficeHours> {
  const row = await db.selectFrom('schoolhouses').select(['open_time', 'close_time'])
    .where('company_id', '=', options.companyId).where('id', '=', options.schoolhouseId).executeTakeFirst();
  return { open: row?.open_time ?? null, close: row?.close_time ?? null };
}
