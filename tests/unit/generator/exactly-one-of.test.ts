// @vitest-environment node
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/connect.js';
import { migrate } from '../../../src/server/db/migrate.js';
import { committedMigrations, issuesOfChange, migrationOfChange, type ModelChange } from './projectModel.js';

// A tag names either an area or a note, never both and never neither: exactlyOneOf on two new optional fields.
const oneOfTwo: ModelChange = (m) => m.edit('entities/tag.yaml', (t) => t
  .replace('    name: { type: string, label: タグ名, required: true, maxLength: 50 }\n',
    ['    name: { type: string, label: タグ名, required: true, maxLength: 50 }',
      '    area_id: { type: ref, ref: area, label: エリア }',
      '    note: { type: string, label: 備考, maxLength: 50 }',
      '  exactlyOneOf: [[area_id], [note]]', ''].join('\n')));

describe('exactlyOneOf: a row fills exactly one group of optional fields (a CHECK constraint)', () => {
  it('should write the check in the migration with every group filled and the others empty', () => {
    const sqlText = migrationOfChange(oneOfTwo).find((o) => o.path.endsWith('.sql'))!.content;
    expect(sqlText).toContain('ADD CONSTRAINT "tags_exactly_one_check" CHECK (("area_id" IS NOT NULL AND "note" IS NULL) OR ("area_id" IS NULL AND "note" IS NOT NULL));');
  });

  it('should refuse a required field, an unknown field and a field in two groups', () => {
    const required = issuesOfChange((m) => { oneOfTwo(m); m.edit('entities/tag.yaml', (t) => t.replace('exactlyOneOf: [[area_id], [note]]', 'exactlyOneOf: [[area_id], [name]]')); });
    expect(required.map((i) => i.reason)).toContainEqual(expect.stringContaining('must be optional'));
    const unknown = issuesOfChange((m) => { oneOfTwo(m); m.edit('entities/tag.yaml', (t) => t.replace('exactlyOneOf: [[area_id], [note]]', 'exactlyOneOf: [[area_id], [nothing]]')); });
    expect(unknown.map((i) => i.reason)).toContainEqual('unknown field "nothing" of tag');
    const twice = issuesOfChange((m) => { oneOfTwo(m); m.edit('entities/tag.yaml', (t) => t.replace('exactlyOneOf: [[area_id], [note]]', 'exactlyOneOf: [[area_id], [area_id, note]]')); });
    expect(twice.map((i) => i.reason)).toContainEqual('"area_id" is in two groups');
  });

  it('should refuse a row with both groups or none in the database and keep one with exactly one', async () => {
    const migrations = committedMigrations();
    migrations.add(migrationOfChange(oneOfTwo));
    const database = await openDatabase({ memory: true });
    try {
      await migrate(database.db, { dir: migrations.dir });
      const company = await database.db.insertInto('companies').values({ code: 'K', name: '塾', invoice_status: '2' }).returning('id').executeTakeFirstOrThrow();
      const area = await sql<{ id: number }>`insert into areas (company_id, name) values (${company.id}, '関東') returning id`.execute(database.db);
      const areaId = area.rows[0]!.id;
      await sql`insert into tags (company_id, name, note) values (${company.id}, '一', 'メモ')`.execute(database.db);
      await sql`insert into tags (company_id, name, area_id) values (${company.id}, '二', ${areaId})`.execute(database.db);
      await expect(sql`insert into tags (company_id, name, area_id, note) values (${company.id}, '三', ${areaId}, 'メモ')`.execute(database.db)).rejects.toThrow(/tags_exactly_one_check/);
      await expect(sql`insert into tags (company_id, name) values (${company.id}, '四')`.execute(database.db)).rejects.toThrow(/tags_exactly_one_check/);
    } finally {
      await database.close();
      migrations.remove();
    }
  }, 120_000);
});
