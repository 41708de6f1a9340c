import { inflateRawSync } from 'node:zlib';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type ExcelJS from 'exceljs';
import { constants } from '../../../generated/constants.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import { AppError } from '../../foundation/errors.js';

dayjs.extend(utc);

/** An .xlsx read as text: its first worksheet's rows of cells, and the cells holding a formula ("row:column", 0-based). */
export interface ReadXlsx { rows: string[][]; formulaCells: Set<string> }

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64 = 0xffffffff;

const unreadable = () => new AppError('IMPORT_FILE_UNREADABLE');
const tooComplex = () => new AppError('IMPORT_FILE_TOO_COMPLEX');

/** A zip entry as its central directory declares it. */
interface ZipEntry { name: string; method: number; flags: number; compressed: number; size: number; offset: number }

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
      name: bytes.toString('latin1', at + 46, at + 46 + nameLength), flags: bytes.readUInt16LE(at + 8), method: bytes.readUInt16LE(at + 10),
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
 * inflates to more than it declares (checked by inflating it with an output limit, the bytes then dropped), or XML
 * of more than importXlsxMaxElements tags (what exceljs's memory grows with: a few hundred bytes a tag).
 * IMPORT_FILE_TOO_COMPLEX; a zip that is broken, encrypted or compressed otherwise than deflate is IMPORT_FILE_UNREADABLE.
 */
export function checkZipBomb(bytes: Buffer): void {
  const maxTags = Number(constants.importXlsxMaxElements);
  let tags = 0;
  const entries = zipEntries(bytes);
  const declared = entries.reduce((sum, e) => sum + e.size, 0);
  if (declared > Number(constants.importXlsxMaxUnpackedBytes) || declared > bytes.length * Number(constants.importXlsxMaxRatio)) throw tooComplex();
  for (const e of entries) {
    if ((e.flags & 1) !== 0 || (e.method !== 0 && e.method !== 8)) throw unreadable();
    if (e.offset + 30 > bytes.length || bytes.readUInt32LE(e.offset) !== LOCAL) throw unreadable();
    const from = e.offset + 30 + bytes.readUInt16LE(e.offset + 26) + bytes.readUInt16LE(e.offset + 28);
    if (from + e.compressed > bytes.length) throw unreadable();
    const data = bytes.subarray(from, from + e.compressed);
    if (e.method === 0 && e.compressed !== e.size) throw unreadable();
    let inflated = data;
    if (e.method === 8) {
      try {
        inflated = inflateRawSync(data, { maxOutputLength: e.size + 1 });
      } catch (error) {
        // More than declared: the sizes were forged to pass the check above.
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooComplex();
        throw unreadable();
      }
      if (inflated.length !== e.size) throw inflated.length > e.size ? tooComplex() : unreadable();
    }
    // Pictures are not XML: their bytes say nothing of the parser's work.
    if (/xl\/media\//.test(e.name)) continue;
    for (let i = inflated.indexOf(0x3c); i >= 0; i = inflated.indexOf(0x3c, i + 1)) {
      if (++tags > maxTags) throw tooComplex();
    }
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
 * The first (visible) worksheet of an .xlsx as rows of cell texts, the way readCsv gives a CSV's: strings as they are, numbers
 * as typed, dates as YYYY/MM/DD, rich text joined, empty cells and the covered cells of a merge ''. Empty rows and
 * trailing empty cells are left out (line numbers count the rows kept, as readCsv's count lines without blank ones). A formula is never evaluated nor its cached result taken: its cell is listed in
 * formulaCells (its text is the formula, for the preview). The zip is checked first (checkZipBomb).
 */
export async function readXlsx(bytes: Buffer): Promise<ReadXlsx> {
  checkZipBomb(bytes);
  // exceljs loads with the first workbook read, not with the server (~0.3 s of every start).
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw unreadable();
  }
  // The first sheet a person sees: the first tab not hidden.
  const sheet = workbook.worksheets.find((s) => s.state === 'visible') ?? workbook.worksheets[0];
  if (!sheet) throw unreadable();
  const rows: string[][] = [];
  const formulaCells = new Set<string>();
  // Only the rows and cells the sheet holds are visited (getRow/getCell would create the missing ones); the cells
  // written out, blanks between included, stay within the tag limit, so a lone cell at XFD1048576 is no blow-up.
  let slots = 0;
  const maxSlots = Number(constants.importXlsxMaxElements);
  sheet.eachRow((row) => {
    const texts: Array<[number, string]> = [];
    row.eachCell((cell, column) => {
      if (cell.type === excel.ValueType.Formula) {
        formulaCells.add(`${rows.length}:${column - 1}`);
        texts.push([column, `=${cell.formula ?? ''}`]);
      } else if (cell.type !== excel.ValueType.Merge) {
        const text = valueText(cell.value);
        if (text.trim() !== '') texts.push([column, text]);
      }
    });
    // A row of nothing but blanks is skipped, as readCsv skips blank lines.
    if (texts.length === 0) return;
    const width = Math.max(...texts.map(([column]) => column));
    slots += width;
    if (slots > maxSlots) throw tooComplex();
    const cells = new Array<string>(width).fill('');
    for (const [column, text] of texts) cells[column - 1] = text;
    rows.push(cells);
  });
  return { rows, formulaCells };
}
