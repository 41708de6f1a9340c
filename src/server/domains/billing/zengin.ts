import { DebitResult } from '../../../generated/enums.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import { messagesJa, type MessageKey } from '../../../generated/messages.ja.js';
import { AppError } from '../../foundation/errors.js';
import { toHalfWidthKana } from './halfWidthKana.js';

export { toHalfWidthKana } from './halfWidthKana.js';

/**
 * 全銀協 口座振替 (預金口座振替) request and result files: fixed-length records of 120 bytes in Shift_JIS, only its
 * single-byte half (ASCII and half-width katakana), numbers right-aligned and zero-padded, text left-aligned and
 * space-padded, records separated by CRLF. A file is one header, its data records, a trailer and the end record.
 *
 * Header (データ区分 1)                             Data (データ区分 2)
 *   1   1 データ区分 "1"                               1   1 データ区分 "2"
 *   2   2 種別コード "91" (口座振替)                   2   4 引落銀行番号
 *   4   1 コード区分 "0" (JIS)                         6  15 引落銀行名
 *   5  10 委託者コード                                21   3 引落支店番号
 *  15  40 委託者名                                    24  15 引落支店名
 *  55   4 引落日 MMDD                                 39   4 ダミー
 *  59   4 取引銀行番号                                43   1 預金種目
 *  63  15 取引銀行名                                  44   7 口座番号
 *  78   3 取引支店番号                                51  30 預金者名
 *  81  15 取引支店名                                  81  10 引落金額
 *  96   1 預金種目                                    91   1 新規コード ("0": その他)
 *  97   7 口座番号                                    92  20 顧客番号
 * 104  17 ダミー                                     112   1 振替結果コード ("0" in a request)
 *     = 120                                          113   8 ダミー        = 120
 *
 * Trailer (データ区分 8)                             End (データ区分 9)
 *   1   1 データ区分 "8"                               1   1 データ区分 "9"
 *   2   6 合計件数                                     2 119 ダミー        = 120
 *   8  12 合計金額
 *  20   6 振替済件数      (0 in a request)
 *  26  12 振替済金額      (0 in a request)
 *  38   6 振替不能件数    (0 in a request)
 *  44  12 振替不能金額    (0 in a request)
 *  56  65 ダミー          = 120
 */

export interface ZenginHeader { consignorCode: string; consignorName: string; transferDate: string /* YYYY-MM-DD */; bankCode: string; bankName: string; branchCode: string; branchName: string; accountType: number; accountNumber: string }
export interface ZenginRecord { bankCode: string; bankName: string; branchCode: string; branchName: string; accountType: number; accountNumber: string; holderName: string; amount: number; customerNumber: string /* ≤20 digits */; resultCode: string /* '0' on a request */ }

export const RECORD_LENGTH = 120;

type FieldKind = 'N' | 'C';
interface FieldSpec { name: string; width: number; kind: FieldKind }
const f = (name: string, width: number, kind: FieldKind): FieldSpec => ({ name, width, kind });

/** The layouts, in order; each adds up to 120 (checked when this module loads). */
export const LAYOUT = {
  header: [
    f('kind', 1, 'N'), f('typeCode', 2, 'N'), f('codeDivision', 1, 'N'), f('consignorCode', 10, 'N'), f('consignorName', 40, 'C'),
    f('transferDate', 4, 'N'), f('bankCode', 4, 'N'), f('bankName', 15, 'C'), f('branchCode', 3, 'N'), f('branchName', 15, 'C'),
    f('accountType', 1, 'N'), f('accountNumber', 7, 'N'), f('dummy', 17, 'C'),
  ],
  data: [
    f('kind', 1, 'N'), f('bankCode', 4, 'N'), f('bankName', 15, 'C'), f('branchCode', 3, 'N'), f('branchName', 15, 'C'), f('dummy1', 4, 'C'),
    f('accountType', 1, 'N'), f('accountNumber', 7, 'N'), f('holderName', 30, 'C'), f('amount', 10, 'N'), f('newCode', 1, 'N'),
    f('customerNumber', 20, 'N'), f('resultCode', 1, 'N'), f('dummy2', 8, 'C'),
  ],
  trailer: [
    f('kind', 1, 'N'), f('totalCount', 6, 'N'), f('totalAmount', 12, 'N'), f('doneCount', 6, 'N'), f('doneAmount', 12, 'N'),
    f('failedCount', 6, 'N'), f('failedAmount', 12, 'N'), f('dummy', 65, 'C'),
  ],
  end: [f('kind', 1, 'N'), f('dummy', 119, 'C')],
} as const;

for (const [name, fields] of Object.entries(LAYOUT)) {
  const width = fields.reduce((n, x) => n + x.width, 0);
  if (width !== RECORD_LENGTH) throw new Error(`Zengin ${name} record is ${width} bytes, not ${RECORD_LENGTH}`);
}

/** Each field's offset (0-based) and width in a record of that layout. */
export function fieldOffsets(layout: keyof typeof LAYOUT): Record<string, { offset: number; width: number }> {
  let offset = 0;
  const out: Record<string, { offset: number; width: number }> = {};
  for (const field of LAYOUT[layout]) {
    out[field.name] = { offset, width: field.width };
    offset += field.width;
  }
  return out;
}

const TYPE_DEBIT = '91';
const CODE_DIVISION_JIS = '0';
const NEW_CODE_OTHER = '0';
const RESULT_DONE = DebitResult.done;
const RESULT_CODES = new Set<string>(Object.values(DebitResult));

// ── writing ────────────────────────────────────────────────────────────────────────────────────────────────────────

/** The debit request file (header, one data record each, trailer, end), Shift_JIS with CRLF after every record. */
export function writeDebitRequest(header: ZenginHeader, records: ZenginRecord[]): Buffer {
  const lines: Buffer[] = [
    record('header', {
      kind: '1', typeCode: TYPE_DEBIT, codeDivision: CODE_DIVISION_JIS, consignorCode: header.consignorCode, consignorName: header.consignorName,
      transferDate: mmdd(header.transferDate), bankCode: header.bankCode, bankName: header.bankName, branchCode: header.branchCode,
      branchName: header.branchName, accountType: String(header.accountType), accountNumber: header.accountNumber, dummy: '',
    }),
  ];
  let total = 0;
  for (const r of records) {
    if (!Number.isSafeInteger(r.amount) || r.amount < 0) invalidField('amount');
    const resultCode = r.resultCode || '0';
    if (!RESULT_CODES.has(resultCode)) invalidField('resultCode');
    lines.push(record('data', {
      kind: '2', bankCode: r.bankCode, bankName: r.bankName, branchCode: r.branchCode, branchName: r.branchName, dummy1: '',
      accountType: String(r.accountType), accountNumber: r.accountNumber, holderName: r.holderName, amount: String(r.amount),
      newCode: NEW_CODE_OTHER, customerNumber: r.customerNumber, resultCode, dummy2: '',
    }));
    total += r.amount;
  }
  // A request's 振替済 and 振替不能 fields stay zero (the bank fills them in its result: writeDebitResult).
  lines.push(record('trailer', {
    kind: '8', totalCount: String(records.length), totalAmount: String(total),
    doneCount: '0', doneAmount: '0', failedCount: '0', failedAmount: '0', dummy: '',
  }));
  lines.push(record('end', { kind: '9', dummy: '' }));
  const crlf = Buffer.from('\r\n', 'latin1');
  return Buffer.concat(lines.flatMap((l) => [l, crlf]));
}

/**
 * A result file as the bank returns it: the request's records with their result codes, and the trailer's 振替済 and
 * 振替不能 counts and sums filled (also when every debit was done).
 */
export function writeDebitResult(header: ZenginHeader, records: ZenginRecord[]): Buffer {
  const request = writeDebitRequest(header, records);
  const trailerAt = (records.length + 1) * (RECORD_LENGTH + 2);
  const done = records.filter((r) => (r.resultCode || '0') === RESULT_DONE);
  const failed = records.filter((r) => (r.resultCode || '0') !== RESULT_DONE);
  const sum = (rs: ZenginRecord[]) => rs.reduce((n, r) => n + r.amount, 0);
  const o = fieldOffsets('trailer');
  const put = (name: string, value: number) => request.write(numberField(String(value), o[name]!.width, name), trailerAt + o[name]!.offset, 'latin1');
  put('doneCount', done.length); put('doneAmount', sum(done)); put('failedCount', failed.length); put('failedAmount', sum(failed));
  return request;
}

function record(layout: keyof typeof LAYOUT, values: Record<string, string>): Buffer {
  const text = LAYOUT[layout].map((field) => (field.kind === 'N' ? numberField(values[field.name]!, field.width, field.name) : textField(values[field.name]!, field.width))).join('');
  return encodeSingleByte(text);
}

function numberField(value: string, width: number, name: string): string {
  if (!/^[0-9]*$/.test(value) || value.length > width) invalidField(name);
  return value.padStart(width, '0');
}

/** Half-width kana, cut to the field's width (a name longer than the bank's field is cut, as banks do), space-padded. */
function textField(value: string, width: number): string {
  return toHalfWidthKana(value).slice(0, width).padEnd(width, ' ');
}

function invalidField(name: string): never {
  throw new AppError('VALIDATION_FAILED', { errors: [{ field: name, message: formatMessage('zengin.fieldInvalid', { field: fieldLabel(name) }) }] });
}

/** A field's Japanese name (zengin.field.*). */
function fieldLabel(name: string): string {
  const key = `zengin.field.${name}`;
  return key in messagesJa ? messagesJa[key as MessageKey] : name;
}

/** YYYY-MM-DD → MMDD. */
function mmdd(date: string): string {
  const m = /^[0-9]{4}-([0-9]{2})-([0-9]{2})$/.exec(date);
  if (!m) invalidField('transferDate');
  return `${m[1]}${m[2]}`;
}

/** Shift_JIS of text made of ASCII and half-width katakana: one byte a character (ｱ U+FF71 → 0xB1). */
function encodeSingleByte(text: string): Buffer {
  const out = Buffer.alloc(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x20 && c <= 0x7e) out[i] = c;
    else if (c >= 0xff61 && c <= 0xff9f) out[i] = c - 0xff61 + 0xa1;
    else invalidField('text');
  }
  return out;
}

// ── reading ────────────────────────────────────────────────────────────────────────────────────────────────────────

/** The byte a file may end with after its end record (the old MS-DOS end of file, some banks still send it). */
const EOF_BYTE = 0x1a;

/**
 * Reads a request or result file back. Every problem is DEBIT_FILE_INVALID with the record's number (1-based) and the
 * reason in Japanese: a record that is not 120 bytes, a byte outside Shift_JIS's single-byte characters (a UTF-8 or
 * full-width text), an unknown data kind or one out of order (header, data…, trailer, end), a field that must be digits
 * and is not, a kind other than 口座振替, an unknown result code, a trailer whose counts or sums disagree with the data.
 *
 * The header says the day as MMDD; `today` chooses the year (the one that puts the day nearest to it).
 */
export function readDebitFile(bytes: Buffer, options: { today?: Date } = {}): { header: ZenginHeader; records: ZenginRecord[] } {
  const raw = splitRecords(bytes);
  let header: ZenginHeader | undefined;
  const records: ZenginRecord[] = [];
  let state: 'start' | 'header' | 'trailer' | 'end' = 'start';
  for (const [index, line] of raw.entries()) {
    const at = index + 1;
    if (line.length !== RECORD_LENGTH) fail(at, 'zengin.reason.length', { length: line.length });
    const text = decodeSingleByte(line, at);
    const kind = text[0];
    if (state === 'end') fail(at, 'zengin.reason.afterEnd');
    if (kind === '1') {
      if (state !== 'start') fail(at, 'zengin.reason.order');
      header = readHeader(text, at, options.today ?? new Date());
      state = 'header';
    } else if (kind === '2') {
      if (state !== 'header') fail(at, 'zengin.reason.order');
      records.push(readData(text, at));
    } else if (kind === '8') {
      if (state !== 'header') fail(at, 'zengin.reason.order');
      checkTrailer(text, at, records);
      state = 'trailer';
    } else if (kind === '9') {
      if (state !== 'trailer') fail(at, 'zengin.reason.order');
      state = 'end';
    } else {
      fail(at, 'zengin.reason.kind', { kind: kind ?? '' });
    }
  }
  if (state !== 'end') fail(raw.length + 1, state === 'start' ? 'zengin.reason.noHeader' : state === 'header' ? 'zengin.reason.noTrailer' : 'zengin.reason.noEnd');
  return { header: header!, records };
}

function fail(line: number, reason: MessageKey, values: Record<string, string | number> = {}): never {
  throw new AppError('DEBIT_FILE_INVALID', { values: { line, reason: formatMessage(reason, values) } });
}

/** The records: split at CRLF or LF when the file has line breaks, else every 120 bytes. */
function splitRecords(bytes: Buffer): Buffer[] {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === EOF_BYTE) end--;
  const body = bytes.subarray(0, end);
  const out: Buffer[] = [];
  if (body.includes(0x0a) || body.includes(0x0d)) {
    let start = 0;
    for (let i = 0; i <= body.length; i++) {
      if (i === body.length || body[i] === 0x0a) {
        let stop = i;
        if (stop > start && body[stop - 1] === 0x0d) stop--;
        out.push(body.subarray(start, stop));
        start = i + 1;
      }
    }
    // The break after the last record leaves an empty piece; blank lines at the end are not records either.
    while (out.length > 0 && out[out.length - 1]!.length === 0) out.pop();
  } else {
    for (let i = 0; i < body.length; i += RECORD_LENGTH) out.push(body.subarray(i, Math.min(i + RECORD_LENGTH, body.length)));
  }
  return out;
}

/** Shift_JIS single-byte characters to text; any other byte (a lead byte of a full-width character, UTF-8) refused. */
function decodeSingleByte(line: Buffer, at: number): string {
  let out = '';
  for (const b of line) {
    if (b >= 0x20 && b <= 0x7e) out += String.fromCharCode(b);
    else if (b >= 0xa1 && b <= 0xdf) out += String.fromCharCode(b - 0xa1 + 0xff61);
    else fail(at, 'zengin.reason.character');
  }
  return out;
}

function fields(text: string, layout: keyof typeof LAYOUT, at: number): Record<string, string> {
  const out: Record<string, string> = {};
  let offset = 0;
  for (const field of LAYOUT[layout]) {
    const value = text.slice(offset, offset + field.width);
    offset += field.width;
    if (field.kind === 'N' && !/^[0-9]+$/.test(value)) fail(at, 'zengin.reason.notDigits', { field: fieldLabel(field.name) });
    out[field.name] = field.kind === 'N' ? value : value.trimEnd();
  }
  return out;
}

function readHeader(text: string, at: number, today: Date): ZenginHeader {
  const h = fields(text, 'header', at);
  if (h.typeCode !== TYPE_DEBIT) fail(at, 'zengin.reason.typeCode', { code: h.typeCode! });
  if (h.codeDivision !== CODE_DIVISION_JIS) fail(at, 'zengin.reason.codeDivision', { code: h.codeDivision! });
  return {
    consignorCode: h.consignorCode!, consignorName: h.consignorName!, transferDate: dateOf(h.transferDate!, at, today),
    bankCode: h.bankCode!, bankName: h.bankName!, branchCode: h.branchCode!, branchName: h.branchName!,
    accountType: Number(h.accountType), accountNumber: h.accountNumber!,
  };
}

/** MMDD → YYYY-MM-DD, the year that puts the day nearest to `today`; a day that does not exist refused. */
function dateOf(value: string, at: number, today: Date): string {
  const month = Number(value.slice(0, 2));
  const day = Number(value.slice(2, 4));
  const year = today.getUTCFullYear();
  const candidates = [year - 1, year, year + 1].map((y) => ({ y, t: Date.UTC(y, month - 1, day) }))
    .filter(({ y, t }) => { const d = new Date(t); return d.getUTCFullYear() === y && d.getUTCMonth() === month - 1 && d.getUTCDate() === day; });
  if (month < 1 || month > 12 || candidates.length === 0) fail(at, 'zengin.reason.date', { value });
  const nearest = candidates.reduce((a, b) => (Math.abs(b.t - today.getTime()) < Math.abs(a.t - today.getTime()) ? b : a));
  return `${nearest.y}-${value.slice(0, 2)}-${value.slice(2, 4)}`;
}

function readData(text: string, at: number): ZenginRecord {
  const d = fields(text, 'data', at);
  if (!RESULT_CODES.has(d.resultCode!)) fail(at, 'zengin.reason.resultCode', { code: d.resultCode! });
  return {
    bankCode: d.bankCode!, bankName: d.bankName!, branchCode: d.branchCode!, branchName: d.branchName!,
    accountType: Number(d.accountType), accountNumber: d.accountNumber!, holderName: d.holderName!, amount: Number(d.amount),
    customerNumber: d.customerNumber!, resultCode: d.resultCode!,
  };
}

/** The trailer agrees with the data: its count and sum; 振替済 and 振替不能 either all zero (a request) or by result code. */
function checkTrailer(text: string, at: number, records: ZenginRecord[]): void {
  const t = fields(text, 'trailer', at);
  const n = (name: string) => Number(t[name]);
  const sum = (rs: ZenginRecord[]) => rs.reduce((s, r) => s + r.amount, 0);
  if (n('totalCount') !== records.length) fail(at, 'zengin.reason.totalCount', { trailer: n('totalCount'), actual: records.length });
  if (n('totalAmount') !== sum(records)) fail(at, 'zengin.reason.totalAmount', { trailer: n('totalAmount'), actual: sum(records) });
  const isRequest = n('doneCount') === 0 && n('doneAmount') === 0 && n('failedCount') === 0 && n('failedAmount') === 0;
  if (isRequest) return;
  const done = records.filter((r) => r.resultCode === RESULT_DONE);
  const failed = records.filter((r) => r.resultCode !== RESULT_DONE);
  if (n('doneCount') !== done.length || n('doneAmount') !== sum(done)) fail(at, 'zengin.reason.doneTotals');
  if (n('failedCount') !== failed.length || n('failedAmount') !== sum(failed)) fail(at, 'zengin.reason.failedTotals');
}
