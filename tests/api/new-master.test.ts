// @vitest-environment node
import { execFile } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../generator/generate.js';

/**
 * Acceptance test of issue 8: a product owner adds a brand-new master with no TypeScript. The project (model, server,
 * screens, migrations) is copied to a temp dir; the copy's model gains 教室 (classroom_room: a name, its kana, a
 * reference to a schoolhouse, an enum from the existing 学年 code list, a date), a /setting-system screen, its
 * messages, its duplicate error and two demo rows, all YAML. The generator writes the copy's generated modules and
 * migration; then tests/api/newMasterProbe.ts runs inside the copy, so the server it starts is built from the copy's
 * generated tables (the server imports src/generated statically, hence the copy and a child process), migrates and
 * seeds a fresh PGlite, and answers as staff, teacher and guardian. Last, the project's own model-driven tests
 * (object-access, entity-crud) run unchanged inside the copy, filtered to the new master's cases. The authorization
 * matrix is not run in the copy (it imports the web app's menu and guard); the screen's presence in the generated
 * routes and grants it enumerates is checked instead.
 */
const ROOT = join(import.meta.dirname, '../..');
const ENTITY = 'classroom_room';
const TABLE = 'classroom_rooms';

const MODEL_FILES: Record<string, string> = {
  'entities/classroom-room.yaml': `# 教室: a room of a schoolhouse where lessons are held. Staff manage them on /setting-system.
classroom_room:
  label: 教室
  table: ${TABLE}
  scope: company
  fields:
    schoolhouse_id: { type: ref, ref: schoolhouse, label: 校舎, required: true }
    name: { type: string, label: 教室名, required: true, maxLength: 30 }
    name_kana: { type: kana, label: 教室名（カナ）, maxLength: 60 }
    school_year: { type: enum, enum: school_year, label: 対象学年 }
    opened_on: { type: date, label: 開設日 }
  unique:
    - { fields: [schoolhouse_id, name], error: CLASSROOM_ROOM_DUPLICATE }
  api:
    path: /classroom-rooms
    operations: [list, get, create, update, delete]
    access:
      read: [{ roles: [staff] }]
      write: [{ roles: [staff] }]
  list: { columns: [name, name_kana, schoolhouse_id, school_year, opened_on], sort: name, filters: [name, schoolhouse_id] }
  form: { fields: [schoolhouse_id, name, name_kana, school_year, opened_on] }
`,
  'screens/classroom-room.yaml': `setting-system.classroom-rooms:
  path: /setting-system/school-staff/classroom-rooms
  title: screen.settingSystem.classroomRooms
  entity: classroom_room
  views: [list, create, edit]
  menu: { group: setting-system, section: school-staff, order: 25 }
  access:
    - { roles: [staff] }
`,
  'messages/classroom-room.ja.yaml': `screen:
  settingSystem:
    classroomRooms: 教室
`,
  'demo/classroom_room.yaml': `rows:
  - { schoolhouse_id: 駅前校, name: 第1教室, name_kana: ダイイチキョウシツ, school_year: 7, opened_on: '2024-04-01' }
  - { schoolhouse_id: 緑ヶ丘校, name: 自習室, name_kana: ジシュウシツ, opened_on: '2025-09-01' }
`,
};
/** A free catalogue number after the last one in use (a later error added to the project cannot collide). */
const ERROR_CODE = Math.max(...[...readFileSync(join(ROOT, 'model/errors.yaml'), 'utf8').matchAll(/code: (\d+)/g)].map((m) => Number(m[1]))) + 1;
const ERROR_LINE = `CLASSROOM_ROOM_DUPLICATE: { code: ${ERROR_CODE}, status: 409, message: 同じ校舎に同じ名前の教室が既に登録されています。 }\n`;

interface Probe {
  columns: Array<{ column_name: string; data_type: string; is_nullable: string }>;
  migrations: string[];
  listed: { status: number; rows: Array<Record<string, unknown>> };
  refs: Record<string, { schoolhouse_name?: string }>;
  created: { status: number; body: Record<string, unknown> };
  updated: { status: number; body: Record<string, unknown> };
  readBack: { status: number; body: Record<string, unknown> };
  duplicate: { status: number; body: { code: number; message: string } };
  bad: { status: number; body: { code: number; message: string; errors?: Array<{ field: string; message: string }> } };
  refused: Record<'teacher1' | 'guardian1', Record<'list' | 'get' | 'create' | 'update', number>>;
  generated: {
    inApiEntityNames: boolean;
    readBy: Record<string, boolean>; writeBy: Record<string, boolean>;
    screen: { id: string; path: string; menu?: { group: string; section?: string }; staffScreenOpen: boolean } | null;
    menuGroup: string | null; form: string[]; table: Array<{ id: string; type: string; ref?: string }> | null; demoRows: number;
  };
}

/** Tests of the project that enumerate the generated tables (object-level access, generic CRUD of every writable entity). */
const MODEL_DRIVEN_TESTS = ['tests/api/object-access.test.ts', 'tests/api/entity-crud.test.ts'];
interface VitestReport { testResults: Array<{ name: string; assertionResults: Array<{ fullName: string; status: string; failureMessages: string[] }> }> }
let report: VitestReport;
let runError: Error | undefined;

let root: string;
let changed: string[];
let probe: Probe;
/** Every file of the copy's model and sources that is not in the project: what the product owner wrote. */
let addedFiles: string[];

const listAll = (dir: string, prefix = ''): string[] => (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
  d.isDirectory() ? listAll(join(dir, d.name), `${prefix}${d.name}/`) : [`${prefix}${d.name}`]) : []);

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'portal-new-master-'));
  // Everything the server and the generator read: src/ but the web app (the generator looks up screen components only).
  const srcDirs = readdirSync(join(ROOT, 'src')).filter((d) => d !== 'web').map((d) => `src/${d}`);
  for (const dir of ['model', ...srcDirs, 'src/web/screens', 'db/migrations', 'tests/fixtures', 'scripts']) cpSync(join(ROOT, dir), join(root, dir), { recursive: true });
  // The API tests' helpers (the harness, the probe, staff users by grant, …): whatever the model-driven tests import.
  const apiHelpers = readdirSync(join(ROOT, 'tests/api')).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => `tests/api/${f}`);
  for (const file of ['package.json', 'tsconfig.json', 'vitest.config.ts', 'tests/durationSequencer.ts', 'tests/file-durations.json', ...apiHelpers, ...MODEL_DRIVEN_TESTS]) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    cpSync(join(ROOT, file), join(root, file));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  const before = new Set(listAll(join(root, 'model')));
  for (const [file, text] of Object.entries(MODEL_FILES)) writeFileSync(join(root, 'model', file), text);
  appendFileSync(join(root, 'model/errors.yaml'), ERROR_LINE);
  addedFiles = listAll(join(root, 'model')).filter((f) => !before.has(f));

  ({ changed } = await generate({ root }));

  const { stdout } = await promisify(execFile)(join(ROOT, 'node_modules/.bin/tsx'), ['tests/api/newMasterProbe.ts', JSON.stringify({
    entity: ENTITY,
    // A reference given by name is read as the referenced row's id by the probe (through that entity's list API).
    create: { schoolhouse_id: '駅前校', name: '第2教室', name_kana: 'ダイニキョウシツ', school_year: 9, opened_on: '2026-04-01' },
    update: { name: '第2教室（大）', school_year: 8 },
    bad: { name_kana: '第二' },
  })], { cwd: root, env: { ...process.env, DATABASE_URL: '' }, maxBuffer: 16 * 1024 * 1024, timeout: 150_000 });
  probe = JSON.parse(stdout.trim().split('\n').at(-1)!) as Probe;

  // The project's own model-driven tests, run unchanged inside the copy, on the new master's cases only.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'NODE_ENV' && k !== 'TEST'));
  await promisify(execFile)(join(ROOT, 'node_modules/.bin/vitest'), [
    'run', '--project', 'api', ...MODEL_DRIVEN_TESTS, '-t', ENTITY, '--reporter=json', '--outputFile=vitest-report.json',
  ], { cwd: root, env: { ...env, DATABASE_URL: '' }, maxBuffer: 16 * 1024 * 1024, timeout: 150_000 }).catch((err: Error) => { runError = err; });
  const reportPath = join(root, 'vitest-report.json');
  report = existsSync(reportPath) ? JSON.parse(readFileSync(reportPath, 'utf8')) as VitestReport : { testResults: [] };
}, 300_000);
afterAll(() => { if (root) rmSync(root, { recursive: true, force: true }); });

describe('a new master written in YAML only (issue 8 acceptance)', () => {
  it('should be written without TypeScript: only YAML files are added to the model', () => {
    expect(addedFiles.sort()).toEqual(['demo/classroom_room.yaml', 'entities/classroom-room.yaml', 'messages/classroom-room.ja.yaml', 'screens/classroom-room.yaml']);
    expect(addedFiles.every((f) => f.endsWith('.yaml'))).toBe(true);
  });

  it('should generate a migration that creates the table, and the generated modules that name it', () => {
    // Its operation-history triggers come in the same migration.
    const migration = changed.find((f) => /^db\/migrations\/\d{4}_create_classroom_rooms(_triggers)?\.sql$/.test(f));
    expect(migration, changed.join('\n')).toBeDefined();
    expect(readFileSync(join(root, migration!), 'utf8')).toContain(`CREATE TABLE "${TABLE}"`);
    for (const f of ['src/generated/entities.ts', 'src/generated/abilities.ts', 'src/generated/forms.ts', 'src/generated/tables.ts', 'src/generated/routes.ts', 'src/generated/demo.ts', 'openapi.yaml']) {
      expect(changed, f).toContain(f);
      expect(readFileSync(join(root, f), 'utf8'), f).toContain('classroom');
    }
    // The project itself is untouched: the copy was generated, not the working tree.
    expect(readFileSync(join(ROOT, 'src/generated/entities.ts'), 'utf8')).not.toContain(ENTITY);
  });

  it('should migrate the table on a fresh database with every field as a column', () => {
    expect(probe.migrations.some((m) => /create_classroom_rooms/.test(m))).toBe(true);
    const cols = Object.fromEntries(probe.columns.map((c) => [c.column_name, c]));
    expect(Object.keys(cols)).toEqual(expect.arrayContaining(['id', 'company_id', 'schoolhouse_id', 'name', 'name_kana', 'school_year', 'opened_on', 'created_at', 'updated_at']));
    expect(cols.opened_on!.data_type).toBe('date');
    expect(cols.schoolhouse_id!.is_nullable).toBe('NO');
    expect(cols.school_year!.is_nullable).toBe('YES');
  });

  it('should serve the two demo rows to staff, each reference naming its schoolhouse', () => {
    expect(probe.listed.status).toBe(200);
    const byDate = [...probe.listed.rows].sort((a, b) => String(b.opened_on).localeCompare(String(a.opened_on)));
    expect(byDate.map((r) => [r.name, r.name_kana, r.school_year, r.opened_on])).toEqual([
      ['自習室', 'ジシュウシツ', null, '2025-09-01'],
      ['第1教室', 'ダイイチキョウシツ', 7, '2024-04-01'],
    ]);
    const nameOf = (row: Record<string, unknown>) => probe.refs[`schoolhouse_id:${String(row.schoolhouse_id)}`]?.schoolhouse_name;
    expect(byDate.map((r) => [r.name, nameOf(r)])).toEqual([['自習室', '緑ヶ丘校'], ['第1教室', '駅前校']]);
    // The list column is a reference the web shows by the schoolhouse's name (never a bare id).
    expect(probe.generated.table).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'schoolhouse_id', type: 'ref', ref: 'schoolhouse' })]));
  });

  it('should create and update a row as staff, and read the update back', () => {
    expect(probe.created.status, JSON.stringify(probe.created.body)).toBe(201);
    expect(probe.created.body).toMatchObject({ name: '第2教室', name_kana: 'ダイニキョウシツ', school_year: 9, opened_on: '2026-04-01' });
    expect(probe.updated.status, JSON.stringify(probe.updated.body)).toBe(200);
    expect(probe.readBack.body).toMatchObject({ id: probe.created.body.id, name: '第2教室（大）', school_year: 8, schoolhouse_id: probe.created.body.schoolhouse_id });
  });

  it('should refuse a duplicate and bad kana with catalogue errors in Japanese (the refused twins of the create)', () => {
    expect(probe.duplicate.status).toBe(409);
    expect(probe.duplicate.body).toMatchObject({ code: ERROR_CODE, message: '同じ校舎に同じ名前の教室が既に登録されています。' });
    expect(probe.bad.status).toBe(400);
    expect(probe.bad.body).toMatchObject({ code: 10001, message: '入力内容に誤りがあります。' });
    expect(probe.bad.body.errors).toEqual([expect.objectContaining({ field: 'name_kana', message: '教室名（カナ）は全角カタカナで入力してください。' })]);
  });

  it('should refuse teachers and guardians every operation with 403', () => {
    for (const user of ['teacher1', 'guardian1'] as const) {
      expect(probe.refused[user], user).toEqual({ list: 403, get: 403, create: 403, update: 403 });
    }
  });

  it('should be in the generated tables the model-driven tests enumerate', () => {
    const g = probe.generated;
    // object-access and entity-crud enumerate apiEntityNames; entity-crud takes those staff may write.
    expect(g.inApiEntityNames).toBe(true);
    expect(g.readBy).toEqual({ STAFF: true, TEACHER: false, PROTECTOR: false });
    expect(g.writeBy).toEqual({ STAFF: true, TEACHER: false, PROTECTOR: false });
    // The authorization matrix enumerates the generated screens; the screen sits in the setting-system menu.
    expect(g.screen).toEqual({ id: 'setting-system.classroom-rooms', path: '/setting-system/school-staff/classroom-rooms', menu: expect.objectContaining({ group: 'setting-system', section: 'school-staff' }), staffScreenOpen: true });
    expect(g.menuGroup).toBe('setting-system');
    expect(g.form).toEqual(['schoolhouse_id', 'name', 'name_kana', 'school_year', 'opened_on']);
    expect(g.demoRows).toBe(2);
  });

  it('should be covered by the project\'s model-driven tests, run unchanged in the copy (no test row written for it)', () => {
    const results = report.testResults.flatMap((f) => f.assertionResults.map((a) => ({ file: f.name.slice(root.length + 1), ...a })));
    const ours = results.filter((r) => r.fullName.includes(ENTITY));
    expect(ours.filter((r) => r.status !== 'passed'), `${String(runError?.message)}\n${JSON.stringify(ours.filter((r) => r.status !== 'passed'), null, 1)}`).toEqual([]);
    // No rows at all: the copy's Vitest did not run (its config or a file it needs is missing in the copy).
    expect(ours.map((r) => `${r.file}: ${r.fullName}`).sort(), String(runError?.message)).toEqual([
      `tests/api/entity-crud.test.ts: generic CRUD of every entity staff may write should let staff delete a ${ENTITY} row, create it again, and refuse a duplicate with its catalogue error`,
      `tests/api/entity-crud.test.ts: generic CRUD of every entity staff may write should let staff update ${ENTITY}, and refuse a bad value with a field error`,
      `tests/api/entity-crud.test.ts: generic CRUD of every entity staff may write should refuse a bad value of every form field of ${ENTITY} with a Japanese field error`,
      `tests/api/entity-crud.test.ts: generic CRUD of every entity staff may write should refuse numbers beyond the column and a NUL in text in every form field of ${ENTITY} with 400, never a 500`,
      `tests/api/entity-crud.test.ts: generic CRUD of every entity staff may write should refuse teachers and guardians every write on ${ENTITY} with 403 (those its grants refuse)`,
      `tests/api/object-access.test.ts: a forged switch header on every entity API should refuse ${ENTITY} with 10120 for a teacher who is not linked`,
      `tests/api/object-access.test.ts: a forged switch header on every entity API should refuse ${ENTITY} with 10120 for another family's child in the protector header`,
      `tests/api/object-access.test.ts: guardian1 without a read grant on ${ENTITY} should answer the same row to staff (the allowed twin)`,
      `tests/api/object-access.test.ts: guardian1 without a read grant on ${ENTITY} should refuse a row with 403 and no data`,
      `tests/api/object-access.test.ts: teacher1 without a read grant on ${ENTITY} should answer the same row to staff (the allowed twin)`,
      `tests/api/object-access.test.ts: teacher1 without a read grant on ${ENTITY} should refuse a row with 403 and no data`,
    ]);
  });
});
