// @vitest-environment node
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type Portal } from './browser.js';

/**
 * Touch targets on a phone (issue 17 item 8): 14 of 19 links and buttons of /notification and the child buttons of
 * /choose-user (61×22) were under 44 px. On a 390×844 viewport every link and button these pages show measures at
 * least 44×44 px.
 */
const PHONE = { width: 390, height: 844 };
const MIN = 44;

let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

/** Every link, button and other control the page shows, with its size (visually hidden ones, 1 px or less, left out). */
async function targets(page: Page): Promise<Array<{ what: string; width: number; height: number }>> {
  return page.evaluate(() => Array.from(document.querySelectorAll<HTMLElement>(
    'a[href], button, [role=button], [role=link], [role=checkbox], [role=radio], [role=tab], input:not([type=hidden]), select, .ant-pagination-item',
  )).flatMap((e) => {
    const r = e.getBoundingClientRect();
    const style = getComputedStyle(e);
    if (r.width <= 1 || r.height <= 1 || style.visibility === 'hidden' || style.display === 'none') return [];
    return [{ what: `${e.tagName.toLowerCase()} 「${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 24)}」`, width: Math.round(r.width * 10) / 10, height: Math.round(r.height * 10) / 10 }];
  }));
}

const tooSmall = (found: Awaited<ReturnType<typeof targets>>) => found.filter((t) => t.width < MIN || t.height < MIN).map((t) => `${t.what} ${t.width}×${t.height}`);

describe('touch targets on a phone', () => {
  it('should make every link and button of /notification at least 44×44 px', async () => {
    const { page, context } = await portal.newPage(PHONE);
    await portal.logIn(page, 'guardian1', '/notification');
    await page.getByRole('button', { name: /既読にする/ }).first().waitFor();
    // The header's parts load on their own (menu button, bell, avatar): measured once the page shows all of them.
    await expect.poll(async () => (await targets(page)).length).toBeGreaterThan(10);
    const found = await targets(page);
    expect(tooSmall(found)).toEqual([]);
    await portal.screenshot(page, 'touch-targets-notification');
    await context.close();
  }, 180_000);

  it('should make the child buttons of /choose-user at least 44×44 px', async () => {
    const { page, context } = await portal.newPage(PHONE);
    await portal.logIn(page, 'guardian1');
    await page.waitForURL(/\/choose-user$/);
    await page.locator('.card-choice-button').nth(1).waitFor();
    await expect.poll(async () => (await targets(page)).filter((t) => t.what.startsWith('button')).length).toBeGreaterThan(2);
    const found = await targets(page);
    expect(tooSmall(found)).toEqual([]);
    await portal.screenshot(page, 'touch-targets-choose-user');
    await context.close();
  }, 180_000);
});
