import Encoding from 'encoding-japanese';
import Papa from 'papaparse';
import { CsvEncoding, ImportEncoding, type CsvEncodingCode, type ImportEncodingCode } from '../../../generated/enums.js';
import { AppError } from '../../foundation/errors.js';
import { readXlsx } from './xlsxFile.js';

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

/** An import file read as text: its rows of cells, how it was read, and the cells holding a formula (an .xlsx's). */
export interface ReadImportFile { rows: string[][]; encoding: ImportEncodingCode; formulaCells?: Set<string> }

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * The rows of an import file, told apart by its bytes (never its name): an .xlsx workbook (a zip: readXlsx), an old
 * .xls (IMPORT_FILE_TYPE_NOT_ALLOWED, which says to save it as .xlsx or CSV), otherwise a CSV (readCsv). The check and
 * the import job both read the stored file with this.
 */
export async function readImportFile(bytes: Buffer, fileName = ''): Promise<ReadImportFile> {
  if (bytes.subarray(0, 4).equals(ZIP)) return { ...(await readXlsx(bytes)), encoding: ImportEncoding.xlsx };
  if (bytes.subarray(0, 8).equals(OLE)) throw new AppError('IMPORT_FILE_TYPE_NOT_ALLOWED', { values: { name: fileName } });
  return readCsv(bytes);
}
