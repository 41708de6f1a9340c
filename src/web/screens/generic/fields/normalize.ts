/**
 * Conversions the field components apply to what a Japanese keyboard types: an IME gives full-width digits and
 * hyphens (１２３ー４５６７), hiragana where katakana is wanted, and half-width katakana from old systems.
 */

const FULL_WIDTH_DIGIT = /[０-９]/g;
// Hyphen look-alikes an IME produces in numbers: full-width hyphen-minus, katakana long vowel, minus sign, dashes.
const HYPHENS = /[－ー−‐‑–—―ｰ]/g;

/** Full-width digits, point, comma and hyphens to half-width ones; other characters stay. */
export function toHalfWidthDigits(text: string): string {
  return text
    .replace(FULL_WIDTH_DIGIT, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[．。]/g, '.')
    .replace(/[，、]/g, ',')
    .replace(HYPHENS, '-')
    .replace(/＋/g, '+');
}

// Hiragana and half-width katakana to full-width katakana, shared with the server's kana name search.
export { toKatakana } from '../../../../shared/japaneseText.js';

/** A postal code as typed to 123-4567: half-width digits, the hyphen put in when seven digits are typed without. */
export function toPostalCode(text: string): string {
  const half = toHalfWidthDigits(text).replace(/\s/g, '').replace(/^〒/, '');
  return /^[0-9]{7}$/.test(half) ? `${half.slice(0, 3)}-${half.slice(3)}` : half;
}

/** A phone number as typed: half-width digits and hyphens, spaces removed. */
export function toPhone(text: string): string {
  return toHalfWidthDigits(text).replace(/\s/g, '');
}

/**
 * The value of a number field from its text: a number when the text is one (half-width after conversion,
 * thousands separators dropped), the text itself when it is not, so that validation says 半角数字で入力してください
 * instead of the input silently dropping what was typed; undefined for an empty field.
 */
export function parseNumberText(text: string, kind: 'integer' | 'decimal'): number | string | undefined {
  const half = toHalfWidthDigits(text).replace(/[,\s¥￥]/g, '');
  if (half === '') return undefined;
  const valid = kind === 'integer' ? /^-?[0-9]+$/ : /^-?([0-9]+\.?[0-9]*|\.[0-9]+)$/;
  return valid.test(half) ? Number(half) : text;
}

/** 1234567 → 1,234,567 (a yen amount in lists and in the yen field when it is not being edited). */
export function withThousands(value: number | string): string {
  const text = String(value);
  return /^-?[0-9]+$/.test(text) ? text.replace(/\B(?=([0-9]{3})+(?![0-9]))/g, ',') : text;
}

/** ¥1,234 */
export function formatYen(value: unknown): string {
  return `¥${withThousands(typeof value === 'number' || typeof value === 'string' ? value : String(value))}`;
}
