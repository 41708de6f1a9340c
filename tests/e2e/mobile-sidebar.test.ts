// @vitest-environment node
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenById } from '../../src/web/navigation/screenIndex.js';
import { expectAccessible } from './axe.js';
import { startPortal, type Portal } from './browser.js';

let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

const PHONE = { width: 390, height: 844 };
/** Nothing is sliding or unfolding any more (the drawer, a sub-menu, a page transition). */
const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the side menu on a 390 px phone', () => {
  it('should open the drawer from the menu button, go to the chosen item and close the drawer', async () => {
    const { page, context } = await portal.newPage(PHONE);
    await portal.logIn(page, 'staff');
    const start = `/communication${screenById('notice.manage').path}`;
    await page.waitForURL((u) => u.pathname === start);
    await page.getByRole('heading', { name: 'お知らせ管理' }).waitFor();
    const drawer = page.locator('.ant-drawer-content');
    // On a phone there is no fixed side bar; the menu is only in the closed drawer.
    expect(await drawer.isVisible()).toBe(false);
    expect(await page.locator('.ant-layout-sider').count()).toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, 'mobile-sidebar-closed-start');
    await portal.screenshot(page, 'mobile-sidebar-closed-start');

    await page.getByRole('button', { name: 'メニューを開く', exact: true }).click();
    await drawer.waitFor({ state: 'visible' });
    await settled(page);
    const menu = drawer.getByRole('menu', { name: 'メインメニュー' });
    await menu.waitFor();
    // The drawer fits the phone and leaves a strip of the page to tap for closing.
    const box = await drawer.boundingBox();
    expect(box?.x).toBe(0);
    expect(box!.width).toBeLessThan(PHONE.width);
    // 連絡 is a closed group here (the start page is in お知らせ): unfold it and choose 連絡一覧.
    // (antd gives the group's icon the accessible name "message", so the item reads "message 連絡".)
    await menu.getByRole('menuitem', { name: /(^|\s)連絡$/ }).click();
    const item = menu.getByRole('menuitem', { name: '連絡一覧', exact: true });
    await item.waitFor({ state: 'visible' });
    await settled(page);
    await expectAccessible(page, 'mobile-sidebar-open');
    await portal.screenshot(page, 'mobile-sidebar-open');

    const href = await item.locator('a').getAttribute('href');
    const target = `/communication${screenById('contact.list').path}`;
    expect(href).toBe(target);
    await item.click();
    await page.waitForURL((u) => u.pathname === target);
    await drawer.waitFor({ state: 'hidden' });
    expect(await drawer.isVisible()).toBe(false);
    await page.getByRole('heading', { name: '連絡一覧' }).waitFor();
    await settled(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, 'mobile-sidebar-after');
    await portal.screenshot(page, 'mobile-sidebar-after');

    // The drawer opens again on the new page, and its own close button closes it without leaving the page.
    await page.getByRole('button', { name: 'メニューを開く', exact: true }).click();
    await drawer.waitFor({ state: 'visible' });
    await page.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(target);
    await context.close();
  });
});

describe('the side menu from the keyboard', () => {
  it('should reach a closed group with Tab, open it with Enter, follow one of its links and close a group with Space', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff');
    await page.getByRole('heading', { name: 'お知らせ管理' }).waitFor();
    const menu = page.locator('.ant-layout-sider .ant-menu');
    const contactGroup = menu.locator('.ant-menu-submenu-title', { hasText: '連絡' }).first();
    expect(await contactGroup.getAttribute('aria-expanded')).toBe('false');
    // Tab from the top of the page until the closed group 連絡 has the focus.
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    for (let presses = 0; presses < 40 && (await focused()) !== '連絡'; presses += 1) await page.keyboard.press('Tab');
    expect(await focused()).toBe('連絡');
    await page.keyboard.press('Enter');
    await expect.poll(() => contactGroup.getAttribute('aria-expanded')).toBe('true');
    await settled(page);
    await expectAccessible(page, 'side menu with a group opened from the keyboard');
    await portal.screenshot(page, 'side-menu-keyboard');
    // The group's first link is the next Tab stop (after the group's list itself when antd's menu has just made it
    // focusable, as it did once on a busy machine); Enter follows it.
    const focusedTag = () => page.evaluate(() => document.activeElement?.tagName);
    await page.keyboard.press('Tab');
    if ((await focusedTag()) === 'UL') await page.keyboard.press('Tab');
    expect(await focusedTag()).toBe('A');
    expect(await page.evaluate(() => document.activeElement?.closest('.ant-menu-submenu')?.querySelector('.ant-menu-submenu-title')?.textContent)).toBe('連絡');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname.includes('/contact'));
    // The contact list rendered: the menu has opened the group of the page it shows (SideMenu), which a Space pressed
    // in between would see re-opened (it did with two journey files at once).
    await page.getByRole('heading', { level: 1, name: '連絡一覧' }).waitFor();
    // Space closes the group again from its title.
    await contactGroup.locator('.menu-group-toggle').focus();
    await page.keyboard.press(' ');
    await expect.poll(() => contactGroup.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});
