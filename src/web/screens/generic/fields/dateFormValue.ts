import dayjs from 'dayjs';
import { isTypedText, type DateInputValue, type DateTextKind } from '../../../components/date-input/index.js';

/** The kind of date a model field type holds, or undefined for any other type. */
export function dateKindOf(fieldType: string): DateTextKind | undefined {
  return fieldType === 'date' || fieldType === 'datetime' || fieldType === 'time' ? fieldType : undefined;
}

// The API's forms (the generated schemas check them on both sides): 2026-12-24, an ISO 8601 instant, 18:00.
const apiForms: Record<DateTextKind, RegExp> = {
  date: /^\d{4}-\d{2}-\d{2}$/,
  datetime: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/,
  time: /^\d{2}:\d{2}(:\d{2})?$/,
};

/**
 * A form's value as the date field holds it: the API's text read as a day or instant, nothing, or any other text as
 * typed text (what the field could not read and put into the form for its rule to refuse).
 */
export function fromFormValue(value: unknown, kind: DateTextKind): DateInputValue {
  if (typeof value !== 'string' || value === '') return null;
  if (!apiForms[kind].test(value)) return value;
  const read = kind === 'time' ? dayjs(`2000-01-01T${value}`) : dayjs(value);
  // 2026-02-30 has the form but is no day (dayjs would roll it over to March): it stays text.
  return read.isValid() && (kind !== 'date' || read.format('YYYY-MM-DD') === value) ? read : value;
}

/**
 * The date field's value as the form sends it: 2026-12-24, an instant with the browser's offset
 * (2026-12-24T18:00:00+09:00), 18:00; typed text as it is (the form refuses it before sending); undefined when empty.
 */
export function toFormValue(value: DateInputValue, kind: DateTextKind): string | undefined {
  if (isTypedText(value)) return value;
  if (!value) return undefined;
  return value.format(kind === 'date' ? 'YYYY-MM-DD' : kind === 'time' ? 'HH:mm' : 'YYYY-MM-DDTHH:mm:ssZ');
}
