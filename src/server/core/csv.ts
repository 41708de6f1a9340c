import Encoding from 'encoding-japanese';
import Papa from 'papaparse';
import { CsvEncoding } from '../../generated/enums.js';
import { NEEDS_NEUTRALISING } from '../../shared/spreadsheetFormula.js';

export const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * The CSV text of rows (the first row is the header, or a later chunk's rows): RFC 4180 quoting (a cell with a comma,
 * quote or line break is quoted, quotes doubled), CRLF after every row, formula cells neutralised.
 */
export function csvText(rows: string[][]): string {
  if (rows.length === 0) return '';
  // A cell a spreadsheet would read as a formula gets a leading apostrophe, by the rule the import refuses formulas with.
  return `${Papa.unparse(rows, { newline: '\r\n', escapeFormulae: NEEDS_NEUTRALISING })}\r\n`;
}

/** Text in Shift_JIS; characters it cannot hold (emoji, 𠮷, accented Latin letters) become '?'. */
export function toShiftJis(text: string): Buffer {
  return Buffer.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE', type: 'array' }));
}

/**
 * The CSV bytes in the requested encoding, so that Excel in Japan opens them correctly: UTF-8 with a byte-order mark
 * (Excel reads BOM-less UTF-8 as Shift_JIS), or Shift_JIS for older tools (see toShiftJis).
 */
export function encodeCsv(text: string, encoding: string): Buffer {
  if (encoding === CsvEncoding.sjis) return toShiftJis(text);
  return Buffer.concat([UTF8_BOM, Buffer.from(text, 'utf8')]);
}

/** The media type of the CSV in an encoding. */
export function csvContentType(encoding: string): string {
  return `text/csv; charset=${encoding === CsvEncoding.sjis ? 'Shift_JIS' : 'UTF-8'}`;
}

// Characters no file name may hold on Windows or macOS, and control characters.
// eslint-disable-next-line no-control-regex -- control characters are among those replaced
export const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;
