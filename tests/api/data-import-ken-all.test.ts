// @vitest-environment node
import Encoding from 'encoding-japanese';
import { describe, expect, it } from 'vitest';
import { checkImport, importFinished, runImport, sjis, useImportApp } from './importHarness.js';

/**
 * The zip-code import reads the file Japan Post publishes (KEN_ALL.CSV: Shift_JIS, no header, 15 columns, readings in
 * half-width katakana), as the model's `import.positional` of zip_code describes it: a town written over two rows is
 * joined, notes in parentheses and 「以下に掲載がない場合」 are dropped, readings become full-width, the code gets its
 * hyphen; an error names the file's own line. PGlite and PostgreSQL.
 */
const app = useImportApp();

const half = (text: string) => Encoding.toHankakuCase(Encoding.toHankanaCase(text));

/** A KEN_ALL.CSV line as Japan Post writes it (readings in half-width katakana, quoted text, six flags). */
const line = (cells: { jis: string; code: string; pref: [string, string]; city: [string, string]; town: [string, string] }) =>
  [cells.jis, `"${cells.code.slice(0, 3)}  "`, `"${cells.code}"`, `"${half(cells.pref[1])}"`, `"${half(cells.city[1])}"`, `"${half(cells.town[1])}"`,
    `"${cells.pref[0]}"`, `"${cells.city[0]}"`, `"${cells.town[0]}"`, '0', '0', '0', '0', '0', '0'].join(',');

const KEN_ALL = [
  line({ jis: '01101', code: '0600000', pref: ['北海道', 'ホッカイドウ'], city: ['札幌市中央区', 'サッポロシチュウオウク'], town: ['以下に掲載がない場合', 'イカニケイサイガナイバアイ'] }),
  line({ jis: '01101', code: '0640941', pref: ['北海道', 'ホッカイドウ'], city: ['札幌市中央区', 'サッポロシチュウオウク'], town: ['旭ケ丘', 'アサヒガオカ'] }),
  line({ jis: '01101', code: '0600042', pref: ['北海道', 'ホッカイドウ'], city: ['札幌市中央区', 'サッポロシチュウオウク'], town: ['大通西（１～１９丁目）', 'オオドオリニシ(1-19チョウメ)'] }),
  line({ jis: '01101', code: '0600001', pref: ['北海道', 'ホッカイドウ'], city: ['札幌市中央区', 'サッポロシチュウオウク'], town: ['北一条西（１～１９丁目）', 'キタ1ジョウニシ(1-19チョウメ)'] }),
  line({ jis: '03366', code: '0295523', pref: ['岩手県', 'イワテケン'], city: ['和賀郡西和賀町', 'ワガグンニシワガマチ'], town: ['越中畑６４地割～越中畑６６地割（川尻、', 'エッチュウハタ64チワリ-エッチュウハタ66チワリ(カワジリ'] }),
  line({ jis: '03366', code: '0295523', pref: ['岩手県', 'イワテケン'], city: ['和賀郡西和賀町', 'ワガグンニシワガマチ'], town: ['川尻駅前）', 'カワジリエキマエ)'] }),
  line({ jis: '13101', code: '1006090', pref: ['東京都', 'トウキョウト'], city: ['千代田区', 'チヨダク'], town: ['霞が関霞が関ビル（地階・階層不明）', 'カスミガセキカスミガセキビル(チカイ・カイソウフメイ)'] }),
].join('\r\n');

const check = (bytes: Buffer) => checkImport(app.t, { bytes, target: 'zip_code', name: 'KEN_ALL.CSV', user: 'system' });

describe('zip-code import of KEN_ALL.CSV', () => {
  it('should read Japan Post\'s file by position and store the addresses as an address fill writes them', async () => {
    const checked = await check(sjis(`${KEN_ALL}\r\n`));
    expect(checked.statusCode, checked.body).toBe(200);
    const answer = checked.json() as { import_job_id: number; encoding: string; total_rows: number; errors: unknown[]; columns: string[]; sample: string[][] };
    expect(answer).toMatchObject({ encoding: 'sjis', total_rows: 6, errors: [] });
    expect(answer.columns).toEqual(['郵便番号', '都道府県（カナ）', '市区町村（カナ）', '町域（カナ）', '都道府県', '市区町村', '町域']);
    expect(answer.sample[0]).toEqual(['060-0000', 'ホッカイドウ', 'サッポロシチュウオウク', '', '北海道', '札幌市中央区', '']);
    const run = await runImport(app.t, answer.import_job_id, 'system');
    expect(run.statusCode, run.body).toBe(200);
    expect((await importFinished(app.t, answer.import_job_id, 'system')).status).toBe('succeeded');
    const stored = await app.t.db.selectFrom('zip_codes').select(['postal_code', 'prefecture', 'city', 'town', 'town_kana', 'city_kana'])
      .where('postal_code', 'in', ['060-0000', '064-0941', '060-0042', '060-0001', '029-5523', '100-6090']).orderBy('postal_code').execute();
    expect(stored).toEqual([
      { postal_code: '029-5523', prefecture: '岩手県', city: '和賀郡西和賀町', town: '越中畑６４地割～越中畑６６地割', town_kana: 'エッチュウハタ64チワリ-エッチュウハタ66チワリ', city_kana: 'ワガグンニシワガマチ' },
      { postal_code: '060-0000', prefecture: '北海道', city: '札幌市中央区', town: null, town_kana: null, city_kana: 'サッポロシチュウオウク' },
      { postal_code: '060-0001', prefecture: '北海道', city: '札幌市中央区', town: '北一条西', town_kana: 'キタ1ジョウニシ', city_kana: 'サッポロシチュウオウク' },
      { postal_code: '060-0042', prefecture: '北海道', city: '札幌市中央区', town: '大通西', town_kana: 'オオドオリニシ', city_kana: 'サッポロシチュウオウク' },
      { postal_code: '064-0941', prefecture: '北海道', city: '札幌市中央区', town: '旭ケ丘', town_kana: 'アサヒガオカ', city_kana: 'サッポロシチュウオウク' },
      { postal_code: '100-6090', prefecture: '東京都', city: '千代田区', town: '霞が関霞が関ビル', town_kana: 'カスミガセキカスミガセキビル', city_kana: 'チヨダク' },
    ]);
  });

  it('should name the file\'s own line in an error, counting the rows a town was joined from', async () => {
    const broken = `${KEN_ALL}\r\n${line({ jis: '13101', code: '100', pref: ['東京都', 'トウキョウト'], city: ['千代田区', 'チヨダク'], town: ['丸の内', 'マルノウチ'] })}\r\n`;
    const answer = (await check(sjis(broken))).json() as { errors: Array<{ row: number; column: string }> };
    expect(answer.errors.map((e) => [e.row, e.column])).toEqual([[8, '郵便番号']]);
  });

  it('should still read the portal\'s own CSV of zip codes by its header', async () => {
    const own = (await app.t.app.inject({ method: 'GET', url: '/api/v1/zip-codes/export', headers: await app.t.authAs('system') })).rawPayload;
    expect((await check(own)).json()).toMatchObject({ errors: [] });
  });
});
