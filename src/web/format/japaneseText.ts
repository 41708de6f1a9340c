import { t } from '../i18n/i18n.js';

/** Names of one list, joined as Japanese writes them (校舎A、校舎B). */
export function listText(items: readonly string[]): string {
  return items.join(t('text.listSeparator'));
}

/** Details of one row or person, joined by a middle dot (S00001・中学1年・本町校). */
export function detailText(items: readonly string[]): string {
  return items.join(t('text.detailSeparator'));
}

/** A text in full-width parentheses: （3件）. */
export function parenthesized(text: string | number): string {
  return t('text.parenthesized', { text });
}

/** A label and its value: 回答期限：2026年12月24日. */
export function labelled(label: string, value: string | number): string {
  return t('text.labelled', { label, value });
}
