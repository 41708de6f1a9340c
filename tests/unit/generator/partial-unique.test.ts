// @vitest-environment node
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/connect.js';
import { migrate } from '../../../src/server/db/migrate.js';
import { committedMigrations, issuesOfChange, migrationOfChange, type ModelChange } from './projectModel.js';

// A tag name is unique among the tags that are not absent (a lesson status as the tag's state, for the test's sake):
// `unique[].where`, a partial unique index.
const partial: ModelChange = (m) => m.edit('entities/tag.yaml', (t) => t
  .replace('    name: { type: string, label: タグ名, required: true, maxLength: 50 }\n',
    ['    name: { type: string, label: タグ名, required: true, maxLength: 50 }',
      '    state: { type: enum, enum: lesson_status, label: 状態, required: true, default: scheduled }', ''].join('\n'))
  .replace('- { fields: [name], error: TAG_NAME_DUPLICATE }', '- { fields: [name], error: TAG_NAME_DUPLICATE, where: { field: state, notIn: [absent, waiting] } }'));

describe('unique[].where: a rule among some rows only (a partial unique index)', () => {
  it('should write a unique index with its condition instead of a constraint', () => {
    const sqlText = migrationOfChange(partial).find((o) => o.path.endsWith('.sql'))!.content;
    expect(sqlText).toContain('ALTER TABLE "tags" DROP CONSTRAINT "tags_name_key";');
    expect(sqlText).toContain(`CREATE UNIQUE INDEX "tags_name_key" ON "tags" ("company_id", "name") WHERE "state" NOT IN ('absent', 'waiting');`);
  });

  it('should refuse a field that is not an enum, a code not of its list, and NULLs counted equal', () => {
    const notEnum = issuesOfChange((m) => { partial(m); m.edit('entities/tag.yaml', (t) => t.replace('where: { field: state,', 'where: { field: name,')); });
    expect(notEnum.map((i) => i.reason)).toContainEqual('"name" is not an enum field of tag');
    const badCode = issuesOfChange((m) => { partial(m); m.edit('entities/tag.yaml', (t) => t.replace('notIn: [absent, waiting]', 'notIn: [absent, gone]')); });
    expect(badCode.map((i) => i.reason)).toContainEqual('"gone" is not a code of lesson_status');
    const nulls = issuesOfChange((m) => { partial(m); m.edit('entities/tag.yaml', (t) => t.replace('error: TAG_NAME_DUPLICATE, where', 'error: TAG_NAME_DUPLICATE, nullsNotDistinct: true, where')); });
    expect(nulls.map((i) => i.reason)).toContainEqual(expect.stringContaining('partial rule'));
  });

  it('should let rows left out by the condition repeat the fields and refuse the others by the index name', async () => {
    const migrations = committedMigrations();
    migrations.add(migrationOfChange(partial));
    const database = await openDatabase({ memory: true });
    try {
      await migrate(database.db, { dir: migrations.dir });
      const company = await database.db.insertInto('companies').values({ code: 'K', name: '塾', invoice_status: '2' }).returning('id').executeTakeFirstOrThrow();
      await sql`insert into tags (company_id, name, state) values (${company.id}, '数学', 'absent')`.execute(database.db);
      await sql`insert into tags (company_id, name, state) values (${company.id}, '数学', 'waiting')`.execute(database.db);
      await sql`insert into tags (company_id, name, state) values (${company.id}, '数学', 'scheduled')`.execute(database.db);
      await expect(sql`insert into tags (company_id, name, state) values (${company.id}, '数学', 'APPROVED')`.execute(database.db)).rejects.toThrow(/tags_name_key/);
      // Leaving the condition frees the name again.
      await sql`update tags set state = 'absent' where company_id = ${company.id} and state = 'scheduled'`.execute(database.db);
      await sql`insert into tags (company_id, name, state) values (${company.id}, '数学', 'APPROVED')`.execute(database.db);
    } finally {
      await database.close();
      migrations.remove();
    }
  }, 120_000);
});
