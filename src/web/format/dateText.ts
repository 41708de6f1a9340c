import dayjs from 'dayjs';
import { t } from '../i18n/i18n.js';

/** A date as the portal writes it: 2026年12月24日. */
export function formatDate(value: string | Date | dayjs.Dayjs): string {
  return dayjs(value).format(t('web.dateFormat'));
}

/** A moment as the portal writes it: 2026年12月24日 18:00. */
export function formatDateTime(value: string | Date | dayjs.Dayjs): string {
  return dayjs(value).format(t('web.datetimeFormat'));
}
