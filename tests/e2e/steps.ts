import type { Locator, Page } from 'playwright-core';
import { pageApi } from './browser.js';

/** A button's accessible name: antd may put a space between two CJK characters of a label (削除 → 削 除). */
export const label = (text: string) => new RegExp([...text].join('\\s?'));

/** A 1×1 PNG for setInputFiles: the smallest real image, detected as image/png by its bytes. */
export const pngFile = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex'),
});

/** Picks an option of an antd select by typing its label (searchable selects) and pressing Enter. */
export async function chooseOption(page: Page, field: string, option: string): Promise<void> {
  const box = page.getByLabel(field, { exact: true });
  await box.click();
  await box.fill(option);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().waitFor();
  await box.press('Enter');
  await box.press('Escape');
}

/**
 * Opens the page's first antd select and clicks an option by its title. A click that lands while the page re-renders
 * (after a save, the refetch) may leave the dropdown shut: it opens the select until the option shows, at most 3 times.
 */
export async function chooseFromFirstSelect(page: Page, title: string): Promise<void> {
  const option = page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true });
  for (let attempt = 1; ; attempt++) {
    await page.locator('.ant-select-selector').first().click();
    if (await option.waitFor({ timeout: 5_000 }).then(() => true, () => false)) break;
    if (attempt === 3) throw new Error(`the select did not open on ${title} after ${attempt} clicks`);
  }
  await option.click();
}

/** Types a date and time into the app's date field (any form it reads: 2026/12/24 18:00, 2026年12月24日 18:00…) and presses Enter. */
export async function pickDateTime(page: Page, field: string, value: string): Promise<void> {
  const input = page.getByLabel(field, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

/** The open calendar of a date field (antd's picker popup). */
export const openCalendar = (page: Page) => page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');

/** What an open calendar reads: its month heading (2026年12月) and weekday heads (日 月 火 水 木 金 土). */
export async function calendarHeadings(page: Page): Promise<{ month: string; weekdays: string[] }> {
  const calendar = openCalendar(page);
  await calendar.waitFor();
  return {
    month: (await calendar.locator('.ant-picker-header-view').first().textContent()) ?? '',
    weekdays: await calendar.locator('.ant-picker-date-panel thead th').allTextContents(),
  };
}

/** The next 24 December still ahead in Tokyo (this year's until the 23rd), as a year: a deadline that stays in the future. */
export function nextChristmasEveYear(): number {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date()).split('-').map(Number) as [number, number, number];
  return month === 12 && day >= 24 ? year + 1 : year;
}

/** The id of a schoolhouse by name, through the API the page uses. */
export async function schoolhouseId(page: Page, name: string): Promise<number> {
  const list = await pageApi<{ data: Array<{ id: number; schoolhouse_name: string }> }>(page, '/schoolhouses?limit=100');
  return list.body.data.find((s) => s.schoolhouse_name === name)!.id;
}

/** The id of a school year by name. */
export async function schoolyearId(page: Page, name: string): Promise<number> {
  const list = await pageApi<{ data: Array<{ id: number; schoolyear_name: string }> }>(page, '/schoolyears?limit=100');
  return list.body.data.find((y) => y.schoolyear_name === name)!.id;
}

/** Drags with the mouse from the middle of `handle` to just below the top of `target` (dnd-kit needs a first move to start). */
export async function dragOnto(page: Page, handle: Locator, target: Locator): Promise<void> {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 15 });
  await page.mouse.up();
}

/**
 * Waits until dnd-kit's keyboard sensor listens for arrow keys: it adds its keydown listener in a setTimeout(0) after
 * the drag starts, and a busy browser runs a key press (an input task) before that timer, which would then be lost.
 * A timer queued now runs after the sensor's.
 */
export async function keyboardSensorReady(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

/**
 * Runs `act` and waits for the message `text` it brings up. The wait starts before the action: a toast shows for a
 * few seconds only, and on a busy machine a wait begun after the click can miss it.
 */
export async function expectMessageAfter(page: Page, text: string, act: () => Promise<unknown>): Promise<void> {
  const seen = page.getByText(text).first().waitFor({ state: 'attached', timeout: 60_000 }).then(() => undefined, (error: Error) => error);
  await act();
  const failed = await seen;
  if (failed) throw new Error(`${failed.message}\n${await whatThePageShows(page)}`);
}

/** What a failed wait saw: the address, the visible text and the open alerts, so a failure on CI can be read. */
export async function whatThePageShows(page: Page): Promise<string> {
  const url = page.url();
  const text = await page.evaluate(() => document.body.innerText.slice(0, 3000)).catch((error: Error) => `(no text: ${error.message})`);
  return `page ${url} shows:\n${text}`;
}

/** A JSON POST from the page's session (the app's token), for what a second person does meanwhile. */
export async function postJson<T = unknown>(page: Page, path: string, body: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(async ({ path, body }) => {
    const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('token='))?.slice(6) ?? '');
    const res = await fetch(`/api/v1${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: await res.json().catch(() => undefined) as T };
  }, { path, body });
}

/**
 * Opens `url` inside the running app, the way a link of the menu does (a history entry the router follows), instead of
 * loading the page again: a journey that walks many screens of one signed-in session does not pay a full load each.
 */
export async function openInApp(page: Page, url: string): Promise<void> {
  // Right after a full load the app may not have mounted yet: its router listens from its first commit (the moment the
  // boot splash in index.html is replaced), and a history entry pushed before that goes unheard.
  await page.locator('#root > .boot-splash').waitFor({ state: 'detached' });
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
  await page.waitForURL(url);
}

/** The count the staff header's print button shows (its badge): the print requests waiting. */
export async function headerPrintCount(page: Page): Promise<number> {
  return Number(await page.locator('header .ant-badge').filter({ has: page.getByRole('link', { name: /印刷/ }) }).locator('.ant-scroll-number').first().getAttribute('title'));
}

/** Replaces the page's print() (the browser's dialog is not driven here) by a counter that {@link printsMade} reads. */
export async function countPrints(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => { (window as unknown as { printed: number }).printed += 1; };
  });
}

/** How many times the page printed since {@link countPrints}. */
export const printsMade = (page: Page) => page.evaluate(() => (window as unknown as { printed: number }).printed);
