// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ModelError } from '../../../generator/model/errors.js';
import { migrationSqlOfChange, type ModelChange } from './projectModel.js';

// model/caches.yaml (issue 9): the tables whose writes invalidate the API nodes' caches become triggers in the
// migrations; a wrong table, column or poll is refused with the file and the path.

/** The SQL of the next migration after a change of the model (only the migration is generated: the rest is not read). */
async function migrationOf(change: ModelChange): Promise<string> {
  return migrationSqlOfChange(change);
}

const refusedAt = (path: string, reason: RegExp) => (err: unknown) => err instanceof ModelError
  && err.issues.some((i) => i.file === 'model/caches.yaml' && i.path === path && reason.test(i.reason));

describe('cache triggers from model/caches.yaml', () => {
  it('should write no migration for the committed model', async () => {
    expect(await migrationOf(() => undefined)).toBe('');
  }, 60_000);

  it('should replace only the changed table\'s function when a watched column is added', async () => {
    const migration = await migrationOf((p) => p.edit('caches.yaml', (t) => t.replace(
      'staffs: { watch: [user_id, staff_name] }', 'staffs: { watch: [user_id, staff_name, staff_name_kana] }',
    )));
    const statements = migration.split('\n--> statement-breakpoint\n').map((s) => s.replace(/^--.*\n/, '').trim());
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^CREATE OR REPLACE FUNCTION "cache_auth_staffs"\(\)/);
    expect(statements[0]).toContain('(o."user_id", o."staff_name", o."staff_name_kana") IS DISTINCT FROM (n."user_id", n."staff_name", n."staff_name_kana")');
  }, 60_000);

  it('should drop the triggers and function of a table no longer watched, and add those of a new one', async () => {
    const migration = await migrationOf((p) => p.edit('caches.yaml', (t) => t.replace('      teacher_links: { watch: [teacher_id, linked_teacher_id] }\n', '')
      .replace('print_requests: { watch: [status] }', 'print_requests: { watch: [status] }\n      tags: { watch: [] }')));
    expect(migration).toContain('DROP TRIGGER IF EXISTS "cache_auth_teacher_links_ins" ON "teacher_links";');
    expect(migration).toContain('DROP FUNCTION IF EXISTS "cache_auth_teacher_links"() CASCADE;');
    expect(migration).toContain('CREATE TRIGGER "cache_print_tags_ins" AFTER INSERT ON "tags" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT');
    // watch: [] → inserts and deletes only.
    expect(migration).not.toContain('"cache_print_tags_upd"');
  }, 60_000);

  it.each([
    ['an unknown table', 'print_requests: { watch: [status] }', 'print_requests: { watch: [status] }\n      nothing_here: { watch: [] }', '/caches/print/tables/nothing_here', /no entity has the table "nothing_here"/],
    ['an unknown watched column', 'staffs: { watch: [user_id, staff_name] }', 'staffs: { watch: [user_id, staff_nam] }', '/caches/auth/tables/staffs/watch/1', /"staff_nam" is not a column of staffs/],
    ['a key on a versioned cache', 'staffs: { watch: [user_id, staff_name] }', 'staffs: { key: [user_id], watch: [staff_name] }', '/caches/auth/tables/staffs/key', /versioned cache is invalidated per company/],
    ['an unknown poll', 'polls: [notification.status,', 'polls: [notification.nope,', '/polls/0', /unknown operation "notification.nope"/],
    ['a poll that writes', 'polls: [notification.status,', 'polls: [notification.read,', '/polls/0', /must be a signed-in GET operation/],
  ])('should refuse %s with the file and the path', async (_what, from, to, path, reason) => {
    await expect(migrationOf((p) => p.edit('caches.yaml', (t) => {
      expect(t).toContain(from);
      return t.replace(from, to);
    }))).rejects.toSatisfy(refusedAt(path, reason));
  }, 60_000);
});
