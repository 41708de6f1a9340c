/**
 * Japanese text as people type it, read the same on the server (name search) and in the browser (kana fields): no
 * React, no Node.
 */

/** Runs of white space, the ideographic space (U+3000) of a Japanese keyboard included: ignored inside a searched name. */
export const SPACES = /[\s\u3000]+/g;

/** The text with every space removed (山田 太郎 → 山田太郎). */
export function withoutSpaces(text: string): string {
  return text.replace(SPACES, '');
}

/** Hiragana and half-width katakana to full-width katakana (ふりがな → フリガナ, ﾌﾘｶﾞﾅ → フリガナ); kana readings are stored in katakana. */
export function toKatakana(text: string): string {
  const full = text.replace(/[\uff61-\uff9f]+/g, (s) => s.normalize('NFKC'));
  return full.replace(/[ぁ-ゖ]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
}
