// @vitest-environment node
import { join } from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { emitForms } from '../../../generator/emit/forms.js';
import { emitTables } from '../../../generator/emit/tables.js';
import { latestMigration } from '../../../generator/emit/migrations.js';
import type { OutputFile } from '../../../generator/emit/util.js';
import { openDatabase } from '../../../src/server/db/connect.js';
import { migrate } from '../../../src/server/db/migrate.js';
import { committedMigrations, loadChangedModel, migrationOfChange, type ModelChange } from './projectModel.js';

let outputs: OutputFile[];
let migration: OutputFile[];
const NEXT = String(latestMigration(join(import.meta.dirname, '../../../db/migrations')).number + 1).padStart(4, '0');
const file = (path: string) => outputs.find((o) => o.path === path)?.content ?? '';

const withNewTypes: ModelChange = (m) => m.edit('entities/tag.yaml', (t) => t
  .replace('    name: { type: string, label: タグ名, required: true, maxLength: 50 }',
    ['    name: { type: string, label: タグ名, required: true, maxLength: 50 }',
      '    name_kana: { type: kana, label: タグ名（カナ）, maxLength: 50 }',
      '    zip: { type: postal_code, label: 郵便番号 }',
      '    tel: { type: phone, label: 電話番号 }',
      '    price: { type: yen, label: 金額 }',
      '    tint: { type: color, label: 表示色 }',
      '    areas: { type: refs, ref: area, label: 対象エリア }'].join('\n'))
  .replace('columns: [name, updated_at]', 'columns: [name, price, areas, updated_at]')
  .replace('form: { fields: [name] }', 'form: { fields: [name, name_kana, zip, tel, price, tint, areas] }'));

// One load serves every test: the outputs they read (forms, tables, the migration), not the whole generator.
beforeAll(() => {
  const model = loadChangedModel(withNewTypes);
  outputs = [...emitForms(model), ...emitTables(model)];
  migration = migrationOfChange(withNewTypes);
});

describe('the new field types in a migration, the form, the list and the database', () => {
  it('should add one column of the right type per field', () => {
    const added = migration.find((o) => o.path.startsWith(`db/migrations/${NEXT}_`) && o.path.endsWith('.sql'))!.content;
    for (const line of ['"name_kana" varchar(50)', '"zip" varchar(8)', '"tel" varchar(20)', '"price" integer', '"tint" varchar(7)', '"areas" bigint[]']) {
      expect(added).toContain(`ADD COLUMN ${line};`);
    }
  });

  it('should name the field component of each field in the form and the referenced entity of refs', () => {
    const forms = file('src/generated/forms.ts');
    for (const widget of ['KanaField', 'PostalCodeField', 'PhoneField', 'YenField', 'ColorField', 'RefsSelect']) expect(forms).toContain(`"ui:widget": "${widget}"`);
    expect(forms).toMatch(/"areas": \{\s+"ui:widget": "RefsSelect",\s+"ui:options": \{\s+"ref": "area"/);
  });

  it('should list yen and refs columns with their type and referenced entity', () => {
    expect(file('src/generated/tables.ts')).toMatch(/"id": "areas",\s+"label": "対象エリア",\s+"type": "refs",\s+"ref": "area"/);
    expect(file('src/generated/tables.ts')).toMatch(/"id": "price",\s+"label": "金額",\s+"type": "yen"/);
  });

  it('should store several ids in a refs column and find the rows that name one of them', async () => {
    const migrations = committedMigrations();
    migrations.add(migration);
    const database = await openDatabase({ memory: true });
    try {
      await migrate(database.db, { dir: migrations.dir });
      const company = await database.db.insertInto('companies').values({ code: 'K', name: '塾', invoice_status: '2' }).returning('id').executeTakeFirstOrThrow();
      const db = database.db as unknown as { insertInto: (t: string) => { values: (v: object) => { execute: () => Promise<unknown> } } };
      await db.insertInto('tags').values({ company_id: company.id, name: '関東', areas: [1, 2], price: 1200 }).execute();
      await db.insertInto('tags').values({ company_id: company.id, name: '関西', areas: [3] }).execute();
      const rows = await sql<{ name: string; areas: number[] }>`select name, areas from tags order by id`.execute(database.db);
      expect(rows.rows).toEqual([{ name: '関東', areas: [1, 2] }, { name: '関西', areas: [3] }]);
      const naming2 = await sql<{ name: string }>`select name from tags where ${2} = any(areas)`.execute(database.db);
      expect(naming2.rows.map((r) => r.name)).toEqual(['関東']);
    } finally {
      await database.close();
      migrations.remove();
    }
  }, 60_000);
});
