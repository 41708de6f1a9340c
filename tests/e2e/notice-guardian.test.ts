// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './axe.js';
import { pageApi, startPortal, type Portal } from './browser.js';
import { openInApp } from './steps.js';

let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

/**
 * A button's whole label: antd puts a space between two CJK characters (削除 → 削 除), and an icon's name may come
 * first (「check 回答する」), but 「回答する」 must not match 「アンケートに回答する」.
 */
const label = (text: string) => new RegExp(`(^|\\s)${[...text].join('\\s?')}\\s*$`);

const SUMMER = '夏期講習のお知らせ';
const MEETING = '保護者会開催のご案内';
const TEST_PREP = '定期テスト対策授業について';

const noticeCard = (page: Page, title: string) => page.locator('a[data-notice-id]', { hasText: title });
const unreadOnList = async (page: Page) => Number(/未読 (\d+)件/.exec(await page.getByText(/^未読 \d+件$/).innerText())?.[1]);
const switchGroup = (page: Page) => page.getByRole('group', { name: '利用者の切り替え' });
/** The unread count on the header avatar of the child acted as (0 when it shows no badge). */
const headerCount = async (page: Page) => {
  const current = switchGroup(page).locator('button[aria-pressed="true"]');
  await current.waitFor();
  const badge = current.locator('.ant-badge-count');
  return (await badge.count()) ? Number(await badge.getAttribute('title')) : 0;
};
const noScrollSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The id of a notice received by the child acted as, found by its title. */
async function receivedId(page: Page, title: string): Promise<number> {
  const received = await pageApi<{ data: Array<{ id: number; title: string }> }>(page, '/notices/received', { asSwitched: true });
  const found = received.body.data.find((n) => n.title === title);
  if (!found) throw new Error(`「${title}」 is not received`);
  return found.id;
}

/** Signs in as guardian1 and acts for the given child (0: first, 1: second) chosen on /choose-user. */
async function guardian1As(page: Page, child: 0 | 1): Promise<string> {
  await portal.logIn(page, 'guardian1');
  await page.waitForURL(/\/choose-user$/);
  const card = page.locator('.card-choice').nth(child);
  const name = await card.getByRole('button').innerText();
  await card.click();
  if (child === 0) {
    // The first child is the one acted as after signing in: choosing them again opens home, with nothing to switch.
    await page.waitForURL(/\/home$/);
    await openInApp(page, `${portal.url}/notice/list`);
    return name;
  }
  await page.getByRole('button', { name: label('切り替える') }).click();
  await page.waitForURL(/\/notice\/list$/);
  return name;
}

describe('the guardian reading notices', () => {

  it('should list the first child\'s notices with the summer notice unread, and mark it read when opened (list, home card, header count)', async () => {
    const { page, context } = await portal.newPage();
    const child = await guardian1As(page, 0);
    await page.getByRole('heading', { name: `${child}さんへのお知らせ` }).waitFor();
    const summer = noticeCard(page, SUMMER);
    await summer.waitFor();
    expect(await summer.getAttribute('aria-label')).toBe(`未読 ${SUMMER}`);
    expect(await summer.innerText()).toMatch(/回答受付中（\d{4}年\d{2}月\d{2}日 \d{2}:\d{2}まで）/);
    expect(await noticeCard(page, MEETING).getAttribute('aria-label')).toBe(MEETING);
    const summerId = Number(await summer.getAttribute('data-notice-id'));
    expect(summerId).toBe(await receivedId(page, SUMMER));
    const unreadBefore = await unreadOnList(page);
    const headerBefore = await headerCount(page);
    expect(unreadBefore).toBeGreaterThan(0);

    await page.locator('label.ant-segmented-item', { hasText: '未読' }).click();
    await page.waitForURL(/filter=unread/);
    await expect.poll(() => page.locator('a[data-notice-id]').count()).toBe(unreadBefore);
    await expect.poll(() => page.locator('.ant-segmented-thumb').count()).toBe(0);
    expect(await noticeCard(page, MEETING).count()).toBe(0);
    await expectAccessible(page, 'notice-guardian-list-1280');
    await portal.screenshot(page, 'notice-guardian-list-1280');

    await openInApp(page, `${portal.url}/home`);
    const unreadCard = page.getByRole('region', { name: '未読のお知らせ' });
    await unreadCard.getByRole('link', { name: new RegExp(SUMMER) }).click();
    await page.waitForURL(new RegExp(`/notice/detail/${summerId}$`));
    await page.getByRole('heading', { name: SUMMER }).waitFor();
    const body = await page.getByRole('region', { name: '本文' }).innerText();
    expect(body).toContain('夏期講習');
    expect(body).not.toMatch(/\{[^}]+\}/);

    await expect.poll(() => headerCount(page)).toBe(headerBefore - 1);
    await page.getByRole('menuitem', { name: 'お知らせ一覧' }).click();
    await page.waitForURL(/\/notice\/list$/);
    await expect.poll(() => noticeCard(page, SUMMER).getAttribute('aria-label')).toBe(SUMMER);
    await expect.poll(() => unreadOnList(page)).toBe(unreadBefore - 1);
    await openInApp(page, `${portal.url}/home`);
    await page.getByRole('region', { name: '未読のお知らせ' }).waitFor();
    await expect.poll(() => page.getByRole('region', { name: '未読のお知らせ' }).getByText(SUMMER).count()).toBe(0);
    await context.close();
  });

  it('should like the notice (count +1, kept after a reload) and take the like back', async () => {
    const { page, context } = await portal.newPage();
    await guardian1As(page, 0);
    const summerId = await receivedId(page, SUMMER);
    await openInApp(page, `${portal.url}/notice/detail/${summerId}`);
    const like = page.getByRole('button', { name: /^いいね いいね \d+件$/ });
    await like.waitFor();
    const count = async () => Number(await like.locator('[data-like-count]').innerText());
    const before = await count();
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    await expect.poll(count).toBe(before + 1);
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await like.waitFor();
    await expect.poll(count).toBe(before + 1);
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    await like.click();
    await expect.poll(count).toBe(before);
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });

  it('should post a comment to the school, edit it and delete it after confirming', async () => {
    const { page, context } = await portal.newPage();
    await guardian1As(page, 0);
    const summerId = await receivedId(page, SUMMER);
    await openInApp(page, `${portal.url}/notice/detail/${summerId}`);
    const box = page.getByRole('textbox', { name: '塾へのコメントを入力してください' });
    await box.fill('前期の日程について相談させてください。');
    await page.getByRole('button', { name: label('送信する') }).click();
    await page.getByText('コメントを送信しました。').waitFor();
    const own = page.locator('[data-comment-id]', { hasText: '前期の日程について相談させてください。' });
    await own.waitFor();
    expect(await box.inputValue()).toBe('');
    expect(await own.evaluate((el) => getComputedStyle(el).alignItems)).toBe('flex-end');

    const ownId = await own.getAttribute('data-comment-id');
    const ownNow = page.locator(`[data-comment-id="${ownId}"]`);
    await ownNow.getByRole('button', { name: label('編集') }).click();
    await ownNow.getByRole('textbox').fill('後期の日程について相談させてください。');
    await ownNow.getByRole('button', { name: label('保存') }).click();
    await page.getByText('コメントを更新しました。').waitFor();
    const edited = page.locator(`[data-comment-id="${ownId}"]`, { hasText: '後期の日程について相談させてください。' });
    await edited.getByText(/編集済み/).waitFor();
    await page.reload();
    await edited.waitFor();
    await expectAccessible(page, 'notice-guardian-detail-1280');
    await portal.screenshot(page, 'notice-guardian-detail-1280');

    await edited.getByRole('button', { name: label('削除') }).click();
    await page.getByRole('tooltip').getByText('このコメントを削除します。よろしいですか？').waitFor();
    await page.getByRole('tooltip').getByRole('button', { name: label('削除') }).click();
    await page.getByText('コメントを削除しました。').waitFor();
    await expect.poll(() => edited.count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: SUMMER }).waitFor();
    expect(await edited.count()).toBe(0);
    await context.close();
  });

  it('should refuse the survey without its required answer, then take the answer and show it on the notice and in the list', async () => {
    const { page, context } = await portal.newPage();
    await guardian1As(page, 0);
    const summerId = await receivedId(page, SUMMER);
    await openInApp(page, `${portal.url}/notice/detail/${summerId}`);
    await page.getByRole('button', { name: label('アンケートに回答する') }).click();
    await page.waitForURL(new RegExp(`/notice/detail/${summerId}/survey$`));
    await page.getByRole('group', { name: /夏期講習に参加しますか。/ }).waitFor();
    await expectAccessible(page, 'notice-guardian-survey-1280');
    await portal.screenshot(page, 'notice-guardian-survey-1280');

    await page.getByRole('button', { name: label('回答する') }).click();
    const first = page.getByRole('group', { name: /夏期講習に参加しますか。/ });
    await first.getByRole('alert').filter({ hasText: 'この質問は回答必須です。選択してください。' }).waitFor();
    expect(page.url()).toMatch(/\/survey$/);
    expect(await page.locator('fieldset [role="alert"]').count()).toBe(1);
    await expectAccessible(page, 'notice-guardian-survey-required-1280');
    await portal.screenshot(page, 'notice-guardian-survey-required-1280');

    await first.getByRole('radio', { name: '参加する' }).check();
    await expect.poll(() => first.getByRole('alert').count()).toBe(0);
    const days = page.getByRole('group', { name: /参加を希望する日程/ });
    // Clicked, then waited for: check() reads the box at once, and on a loaded machine React re-renders it a moment later.
    for (const term of [/前期/, /後期/]) {
      const box = days.getByRole('checkbox', { name: term });
      await box.click();
      await expect.poll(() => box.isChecked()).toBe(true);
    }
    await page.getByRole('group', { name: /ご要望/ }).getByRole('textbox').fill('送迎の時間を教えてください。');
    await page.getByRole('button', { name: label('回答する') }).click();
    await page.getByText('アンケートに回答しました。ご協力ありがとうございました。').waitFor();
    await page.waitForURL(new RegExp(`/notice/detail/${summerId}$`));

    const answers = page.getByRole('definition');
    await expect.poll(() => answers.allInnerTexts()).toEqual(['参加する', '前期（7月22日〜7月31日）、後期（8月17日〜8月28日）', '送迎の時間を教えてください。']);
    await page.getByRole('button', { name: label('回答を修正する') }).click();
    await page.waitForURL(/\/survey$/);
    expect(await page.getByRole('group', { name: /夏期講習に参加しますか。/ }).getByRole('radio', { name: '参加する' }).isChecked()).toBe(true);
    expect(await page.getByRole('group', { name: /参加を希望する日程/ }).getByRole('checkbox', { name: /中期/ }).isChecked()).toBe(false);
    expect(await page.getByRole('group', { name: /ご要望/ }).getByRole('textbox').inputValue()).toBe('送迎の時間を教えてください。');

    await openInApp(page, `${portal.url}/notice/list`);
    await expect.poll(() => noticeCard(page, SUMMER).innerText()).toContain('回答済み');
    await context.close();
  });

  it('should show the junior-high notice to a guardian of a junior-high student, read only for comments', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'guardian6', '/notice/list');
    const card = noticeCard(page, TEST_PREP);
    await card.waitFor();
    expect(Number(await card.getAttribute('data-notice-id'))).toBe(await receivedId(page, TEST_PREP));
    await card.click();
    await page.getByRole('heading', { name: TEST_PREP }).waitFor();
    await page.getByText('このお知らせへのコメントは受け付けていません。').waitFor();
    expect(await page.getByRole('textbox', { name: '塾へのコメントを入力してください' }).count()).toBe(0);
    await context.close();
  });

  it('should show the second child\'s own notices after switching from the header, never the junior-high notice, and not another family\'s notice by its address', async () => {
    const { page, context } = await portal.newPage();
    const neighbour = await portal.newPage();
    await portal.logIn(neighbour.page, 'guardian6');
    const testPrepId = await receivedId(neighbour.page, TEST_PREP);
    await neighbour.context.close();
    const first = await guardian1As(page, 0);
    await noticeCard(page, SUMMER).waitFor();
    expect(await noticeCard(page, TEST_PREP).count()).toBe(0);
    const other = switchGroup(page).locator('button[aria-pressed="false"]');
    const second = (await other.getAttribute('aria-label'))!;
    await other.click();
    await page.getByRole('button', { name: label('切り替える') }).click();
    await page.getByRole('heading', { name: `${second}さんへのお知らせ` }).waitFor();
    expect(second).not.toBe(first);
    await noticeCard(page, SUMMER).waitFor();
    expect(await noticeCard(page, TEST_PREP).count()).toBe(0);
    // The list is the second child's own: the same notices and read states as the API answers for that child.
    const received = await pageApi<{ data: Array<{ id: number; title: string; is_read: boolean }> }>(page, '/notices/received', { asSwitched: true });
    expect(received.body.data.map((n) => n.title)).not.toContain(TEST_PREP);
    const cards = page.locator('a[data-notice-id]');
    await expect.poll(() => cards.evaluateAll((els) => els.map((el) => [Number(el.getAttribute('data-notice-id')), !el.getAttribute('aria-label')?.startsWith('未読')])))
      .toEqual(received.body.data.map((n) => [n.id, n.is_read]));

    await openInApp(page, `${portal.url}/notice/detail/${testPrepId}`);
    await page.getByText('お知らせが見つかりません。削除されたか、閲覧できないお知らせです。').waitFor();
    await page.getByRole('link', { name: /お知らせ一覧へ戻る/ }).click();
    await page.waitForURL(/\/notice\/list$/);
    await openInApp(page, `${portal.url}/notice/detail/abc`);
    await page.getByText('お知らせが見つかりません。削除されたか、閲覧できないお知らせです。').waitFor();
    await context.close();
  });

  it('should show staff the notice read only with a link to its manage page', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff');
    const notices = await pageApi<{ data: Array<{ id: number; title: string }> }>(page, '/notices?search_name=' + encodeURIComponent(SUMMER));
    const summerId = notices.body.data.find((n) => n.title === SUMMER)!.id;
    await openInApp(page, `${portal.url}/notice/detail/${summerId}`);
    await page.getByRole('heading', { name: SUMMER }).waitFor();
    await page.getByText('保護者に表示されるお知らせの内容です。').waitFor();
    expect(await page.getByRole('button', { name: /いいね/ }).count()).toBe(0);
    expect(await page.getByRole('textbox').count()).toBe(0);
    await page.getByRole('link', { name: /お知らせ管理で詳細を見る/ }).click();
    await page.waitForURL(new RegExp(`/notice/manage/detail/${summerId}$`));
    await context.close();
  });

  it('should preview an attached image and download an attachment under its own name', async () => {
    const guardian = await portal.newPage();
    await portal.logIn(guardian.page, 'guardian3');
    const studentId = (await pageApi<{ t_protector_page_id: number }>(guardian.page, '/auth-search/users/current')).body.t_protector_page_id;
    const staff = await portal.newPage();
    await portal.logIn(staff.page, 'staff');
    const created = await staff.page.evaluate(async ({ studentId, png, pdf }) => {
      const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('token='))?.slice(6) ?? '');
      const form = new FormData();
      form.append('data', JSON.stringify({
        title: '持ち物のご案内', body: '<p>{保護者姓}様</p><p>当日の持ち物を添付いたします。</p>', allow_comment: false,
        send_notification: true, send_mail: false, send_line: false, publish: true, student_ids: [studentId],
      }));
      form.append('attachments', new Blob([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))], { type: 'image/png' }), '教室の地図.png');
      form.append('attachments', new Blob([pdf], { type: 'application/pdf' }), '持ち物リスト.pdf');
      const res = await fetch('/api/v1/notices', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      return { status: res.status, body: await res.json() as { id: number } };
    }, {
      studentId,
      png: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      pdf: '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    });
    expect(created.status).toBe(200);
    await staff.context.close();

    const { page } = guardian;
    await page.goto(`${portal.url}/notice/list`);
    const card = noticeCard(page, '持ち物のご案内');
    await card.waitFor();
    expect(await card.getByLabel('添付ファイル 2件').count()).toBe(1);
    await card.click();
    await page.getByRole('heading', { name: '持ち物のご案内' }).waitFor();
    const preview = page.getByRole('img', { name: '教室の地図.png' });
    await expect.poll(() => preview.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await expectAccessible(page, 'notice-guardian-attachments-1280');
    await portal.screenshot(page, 'notice-guardian-attachments-1280');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /持ち物リスト\.pdf/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('持ち物リスト.pdf');
    await guardian.context.close();
  });

  it('should fit the list, the notice and the survey form on a phone', async () => {
    const { page, context } = await portal.newPage({ width: 390, height: 844 });
    await portal.logIn(page, 'guardian1', '/notice/list');
    await noticeCard(page, SUMMER).waitFor();
    const summerId = await receivedId(page, SUMMER);
    expect(await noScrollSideways(page)).toBe(true);
    await expectAccessible(page, 'notice-guardian-list-390');
    await portal.screenshot(page, 'notice-guardian-list-390');
    await noticeCard(page, MEETING).click();
    await page.getByRole('heading', { name: MEETING }).waitFor();
    expect(await noScrollSideways(page)).toBe(true);
    await expectAccessible(page, 'notice-guardian-detail-390');
    await portal.screenshot(page, 'notice-guardian-detail-390');
    await openInApp(page, `${portal.url}/notice/detail/${summerId}/survey`);
    await page.getByRole('group', { name: /夏期講習に参加しますか。/ }).waitFor();
    expect(await noScrollSideways(page)).toBe(true);
    await expectAccessible(page, 'notice-guardian-survey-390');
    await portal.screenshot(page, 'notice-guardian-survey-390');
    await context.close();
  });
});
