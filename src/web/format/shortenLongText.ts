import { constants } from '../../generated/constants.js';

/**
 * Spec §5: a string of 28 or more characters is shown as its first 6, an ellipsis and its last 13 characters
 * (「東京都立川市…第二教室（個別指導）」). Counts characters, not UTF-16 units, so emoji and rare kanji stay whole.
 */
export function shortenLongText(text: string): string {
  const chars = [...text];
  if (chars.length < constants.longTextThresholdChars) return text;
  return `${chars.slice(0, constants.longTextHeadChars).join('')}…${chars.slice(-constants.longTextTailChars).join('')}`;
}
