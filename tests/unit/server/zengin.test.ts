// @vitest-environment node
import Encoding from 'encoding-japanese';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/server/foundation/errors.js';
import {
  LAYOUT, RECORD_LENGTH, fieldOffsets, readDebitFile, toHalfWidthKana, writeDebitRequest, writeDebitResult,
  type ZenginHeader, type ZenginRecord,
} from '../../../src/server/domains/billing/zengin.js';

// The 全銀協 口座振替 files: written by the module, checked byte by byte at each field's offset, read back field by
// field; a bank's result file with its result codes; malformed files refused with the record's number.

const header: ZenginHeader = {
  consignorCode: '1234567890', consignorName: 'スプリックス　ジュク', transferDate: '2026-12-27', bankCode: '0005',
  bankName: 'ミツビシユーエフジェイ', branchCode: '001', branchName: 'トウキョウ', accountType: 1, accountNumber: '1234567',
};
const record = (over: Partial<ZenginRecord> = {}): ZenginRecord => ({
  bankCode: '0009', bankName: 'ミツイスミトモ', branchCode: '123', branchName: 'シンジュク', accountType: 1, accountNumber: '7654321',
  holderName: 'ヤマダ　タロウ', amount: 16500, customerNumber: '00000000000000000042', resultCode: '0', ...over,
});
const records = [
  record(),
  record({ bankCode: '0001', bankName: 'みずほ', branchCode: '002', branchName: 'ギンザ', accountType: 2, accountNumber: '0000001', holderName: 'ガッコウ　パパ', amount: 8800, customerNumber: '43' }),
  record({ holderName: 'ｷｯﾁｮｳ ｼｮｳﾀ', amount: 0, customerNumber: '12345678901234567890' }),
];
const TODAY = new Date('2026-12-01T00:00:00Z');

/** The file's records (the CRLF removed), as latin1 strings of 120 bytes each. */
function recordsOf(bytes: Buffer): Buffer[] {
  const out: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += RECORD_LENGTH + 2) {
    expect(bytes.subarray(i + RECORD_LENGTH, i + RECORD_LENGTH + 2).toString('latin1')).toBe('\r\n');
    out.push(bytes.subarray(i, i + RECORD_LENGTH));
  }
  return out;
}
/** A field of a record decoded from Shift_JIS (half-width kana as U+FF61…). */
function field(line: Buffer, layout: keyof typeof LAYOUT, name: string): string {
  const { offset, width } = fieldOffsets(layout)[name]!;
  return Encoding.codeToString(Encoding.convert(Array.from(line.subarray(offset, offset + width)), { from: 'SJIS', to: 'UNICODE' }));
}
function refusal(bytes: Buffer): AppError {
  try {
    readDebitFile(bytes, { today: TODAY });
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).key).toBe('DEBIT_FILE_INVALID');
    return error as AppError;
  }
  throw new Error('the file was read');
}

describe('the layouts', () => {
  it('add up to 120 bytes for every record kind', () => {
    for (const fields of Object.values(LAYOUT)) expect(fields.reduce((n, f) => n + f.width, 0)).toBe(120);
  });
});

describe('toHalfWidthKana', () => {
  it('turns katakana and hiragana into half-width kana, dakuten as a second character', () => {
    expect(toHalfWidthKana('ヤマダ　タロウ')).toBe('ﾔﾏﾀﾞ ﾀﾛｳ');
    expect(toHalfWidthKana('がっこう ぱぱ')).toBe('ｶﾞﾂｺｳ ﾊﾟﾊﾟ');
    expect(toHalfWidthKana('ヴァイオリン')).toBe('ｳﾞｱｲｵﾘﾝ');
  });
  it('makes small kana large, the long vowel a hyphen, letters upper case, full-width ASCII half-width', () => {
    expect(toHalfWidthKana('キャッシュ')).toBe('ｷﾔﾂｼﾕ');
    expect(toHalfWidthKana('ｷｬｯｼｭ')).toBe('ｷﾔﾂｼﾕ');
    expect(toHalfWidthKana('ユーエフジェイ')).toBe('ﾕ-ｴﾌｼﾞｴｲ');
    expect(toHalfWidthKana('ｶ)abc１２３（ＡＢ）')).toBe('ｶ)ABC123(AB)');
    expect(toHalfWidthKana('ヰヱヮヵヶヲン・')).toBe('ｲｴﾜｶｹｦﾝ.');
  });
  it('refuses what a bank cannot read', () => {
    for (const text of ['山田', 'タロウ☆', '😀', 'A_B', 'é']) {
      expect(() => toHalfWidthKana(text)).toThrow(AppError);
    }
  });
});

describe('writeDebitRequest', () => {
  const bytes = writeDebitRequest(header, records);
  const lines = recordsOf(bytes);

  it('writes header, data, trailer and end records of 120 bytes, each followed by CRLF', () => {
    expect(bytes.length).toBe((records.length + 3) * 122);
    expect(lines.map((l) => l.length)).toEqual(lines.map(() => 120));
    expect(lines.map((l) => String.fromCharCode(l[0]!))).toEqual(['1', '2', '2', '2', '8', '9']);
    // Shift_JIS single-byte only: ASCII and half-width kana (0xA1–0xDF).
    for (const b of bytes) expect((b >= 0x20 && b <= 0x7e) || (b >= 0xa1 && b <= 0xdf) || b === 0x0d || b === 0x0a).toBe(true);
  });

  it('puts every header field at its offset', () => {
    const h = lines[0]!;
    expect(field(h, 'header', 'kind')).toBe('1');
    expect(field(h, 'header', 'typeCode')).toBe('91');
    expect(field(h, 'header', 'codeDivision')).toBe('0');
    expect(field(h, 'header', 'consignorCode')).toBe('1234567890');
    expect(field(h, 'header', 'consignorName')).toBe('ｽﾌﾟﾘﾂｸｽ ｼﾞﾕｸ'.padEnd(40, ' '));
    expect(field(h, 'header', 'transferDate')).toBe('1227');
    expect(field(h, 'header', 'bankCode')).toBe('0005');
    expect(field(h, 'header', 'bankName')).toBe('ﾐﾂﾋﾞｼﾕ-ｴﾌｼﾞｴｲ'.padEnd(15, ' '));
    expect(field(h, 'header', 'branchCode')).toBe('001');
    expect(field(h, 'header', 'branchName')).toBe('ﾄｳｷﾖｳ'.padEnd(15, ' '));
    expect(field(h, 'header', 'accountType')).toBe('1');
    expect(field(h, 'header', 'accountNumber')).toBe('1234567');
    expect(field(h, 'header', 'dummy')).toBe(' '.repeat(17));
  });

  it('puts every data field at its offset: numbers zero-padded on the left, text space-padded on the right', () => {
    const d = lines[2]!;
    expect(field(d, 'data', 'kind')).toBe('2');
    expect(field(d, 'data', 'bankCode')).toBe('0001');
    expect(field(d, 'data', 'bankName')).toBe('ﾐｽﾞﾎ'.padEnd(15, ' '));
    expect(field(d, 'data', 'branchCode')).toBe('002');
    expect(field(d, 'data', 'branchName')).toBe('ｷﾞﾝｻﾞ'.padEnd(15, ' '));
    expect(field(d, 'data', 'dummy1')).toBe('    ');
    expect(field(d, 'data', 'accountType')).toBe('2');
    expect(field(d, 'data', 'accountNumber')).toBe('0000001');
    expect(field(d, 'data', 'holderName')).toBe('ｶﾞﾂｺｳ ﾊﾟﾊﾟ'.padEnd(30, ' '));
    expect(field(d, 'data', 'amount')).toBe('0000008800');
    expect(field(d, 'data', 'newCode')).toBe('0');
    expect(field(d, 'data', 'customerNumber')).toBe('00000000000000000043');
    expect(field(d, 'data', 'resultCode')).toBe('0');
    expect(field(d, 'data', 'dummy2')).toBe(' '.repeat(8));
  });

  it('totals the data in the trailer and leaves the result fields zero; the end record is blank', () => {
    const t = lines[4]!;
    expect(field(t, 'trailer', 'kind')).toBe('8');
    expect(field(t, 'trailer', 'totalCount')).toBe('000003');
    expect(field(t, 'trailer', 'totalAmount')).toBe('000000025300');
    expect(field(t, 'trailer', 'doneCount')).toBe('000000');
    expect(field(t, 'trailer', 'doneAmount')).toBe('000000000000');
    expect(field(t, 'trailer', 'failedCount')).toBe('000000');
    expect(field(t, 'trailer', 'failedAmount')).toBe('000000000000');
    expect(field(t, 'trailer', 'dummy')).toBe(' '.repeat(65));
    expect(lines[5]!.toString('latin1')).toBe(`9${' '.repeat(119)}`);
  });

  it('cuts a name longer than its field and refuses a number that does not fit', () => {
    const long = writeDebitRequest(header, [record({ holderName: 'ア'.repeat(40) })]);
    expect(field(recordsOf(long)[1]!, 'data', 'holderName')).toBe('ｱ'.repeat(30));
    expect(() => writeDebitRequest(header, [record({ amount: 12345678901 })])).toThrow(AppError);
    expect(() => writeDebitRequest(header, [record({ accountNumber: '12345678' })])).toThrow(AppError);
    expect(() => writeDebitRequest(header, [record({ customerNumber: '123456789012345678901' })])).toThrow(AppError);
    expect(() => writeDebitRequest(header, [record({ amount: -1 })])).toThrow(AppError);
    expect(() => writeDebitRequest(header, [record({ holderName: '山田' })])).toThrow(AppError);
  });
});

describe('readDebitFile', () => {
  it('reads a request back field by field', () => {
    const read = readDebitFile(writeDebitRequest(header, records), { today: TODAY });
    expect(read.header).toEqual({
      consignorCode: '1234567890', consignorName: 'ｽﾌﾟﾘﾂｸｽ ｼﾞﾕｸ', transferDate: '2026-12-27', bankCode: '0005', bankName: 'ﾐﾂﾋﾞｼﾕ-ｴﾌｼﾞｴｲ',
      branchCode: '001', branchName: 'ﾄｳｷﾖｳ', accountType: 1, accountNumber: '1234567',
    });
    expect(read.records).toEqual([
      { bankCode: '0009', bankName: 'ﾐﾂｲｽﾐﾄﾓ', branchCode: '123', branchName: 'ｼﾝｼﾞﾕｸ', accountType: 1, accountNumber: '7654321', holderName: 'ﾔﾏﾀﾞ ﾀﾛｳ', amount: 16500, customerNumber: '00000000000000000042', resultCode: '0' },
      { bankCode: '0001', bankName: 'ﾐｽﾞﾎ', branchCode: '002', branchName: 'ｷﾞﾝｻﾞ', accountType: 2, accountNumber: '0000001', holderName: 'ｶﾞﾂｺｳ ﾊﾟﾊﾟ', amount: 8800, customerNumber: '00000000000000000043', resultCode: '0' },
      { bankCode: '0009', bankName: 'ﾐﾂｲｽﾐﾄﾓ', branchCode: '123', branchName: 'ｼﾝｼﾞﾕｸ', accountType: 1, accountNumber: '7654321', holderName: 'ｷﾂﾁﾖｳ ｼﾖｳﾀ', amount: 0, customerNumber: '12345678901234567890', resultCode: '0' },
    ]);
  });

  it('reads a result file: each record its result code, the trailer counting done and failed debits', () => {
    const results = [record({ resultCode: '0' }), record({ resultCode: '1', amount: 8800 }), record({ resultCode: '3', amount: 1100 })];
    const bytes = writeDebitResult(header, results);
    const t = recordsOf(bytes)[4]!;
    expect(field(t, 'trailer', 'doneCount')).toBe('000001');
    expect(field(t, 'trailer', 'doneAmount')).toBe('000000016500');
    expect(field(t, 'trailer', 'failedCount')).toBe('000002');
    expect(field(t, 'trailer', 'failedAmount')).toBe('000000009900');
    const read = readDebitFile(bytes, { today: TODAY });
    expect(read.records.map((r) => [r.resultCode, r.amount])).toEqual([['0', 16500], ['1', 8800], ['3', 1100]]);
  });

  it('accepts LF or no separator at all, and an EOF byte at the end', () => {
    const crlf = writeDebitRequest(header, records);
    const lf = Buffer.from(crlf.toString('latin1').replace(/\r\n/g, '\n'), 'latin1');
    const none = Buffer.from(crlf.toString('latin1').replace(/\r\n/g, ''), 'latin1');
    const eof = Buffer.concat([crlf, Buffer.from([0x1a])]);
    const expected = readDebitFile(crlf, { today: TODAY });
    for (const bytes of [lf, none, eof]) expect(readDebitFile(bytes, { today: TODAY })).toEqual(expected);
  });

  it('chooses the year of the debit day nearest to today', () => {
    const january = writeDebitRequest({ ...header, transferDate: '2027-01-05' }, records);
    expect(readDebitFile(january, { today: TODAY }).header.transferDate).toBe('2027-01-05');
    expect(readDebitFile(january, { today: new Date('2027-03-01T00:00:00Z') }).header.transferDate).toBe('2027-01-05');
  });

  describe('refuses a malformed file with the record number', () => {
    const good = writeDebitRequest(header, records).toString('latin1').split('\r\n').filter(Boolean);
    const file = (lines: string[]) => Buffer.from(lines.map((l) => `${l}\r\n`).join(''), 'latin1');
    const replaceAt = (line: string, offset: number, text: string) => line.slice(0, offset) + text + line.slice(offset + text.length);

    it('a record of the wrong length', () => {
      const lines = [...good];
      lines[2] = lines[2]!.slice(0, 119);
      expect(refusal(file(lines)).message).toContain('3件目: レコードの長さが120バイトではありません（119バイト）');
    });
    it('a trailer whose sum disagrees with the data', () => {
      const lines = [...good];
      lines[4] = replaceAt(lines[4]!, fieldOffsets('trailer').totalAmount!.offset, '000000025301');
      expect(refusal(file(lines)).message).toContain('5件目: トレーラーの合計金額（25301円）がデータの合計（25300円）と合いません');
    });
    it('a trailer whose count disagrees with the data', () => {
      const lines = [...good];
      lines.splice(2, 1);
      expect(refusal(file(lines)).message).toContain('4件目: トレーラーの合計件数（3件）がデータの件数（2件）と合いません');
    });
    it('garbage', () => {
      expect(refusal(Buffer.from('hello, bank\r\n', 'latin1')).message).toContain('1件目: レコードの長さ');
      expect(refusal(Buffer.from(`${'x'.repeat(120)}\r\n`, 'latin1')).message).toContain('1件目: データ区分「x」');
      expect(refusal(Buffer.alloc(0)).message).toContain('1件目: ヘッダーレコードがありません');
    });
    it('UTF-8 text: a multi-byte character is not Shift_JIS single-byte, and its record is too long', () => {
      const utf8 = Buffer.from(writeDebitRequest(header, records).toString('latin1').replace(/[\xa1-\xdf]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xa1 + 0xff61)), 'utf8');
      expect(refusal(utf8).message).toContain('1件目: レコードの長さが120バイトではありません');
      const sameLength = Buffer.from(replaceAt(good[1]!, 60, '\xe3\x83\xa4'), 'latin1');
      expect(refusal(file([good[0]!, sameLength.toString('latin1'), ...good.slice(2)])).message).toContain('2件目: 半角カナ・英数字（Shift_JIS）以外の文字が含まれています');
    });
    it('records out of order, a missing end, data after the end', () => {
      expect(refusal(file([good[1]!, good[0]!, ...good.slice(2)])).message).toContain('1件目: ヘッダー・データ・トレーラー・エンドの順');
      expect(refusal(file(good.slice(0, 5))).message).toContain('6件目: エンドレコードがありません');
      expect(refusal(file([...good, good[1]!])).message).toContain('7件目: エンドレコードの後にデータがあります');
    });
    it('a field that must be digits, another kind of transfer, an unknown result code, a day that does not exist', () => {
      const o = fieldOffsets('data');
      expect(refusal(file([good[0]!, replaceAt(good[1]!, o.amount!.offset, '00000165A0'), ...good.slice(2)])).message).toContain('2件目: 「引落金額」が数字ではありません');
      expect(refusal(file([replaceAt(good[0]!, 1, '21'), ...good.slice(1)])).message).toContain('1件目: 種別コード「21」は口座振替（91）ではありません');
      expect(refusal(file([good[0]!, replaceAt(good[1]!, o.resultCode!.offset, '7'), ...good.slice(2)])).message).toContain('2件目: 振替結果コード「7」');
      expect(refusal(file([replaceAt(good[0]!, fieldOffsets('header').transferDate!.offset, '0230'), ...good.slice(1)])).message).toContain('1件目: 引落日「0230」は日付ではありません');
    });
    it('a result trailer whose done totals disagree with the result codes', () => {
      const lines = writeDebitResult(header, [record({ resultCode: '0' }), record({ resultCode: '1' })]).toString('latin1').split('\r\n').filter(Boolean);
      lines[3] = replaceAt(lines[3]!, fieldOffsets('trailer').doneCount!.offset, '000002');
      expect(refusal(file(lines)).message).toContain('4件目: トレーラーの振替済件数・金額が振替結果と合いません');
    });
  });
});
