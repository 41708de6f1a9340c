import { describe, expect, it } from 'vitest';
import { formatByteSize } from '../../../src/shared/byteSize.js';

const KB = 1024;
const MB = 1024 * KB;

describe('formatByteSize', () => {
  it.each([
    ['nothing', 0, '0B'],
    ['a small text file in bytes', 125, '125B'],
    ['the last size in bytes', 1023, '1023B'],
    ['exactly 1 KB (1024 bytes), without .0', KB, '1KB'],
    ['1.2 KB with one decimal', 1229, '1.2KB'],
    ['9.95 KB rounded up to 10, then whole', 10_189, '10KB'],
    ['125 KB whole', 125 * KB + 300, '125KB'],
    ['just under 1 MB, never 1024KB', MB - 1, '1MB'],
    ['3.4 MB', Math.round(3.4 * MB), '3.4MB'],
    ['the image limit (8 MB)', 8 * MB, '8MB'],
    ['the attachment limit (10 MB)', 10 * MB, '10MB'],
    ['the import limit (20 MB)', 20 * MB, '20MB'],
    ['1.5 GB', 1.5 * 1024 * MB, '1.5GB'],
  ])('should write %s', (_case, bytes, want) => {
    expect(formatByteSize(bytes)).toBe(want);
  });

  it('should write the same text for a size in compose and in the detail page (the issue\'s 125-byte file)', () => {
    // Compose wrote max(1, round(kB)) KB ("1 KB") and the detail page bytes ("125 B") for one file: one function now.
    expect(formatByteSize(125)).toBe('125B');
  });

  it('should never write a negative or unreadable size', () => {
    expect([formatByteSize(-1), formatByteSize(Number.NaN)]).toEqual(['0B', '0B']);
  });
});
