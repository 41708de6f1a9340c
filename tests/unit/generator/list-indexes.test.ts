// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ModelError } from '../../../generator/model/errors.js';
import { migrationSqlOfChange, type ModelChange } from './projectModel.js';

// Model indexes of kind trigram (issue 9) and the 50音 sort index built from the list's ORDER BY.

/** The SQL of the next migration after a change of the model (only the migration is generated: the rest is not read). */
async function migrationOf(change: ModelChange): Promise<string> {
  return migrationSqlOfChange(change);
}

describe('list indexes in the migrations', () => {
  it('should create pg_trgm once, before a GIN index over one field', async () => {
    const migration = await migrationOf((p) => p.edit('entities/protector.yaml', (t) => t.replace(
      '    - { fields: [family_name_kana, first_name_kana], kind: trigram }',
      '    - { fields: [family_name_kana, first_name_kana], kind: trigram }\n    - { fields: [phone], kind: trigram }',
    )));
    const statements = migration.split('\n--> statement-breakpoint\n').map((s) => s.replace(/^--.*\n/, '').trim());
    expect(statements).toEqual([
      'CREATE EXTENSION IF NOT EXISTS pg_trgm;',
      'CREATE INDEX "protectors_phone_trgm_idx" ON "protectors" USING gin ("phone" gin_trgm_ops);',
    ]);
  }, 60_000);

  it('should write the match group of a new two-field trigram index as the filter reads it', async () => {
    const migration = await migrationOf((p) => p.edit('entities/teacher.yaml', (t) => t.replace(/\n {2}list:/, '\n  indexes:\n    - { fields: [name_kanji, name_kana], kind: trigram }\n  list:')));
    expect(migration).toContain(`CREATE INDEX "teachers_name_kanji_name_kana_trgm_idx" ON "teachers" USING gin ((coalesce("name_kanji", '') || coalesce("name_kana", '')) gin_trgm_ops);`);
  }, 60_000);

  it('should refuse a trigram index on a field that is not text', async () => {
    await expect(migrationOf((p) => p.edit('entities/student.yaml', (t) => t.replace(
      '    - { fields: [student_number], kind: trigram }',
      '    - { fields: [student_number], kind: trigram }\n    - { fields: [schoolyear_id], kind: trigram }',
    )))).rejects.toSatisfy((err: unknown) => err instanceof ModelError
      && err.issues.some((i) => i.path === '/student/indexes/3/fields/0' && /trigram index reads text fields; "schoolyear_id" is ref/.test(i.reason)));
  }, 60_000);

  it('should build the sort index of a kana name from the list order\'s terms, and change nothing for the committed model', async () => {
    expect(await migrationOf(() => undefined)).toBe('');
    const migration = await migrationOf((p) => p.edit('entities/teacher.yaml', (t) => t.replace('sort: name_kanji ', 'sort: -name_kanji ')));
    // Descending: the reading last when empty, as listOrder writes `desc nulls last`.
    expect(migration).toContain(`CREATE INDEX "teachers_name_kana_sort_idx" ON "teachers" ("company_id", (nullif("name_kana", '') COLLATE "C") DESC NULLS LAST, "name_kanji" DESC, "id" DESC);`);
  }, 60_000);
});
