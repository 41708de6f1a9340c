import Encoding from 'encoding-japanese';
import Papa from 'papaparse';
import { CsvEncoding, type CsvEncodingCode } from '../../../generated/enums.js';
import { AppError } from '../../errors.js';

/** A CSV read as text: its rows of cells and the encoding it was in. */
export interface ReadCsv { rows: string[][]; encoding: CsvEncodingCode }

/**
 * The rows of an uploaded CSV: UTF-8 with or without a byte-order mark, or Shift_JIS (as Excel in Japan saves it),
 * told apart by the bytes; RFC 4180 quoting (papaparse). Bytes that are neither, or a file papaparse cannot split,
 * are IMPORT_FILE_UNREADABLE; blank lines are skipped.
 */
export function readCsv(bytes: Buffer): ReadCsv {
  let text: string;
  let encoding: CsvEncodingCode;
  if (bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))) {
    text = bytes.subarray(3).toString('utf8');
    encoding = CsvEncoding.utf8;
  } else {
    const detected = Encoding.detect(bytes);
    if (detected === 'UTF8' || detected === 'ASCII') {
      text = bytes.toString('utf8');
      encoding = CsvEncoding.utf8;
    } else if (detected === 'SJIS') {
      text = Encoding.convert(bytes, { to: 'UNICODE', from: 'SJIS', type: 'string' });
      encoding = CsvEncoding.sjis;
    } else {
      throw new AppError('IMPORT_FILE_UNREADABLE');
    }
  }
  if (text.includes('\ufffd') || text.includes('\u0000')) throw new AppError('IMPORT_FILE_UNREADABLE');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  if (parsed.errors.some((e) => e.type === 'Quotes')) throw new AppError('IMPORT_FILE_UNREADABLE');
  return { rows: parsed.data, encoding };
}
