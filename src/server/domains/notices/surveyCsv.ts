import Encoding from 'encoding-japanese';
import Papa from 'papaparse';
import { SurveyCsvEncoding } from '../../../generated/enums.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import { attachmentDisposition } from '../../http/contentDisposition.js';

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
// A cell Excel or LibreOffice would read as a formula (= + - @, or a leading tab or carriage return) gets a leading
// apostrophe. papaparse's own `escapeFormulae: true` tests /^[=+\-@\t\r].*$/, which misses a formula followed by a line
// break inside the cell, hence a pattern that only looks at the first character.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The CSV text of rows (the first row is the header): RFC 4180 quoting (a cell with a comma, quote or line break is
 * quoted, quotes doubled), CRLF after every row, formula cells neutralised.
 */
export function csvText(rows: string[][]): string {
  return `${Papa.unparse(rows, { newline: '\r\n', escapeFormulae: FORMULA_START })}\r\n`;
}

/**
 * The CSV bytes in the requested encoding, so that Excel in Japan opens them correctly: UTF-8 with a byte-order mark
 * (Excel reads BOM-less UTF-8 as Shift_JIS), or Shift_JIS for older tools. Characters Shift_JIS cannot hold (emoji,
 * some rare kanji such as 𠮷, accented Latin letters) become '?' (encoding-japanese's replacement) — UTF-8 keeps them.
 */
export function encodeCsv(text: string, encoding: string): Buffer {
  if (encoding === SurveyCsvEncoding.sjis) {
    return Buffer.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE', type: 'array' }));
  }
  return Buffer.concat([UTF8_BOM, Buffer.from(text, 'utf8')]);
}

/** The media type of the CSV in an encoding. */
export function csvContentType(encoding: string): string {
  return `text/csv; charset=${encoding === SurveyCsvEncoding.sjis ? 'Shift_JIS' : 'UTF-8'}`;
}

// Characters no file name may hold on Windows or macOS, and control characters.
// eslint-disable-next-line no-control-regex -- control characters are among those replaced
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

/**
 * Content-Disposition of the download: アンケート結果_<title>_<YYYYMMDD>.csv as filename* (UTF-8), and a plain ASCII
 * name for clients that do not read it.
 */
export function csvContentDisposition(options: { noticeId: number; title: string; date: string }): string {
  const title = options.title.replace(UNSAFE_IN_FILE_NAME, '_');
  const name = formatMessage('noticeReceiveApi.csv.fileName', { title, date: options.date });
  const ascii = formatMessage('noticeReceiveApi.csv.asciiFileName', { id: options.noticeId, date: options.date });
  return attachmentDisposition(name, ascii);
}
