// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startPortal, type Portal } from './browser.js';

// The app runs under its Content-Security-Policy (src/server/http/security.ts), and a journey fails on a violation.

let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

/** Bytes of JavaScript the page received over the network (encoded size) while `action` ran, by file. */
async function scriptBytes(page: Page, action: () => Promise<void>): Promise<Map<string, { bytes: number; encoding: string }>> {
  const files = new Map<string, { bytes: number; encoding: string }>();
  const pending: Promise<void>[] = [];
  const onResponse = (response: import('playwright-core').Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push((async () => {
      const sizes = await response.request().sizes();
      files.set(new URL(response.url()).pathname, { bytes: sizes.responseBodySize, encoding: (await response.allHeaders())['content-encoding'] ?? 'identity' });
    })());
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  await Promise.all(pending);
  return files;
}

describe('the Content-Security-Policy', () => {
  it('should let the log-in page and a guardian\'s first page run without a violation, antd\'s styles carrying the nonce', async () => {
    const { page, context } = await portal.newPage({ width: 390, height: 844 });
    const answer = await page.goto(`${portal.url}/login`);
    const policy = answer!.headers()['content-security-policy']!;
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("script-src 'self';");
    await page.getByLabel('ログインID').waitFor();
    // antd's CSS-in-JS styles are applied: written as <style> elements that carry this answer's nonce.
    const styles = await page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.nonce));
    expect(styles.length).toBeGreaterThan(0);
    expect(new Set(styles)).toEqual(new Set([nonce]));
    await portal.logIn(page, 'guardian1', '/home');
    await page.getByRole('heading', { name: /こんにちは/ }).waitFor();
    // The phone menu is a drawer: its scroll lock writes a <style> of its own (rc-component, no nonce option), which
    // gets the nonce from src/web/cspNonce.ts and so locks the page instead of being refused.
    await page.getByRole('button', { name: 'メニューを開く', exact: true }).click();
    await page.locator('.ant-drawer-content').waitFor({ state: 'visible' });
    const lock = await page.evaluate(() => [...document.querySelectorAll('style')].filter((s) => s.textContent?.includes('overflow-y: hidden'))
      .map((s) => ({ isPageNonce: s.nonce === document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce, overflow: getComputedStyle(document.body).overflowY })));
    expect(lock).toEqual([{ isPageNonce: true, overflow: 'hidden' }]);
    expect(portal.cspViolations(context)).toEqual([]);
    await context.close();
  });

  it('should fail the journey when a page runs into the policy: an injected inline script and an un-nonced <style>', async () => {
    const { page, context } = await portal.newPage();
    await page.goto(`${portal.url}/login`);
    await page.getByLabel('ログインID').waitFor();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injectedScriptRan = true;';
      document.head.append(script);
      // Markup, as an injected notice body would bring it: its <style> has no nonce.
      document.body.insertAdjacentHTML('beforeend', '<style>body { background: rgb(255, 0, 0) }</style>');
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { script: (window as unknown as { __injectedScriptRan?: boolean }).__injectedScriptRan === true, background: getComputedStyle(document.body).backgroundColor };
    });
    expect(ran).toEqual({ script: false, background: expect.not.stringMatching(/255, 0, 0/) as unknown });
    await expect.poll(() => portal.cspViolations(context).map((v) => v.directive)).toEqual(expect.arrayContaining(['script-src-elem', 'style-src-elem']));
    expect(portal.cspViolations(context).find((v) => v.directive === 'script-src-elem')).toMatchObject({ blocked: 'inline', url: expect.stringMatching(/\/login$/) as unknown });
    // The journey fails where it closes its page, naming each refusal.
    await expect(context.close()).rejects.toThrow(/Content-Security-Policy violations[\s\S]*script-src-elem: inline[\s\S]*style-src-elem: inline/);
  });

  it('should run the API reference (Swagger UI) under its own policy without a violation', async () => {
    const { page, context } = await portal.newPage();
    const answer = await page.goto(portal.url.replace(/\/communication$/, '/api/docs'));
    expect(answer!.headers()['content-security-policy']).toMatch(/style-src 'self' 'unsafe-inline'/);
    await page.locator('.swagger-ui .info .title').waitFor();
    expect(portal.cspViolations(context)).toEqual([]);
    await context.close();
  });

  // Measured, not asserted: the 250 KB budget for this page is not met yet (see README, Security / assets).
  it('should send a guardian\'s first signed-in page on a phone every script of 1 KB or more compressed', async () => {
    const { page, context } = await portal.newPage({ width: 390, height: 844 });
    const login = await scriptBytes(page, async () => {
      await page.goto(`${portal.url}/login`);
      await page.getByLabel('ログインID').waitFor();
    });
    // A fresh page (nothing cached) after signing in: the first signed-in page as a phone opens it.
    await portal.logIn(page, 'guardian1');
    const { page: home, context: homeContext } = await portal.newPage({ width: 390, height: 844 });
    await homeContext.addCookies(await context.cookies());
    const first = await scriptBytes(home, async () => {
      await home.goto(`${portal.url}/home`);
      await home.getByRole('heading', { name: /こんにちは/ }).waitFor();
    });
    const total = (files: Map<string, { bytes: number }>) => [...files.values()].reduce((sum, f) => sum + f.bytes, 0);
    const biggest = (files: Map<string, { bytes: number; encoding: string }>) => [...files].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, 8)
      .map(([name, f]) => `${name.split('/').pop()} ${(f.bytes / 1024).toFixed(1)} KB ${f.encoding}`);
    console.log(`JS of the log-in page: ${(total(login) / 1024).toFixed(1)} KB in ${login.size} files; biggest: ${biggest(login).join(', ')}`);
    console.log(`JS of a guardian's /home: ${(total(first) / 1024).toFixed(1)} KB in ${first.size} files; biggest: ${biggest(first).join(', ')}`);
    if (process.env.LIST_JS) console.log([...first].sort((a, b) => b[1].bytes - a[1].bytes).map(([n, f]) => `${n.split('/').pop()} ${f.bytes}`).join('\n'));
    // Every script of 1 KB or more came precompressed (br or gzip, as Chromium asked).
    expect([...login.values(), ...first.values()].filter((f) => f.bytes >= 1024 && f.encoding === 'identity')).toEqual([]);
    expect([...first.values()].some((f) => f.encoding === 'br')).toBe(true);
    await homeContext.close();
    await context.close();
  });
});
