// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAbility, type AbilityUser, type RoleName } from '../../src/generated/abilities.js';
import { DEMO_PASSWORD, DEMO_STAFF } from '../../src/server/seed/seed.js';
import { startPath } from '../../src/web/navigation/startPage.js';
import { expectAccessible } from './axe.js';
import { pageApi, startPortal, type Portal } from './browser.js';

let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

// --- The spec's answer, read from model/ itself rather than from the app's generated code -------------------------

const MODEL = join(import.meta.dirname, '../../model');
const readModel = <T>(file: string): T => parse(readFileSync(join(MODEL, file), 'utf8')) as T;

interface AccessRule { roles: string[]; features?: { all?: string[]; any?: string[] } }
interface ScreenSpec { path: string; title: string; access?: AccessRule[]; public?: boolean; legacy?: string; menu?: { group: string } }

const roleGroups = readModel<{ groups: Record<string, string[]> }>('roles.yaml').groups;
const navigationSpec = readModel<{ fallback: string; afterSignIn: Record<string, string[]> }>('navigation.yaml');
const screenSpecs: Record<string, ScreenSpec> = Object.assign({}, ...readdirSync(join(MODEL, 'screens'))
  .filter((f) => f.endsWith('.yaml')).map((f) => readModel<Record<string, ScreenSpec>>(`screens/${f}`)));
/** The seed turns every feature setting of model/features.yaml on in every schoolhouse of the demo company. */
const seededFeatures = Object.keys(readModel<Record<string, unknown>>('features.yaml'));

const isRoleIn = (role: string, name: string) => name === role || (roleGroups[name] ?? []).includes(role);

function mayOpen(role: string, screenId: string, features: readonly string[]): boolean {
  const screen = screenSpecs[screenId];
  if (!screen) throw new Error(`navigation.yaml names "${screenId}", which no model/screens file defines`);
  if (screen.public) return true;
  return (screen.access ?? []).some((rule) => rule.roles.some((r) => isRoleIn(role, r))
    && (rule.features?.all ?? []).every((f) => features.includes(f))
    && ((rule.features?.any ?? []).length === 0 || (rule.features?.any ?? []).some((f) => features.includes(f))));
}

/** navigation.yaml afterSignIn: the first listed screen the role may open with these features, else the fallback. */
function specStartScreen(role: string, features: readonly string[]): ScreenSpec {
  const key = Object.keys(navigationSpec.afterSignIn).find((k) => isRoleIn(role, k));
  const first = (key ? navigationSpec.afterSignIn[key]! : []).find((id) => mayOpen(role, id, features));
  return screenSpecs[first ?? navigationSpec.fallback]!;
}
const specStartPath = (role: string, features: readonly string[]) => `/communication${specStartScreen(role, features).path}`;

const screenMessages = readModel<Record<string, unknown>>('messages/screens.ja.yaml');
/** The Japanese page title of a screen (its `title` key in model/messages/screens.ja.yaml). */
function titleOf(screen: ScreenSpec): string {
  const text = screen.title.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], screenMessages);
  if (typeof text !== 'string') throw new Error(`no Japanese title for ${screen.title}`);
  return text;
}

// --- The signed-in user as the server sees them ---------------------------------------------------------------------

async function serverAbility(page: Page): Promise<AbilityUser> {
  const res = await pageApi<{ ability: AbilityUser }>(page, '/auth-search/users/current');
  if (res.status !== 200) throw new Error(`current user: HTTP ${res.status}`);
  return res.body.ability;
}

const pathnameOf = (page: Page) => new URL(page.url()).pathname;

/**
 * Waits until the page shows `path` with that screen's own title, and checks it is still there then. (After a
 * sign-in the app passes through "/" for a moment, and waitForLoadState('networkidle') does not wait for in-app
 * navigations, so the screen's heading is what says the journey has come to rest.)
 */
async function expectLandedOn(page: Page, path: string, title: string): Promise<void> {
  await page.waitForURL((u) => u.pathname === path);
  await page.getByRole('heading', { name: title, exact: true }).waitFor();
  expect(pathnameOf(page)).toBe(path);
}

describe('each role logs in and lands where the spec says', () => {
  it.each(DEMO_STAFF.map(([username, role]) => ({ username, role })))('should land $role ($username) on the first afterSignIn screen it may open', async ({ username, role }) => {
    const want = specStartPath(role, seededFeatures);
    const { page, context } = await portal.newPage();
    await portal.logInWithForm(page, username);
    await expectLandedOn(page, want, titleOf(specStartScreen(role, seededFeatures)));
    await expectAccessible(page, `start page of ${role}`);

    // The server agrees with the seed on who this is and what is enabled for them, and the app's own rule
    // (startPage.ts on the generated model) gives the same page as model/navigation.yaml read directly.
    const ability = await serverAbility(page);
    expect(ability.role).toBe(role);
    expect([...ability.features].sort()).toEqual([...seededFeatures].sort());
    expect(`/communication${startPath({ role: ability.role as RoleName, ability: buildAbility(ability) })}`).toBe(want);

    // It stays there: no access guard sends the user on once the screen has rendered.
    await expect.poll(() => pathnameOf(page)).toBe(want);
    await context.close();
  });

  it.each([['a teacher', 'teacher1', 'TEACHER'], ['a guardian', 'guardian1', 'PROTECTOR']])('should land %s (%s) on the choice of linked account', async (_who, username, role) => {
    expect(specStartPath(role, seededFeatures)).toBe('/communication/choose-user');
    const { page, context } = await portal.newPage();
    await portal.logInWithForm(page, username);
    await expectLandedOn(page, '/communication/choose-user', titleOf(screenSpecs['home.choose-user']!));
    expect((await serverAbility(page)).role).toBe(role);
    await page.locator('.card-choice').first().waitFor();
    expect(pathnameOf(page)).toBe('/communication/choose-user');
    await expectAccessible(page, `choose-user of ${role}`);
    await context.close();
  });

  it('should refuse a student account on the log-in page with the spec message and keep it there', async () => {
    const { page, context } = await portal.newPage();
    await page.goto(`${portal.url}/login`);
    await page.getByLabel('ログインID').fill('student1');
    await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'このアカウントではログインできません。別のアカウントでログインしてください。' });
    await refusal.waitFor();
    expect(await refusal.count()).toBe(1);
    await expectAccessible(page, 'log-in page refusing a student');
    expect(pathnameOf(page)).toBe('/communication/login');
    expect(await page.evaluate(() => document.cookie.includes('token='))).toBe(false);
    await page.getByLabel('ログインID').waitFor();
    await context.close();
  });

  it.each(['/no-such-page', '/notice/no-such-page/deeper'])('should send a signed-in user from the unknown path %s to the fallback screen', async (unknown) => {
    const fallbackScreen = screenSpecs[navigationSpec.fallback]!;
    const fallback = `/communication${fallbackScreen.path}`;
    expect(fallback).toBe('/communication/home');
    const { page, context } = await portal.newPage();
    await portal.logInWithForm(page, 'staff');
    await page.goto(`${portal.url}${unknown}`);
    await expectLandedOn(page, fallback, titleOf(fallbackScreen));
    await context.close();
  });

  it('should hide the legacy menu entries and the print and support buttons when the portal runs without a legacy host', async () => {
    const { page, context } = await portal.newPage();
    await portal.logInWithForm(page, 'staff');
    await page.goto(`${portal.url}/home`);
    await page.getByRole('heading', { name: 'ホーム', exact: true }).waitFor();
    await expectAccessible(page, 'staff home without a legacy host');
    // The classroom group keeps the portal's own lists (students, guardians, teachers) and loses every legacy entry.
    const menu = page.locator('.ant-layout-sider .ant-menu');
    await menu.getByRole('menuitem', { name: /お知らせ/ }).first().waitFor();
    const classroom = Object.values(screenSpecs).filter((x) => x.menu?.group === 'classroom');
    expect(classroom.filter((x) => !x.legacy).length).toBeGreaterThanOrEqual(3);
    await menu.getByText(readModel<{ menu: Record<string, string> }>('messages/screens.ja.yaml').menu.classroom, { exact: true }).click();
    for (const own of classroom.filter((x) => !x.legacy)) await menu.getByRole('menuitem', { name: titleOf(own), exact: true }).waitFor();
    for (const legacy of classroom.filter((x) => x.legacy)) expect(await menu.getByRole('menuitem', { name: titleOf(legacy), exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'サポート' }).count()).toBe(0);
    await page.getByText(/^現在の期: /).waitFor(); // the header has loaded its staff part
    expect(await page.getByRole('link', { name: 'サポート' }).count()).toBe(0);
    // The print button stays: without a legacy host it opens the portal's own print queue (印刷待ち, issue 17).
    expect(await page.getByRole('link', { name: /印刷/ }).getAttribute('href')).toBe(`/communication${screenSpecs['print.queue']!.path}`);
    // A bookmark of a legacy entry says why it cannot open here, with no dead link.
    await page.goto(`${portal.url}${screenSpecs['legacy.top']!.path}`);
    await page.getByText('旧システムの接続先が設定されていないため').waitFor();
    expect(await page.getByRole('link', { name: '旧システムで開く' }).count()).toBe(0);
    await expectAccessible(page, 'legacy-not-configured');
    await portal.screenshot(page, 'legacy-not-configured');
    await context.close();
  });
});
