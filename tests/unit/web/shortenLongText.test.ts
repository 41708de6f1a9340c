import { describe, expect, it } from 'vitest';
import { shortenLongText } from '../../../src/web/format/shortenLongText.js';

describe('shortenLongText (spec §5: 28+ characters as first 6 … last 13)', () => {
  it.each([
    ['', ''],
    ['東京本校', '東京本校'],
    ['あ'.repeat(27), 'あ'.repeat(27)],
    ['一二三四五六七八九十' + 'abcdefghijklmnopq' + '🙂', '一二三四五六…fghijklmnopq🙂'],
    ['𠮷'.repeat(28), `${'𠮷'.repeat(6)}…${'𠮷'.repeat(13)}`],
  ])('should show %j as %j', (text, want) => {
    expect(shortenLongText(text)).toBe(want);
  });

  it('should shorten at exactly 28 characters and keep 27', () => {
    const text = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ12';
    expect(shortenLongText(text)).toBe('ABCDEF…PQRSTUVWXYZ12');
    expect(shortenLongText(text.slice(0, 27))).toBe(text.slice(0, 27));
  });
});
