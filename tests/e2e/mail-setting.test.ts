// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUnsubscribeToken } from '../../src/server/domains/mail/unsubscribeToken.js';
import { DEMO_PASSWORD } from '../../src/server/seed/seed.js';
import { expectAccessible } from './axe.js';
import { pageApi, startPortal, type Portal } from './browser.js';

/** The JWT secret startPortal gives the server: the unsubscribe link is signed with it. */
const SECRET = new TextEncoder().encode('e2e-test-secret-0123456789abcdefghijkl');

let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

describe('メール通知 after an unsubscribe link', () => {
  it('should lead a guardian from the link of an e-mail, after the one-click stop, to メール通知 off, and let them turn it back on', async () => {
    const { page, context } = await portal.newPage();
    // Who guardian5 is, read as guardian5; then signed out again, as a person clicking in their mail app would be.
    await portal.logIn(page, 'guardian5');
    const me = await pageApi<{ id: number }>(page, '/auth-search/users/current');
    // The company is the sign-in token's cid claim (the session cookie holds the token).
    const jwt = (await context.cookies()).map((c) => c.value).find((v) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(v))!;
    const companyId = (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { cid: number }).cid;
    await context.clearCookies();
    const token = signUnsubscribeToken({ secret: SECRET, companyId, userId: me.body.id });
    const origin = new URL(portal.url).origin;
    const oneClick = await page.evaluate(async (url) => (await fetch(url, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click',
    })).status, `${origin}/api/v1/mail/unsubscribe/${token}`);
    expect(oneClick).toBe(200);

    await page.goto(`${origin}/api/v1/mail/unsubscribe/${token}`);
    await page.getByLabel('ログインID').fill('guardian5');
    await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /ログイン/ }).click();
    await page.waitForURL(/\/personal-information$/);
    const toggle = page.getByRole('switch', { name: 'お知らせをメールで受け取る' });
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await expectAccessible(page, 'mail-setting-off');
    await portal.screenshot(page, 'mail-setting-off');

    await toggle.click();
    await page.getByText('メール通知をオンにしました。').waitFor();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await portal.screenshot(page, 'mail-setting-on');
    await context.close();
  });
});
