// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './axe.js';
import { pageApi, startPortal, type Portal } from './browser.js';

let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

const SUMMER = '夏期講習のお知らせ';
const noScrollSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** POSTs JSON to the API from inside the page with the page's session (pageApi sends no body). */
async function postJson(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(async ({ path, body }) => {
    const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('token='))?.slice(6) ?? '');
    const res = await fetch(`/api/v1${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return res.status;
  }, { path, body });
}

describe('the home page', () => {
  it.each([1280, 390])('should greet a guardian and show the child\'s unread notices and open surveys (%i px)', async (width) => {
    const { page, context } = await portal.newPage({ width, height: 900 });
    await portal.logIn(page, 'guardian1', '/home');
    const user = (await pageApi<{ display_name: string; student: { student_family_name_kanji: string; student_first_name_kanji: string } }>(page, '/auth-search/users/current')).body;
    await page.getByRole('heading', { name: `こんにちは、${user.display_name} 様` }).waitFor();
    await page.getByText(`${user.student.student_family_name_kanji} ${user.student.student_first_name_kanji}さん（`).waitFor();

    const unread = page.getByRole('region', { name: '未読のお知らせ' });
    await unread.getByRole('link', { name: new RegExp(SUMMER) }).waitFor();
    const summary = (await pageApi<{ unread_count: number }>(page, '/home/summary')).body;
    expect(Number(await unread.locator('.ant-badge-count').getAttribute('title'))).toBe(summary.unread_count);
    expect(await unread.getByRole('link', { name: /すべて見る/ }).getAttribute('href')).toMatch(/\/notice\/list\?filter=unread$/);
    const surveys = page.getByRole('region', { name: '回答受付中のアンケート' });
    expect(await surveys.getByRole('link', { name: new RegExp(SUMMER) }).innerText()).toMatch(/未回答/);
    expect(await surveys.getByRole('link', { name: new RegExp(SUMMER) }).innerText()).toMatch(/\d{4}年\d{2}月\d{2}日 \d{2}:\d{2}まで/);
    expect(await page.getByRole('region', { name: '最近のお知らせ' }).count()).toBe(0);
    expect(await noScrollSideways(page)).toBe(true);
    await expectAccessible(page, `home-guardian-${width}`);
    await portal.screenshot(page, `home-guardian-${width}`);

    // Opening it would mark it read for the next case; the home journey of reading is in notice-guardian.test.ts.
    const received = await pageApi<{ data: Array<{ id: number; title: string }> }>(page, '/notices/received');
    const summerId = received.body.data.find((n) => n.title === SUMMER)!.id;
    expect(await surveys.getByRole('link', { name: new RegExp(SUMMER) }).getAttribute('href')).toMatch(new RegExp(`/notice/detail/${summerId}$`));
    await context.close();
  });

  it.each([1280, 390])('should show staff their recent notices with read rates and the surveys still short of answers (%i px)', async (width) => {
    const { page, context } = await portal.newPage({ width, height: 900 });
    await portal.logIn(page, 'staff', '/home');
    const recent = page.getByRole('region', { name: '最近のお知らせ' });
    const item = recent.getByRole('link', { name: new RegExp(SUMMER) });
    await item.waitFor();
    const id = Number(/\/notice\/manage\/detail\/(\d+)$/.exec((await item.getAttribute('href'))!)?.[1]);
    const notice = (await pageApi<{ manage: { read_count: number; recipient_count: number; answered_count: number } }>(page, `/notices/${id}`)).body.manage;
    expect(notice.read_count).toBeGreaterThan(0);
    expect(notice.read_count).toBeLessThan(notice.recipient_count);
    expect(await item.innerText()).toContain(`既読 ${notice.read_count}/${notice.recipient_count}`);
    expect(await item.locator('.ant-progress').count()).toBe(1);
    expect(await item.innerText()).toContain('配信済み');

    const surveys = page.getByRole('region', { name: '回答が集まっていないアンケート' });
    expect(await surveys.getByRole('link', { name: new RegExp(SUMMER) }).innerText()).toContain(`回答 ${notice.answered_count}/${notice.recipient_count}`);
    expect(await page.getByRole('region', { name: '未読のお知らせ' }).count()).toBe(0);
    expect(await noScrollSideways(page)).toBe(true);
    await expectAccessible(page, `home-staff-${width}`);
    await portal.screenshot(page, `home-staff-${width}`);

    await item.click();
    await page.waitForURL(new RegExp(`/notice/manage/detail/${id}$`));
    await context.close();
  });

  it('should show a guardian a friendly empty page, no notice cards, when notices are off at the child\'s schoolhouse', async () => {
    const guardian = await portal.newPage();
    await portal.logIn(guardian.page, 'guardian2');
    const house = (await pageApi<{ student: { schoolhouse: { id: number } } }>(guardian.page, '/auth-search/users/current')).body.student.schoolhouse.id;
    const staff = await portal.newPage();
    await portal.logIn(staff.page, 'staff');
    expect(await postJson(staff.page, '/multi-settings', { schoolhouse_id: house, settings: [{ name: 'ALLOW_USE_NOTICE', value: '0' }] })).toBe(200);

    await guardian.page.goto(`${portal.url}/home`);
    await guardian.page.getByText('今日お知らせすることはありません。').waitFor();
    expect(await guardian.page.getByRole('region', { name: '未読のお知らせ' }).count()).toBe(0);

    expect(await postJson(staff.page, '/multi-settings', { schoolhouse_id: house, settings: [{ name: 'ALLOW_USE_NOTICE', value: '1' }] })).toBe(200);
    await guardian.page.reload();
    await guardian.page.getByRole('region', { name: '未読のお知らせ' }).waitFor();
    expect(await guardian.page.getByText('今日お知らせすることはありません。').count()).toBe(0);
    await guardian.context.close();
    await staff.context.close();
  });
});
