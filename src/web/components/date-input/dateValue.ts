import dayjs, { type Dayjs } from 'dayjs';
import { readDateText, type DateTextKind, type DateTextResult } from '../../../shared/dateText.js';
import type { MessageKey } from '../../../generated/messages.ja.js';
import { t } from '../../i18n/i18n.js';

export type { DateTextKind } from '../../../shared/dateText.js';

/**
 * The value of a date field: a day or an instant (Dayjs), nothing (null), or the text typed when it is no date (a
 * string). The text is kept, so that the field still shows it and the form's rule refuses it with the reason, instead
 * of the field silently clearing.
 */
export type DateInputValue = Dayjs | string | null;

/** True when the value is text the field could not read. */
export const isTypedText = (value: DateInputValue | undefined): value is string => typeof value === 'string';

/** The value when it is a day or an instant. */
export const dayjsOf = (value: DateInputValue | undefined): Dayjs | null => (dayjs.isDayjs(value) ? value : null);

const displayFormats: Record<DateTextKind, MessageKey> = { date: 'web.dateFormat', datetime: 'web.datetimeFormat', time: 'dateInput.timeFormat' };

/** How a field of `kind` shows its value: 2026年12月24日, 2026年12月24日 18:00, 18:00. */
export function formatDateValue(value: Dayjs, kind: DateTextKind): string {
  return value.format(t(displayFormats[kind]));
}

/** The text a field shows for a value: formatted, the typed text as it is, or nothing. */
export function textOfDateValue(value: DateInputValue | undefined, kind: DateTextKind): string {
  if (isTypedText(value)) return value;
  return value ? formatDateValue(value, kind) : '';
}

const todayParts = () => {
  const now = dayjs();
  return { year: now.year(), month: now.month() + 1, day: now.date() };
};

/** The Japanese reason a typed text is no value of its kind. */
function messageOf(result: Extract<DateTextResult, { ok: false }>, kind: DateTextKind): string {
  switch (result.problem) {
    case 'noSuchDate': return t('dateInput.noSuchDate', { ...result.day });
    case 'noSuchTime': return t('dateInput.noSuchTime', { time: `${result.time.hour}:${String(result.time.minute).padStart(2, '0')}` });
    case 'timeNotAllowed': return t('dateInput.timeNotAllowed');
    case 'timeRequired': return t('dateInput.timeRequired');
    case 'format': return t(`dateInput.format.${kind}`);
  }
}

/** What a typed text is: the value it names (null for an empty text), or the message saying why it names none. */
export function readDateValue(text: string, kind: DateTextKind): { value: Dayjs | null } | { message: string } {
  const result = readDateText(text, { kind, today: todayParts() });
  if (!result.ok) return { message: messageOf(result, kind) };
  const { day, time } = result;
  if (!day && !time) return { value: null };
  // A time of day alone stands on today (a time field sends only HH:mm).
  const base = day ? new Date(day.year, day.month - 1, day.day) : new Date();
  return { value: dayjs(base).hour(time?.hour ?? 0).minute(time?.minute ?? 0).second(0).millisecond(0) };
}

/** The message for a field value that is typed text (undefined for a day, an instant or nothing). */
export function dateValueMessage(value: DateInputValue | undefined, kind: DateTextKind): string | undefined {
  if (!isTypedText(value)) return undefined;
  const read = readDateValue(value, kind);
  // Text the field keeps is never a value, even when it reads as one (a value given as text from elsewhere).
  return 'message' in read ? read.message : t(`dateInput.format.${kind}`);
}
