// @vitest-environment node
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { latestMigration } from '../../../generator/emit/migrations.js';
import type { OutputFile } from '../../../generator/emit/util.js';
import { NO_CACHE } from '../../../generator/shared/resultCache.js';
import { openDatabase } from '../../../src/server/db/connect.js';
import { migrate } from '../../../src/server/db/migrate.js';
import { committedMigrations, migrationOfChange, outputsOfChange, type ModelChange } from './projectModel.js';

let outputs: OutputFile[];
let outputsAgain: OutputFile[];
const file = (path: string) => outputs.find((o) => o.path === path)?.content ?? '';
/** Number of the migration the next model change writes (after the committed ones). */
const NEXT = String(latestMigration(join(import.meta.dirname, '../../../db/migrations')).number + 1).padStart(4, '0');
const isNextSql = (path: string) => path.startsWith(`db/migrations/${NEXT}_`) && path.endsWith('.sql');

const withColor: ModelChange = (m) => m.edit('entities/tag.yaml', (t) => t
  .replace('    name: { type: string, label: タグ名, required: true, maxLength: 50 }',
    '    name: { type: string, label: タグ名, required: true, maxLength: 50 }\n    color: { type: string, label: 表示色, maxLength: 20 }')
  .replace('columns: [name, updated_at]', 'columns: [name, color, updated_at]')
  .replace('form: { fields: [name] }', 'form: { fields: [name, color] }'));

// Every output of the generator for the changed model, once with the results cache and once from scratch: they agree.
beforeAll(async () => {
  outputs = await outputsOfChange(withColor);
  outputsAgain = await outputsOfChange(withColor, { cache: NO_CACHE });
}, 120_000);

describe('adding a field to the tag entity', () => {
  it('should add it to openapi.yaml', () => {
    const tagSchema = file('openapi.yaml').split('\n    Tag:\n')[1]!.split(/\n {4}[A-Z]\w*:\n/)[0]!;
    expect(tagSchema).toMatch(/\n {8}color:\n(.+\n)*?\s+title: 表示色/);
  });

  it('should add it to the form schema', () => {
    expect(file('src/generated/forms.ts')).toContain('"color": {');
    expect(file('src/generated/forms.ts')).toContain('"title": "表示色"');
  });

  it('should add it to the table columns', () => {
    expect(file('src/generated/tables.ts')).toMatch(/"id": "color",\s+"label": "表示色"/);
  });

  it('should add it to the TypeScript types of the API and the database', () => {
    expect(file('src/generated/api.ts')).toMatch(/color\?: string \| null/);
    expect(file('src/generated/db.ts')).toMatch(/export interface TagsTable \{[^}]*color: Generated<string \| null>;/);
  });

  it('should write a new numbered migration that only adds the column', () => {
    const migration = outputs.find((o) => isNextSql(o.path));
    expect(migration?.path).toBe(`db/migrations/${NEXT}_alter_tags.sql`);
    expect(migration!.content).toContain('ALTER TABLE "tags" ADD COLUMN "color" varchar(20);');
    expect(migration!.content).not.toMatch(/DROP|CREATE TABLE/);
  });

  it('should keep the existing rows when the migration is applied', async () => {
    const migrations = committedMigrations();
    const database = await openDatabase({ memory: true });
    try {
      await migrate(database.db, { dir: migrations.dir });
      const company = await database.db.insertInto('companies').values({ code: 'K', name: '既存塾', invoice_status: '2' }).returning('id').executeTakeFirstOrThrow();
      await database.db.insertInto('tags').values({ company_id: company.id, name: '既存のタグ' }).execute();
      migrations.add(outputs);
      expect(await migrate(database.db, { dir: migrations.dir })).toEqual([`${NEXT}_alter_tags.sql`]);
      const rows = await database.db.selectFrom('tags').selectAll().execute();
      expect(rows).toEqual([expect.objectContaining({ name: '既存のタグ', color: null })]);
    } finally {
      await database.close();
      migrations.remove();
    }
  }, 60_000);
});

describe('generator output', () => {
  it('should be identical when run twice, from the results cache and from scratch', () => {
    expect(outputsAgain.map((o) => [o.path, o.content])).toEqual(outputs.map((o) => [o.path, o.content]));
  });

  it('should refuse a removed field unless it is declared dropped', () => {
    expect(() => migrationOfChange((m) => m.edit('entities/tag.yaml', (t) => t.replace('    name: { type: string, label: タグ名, required: true, maxLength: 50 }\n', '    title: { type: string, label: タグ名, required: true, maxLength: 50 }\n')
      .replaceAll('[name', '[title').replace('sort: name', 'sort: title')))).toThrow(/field "name" was removed/);
  });

  it('should rename a column declared renamedFrom instead of dropping it', () => {
    const out = migrationOfChange((m) => m.edit('entities/tag.yaml', (t) => t.replace('    name: { type: string, label: タグ名, required: true, maxLength: 50 }\n', '    tag_name: { type: string, label: タグ名, required: true, maxLength: 50, renamedFrom: name }\n')
      .replace('fields: [name], error', 'fields: [tag_name], error').replace('columns: [name,', 'columns: [tag_name,').replace('sort: name', 'sort: tag_name').replace('filters: [name]', 'filters: [tag_name]').replace('form: { fields: [name] }', 'form: { fields: [tag_name] }')));
    const sql = out.find((o) => isNextSql(o.path))!.content;
    expect(sql).toContain('ALTER TABLE "tags" RENAME COLUMN "name" TO "tag_name";');
    expect(sql).not.toContain('DROP COLUMN');
  });

  it('should refuse a new required field without a default on an existing table', () => {
    expect(() => migrationOfChange((m) => m.edit('entities/tag.yaml', (t) => t.replace('    name: { type: string, label: タグ名, required: true, maxLength: 50 }\n', '    name: { type: string, label: タグ名, required: true, maxLength: 50 }\n    code: { type: string, label: コード, required: true, maxLength: 10 }\n')))).toThrow(/needs a default/);
  });
});
