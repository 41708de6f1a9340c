// @vitest-environment node
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { emitMigration } from '../../../generator/emit/migrations.js';
import { ModelError, type ModelIssue } from '../../../generator/model/errors.js';
import type { Model } from '../../../generator/model/types.js';
import { constants } from '../../../src/generated/constants.js';
import { openDatabase } from '../../../src/server/db/connect.js';
import { migrate } from '../../../src/server/db/migrate.js';
import { committedMigrations, loadChangedModel, type ModelChange } from './projectModel.js';

// The file store's model (issue 17): an entity declares `files` and becomes a file owner (its code in file_owner, its
// rules, its read check); a multipart operation names its owner; dropped.yaml moves a dropped table's rows.

const ROOT = join(import.meta.dirname, '../../..');
const MIGRATIONS = join(ROOT, 'db/migrations');
function load(edit?: ModelChange): { model?: Model; issues: ModelIssue[] } {
  try {
    return { model: loadChangedModel(edit), issues: [] };
  } catch (err) {
    if (err instanceof ModelError) return { issues: err.issues };
    throw err;
  }
}

describe('file owners', () => {
  it('should make notices, contacts and lesson reports owners with the attachment limits, their read checks, and their create operations upload as them', () => {
    const { model } = load();
    expect(model!.fileOwners).toEqual([
      expect.objectContaining({ kind: 'contact', entity: 'contact', label: '連絡', read: { name: 'assertContactReadable', file: 'contacts/assertContactReadable' } }),
      expect.objectContaining({ kind: 'lesson_report', entity: 'lesson_report', label: '指導報告書', read: { name: 'assertReportReadable', file: 'reports/assertReportReadable' } }),
      expect.objectContaining({
        kind: 'notice', entity: 'notice', label: 'お知らせ', read: { name: 'assertNoticeReadable', file: 'notices/assertNoticeReadable' },
        rules: expect.objectContaining({ maxCount: constants.attachmentMaxFiles, maxBytes: constants.attachmentMaxBytes, imageMaxBytes: constants.imageMaxBytes }),
      }),
    ]);
    expect(model!.enums.find((e) => e.name === 'file_owner')?.values).toEqual([
      { code: 'contact', key: 'contact', label: '連絡' }, { code: 'lesson_report', key: 'lesson_report', label: '指導報告書' }, { code: 'notice', key: 'notice', label: 'お知らせ' },
    ]);
    for (const [operation, owner] of [['notice.create', 'notice'], ['contact.create', 'contact'], ['report.attachments', 'lesson_report']] as const) {
      const multipart = model!.operations.find((o) => o.id === operation)!.multipart!;
      expect(multipart).toMatchObject({ field: 'attachments', owner, maxCount: constants.attachmentMaxFiles });
      expect(multipart.types).toEqual(model!.fileOwners.find((o) => o.kind === owner)!.rules.types);
    }
  });

  it('should add an owner by YAML alone: tags with files are read by their API rule, and file_owner gains them', () => {
    const { model, issues } = load((p) => p.edit('entities/tag.yaml', (t) => t.replace('  api:\n', '  files: { types: attachment_type, maxCount: attachmentMaxFiles, maxBytes: attachmentMaxBytes }\n  api:\n')));
    expect(issues).toEqual([]);
    expect(model!.fileOwners.map((o) => [o.kind, o.read])).toEqual([['contact', expect.anything()], ['lesson_report', expect.anything()], ['notice', expect.anything()], ['tag', undefined]]);
    expect(model!.enums.find((e) => e.name === 'file_owner')?.values.map((v) => v.code)).toEqual(['contact', 'lesson_report', 'notice', 'tag']);
    expect(model!.fileOwners.find((o) => o.kind === 'tag')!.rules.imageMaxBytes).toBe(constants.attachmentMaxBytes);
  });

  it('should refuse, all at once and each at its place, a read check with no file, an unknown constant, a multipart owner without files and moves it cannot make', () => {
    const { issues } = load((p) => {
      p.edit('entities/notice.yaml', (t) => t.replace('read: assertNoticeReadable', 'read: assertNoticeReadabel').replace('maxCount: attachmentMaxFiles', 'maxCount: attachmentMaxFile'));
      p.edit('operations.yaml', (t) => t.replace('owner: notice', 'owner: tag'));
      p.edit('dropped.yaml', (t) => t.replace('moves:\n  notice_attachment:', 'moves:\n  notice_tag:').replace('owner_id: notice_id', 'owner: notice_id'));
    });
    expect(issues).toEqual(expect.arrayContaining([
      expect.objectContaining({ path: '/notice/files/read', reason: 'no read check "assertNoticeReadabel.ts" under src/server/domains/' }),
      expect.objectContaining({ path: '/notice/files/maxCount', reason: '"attachmentMaxFile" is not a positive integer constant of constants.yaml' }),
      expect.objectContaining({ path: '/notice.create/multipart/owner', reason: '"tag" is not an entity with files (entity `files`)' }),
      expect.objectContaining({ path: '/moves/notice_tag', reason: '"notice_tag" is not listed under entities: (only a dropped entity\'s rows move)' }),
      expect.objectContaining({ path: '/moves/notice_tag/columns/owner', reason: 'unknown field "owner" of file' }),
    ]));
  });

  it('should refuse an owner with neither a read check nor a get API (nobody could be told who may download)', () => {
    expect(load((p) => p.edit('entities/notice.yaml', (t) => t.replace('    read: assertNoticeReadable\n', ''))).issues).toContainEqual(expect.objectContaining({
      path: '/notice/files', reason: expect.stringMatching(/name a read check \(files\.read\), or give the entity a get API/),
    }));
  });
});

/** The migration that drops notice_attachments (the move's own), by its text. */
function moveMigration(): string {
  return readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql')).sort()
    .find((f) => readFileSync(join(MIGRATIONS, f), 'utf8').includes('DROP TABLE "notice_attachments"'))!;
}

describe('the move of notice attachments into the file store', () => {
  it('should write the move into the migration that drops the table, and refuse a source column the table lacks', () => {
    const name = moveMigration();
    // The migrations before the move's, and the model today: the next migration holds the move (with what came after).
    const migrations = committedMigrations();
    try {
      for (const file of readdirSync(migrations.dir)) if (file >= name.replace(/\.sql$/, '')) unlinkSync(join(migrations.dir, file));
      const emit = (change?: ModelChange) => emitMigration(loadChangedModel(change), { dir: migrations.dir, dirName: 'db/migrations' });
      const written = emit().find((o) => o.path.endsWith('.sql'))?.content ?? '';
      const move = readFileSync(join(MIGRATIONS, name), 'utf8');
      const insert = move.slice(move.indexOf('INSERT INTO "files"'), move.indexOf('--> statement-breakpoint', move.indexOf('INSERT INTO "files"')));
      expect(insert).toContain(`SELECT s."id", s."company_id", 'notice', s."notice_id", s."file_name"`);
      expect(written).toContain(insert);
      expect(written).toContain(`(SELECT r."sender_user_id" FROM "notices" r WHERE r."company_id" = s."company_id" AND r."id" = s."notice_id")`);
      expect(written).toContain('DROP TABLE "notice_attachments"');
      let issues: ModelIssue[] = [];
      try {
        emit((p) => p.edit('dropped.yaml', (t) => t.replace('owner_id: notice_id', 'owner_id: notice')));
      } catch (err) {
        if (!(err instanceof ModelError)) throw err;
        issues = err.issues;
      }
      expect(issues).toEqual([expect.objectContaining({ path: '/moves/notice_attachment/columns/owner_id', reason: '"notice" is not a column of notice_attachments' })]);
    } finally {
      migrations.remove();
    }
  }, 120_000);

  it('should move every attachment with its id, notice, name, type, size, key and the sender as uploader, in the notice\'s order', async () => {
    const name = moveMigration();
    const dir = mkdtempSync(join(tmpdir(), 'portal-move-'));
    const database = await openDatabase({ memory: true });
    try {
      for (const f of readdirSync(MIGRATIONS).filter((x) => x.endsWith('.sql') && x < name)) copyFileSync(join(MIGRATIONS, f), join(dir, f));
      await migrate(database.db, { dir });
      await sql`insert into companies (id, code, name) values (7, 'K', '塾')`.execute(database.db);
      await sql`insert into users (id, company_id, username, password, m_authority_id, display_name) values (70, 7, 'staff', 'x', 1, '事務 花子')`.execute(database.db);
      await sql`insert into notices (id, company_id, title, body, sender_user_id) values (700, 7, '案内', '<p>本文</p>', 70), (701, 7, '連絡', '<p>本文</p>', 70)`.execute(database.db);
      // The second notice's files were reordered (sort_order against id): the move keeps the order the notice showed.
      await sql`insert into notice_attachments (id, company_id, notice_id, file_name, content_type, byte_size, storage_key, sort_order) values
        (5, 7, 700, '地図.png', 'image/png', 125, '7/notice-attachments/a', 1),
        (9, 7, 701, '申込書.pdf', 'application/pdf', 2048, '7/notice-attachments/b', 2),
        (8, 7, 701, '写真.jpg', 'image/jpeg', 4096, '7/notice-attachments/c', 1)`.execute(database.db);
      copyFileSync(join(MIGRATIONS, name), join(dir, name));
      expect(await migrate(database.db, { dir })).toEqual([name]);
      const moved = await sql`select id, company_id, owner_kind, owner_id, file_name, content_type, byte_size, storage_key, uploaded_by_user_id from files order by owner_id, id`.execute(database.db);
      expect(moved.rows).toEqual([
        { id: 5, company_id: 7, owner_kind: 'notice', owner_id: 700, file_name: '地図.png', content_type: 'image/png', byte_size: 125, storage_key: '7/notice-attachments/a', uploaded_by_user_id: 70 },
        { id: 8, company_id: 7, owner_kind: 'notice', owner_id: 701, file_name: '写真.jpg', content_type: 'image/jpeg', byte_size: 4096, storage_key: '7/notice-attachments/c', uploaded_by_user_id: 70 },
        { id: 9, company_id: 7, owner_kind: 'notice', owner_id: 701, file_name: '申込書.pdf', content_type: 'application/pdf', byte_size: 2048, storage_key: '7/notice-attachments/b', uploaded_by_user_id: 70 },
      ]);
      // The next file gets an id past the moved ones, and the old table is gone.
      const next = await sql<{ id: number }>`insert into files (company_id, owner_kind, owner_id, file_name, content_type, byte_size, storage_key) values (7, 'notice', 700, 'x.pdf', 'application/pdf', 1, '7/notice/x') returning id`.execute(database.db);
      expect(next.rows[0]!.id).toBe(10);
      expect((await sql`select to_regclass('notice_attachments') as t`.execute(database.db)).rows).toEqual([{ t: null }]);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
