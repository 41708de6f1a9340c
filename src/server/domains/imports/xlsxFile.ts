import { inflateRawSync } from 'node:zlib';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import ExcelJS from 'exceljs';
import { constants } from '../../../generated/constants.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import { AppError } from '../../errors.js';

dayjs.extend(utc);

/** An .xlsx read as text: its first worksheet's rows of cells, and the cells holding a formula ("row:column", 0-based). */
export interface ReadXlsx { rows: string[][]; formulaCells: Set<string> }

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64 = 0xffffffff;

const megabytes = (bytes: number) => `${Math.round(bytes / 1048576)}MB`;
const unreadable = () => new AppError('IMPORT_FILE_UNREADABLE');
const tooComplex = () => new AppError('IMPORT_FILE_TOO_COMPLEX', { values: { limit: megabytes(Number(constants.importXlsxMaxUnpackedBytes)) } });

/** A zip entry as its central directory declares it. */
interface ZipEntry { method: number; flags: number; compressed: number; size: number; offset: number }

/** The central directory of a zip (no zip64, no prefix before it: a workbook under 20 MB needs neither). */
function zipEntries(bytes: Buffer): ZipEntry[] {
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const start = bytes.readUInt32LE(end + 16);
  if (count > Number(constants.importXlsxMaxEntries)) throw tooComplex();
  // exceljs (JSZip) would shift every offset by bytes found before the directory; such a file is refused instead.
  if (count === 0xffff || start === ZIP64 || start + size !== end) throw unreadable();
  const entries: ZipEntry[] = [];
  let at = start;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL) throw unreadable();
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const entry: ZipEntry = {
      flags: bytes.readUInt16LE(at + 8), method: bytes.readUInt16LE(at + 10),
      compressed: bytes.readUInt32LE(at + 20), size: bytes.readUInt32LE(at + 24), offset: bytes.readUInt32LE(at + 42),
    };
    // Sizes of 4 GB or more live in a zip64 extra field: a workbook this import reads never has them.
    if (entry.compressed === ZIP64 || entry.size === ZIP64 || entry.offset === ZIP64) throw tooComplex();
    entries.push(entry);
    at += 46 + nameLength + extraLength + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * Refuses a zip that would unpack to too much before anything unpacks it: more than importXlsxMaxEntries entries,
 * declared sizes over importXlsxMaxUnpackedBytes in total or importXlsxMaxRatio times the file, or an entry that
 * inflates to more than it declares (checked by inflating it with an output limit, the bytes then dropped).
 * IMPORT_FILE_TOO_COMPLEX; a zip that is broken, encrypted or compressed otherwise than deflate is IMPORT_FILE_UNREADABLE.
 */
export function checkZipBomb(bytes: Buffer): void {
  const entries = zipEntries(bytes);
  const declared = entries.reduce((sum, e) => sum + e.size, 0);
  if (declared > Number(constants.importXlsxMaxUnpackedBytes) || declared > bytes.length * Number(constants.importXlsxMaxRatio)) throw tooComplex();
  for (const e of entries) {
    if ((e.flags & 1) !== 0 || (e.method !== 0 && e.method !== 8)) throw unreadable();
    if (e.offset + 30 > bytes.length || bytes.readUInt32LE(e.offset) !== LOCAL) throw unreadable();
    const from = e.offset + 30 + bytes.readUInt16LE(e.offset + 26) + bytes.readUInt16LE(e.offset + 28);
    if (from + e.compressed > bytes.length) throw unreadable();
    const data = bytes.subarray(from, from + e.compressed);
    if (e.method === 0) {
      if (e.compressed !== e.size) throw unreadable();
      continue;
    }
    let inflated: Buffer;
    try {
      inflated = inflateRawSync(data, { maxOutputLength: e.size + 1 });
    } catch (error) {
      // More than declared: the sizes were forged to pass the check above.
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooComplex();
      throw unreadable();
    }
    if (inflated.length !== e.size) throw inflated.length > e.size ? tooComplex() : unreadable();
  }
}

/** A number as the text a person typed: no exponent (1e+21, 1e-7), no trailing .0. */
export function numberText(n: number): string {
  const text = String(n);
  const m = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!m) return text;
  const [, sign, whole, fraction = '', exp] = m;
  const digits = whole! + fraction;
  const point = whole!.length + Number(exp);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * A date cell as the export writes dates: exceljs gives the serial as a UTC instant, so its UTC calendar date is the
 * cell's date; a time of day alone (serial below 1) is HH:mm, a date with a time YYYY/MM/DD HH:mm.
 */
export function dateText(date: Date): string {
  const d = dayjs.utc(date);
  const hasTime = d.hour() !== 0 || d.minute() !== 0 || d.second() !== 0;
  const time = d.second() === 0 ? 'HH:mm' : 'HH:mm:ss';
  if (d.year() < 1900 && hasTime) return d.format(time);
  if (!hasTime) return d.format(formatMessage('csvExport.dateFormat'));
  return d.format(d.second() === 0 ? formatMessage('csvExport.datetimeFormat') : `${formatMessage('csvExport.dateFormat')} HH:mm:ss`);
}

/** The text of a cell value (never a formula's: the caller refuses those). */
function valueText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dateText(value);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('error' in value) return String(value.error);
  if ('text' in value) return typeof value.text === 'string' ? value.text : valueText(value.text as ExcelJS.CellValue);
  return '';
}

/**
 * The first worksheet of an .xlsx as rows of cell texts, the way readCsv gives a CSV's: strings as they are, numbers
 * as typed, dates as YYYY/MM/DD, rich text joined, empty cells and the covered cells of a merge ''. Trailing empty rows
 * and cells are left out. A formula is never evaluated nor its cached result taken: its cell is listed in
 * formulaCells (its text is the formula, for the preview). The zip is checked first (checkZipBomb).
 */
export async function readXlsx(bytes: Buffer): Promise<ReadXlsx> {
  checkZipBomb(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw unreadable();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable();
  const rows: string[][] = [];
  const formulaCells = new Set<string>();
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) {
      const cell = row.getCell(c);
      if (cell.type === ExcelJS.ValueType.Formula) {
        formulaCells.add(`${r - 1}:${c - 1}`);
        cells.push(`=${cell.formula ?? ''}`);
      } else {
        cells.push(cell.type === ExcelJS.ValueType.Merge ? '' : valueText(cell.value));
      }
    }
    while (cells.length > 0 && cells.at(-1) === '') cells.pop();
    rows.push(cells);
  }
  // Empty rows are skipped, as readCsv skips blank lines (a formula row is never empty: its text starts with =).
  const kept: string[][] = [];
  const keptFormulas = new Set<string>();
  rows.forEach((cells, r) => {
    if (cells.every((c) => c.trim() === '')) return;
    cells.forEach((_, c) => {
      if (formulaCells.has(`${r}:${c}`)) keptFormulas.add(`${kept.length}:${c}`);
    });
    kept.push(cells);
  });
  return { rows: kept, formulaCells: keptFormulas };
}
