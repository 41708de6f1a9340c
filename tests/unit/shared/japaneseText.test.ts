import { describe, expect, it } from 'vitest';
import { toKatakana, withoutSpaces } from '../../../src/shared/japaneseText.js';

describe('toKatakana', () => {
  it.each([
    ['hiragana', 'やまだ たろう', 'ヤマダ タロウ'],
    ['small kana and voiced marks', 'ぁゃっがぱゔゕゖ', 'ァャッガパヴヵヶ'],
    ['half-width katakana from old systems', 'ﾔﾏﾀﾞ ﾀﾛｳ', 'ヤマダ タロウ'],
    ['full-width katakana, unchanged', 'ヤマダ', 'ヤマダ'],
    ['kanji, latin letters and digits, unchanged', '山田Taro1', '山田Taro1'],
    ['the long vowel mark, unchanged', 'らーめん', 'ラーメン'],
  ])('should convert %s', (_case, given, want) => {
    expect(toKatakana(given)).toBe(want);
  });

  it('should not turn characters next to the hiragana block into katakana', () => {
    // ゗ (U+3097, unassigned) and ゙ (U+3099, combining voiced mark) lie just after ゖ and are not hiragana letters.
    expect(toKatakana('\u3097\u3099')).toBe('\u3097\u3099');
  });
});

describe('withoutSpaces', () => {
  it.each([
    ['a half-width space', '山田 太郎', '山田太郎'],
    ['an ideographic space', '山田\u3000太郎', '山田太郎'],
    ['tabs, line breaks and runs of spaces', ' 山田\t\n\u3000 太郎 ', '山田太郎'],
  ])('should remove %s', (_case, given, want) => {
    expect(withoutSpaces(given)).toBe(want);
  });

  it('should leave a name without spaces as it is, also when called again (no regex state left behind)', () => {
    expect(withoutSpaces('山田太郎')).toBe('山田太郎');
    expect(withoutSpaces('山田 太郎')).toBe('山田太郎');
    expect(withoutSpaces('山田 太郎')).toBe('山田太郎');
  });
});
