import { constants } from '../../../src/generated/constants.js';
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readImportFile } from '../../../src/server/domains/imports/importFile.js';
import { checkZipBomb, numberText } from '../../../src/server/domains/imports/xlsxFile.js';
import { AppError } from '../../../src/server/foundation/errors.js';

async function workbook(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('隠したメモ', { state: 'hidden' }).addRow(['読まれない']);
  fill(book.addWorksheet('生徒'));
  book.addWorksheet('二枚目').addRow(['読まれない']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A zip of stored or deflated entries; `declare` forges an entry's uncompressed size. */
function zip(entries: Array<{ name: string; data: Buffer; deflated?: boolean; declare?: number }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const body = e.deflated === false ? e.data : deflateRawSync(e.data);
    const name = Buffer.from(e.name);
    const size = e.declare ?? e.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.deflated === false ? 0 : 8, 8);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.deflated === false ? 0 : 8, 10);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const keyOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? error.key : error;
  }
  return undefined;
};

describe('the .xlsx reader of imports', () => {
  it('should read the first sheet as the texts a CSV would give', async () => {
    const bytes = await workbook((sheet) => {
      sheet.addRow(['生徒番号', '姓', '入塾日', '点数', '在籍', '大きな数', '小さな数', '時刻']);
      sheet.addRow(['S0001', { richText: [{ text: '山' }, { text: '田', font: { bold: true } }] }, new Date(Date.UTC(2024, 3, 5)), 12, true, 1e21, 1.5e-7, new Date(Date.UTC(1899, 11, 30, 9, 30))]);
      sheet.addRow(['S0002', { text: '鈴木', hyperlink: 'https://example.com' }, null, -3.25, false, 123456789012345, 0.1]);
      sheet.addRow([]);
      sheet.addRow(['S0003', '佐藤']);
      sheet.addRow([]);
      sheet.addRow([null, '']);
    });
    const read = await readImportFile(bytes);
    expect(read.encoding).toBe('xlsx');
    expect(read.rows).toEqual([
      ['生徒番号', '姓', '入塾日', '点数', '在籍', '大きな数', '小さな数', '時刻'],
      ['S0001', '山田', '2024/04/05', '12', 'true', '1000000000000000000000', '0.00000015', '09:30'],
      ['S0002', '鈴木', '', '-3.25', 'false', '123456789012345', '0.1'],
      ['S0003', '佐藤'],
    ]);
    expect(read.formulaCells).toEqual(new Set());
  });

  it('should list formula cells and never take their cached result', async () => {
    const bytes = await workbook((sheet) => {
      sheet.addRow(['生徒番号', '姓']);
      sheet.addRow(['S0001', { formula: 'HYPERLINK("https://evil.example","x")', result: '山田' }]);
    });
    const read = await readImportFile(bytes);
    expect(read.formulaCells).toEqual(new Set(['1:1']));
    expect(read.rows[1]).toEqual(['S0001', '=HYPERLINK("https://evil.example","x")']);
  });

  it('should not fill the rows and columns before a lone far cell', async () => {
    const bytes = await workbook((sheet) => {
      sheet.getCell('A1').value = '生徒番号';
      sheet.getCell('XFD1048576').value = '遠く';
    });
    const started = Date.now();
    const read = await readImportFile(bytes);
    expect(read.rows.length).toBe(2);
    expect(read.rows[1]!.length).toBe(16384);
    expect(read.rows[1]!.at(-1)).toBe('遠く');
    expect(Date.now() - started).toBeLessThan(2000);
    // Far cells on many rows would spread to millions of blanks: refused.
    const spread = await workbook((sheet) => {
      for (let r = 1; r <= 200; r++) sheet.getCell(`XFD${r}`).value = r;
    });
    await expect(readImportFile(spread)).rejects.toMatchObject({ key: 'IMPORT_FILE_TOO_COMPLEX' });
  });

  it.each([
    [1e21, '1000000000000000000000'], [-1.5e-7, '-0.00000015'], [2.5e+25, '25000000000000000000000000'], [1.25e-5, '0.0000125'], [42, '42'], [0.5, '0.5'],
  ])('should write the number %d as %j', (n, text) => {
    expect(numberText(n)).toBe(text);
  });

  it('should refuse zip bombs before unpacking them, and broken zips', () => {
    const zeros = Buffer.alloc(64 * 1024 * 1024);
    // Declared honestly: 64 MB × 2 is over the unpacked limit, refused from the directory alone.
    expect(keyOf(() => checkZipBomb(zip([{ name: 'a.xml', data: zeros }, { name: 'b.xml', data: zeros }])))).toBe('IMPORT_FILE_TOO_COMPLEX');
    // Declared as 1 KB: the inflation stops at the declared size.
    expect(keyOf(() => checkZipBomb(zip([{ name: 'a.xml', data: zeros, declare: 1024 }])))).toBe('IMPORT_FILE_TOO_COMPLEX');
    // 64 MB from 64 KB: a ratio no workbook has.
    expect(keyOf(() => checkZipBomb(zip([{ name: 'a.xml', data: zeros }])))).toBe('IMPORT_FILE_TOO_COMPLEX');
    expect(keyOf(() => checkZipBomb(zip(Array.from({ length: 1001 }, (_, i) => ({ name: `${i}.xml`, data: Buffer.from('x'), deflated: false })))))).toBe('IMPORT_FILE_TOO_COMPLEX');
    expect(keyOf(() => checkZipBomb(zip([{ name: 'a.xml', data: Buffer.from('<a/>') }])))).toBeUndefined();
    // More XML tags than exceljs may hold, in a file that is neither large nor very compressible.
    const tags = Buffer.from(Array.from({ length: Number(constants.importXlsxMaxElements) + 1 }, (_, i) => `<c r="${i.toString(36)}"/>`).join(''));
    expect(keyOf(() => checkZipBomb(zip([{ name: 'xl/worksheets/sheet1.xml', data: tags }])))).toBe('IMPORT_FILE_TOO_COMPLEX');
    expect(keyOf(() => checkZipBomb(zip([{ name: 'xl/worksheets/sheet1.xml', data: tags.subarray(0, tags.length / 2) }])))).toBeUndefined();
    const good = zip([{ name: 'a.xml', data: Buffer.from('<a/>'.repeat(100)) }]);
    expect(keyOf(() => checkZipBomb(good.subarray(0, good.length - 10)))).toBe('IMPORT_FILE_UNREADABLE');
    expect(keyOf(() => checkZipBomb(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200)])))).toBe('IMPORT_FILE_UNREADABLE');
  });

  it('should refuse an old .xls and a zip that is not a workbook', async () => {
    await expect(readImportFile(Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]), 'old.xls')).rejects.toMatchObject({ key: 'IMPORT_FILE_TYPE_NOT_ALLOWED' });
    await expect(readImportFile(zip([{ name: 'readme.txt', data: Buffer.from('hello') }]))).rejects.toMatchObject({ key: 'IMPORT_FILE_UNREADABLE' });
  });
});
