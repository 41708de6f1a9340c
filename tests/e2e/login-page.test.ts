// @vitest-environment node
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/seed.js';
import { expectAccessible } from './axe.js';
import { startPortal, type Portal } from './browser.js';

// The log-in page a visit starts with is the public shell (src/web/PublicApp.ts, issue 17 item 11): none of the
// signed-in app's code until the visitor starts typing (then prefetched, not run) and signs in.

let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

/** The paths of the scripts the page has run (module scripts and their imports), from the browser's own list. */
const scriptsRun = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource')
  .filter((e) => (e as PerformanceResourceTiming).initiatorType !== 'link' && new URL(e.name).pathname.endsWith('.js'))
  .map((e) => new URL(e.name).pathname.split('/').pop()!));
const prefetched = (page: Page) => page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => new URL(l.href).pathname.split('/').pop()!));

describe('the log-in page of a first visit (the public shell)', () => {
  it('should show the form without the signed-in app, and prefetch the app once the visitor starts typing', async () => {
    const { page, context } = await portal.newPage({ width: 390, height: 844 });
    await page.goto(`${portal.url}/login`);
    await page.getByLabel('ログインID').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.title()).toBe('ログイン | 塾コミュニケーションポータル');
    expect((await scriptsRun(page)).filter((s) => /^(startApp|App|SignedInApp|antd|react)-/.test(s))).toEqual([]);
    expect(await prefetched(page)).toEqual([]);
    await expectAccessible(page, 'log-in page (public shell)');

    await page.getByLabel('ログインID').pressSequentially('staf');
    await expect.poll(() => prefetched(page), { timeout: 10_000 }).toEqual(expect.arrayContaining([expect.stringMatching(/^startApp-.*\.js$/)]) as unknown);
    // Fetched into the cache, not run: the page still runs no code of the app.
    expect((await scriptsRun(page)).filter((s) => /^startApp-/.test(s))).toEqual([]);

    // The check itself: an image without a text alternative fails it, naming the rule; outside `include`, it does not.
    await page.evaluate(() => { const image = document.createElement('img'); image.src = '/favicon.ico'; image.id = 'no-alt'; document.body.append(image); });
    await expect(expectAccessible(page, 'log-in page with an image without alt')).rejects.toThrow(/\[critical\] image-alt at #no-alt/);
    await expectAccessible(page, 'log-in form only', { include: ['form'] });
    await context.close();
  });

  it('should sign in to the ?redirect= page with the log-in page replaced in the history', async () => {
    const { page, context } = await portal.newPage();
    await page.goto(`${portal.url}/home`);
    await page.goto(`${portal.url}/notice/tag-manage?page=1`);
    await page.waitForURL((u) => u.pathname.endsWith('/login') && u.searchParams.get('redirect') === '/notice/tag-manage?page=1');
    await page.getByLabel('ログインID').fill('staff');
    await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/notice/tag-manage'));
    await page.getByRole('heading', { name: 'タグ管理' }).waitFor();
    expect(new URL(page.url()).search).toBe('?page=1');
    // Back leaves for the page before: the signed-out /home, replaced by its log-in page, which now sends the signed-in
    // user on to /home. The log-in page of the sign-in itself is no longer in the history.
    await page.goBack();
    await page.waitForURL((u) => u.pathname.endsWith('/home'));
    await page.getByRole('heading', { name: 'ホーム', exact: true }).waitFor();
    await context.close();
  });

  it('should say why a sign-in failed and keep the fields, and show the password with the eye button', async () => {
    const { page, context } = await portal.newPage({ width: 390, height: 844 });
    await page.goto(`${portal.url}/login`);
    await page.getByLabel('ログインID').fill('staff');
    await page.getByLabel('パスワード').fill('not-the-password');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'ユーザー名またはパスワードが正しくありません。' }).waitFor();
    expect(await page.getByLabel('ログインID').inputValue()).toBe('staff');
    const eye = page.getByRole('button', { name: '入力した文字を表示' });
    expect(await page.getByLabel('パスワード').getAttribute('type')).toBe('password');
    await eye.focus();
    await page.keyboard.press('Enter');
    expect(await eye.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByLabel('パスワード').getAttribute('type')).toBe('text');
    await expectAccessible(page, 'log-in page with a refusal, password shown');
    await portal.screenshot(page, 'login-refused-phone');
    await context.close();
  });

  it('should write antd\'s styles of the app, once signed in, with the page\'s nonce as the log-in page\'s own', async () => {
    const { page, context } = await portal.newPage();
    const answer = await page.goto(`${portal.url}/login`);
    const nonce = /'nonce-([^']+)'/.exec(answer!.headers()['content-security-policy']!)?.[1];
    // The log-in page's style sheet is index.html's own <style>, with this answer's nonce.
    expect(await page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.nonce))).toEqual([nonce]);
    await page.getByLabel('ログインID').fill('staff');
    await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/notice/manage'));
    await page.locator('main h1').first().waitFor();
    const styles = await page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.nonce));
    expect(styles.length).toBeGreaterThan(1);
    expect(new Set(styles)).toEqual(new Set([nonce]));
    expect(portal.cspViolations(context)).toEqual([]);
    await context.close();
  });
});
