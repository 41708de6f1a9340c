// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAbility, entityGrants, featureSettings, grantAllows, screenGrants, type AbilityUser, type Grant, type RoleName } from '../../src/generated/abilities.js';
import { constants } from '../../src/generated/constants.js';
import { apiEntityNames, entities, type EntityName } from '../../src/generated/entities.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import { operations } from '../../src/generated/operations.js';
import { screens, type ScreenRoute } from '../../src/generated/routes.js';
import { buildMenu, type MenuGroupEntry } from '../../src/web/layout/buildMenu.js';
import { canAccessScreen } from '../../src/web/navigation/screenAccess.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * The generated authorization matrix: for every screen of the model, every role and feature settings all on,
 * all off and each one off alone, the browser guard, the side menu and the API must all say what the model says.
 */
const ALL = featureSettings.map((f) => f.name);
const STATES: Array<[string, string[]]> = [
  ['all features on', ALL], ['all features off', []],
  ...ALL.map((off): [string, string[]] => [`${off} off`, ALL.filter((f) => f !== off)]),
];
/** A demo user of each role that can sign in (students are refused at log-in, so they are checked without the API). */
const USERS: Array<[RoleName, string | undefined]> = [
  ['SPRIX_ADMIN', 'admin'], ['SYSTEM', 'system'], ['STAFF', 'staff'], ['AREA_MANAGER', 'area'], ['CLAIM_MANAGER', 'claim-manager'],
  ['CLAIM', 'claim'], ['ACCOUNTING', 'accounting'], ['TEACHER', 'teacher1'], ['PROTECTOR', 'guardian1'], ['STUDENT', undefined],
];

const menuIds = (menu: MenuGroupEntry[]) => new Set(menu.flatMap((g) => g.children.flatMap((c) => (c.kind === 'link' ? [c.key] : c.links.map((l) => l.key)))));

/** The GET endpoints that serve a screen: its entity's list and the operations sharing its grants. */
function apiOf(screen: ScreenRoute, firstSchoolhouseId: number): string[] {
  const urls: string[] = [];
  if (screen.entity) urls.push(`${String(constants.apiBasePath)}${entities[screen.entity as EntityName].api!.path}`);
  for (const op of operations.filter((o) => o.screen === screen.id && o.method === 'GET' && !o.path.includes('{'))) {
    const required = ((op.query?.required ?? []) as string[]);
    const examples: Record<string, number> = { schoolhouse_id: firstSchoolhouseId };
    const query = required.map((name) => {
      if (examples[name] === undefined) throw new Error(`no example value for the required query parameter ${name} of ${op.id}`);
      return `${name}=${examples[name]}`;
    }).join('&');
    urls.push(`${String(constants.apiBasePath)}${op.path}${query ? `?${query}` : ''}`);
  }
  return urls;
}

/** An id no row has: an allowed caller gets NOT_FOUND (or a validation error), never data, and nothing changes. */
const NO_SUCH_ID = '999999999';

/** One call of the API with the grants that decide it: the caller is refused (403, 10103) exactly when they do not allow. */
interface GuardedCall { name: string; method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; grants: readonly Grant[]; body?: unknown }

/**
 * Every operation of model/operations.yaml that needs a sign-in, and every generic entity endpoint, called with ids no
 * row has and an empty body: what decides the answer is access alone (a 403 before any validation or lookup).
 */
function guardedCalls(firstSchoolhouseId: number): GuardedCall[] {
  const base = String(constants.apiBasePath);
  const examples: Record<string, string | number> = { schoolhouse_id: firstSchoolhouseId, recipient_id: NO_SUCH_ID };
  const calls: GuardedCall[] = operations.filter((op) => !op.isPublic).map((op) => {
    const required = (op.query?.required ?? []) as string[];
    const query = required.map((name) => {
      if (examples[name] === undefined) throw new Error(`no example value for the required query parameter ${name} of ${op.id}`);
      return `${name}=${examples[name]}`;
    }).join('&');
    const path = op.path.replace(/\{\w+\}/g, NO_SUCH_ID);
    return {
      name: op.id, method: op.method as GuardedCall['method'], url: `${base}${path}${query ? `?${query}` : ''}`, grants: op.access,
      ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { body: {} }),
    };
  });
  for (const entity of apiEntityNames) {
    const api = entities[entity].api;
    const grants = entityGrants[entity]!;
    const collection = `${base}${api.path}`;
    const ops = api.operations as readonly string[];
    if (ops.includes('list')) calls.push({ name: `${entity}.list`, method: 'GET', url: collection, grants: grants.read });
    if (ops.includes('get')) calls.push({ name: `${entity}.get`, method: 'GET', url: `${collection}/${NO_SUCH_ID}`, grants: grants.read });
    if (ops.includes('create')) calls.push({ name: `${entity}.create`, method: 'POST', url: collection, grants: grants.write, body: {} });
    if (ops.includes('update')) calls.push({ name: `${entity}.update`, method: 'PUT', url: `${collection}/${NO_SUCH_ID}`, grants: grants.write, body: {} });
    if (ops.includes('delete')) calls.push({ name: `${entity}.delete`, method: 'DELETE', url: `${collection}/${NO_SUCH_ID}`, grants: grants.write });
    if ('reorder' in api && api.reorder) calls.push({ name: `${entity}.reorder`, method: 'POST', url: `${base}${api.reorder.path}`, grants: grants.write, body: {} });
  }
  return calls;
}

let t: TestApp;
let firstSchoolhouseId: number;
beforeAll(async () => {
  t = await startTestApp();
  firstSchoolhouseId = (await t.db.selectFrom('schoolhouses').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
}, 120_000);
afterAll(async () => { await t.close(); });

describe('authorization matrix', () => {
  it('should have the browser guard, the menu and the API agree with the model for every screen, role and feature state', async () => {
    const counts = { guard: 0, menu: 0, api: 0 };
    const mismatches: string[] = [];
    const guarded = screens.filter((s) => !s.isPublic && !s.redirect);
    for (const [stateName, features] of STATES) {
      await t.db.updateTable('schoolhouse_settings').set({ value: String(constants.disabledFlag) }).where('name', 'like', 'ALLOW\\_%').execute();
      if (features.length) await t.db.updateTable('schoolhouse_settings').set({ value: String(constants.enabledFlag) }).where('name', 'in', features).execute();
      for (const [role, username] of USERS) {
        const user: AbilityUser = { role, companyId: 1, userId: 1, schoolhouseIds: [1], protectorId: 1, teacherId: 1, studentIds: [1], features, optionValues: {}, isInvoiceActive: true };
        const ability = buildAbility(user);
        const menu = menuIds(buildMenu(ability));
        const headers = username ? await t.authAs(username) : undefined;
        for (const screen of guarded) {
          const expected = grantAllows(screenGrants[screen.id] ?? [], user);
          const where = `${screen.id} / ${role} / ${stateName}`;
          counts.guard++;
          if (canAccessScreen(ability, screen) !== expected) mismatches.push(`guard: ${where}`);
          if (screen.menu && !screen.isHidden) {
            counts.menu++;
            if (menu.has(screen.id) !== expected) mismatches.push(`menu: ${where}`);
          }
          if (!headers) continue;
          // An entity that other screens also read may be wider than this screen (schoolhouses: staff manage them,
          // teachers and guardians read their own): then a refused screen still leaves its entity's list open.
          const isSharedEntity = screen.entity !== undefined && grantAllows(entityGrants[screen.entity]!.read, user);
          for (const url of apiOf(screen, firstSchoolhouseId)) {
            counts.api++;
            const res = await t.app.inject({ method: 'GET', url, headers });
            const apiExpected = expected || (isSharedEntity && url.endsWith(entities[screen.entity as EntityName].api!.path));
            if ((res.statusCode === 200) !== apiExpected || (!apiExpected && res.statusCode !== 403)) mismatches.push(`api ${url} → ${res.statusCode}: ${where}`);
          }
        }
      }
    }
    console.log(`authorization matrix: ${counts.guard} guard, ${counts.menu} menu and ${counts.api} API cases (${STATES.length} feature states × ${USERS.length} roles × ${guarded.length} screens)`);
    expect(mismatches).toEqual([]);
    expect(counts.api).toBeGreaterThan(0);
  }, 300_000);

  it('should have every operation and entity endpoint refuse exactly the roles and feature states its grants refuse', async () => {
    const calls = guardedCalls(firstSchoolhouseId);
    const mismatches: string[] = [];
    let count = 0;
    for (const [stateName, features] of STATES) {
      await t.db.updateTable('schoolhouse_settings').set({ value: String(constants.disabledFlag) }).where('name', 'like', 'ALLOW\\_%').execute();
      if (features.length) await t.db.updateTable('schoolhouse_settings').set({ value: String(constants.enabledFlag) }).where('name', 'in', features).execute();
      for (const [role, username] of USERS) {
        if (!username) continue;
        const headers = await t.authAs(username);
        for (const call of calls) {
          const expected = call.grants.length === 0 || grantAllows(call.grants, { role, features });
          count++;
          const res = await t.app.inject({ method: call.method, url: call.url, headers, ...(call.body !== undefined ? { payload: call.body as object } : {}) });
          const isRefused = res.statusCode === 403 && (res.json() as { code?: number }).code === errorCatalogue.FORBIDDEN.code;
          if (isRefused === expected || res.statusCode >= 500) mismatches.push(`${call.name} ${call.method} ${call.url} → ${res.statusCode}: ${role} / ${stateName}`);
        }
      }
    }
    console.log(`authorization matrix: ${count} operation cases (${calls.length} endpoints × ${USERS.length - 1} signed-in roles × ${STATES.length} feature states)`);
    expect(mismatches).toEqual([]);
  }, 600_000);
});
