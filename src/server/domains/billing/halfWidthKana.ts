import { formatMessage } from '../../../shared/validationMessage.js';
import { AppError } from '../../foundation/errors.js';

/**
 * Text as a 全銀協 (Zengin) file carries it: the single-byte half of Shift_JIS (JIS X 0201), restricted to what banks
 * accept in names: digits, upper-case A–Z, half-width katakana with ﾞ and ﾟ as separate characters, the space and
 * ( ) - . / , ｢ ｣.
 *
 * - katakana and hiragana become half-width (ガ → ｶﾞ, ぱ → ﾊﾟ, ヴ → ｳﾞ); small kana become large (ッ → ﾂ, ャ → ﾔ,
 *   ァ → ｱ), as banks match 預金者名 without them; ヰ ヱ ヮ ヵ ヶ become ｲ ｴ ﾜ ｶ ｹ;
 * - the long vowel (ー, ｰ) and dashes become the hyphen '-' (the Zengin character set has no ｰ), ・ becomes '.', 、 ',';
 * - full-width letters, digits and symbols become ASCII, lower case becomes upper case, the ideographic space a space;
 * - anything else (kanji, ☆, emoji, …) is refused: VALIDATION_FAILED naming the character.
 */
export function toHalfWidthKana(text: string): string {
  let out = '';
  for (const ch of text) {
    const converted = convertChar(ch);
    if (converted === undefined) {
      throw new AppError('VALIDATION_FAILED', { errors: [{ field: 'kana', message: formatMessage('zengin.unsupportedCharacter', { char: ch, text }) }] });
    }
    out += converted;
  }
  return out;
}

/** Whether every character of a text is one a Zengin name field accepts as it is (after {@link toHalfWidthKana}). */
export function isZenginText(text: string): boolean {
  return [...text].every((ch) => ZENGIN_CHARS.has(ch));
}

// ァ (U+30A1) … ヶ (U+30F6), in code order: each one's half-width form (small kana as large ones).
const KATAKANA_HALF = (
  'ｱ ｱ ｲ ｲ ｳ ｳ ｴ ｴ ｵ ｵ ' +
  'ｶ ｶﾞ ｷ ｷﾞ ｸ ｸﾞ ｹ ｹﾞ ｺ ｺﾞ ' +
  'ｻ ｻﾞ ｼ ｼﾞ ｽ ｽﾞ ｾ ｾﾞ ｿ ｿﾞ ' +
  'ﾀ ﾀﾞ ﾁ ﾁﾞ ﾂ ﾂ ﾂﾞ ﾃ ﾃﾞ ﾄ ﾄﾞ ' +
  'ﾅ ﾆ ﾇ ﾈ ﾉ ' +
  'ﾊ ﾊﾞ ﾊﾟ ﾋ ﾋﾞ ﾋﾟ ﾌ ﾌﾞ ﾌﾟ ﾍ ﾍﾞ ﾍﾟ ﾎ ﾎﾞ ﾎﾟ ' +
  'ﾏ ﾐ ﾑ ﾒ ﾓ ' +
  'ﾔ ﾔ ﾕ ﾕ ﾖ ﾖ ' +
  'ﾗ ﾘ ﾙ ﾚ ﾛ ' +
  'ﾜ ﾜ ｲ ｴ ｦ ﾝ ｳﾞ ｶ ｹ'
).split(' ');
const KATAKANA_FIRST = 0x30a1;

// Half-width small kana (ｧ U+FF67 … ｯ U+FF6F) as large ones.
const SMALL_HALF: Record<string, string> = { ｧ: 'ｱ', ｨ: 'ｲ', ｩ: 'ｳ', ｪ: 'ｴ', ｫ: 'ｵ', ｬ: 'ﾔ', ｭ: 'ﾕ', ｮ: 'ﾖ', ｯ: 'ﾂ' };

const OTHERS: Record<string, string> = {
  'ヷ': 'ﾜﾞ', 'ヸ': 'ｲﾞ', 'ヹ': 'ｴﾞ', 'ヺ': 'ｦﾞ',
  '゛': 'ﾞ', '゜': 'ﾟ', '\u3099': 'ﾞ', '\u309a': 'ﾟ',
  'ー': '-', 'ｰ': '-', '‐': '-', '‑': '-', '–': '-', '—': '-', '―': '-', '−': '-',
  '・': '.', '･': '.', '。': '.', '｡': '.', '、': ',', '､': ',',
  '「': '｢', '」': '｣', '\u3000': ' ',
};

const ZENGIN_CHARS = new Set<string>([
  ...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ ()-./,｢｣ﾞﾟｦ',
  ...Array.from({ length: 0xff9d - 0xff71 + 1 }, (_, i) => String.fromCharCode(0xff71 + i)), // ｱ … ﾝ
]);

function convertChar(ch: string): string | undefined {
  const code = ch.codePointAt(0)!;
  let c = ch;
  // Hiragana ぁ … ゖ: the katakana at the same place.
  if (code >= 0x3041 && code <= 0x3096) c = String.fromCharCode(code + 0x60);
  const k = c.codePointAt(0)!;
  if (k >= KATAKANA_FIRST && k < KATAKANA_FIRST + KATAKANA_HALF.length) return KATAKANA_HALF[k - KATAKANA_FIRST];
  if (OTHERS[c] !== undefined) return OTHERS[c];
  if (SMALL_HALF[c] !== undefined) return SMALL_HALF[c];
  // Full-width ASCII (！ … ～): the ASCII character.
  if (k >= 0xff01 && k <= 0xff5e) c = String.fromCharCode(k - 0xfee0);
  c = c.toUpperCase();
  return ZENGIN_CHARS.has(c) ? c : undefined;
}
