// @vitest-environment node
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { pageApi, startPortal, type Portal } from './browser.js';
import { countPrints, headerPrintCount, printsMade } from './steps.js';

/**
 * The kit's worked example in a browser (issue 17): staff open 印刷待ち from the header's print button (no legacy host
 * configured), queue a document there (the header's count goes up) and print it on A4 (it is recorded printed and the
 * count goes down); printed, only the A4 sheet comes out.
 */
let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

const pendingCount = async (page: Page) => (await pageApi<{ count: number }>(page, '/print-documents/pending-count')).body.count;
const title = '年末年始の休校のお知らせ（掲示用）';

/** Waits until antd's drawer and message motions have ended (a half-open drawer is no picture of the screen). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[class*="-enter-active"], [class*="-appear-active"], [class*="-leave-active"]') === null);
}

/** The size of each page of a PDF in points (A4 is 595.92 × 841.92), read from its page objects' MediaBox. */
function pdfPages(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\/Type\s*\/Page[^s][\s\S]*?\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => `${m[1]} ${m[2]}`);
}

describe('the print queue (印刷待ち), a custom screen from the kit', () => {
  it('should let staff queue a document from the header\'s print button and print it on A4, the header count following', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff');
    const before = await pendingCount(page);
    expect(before).toBeGreaterThan(0);
    await expect.poll(() => headerPrintCount(page), { timeout: 30_000 }).toBe(before);

    await page.getByRole('link', { name: /印刷/ }).click();
    await page.waitForURL(/\/print\/queue$/);
    await page.getByRole('heading', { level: 1, name: '印刷待ち' }).waitFor();
    await page.getByText('台風接近に伴う休講のお知らせ（掲示用）').waitFor();
    await expectAccessible(page, 'print-queue');
    await portal.screenshot(page, 'print-queue');

    // A document typed here: queued for 本町校, counted in the header at once.
    await page.getByRole('button', { name: /印刷依頼を登録/ }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('書類名').fill(title);
    await drawer.getByLabel('校舎').click();
    await page.getByTitle('本町校').click();
    await drawer.getByLabel('本文').fill('12月29日から1月3日まで休校いたします。\n1月4日から通常どおり授業を行います。');
    await portal.screenshot(page, 'print-queue-add');
    await drawer.getByRole('button', { name: '保存' }).click();
    await page.getByText('登録しました。').waitFor();
    await page.getByRole('cell', { name: title, exact: true }).waitFor();
    await expect.poll(() => headerPrintCount(page), { timeout: 30_000 }).toBe(before + 1);

    // Printed on A4 from its row: the sheet shows the document; printing records it and takes it off the list.
    await page.getByRole('row', { name: new RegExp(title) }).getByRole('button', { name: /^printer 印刷$|^印刷$/ }).click();
    const sheet = page.getByRole('document', { name: `${title}（A4）` });
    await sheet.getByRole('heading', { name: title }).waitFor();
    await sheet.getByText('本町校').waitFor();
    await settled(page);
    await expectAccessible(page, 'print-queue-sheet', { include: ['.ant-drawer-content'] });
    await portal.screenshot(page, 'print-queue-sheet');
    // Printed, only the sheet comes out, on one A4 page (Chromium's own PDF of the page, with the print CSS's @page).
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1, name: '印刷待ち' }).isVisible()).toBe(false);
    expect(await sheet.getByRole('heading', { name: title }).isVisible()).toBe(true);
    await portal.screenshot(page, 'print-queue-printed');
    // A4 is 210 × 297 mm, 595.28 × 841.89 points; Chromium rounds the page to its own pixel grid (595.92 or 594.96).
    const pages = pdfPages(await page.pdf({ preferCSSPageSize: true }));
    expect(pages).toHaveLength(1);
    const [width, height] = pages[0]!.split(' ').map(Number);
    expect(Math.abs(width! - 595.28)).toBeLessThan(1.5);
    expect(Math.abs(height! - 841.89)).toBeLessThan(1.5);
    await page.emulateMedia({ media: 'screen' });
    // The browser's print dialog is not driven here: the page's print() is counted instead.
    await countPrints(page);
    await page.getByRole('dialog').getByRole('button', { name: /^printer 印刷$|^印刷$/ }).click();
    await page.getByText('印刷済みとして記録しました。').waitFor();
    expect(await printsMade(page)).toBe(1);
    await page.getByRole('cell', { name: title, exact: true }).waitFor({ state: 'detached' });
    await expect.poll(() => headerPrintCount(page), { timeout: 30_000 }).toBe(before);
    expect(await pendingCount(page)).toBe(before);

    // It is listed under 印刷済み.
    await page.getByRole('tab', { name: '印刷済み' }).click();
    await page.getByRole('cell', { name: title, exact: true }).waitFor();
    await context.close();
  });

  it('should refuse the print queue to a teacher in the page and in the API', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'teacher1', '/print/queue');
    await page.getByText('閲覧する権限がありません。').first().waitFor();
    expect((await pageApi(page, '/print-requests')).status).toBe(403);
    await context.close();
  });
});
