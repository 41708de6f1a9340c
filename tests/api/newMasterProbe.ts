/**
 * Probe of one entity through the server built from the generated tables (tests/api/new-master.test.ts copies the
 * project with a new master in its model, generates, and runs this file inside the copy with `tsx`, so every import
 * below reads the copy's generated modules). Nothing here names the entity: it comes from argv with the request
 * bodies, and the answers are printed as one JSON line for the test to judge.
 *
 * Usage: tsx tests/api/newMasterProbe.ts '<{"entity":..., "create":{...}, "update":{...}, "bad":{...}}>'
 */
import { sql } from 'kysely';
import { entityGrants, featureSettings, grantAllows, screenGrants, type RoleName } from '../../src/generated/abilities.js';
import { constants } from '../../src/generated/constants.js';
import { demoSets } from '../../src/generated/demo.js';
import { apiEntityNames, entities } from '../../src/generated/entities.js';
import { forms } from '../../src/generated/forms.js';
import { navigation } from '../../src/generated/navigation.js';
import { menuGroups, screens } from '../../src/generated/routes.js';
import { tables } from '../../src/generated/tables.js';
import { startTestApp } from './harness.js';

interface ProbeInput { entity: string; create: Record<string, unknown>; update: Record<string, unknown>; bad: Record<string, unknown> }
interface Meta { table: string; api: { path: string }; fields: Record<string, { type: string; ref?: string }> }

const input = JSON.parse(process.argv[2]!) as ProbeInput;
const metaOf = (name: string) => (entities as unknown as Record<string, Meta>)[name]!;
const meta = metaOf(input.entity);
const ALL_FEATURES = featureSettings.map((f) => f.name);
const allows = (kind: 'read' | 'write', role: RoleName) => grantAllows(entityGrants[input.entity]![kind], { role, features: ALL_FEATURES });
const screen = screens.find((s) => s.entity === input.entity);

const t = await startTestApp();
try {
  const base = `/api/v1${meta.api.path}`;
  const call = async (user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: await t.authAs(user), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
    return { status: res.statusCode, body: res.body ? (res.json() as unknown) : null };
  };
  const columns = await sql<{ column_name: string; data_type: string; is_nullable: string }>`
    select column_name, data_type, is_nullable from information_schema.columns where table_name = ${meta.table} order by ordinal_position`.execute(t.db);
  const migrations = await sql<{ name: string }>`select name from schema_migrations order by version`.execute(t.db);
  const listed = await call('staff', 'GET', `${base}?limit=${String(constants.maxPageSize)}`);
  const rows = (listed.body as { data: Array<Record<string, unknown>> }).data;
  // Every reference of every listed row, read through the referenced entity's own API (what the list shows as a name).
  const refs: Record<string, unknown> = {};
  for (const [field, f] of Object.entries(meta.fields)) {
    if (f.type !== 'ref' || !f.ref || field === 'company_id') continue;
    for (const row of rows) {
      const id = row[field];
      if (id === null || id === undefined) continue;
      refs[`${field}:${String(id)}`] = (await call('staff', 'GET', `/api/v1${metaOf(f.ref).api.path}/${String(id)}`)).body;
    }
  }
  // A reference given by name (a string) becomes the id of the row its entity's list names so (first text column).
  for (const [field, value] of Object.entries(input.create)) {
    const ref = meta.fields[field]?.ref;
    if (!ref || typeof value !== 'string') continue;
    const label = (tables as unknown as Record<string, { columns: Array<{ id: string; type: string }> }>)[ref]!.columns.find((c) => c.type === 'string')!.id;
    const all = await call('staff', 'GET', `/api/v1${metaOf(ref).api.path}?limit=${String(constants.maxPageSize)}`);
    input.create[field] = (all.body as { data: Array<Record<string, unknown>> }).data.find((r) => r[label] === value)?.id;
  }
  const created = await call('staff', 'POST', base, input.create);
  const createdId = (created.body as { id?: number }).id;
  const updated = await call('staff', 'PUT', `${base}/${String(createdId)}`, { ...input.create, ...input.update });
  const readBack = await call('staff', 'GET', `${base}/${String(createdId)}`);
  const duplicate = await call('staff', 'POST', base, { ...input.create, ...input.update });
  const bad = await call('staff', 'POST', base, { ...input.create, ...input.bad });
  const refused: Record<string, unknown> = {};
  for (const user of ['teacher1', 'guardian1']) {
    refused[user] = {
      list: (await call(user, 'GET', base)).status,
      get: (await call(user, 'GET', `${base}/${String(createdId)}`)).status,
      create: (await call(user, 'POST', base, input.create)).status,
      update: (await call(user, 'PUT', `${base}/${String(createdId)}`, input.update)).status,
    };
  }
  const staffScreenOpen = screen ? grantAllows(screenGrants[screen.id]!, { role: 'STAFF', features: ALL_FEATURES }) : false;
  console.log(JSON.stringify({
    columns: columns.rows, migrations: migrations.rows.map((m) => m.name),
    listed: { status: listed.status, rows }, refs, created, updated, readBack, duplicate, bad, refused,
    generated: {
      // What tests/api/object-access.test.ts, entity-crud.test.ts and authorization-matrix.test.ts enumerate.
      inApiEntityNames: (apiEntityNames as readonly string[]).includes(input.entity),
      readBy: { STAFF: allows('read', 'STAFF'), TEACHER: allows('read', 'TEACHER'), PROTECTOR: allows('read', 'PROTECTOR') },
      writeBy: { STAFF: allows('write', 'STAFF'), TEACHER: allows('write', 'TEACHER'), PROTECTOR: allows('write', 'PROTECTOR') },
      screen: screen ? { id: screen.id, path: screen.path, menu: screen.menu, staffScreenOpen } : null,
      menuGroup: menuGroups.find((g) => g.name === screen?.menu?.group)?.name ?? null,
      form: Object.keys((forms as unknown as Record<string, { schema: { properties: object } }>)[input.entity]?.schema.properties ?? {}),
      table: (tables as unknown as Record<string, { columns: Array<{ id: string; type: string; ref?: string }> }>)[input.entity]?.columns ?? null,
      demoRows: demoSets.find((d) => d.entity === input.entity)?.rows.length ?? 0,
      navigationKeys: Object.keys(navigation).length,
    },
  }));
} finally {
  await t.close();
}
