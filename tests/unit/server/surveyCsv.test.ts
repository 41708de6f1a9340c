import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvContentDisposition } from '../../../src/server/domains/notices/surveyCsv.js';
import { csvText, encodeCsv } from '../../../src/server/core/csv.js';

describe('the survey CSV text', () => {
  it.each([
    ['a formula', '=1+1', '\'=1+1'],
    ['a plus sign', '+81 90', '\'+81 90'],
    ['a minus sign before text', '-特になし', '\'-特になし'],
    // A plain number is no formula (src/shared/spreadsheetFormula.ts): a spreadsheet reads -5 as the number.
    ['a negative number', '-5', '-5'],
    ['an at sign', '@SUM(A1)', '\'@SUM(A1)'],
    ['a formula after a tab', '\t=1+1', '\'\t=1+1'],
    ['text after a tab', '\tx', '\tx'],
    ['a formula after blanks', ' = 0+WEBSERVICE("x")', '\' = 0+WEBSERVICE("x")'],
    ['a formula followed by a line break', '=A1\n次の行', '\'=A1\n次の行'],
    ['plain Japanese text', '参加します', '参加します'],
    ['an equals sign inside', '1=1', '1=1'],
  ])('should write %s so that it reads back as %j', (_name, cell, expected) => {
    const text = csvText([['見出し'], [cell]]);
    expect(Papa.parse<string[]>(text.trimEnd(), { newline: '\r\n' }).data[1]).toEqual([expected]);
  });

  it('should quote commas, quotes and line breaks (RFC 4180) and end every row with CRLF', () => {
    expect(csvText([['a', 'b,c'], ['"引用"', '一行目\n二行目']])).toBe('a,"b,c"\r\n"""引用""","一行目\n二行目"\r\n');
  });
});

describe('the survey CSV bytes', () => {
  it('should start UTF-8 with a byte-order mark', () => {
    expect([...encodeCsv('生徒番号\r\n', 'utf8')]).toEqual([0xef, 0xbb, 0xbf, ...Buffer.from('生徒番号\r\n', 'utf8')]);
  });

  it('should write Shift_JIS, with "?" for characters it cannot hold', () => {
    const bytes = encodeCsv('生徒番号,𠮷野,😀\r\n', 'sjis');
    expect(new TextDecoder('shift_jis').decode(bytes)).toBe('生徒番号,?野,?\r\n');
  });
});

describe('the download file name', () => {
  it('should give the Japanese name as filename* and a plain ASCII fallback, with unsafe characters replaced', () => {
    const header = csvContentDisposition({ noticeId: 12, title: '夏期講習/申込:確認 (1)', date: '20260701' });
    const [fallback, encoded] = header.split('; filename*=UTF-8\'\'');
    expect(fallback).toBe('attachment; filename="survey-result-12-20260701.csv"');
    expect(encoded).toMatch(/^[A-Za-z0-9%._~-]+$/);
    expect(decodeURIComponent(encoded!)).toBe('アンケート結果_夏期講習_申込_確認 (1)_20260701.csv');
  });
});
