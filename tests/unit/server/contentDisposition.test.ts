import { describe, expect, it } from 'vitest';
import { asciiFileName, attachmentDisposition } from '../../../src/server/core/contentDisposition.js';

const encodedPart = (header: string) => header.split("; filename*=UTF-8''")[1]!;

describe('Content-Disposition of a download', () => {
  it.each([
    ['a Japanese name', '申込書.pdf', '%E7%94%B3%E8%BE%BC%E6%9B%B8.pdf'],
    ["quote, parentheses, star and exclamation mark, which encodeURIComponent leaves", "a'(1)*!.pdf", 'a%27%281%29%2A%21.pdf'],
    ['a plain ASCII name, unchanged', 'report-2026_v1.csv', 'report-2026_v1.csv'],
  ])('should percent-encode %s in filename*', (_case, fileName, encoded) => {
    expect(encodedPart(attachmentDisposition(fileName))).toBe(encoded);
    expect(decodeURIComponent(encoded)).toBe(fileName);
  });

  it('should not leave a character outside RFC 8187 attr-char in filename*', () => {
    expect(encodedPart(attachmentDisposition('保護者会 (1)\'案内\'!*.pdf'))).toMatch(/^[A-Za-z0-9%._~-]+$/);
  });

  it('should derive the ASCII fallback from the name, other characters, quotes and backslashes replaced', () => {
    expect(attachmentDisposition('保護者"会\\.pdf')).toMatch(/^attachment; filename="______\.pdf"; /);
  });

  it('should use a given ASCII fallback instead of the name reduced to ASCII', () => {
    expect(attachmentDisposition('アンケート結果.csv', 'survey-result-12.csv')).toMatch(/^attachment; filename="survey-result-12\.csv"; /);
  });

  it('should not let a given fallback break out of its quotes', () => {
    expect(asciiFileName('a"b\\c.csv')).toBe('a_b_c.csv');
  });
});
