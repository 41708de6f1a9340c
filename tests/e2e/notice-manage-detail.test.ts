// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { pageApi, SCREENSHOT_DIR, startPortal, type Portal } from './browser.js';
import { label, openInApp, postJson, schoolhouseId } from './steps.js';

let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

/** expect.poll waits 1 s by default; a page's first chunks and data can take longer on a busy 2-core runner. */
const settle = { timeout: 15_000 };


interface NoticeList { data: Array<{ id: number; title: string }> }
interface Notice {
  id: number;
  like_count: number;
  manage: { recipient_count: number; read_count: number; answered_count: number; comment_count: number; target_student_ids: number[] };
}
interface Recipients { data: Array<{ id: number; student_name: string; is_read: boolean }>; total: number }
interface Comments { data: Array<{ content: string; author_kind: string; is_own: boolean }> }
interface Results {
  notice: { answered_count: number; recipient_count: number };
  questions: Array<{ id: number; answer_type: string; choices: Array<{ label: string; count: number }> }>;
}

/** The id of a demo notice, found by its title through the manage list API. */
async function noticeId(page: Page, title: string): Promise<number> {
  const list = await pageApi<NoticeList>(page, `/notices?search_name=${encodeURIComponent(title)}`);
  const found = list.body.data.find((n) => n.title === title);
  if (!found) throw new Error(`demo notice 「${title}」 not found`);
  return found.id;
}

/** Selects an option of the antd select labelled `name`. */
async function choose(page: Page, name: string, option: string) {
  await page.getByLabel(name, { exact: true }).click({ force: true });
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${option}$`) }).click();
}

describe('following a sent notice (staff)', () => {
  it('should show the stats and read rate, filter unread recipients with their delivery tags, reply in a thread and notify the unread again', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff');
    await page.waitForURL(/\/notice\/manage$/);
    await page.getByRole('link', { name: '夏期講習のお知らせ', exact: true }).click();
    await page.waitForURL(/\/notice\/manage\/detail\/\d+$/);
    const id = Number(/detail\/(\d+)$/.exec(page.url())?.[1]);
    const notice = (await pageApi<Notice>(page, `/notices/${id}`)).body;
    const { recipient_count: total, read_count: read, answered_count: answered } = notice.manage;
    const percent = Math.round((read / total) * 100);

    await page.getByRole('heading', { name: '夏期講習のお知らせ' }).waitFor();
    const readStat = page.getByLabel('既読', { exact: true }).filter({ hasText: '既読率' });
    await expect.poll(() => readStat.innerText(), settle).toMatch(new RegExp(`${read}\\s*/\\s*${total}名[\\s\\S]*既読率 ${percent}%`));
    expect(await page.getByLabel('アンケート回答', { exact: true }).innerText()).toMatch(new RegExp(`${answered}\\s*/\\s*${total}名`));
    expect(await page.getByLabel('配信数', { exact: true }).innerText()).toContain(`${total}名`);
    await page.getByText('参加を希望する日程をお選びください（複数選択可）。').waitFor();
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await expectAccessible(page, 'notice-manage-detail');
    await portal.screenshot(page, 'notice-manage-detail');

    // Only the unread: as many rows as the API counts, every one 未読, each with its delivery tags.
    const unread = await pageApi<Recipients>(page, `/notices/${id}/recipients?read_status=0&limit=100`);
    expect(unread.body.total).toBe(total - read);
    await choose(page, '既読状況', '未読');
    await expect.poll(() => page.getByText(`全${total - read}件`).first().isVisible(), settle).toBe(true);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), settle).toBe(Math.min(20, total - read));
    expect(await rows.filter({ hasText: '既読' }).filter({ hasNotText: '未読' }).count()).toBe(0);
    const webTag = rows.first().locator('[data-channel="web"]');
    expect(await webTag.innerText()).toMatch(/^Web通知：/);
    expect(await rows.first().locator('[data-channel="mail"]').innerText()).toMatch(/^メール：/);
    await webTag.hover();
    await page.getByText('Web通知の配信履歴').waitFor();
    // What is on screen (a full-page shot would move the hovered history away from its tag).
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'notice-manage-detail-unread.png') });

    // The first unread family's thread: reply, and see it in the drawer and through the API.
    await rows.first().getByRole('button', { name: /コメント/ }).click();
    const drawer = page.locator('.ant-drawer-content');
    await drawer.getByText(/保護者：/).waitFor();
    await drawer.getByLabel('返信').fill('ご不明な点があればお気軽にお問い合わせください。');
    await drawer.getByRole('button', { name: label('返信する') }).click();
    await page.getByText('返信しました。').waitFor();
    await drawer.getByText('ご不明な点があればお気軽にお問い合わせください。').waitFor();
    const studentName = (await rows.first().locator('td').nth(1).innerText()).trim();
    const recipient = unread.body.data.find((r) => r.student_name === studentName);
    expect(recipient).toBeDefined();
    const thread = await pageApi<Comments>(page, `/notices/${id}/comments?recipient_id=${recipient?.id}`);
    expect(thread.body.data.at(-1)).toMatchObject({ content: 'ご不明な点があればお気軽にお問い合わせください。', author_kind: 'school', is_own: true });
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'notice-manage-thread.png') });
    await drawer.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: label('未読者に再通知') }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '未読の' });
    expect(await confirm.innerText()).toContain(`未読の${total - read}名に`);
    await confirm.getByRole('button', { name: label('送信する') }).click();
    await page.getByText(`${total - read}名に再通知しました。`).waitFor();
    await context.close();
  });

  it('should chart the survey answers with the API numbers and download both CSV encodings', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff');
    const id = await noticeId(page, '夏期講習のお知らせ');
    await openInApp(page, `${portal.url}/notice/manage/detail/${id}`);
    await page.getByRole('button', { name: label('アンケート結果') }).click();
    await page.waitForURL(new RegExp(`/notice/manage/detail/${id}/survey-result$`));
    const results = (await pageApi<Results>(page, `/surveys/${id}/results`)).body;
    const choiceQuestions = results.questions.filter((q) => q.answer_type === 'choose');
    expect(choiceQuestions.length).toBe(2);

    await expect.poll(() => page.locator('canvas').count(), settle).toBe(choiceQuestions.length);
    for (const q of choiceQuestions) {
      const card = page.locator(`[data-question-id="${q.id}"]`);
      const cells = await card.locator('.ant-table-tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
      expect(cells.map(([choice, count]) => [choice, count])).toEqual(q.choices.map((c) => [c.label, `${c.count}件`]));
    }
    await page.getByText(`${results.notice.answered_count} / ${results.notice.recipient_count}名`).first().waitFor();
    await page.getByText('部活動の予定があるため、後期の日程を調整いただけると助かります。').first().waitFor();
    await expectAccessible(page, 'notice-survey-result');
    await portal.screenshot(page, 'notice-survey-result');

    const [utf8] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: label('CSVダウンロード') }).filter({ hasNotText: 'Shift_JIS' }).click()]);
    const [sjis] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Shift_JIS/ }).click()]);
    // The name comes from Content-Disposition's filename* (UTF-8), read by the download helper.
    expect(utf8.suggestedFilename()).toMatch(/夏期講習のお知らせ.*\.csv$/);
    expect(sjis.suggestedFilename()).toMatch(/夏期講習のお知らせ.*\.csv$/);
    const utf8Bytes = await readFile(await utf8.path());
    const sjisBytes = await readFile(await sjis.path());
    expect([...utf8Bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const utf8Text = new TextDecoder('utf-8').decode(utf8Bytes.subarray(3));
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(sjisBytes)).toThrow();
    const sjisText = new TextDecoder('shift_jis').decode(sjisBytes);
    // The same table in both files; Shift_JIS 0x8160 (the 〜 of the demo dates) decodes as the full-width tilde ～.
    expect(sjisText).toBe(utf8Text.replaceAll('\u301c', '\uff5e'));
    expect(sjisText.split('\r\n')[0]).toMatch(/^生徒番号,/);
    expect(sjisText).toContain('夏期講習に参加しますか。');
    await context.close();
  });

  it('should show the seeded exchange in a 保護者会開催のご案内 thread', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff');
    const id = await noticeId(page, '保護者会開催のご案内');
    await openInApp(page, `${portal.url}/notice/manage/detail/${id}`);
    await choose(page, '返信状況', '返信済み');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.first().innerText(), settle).toMatch(/2件/);
    await rows.first().getByRole('button', { name: /コメント/ }).click();
    const drawer = page.locator('.ant-drawer-content');
    await drawer.getByText('当日は仕事のため、父が出席します。よろしくお願いいたします。').waitFor();
    await drawer.getByText('ご連絡ありがとうございます。お待ちしております。').waitFor();
    expect(await drawer.getByRole('button', { name: label('編集') }).count()).toBe(1);
    await context.close();
  });

  it('should show a teacher the comment button only for recipients of a schoolhouse that lets teachers answer comments', async () => {
    const staff = await portal.newPage();
    await portal.logIn(staff.page, 'staff');
    const id = await noticeId(staff.page, '保護者会開催のご案内');
    const honmachi = await schoolhouseId(staff.page, '本町校');
    const teacher = await portal.newPage();
    await portal.logIn(teacher.page, 'teacher1', `/notice/manage/detail/${id}`);
    const rows = teacher.page.locator('.ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();
    // 一般講師がお知らせのコメントを閲覧・返信できる is off by default (gates.yaml teacher-notice-comments).
    expect(await rows.getByRole('button', { name: /コメント/ }).count()).toBe(0);

    const option = (value: string) => ({ schoolhouse_id: honmachi, settings: [{ name: 'TEACHER_VIEW_AND_REPLY_NOTICE_COMMENT', value }] });
    expect((await postJson(staff.page, '/multi-settings', option('1'))).status).toBe(200);
    try {
      await teacher.page.reload();
      await expect.poll(() => rows.filter({ hasText: '本町校' }).getByRole('button', { name: /コメント/ }).count(), settle).toBeGreaterThan(0);
      expect(await rows.filter({ hasNotText: '本町校' }).getByRole('button', { name: /コメント/ }).count()).toBe(0);
      await portal.screenshot(teacher.page, 'notice-manage-detail-teacher-comments');
    } finally {
      await postJson(staff.page, '/multi-settings', option('0'));
    }
    await teacher.context.close();
    await staff.context.close();
  });

  it('should offer no reply form on a notice that does not take comments', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff');
    const id = await noticeId(page, '定期テスト対策授業について');
    await openInApp(page, `${portal.url}/notice/manage/detail/${id}`);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('button', { name: /コメント/ }).click();
    const drawer = page.locator('.ant-drawer-content');
    await drawer.getByText('このお知らせはコメントを受け付けていません。').waitFor();
    expect(await drawer.getByRole('button', { name: label('返信する') }).count()).toBe(0);
    await context.close();
  });

  it('should show the chosen students of a draft instead of recipients, and not-found for a non-numeric id', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff');
    const id = await noticeId(page, '台風接近に伴う休校のお知らせ（下書き）');
    const draft = (await pageApi<Notice>(page, `/notices/${id}`)).body;
    await openInApp(page, `${portal.url}/notice/manage/detail/${id}`);
    await page.getByText(`選択中の生徒 ${draft.manage.target_student_ids.length}名`).waitFor();
    expect(await page.locator('.ant-table').count()).toBe(0);
    expect(await page.getByRole('button', { name: label('未読者に再通知') }).count()).toBe(0);
    await page.goto(`${portal.url}/notice/manage/detail/abc`);
    await page.getByText('お知らせが見つかりません。').waitFor();
    await context.close();
  });

  it('should keep a guardian out of the manage detail and the survey result', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff');
    const id = await noticeId(page, '夏期講習のお知らせ');
    await context.close();
    const guardian = await portal.newPage();
    await portal.logIn(guardian.page, 'guardian2');
    for (const path of [`/notice/manage/detail/${id}`, `/notice/manage/detail/${id}/survey-result`]) {
      await guardian.page.goto(`${portal.url}${path}`);
      await guardian.page.getByText('閲覧する権限がありません。').first().waitFor();
    }
    expect((await pageApi(guardian.page, `/notices/${id}/recipients`)).status).toBe(403);
    expect((await pageApi(guardian.page, `/surveys/${id}/results`)).status).toBe(403);
    await guardian.context.close();
  });

  it('should lay the detail and the result out for a phone (390 px) without sideways scrolling', async () => {
    const { page, context } = await portal.newPage({ width: 390, height: 844 });
    await portal.logIn(page, 'staff');
    const id = await noticeId(page, '夏期講習のお知らせ');
    await openInApp(page, `${portal.url}/notice/manage/detail/${id}`);
    await page.getByLabel('既読', { exact: true }).filter({ hasText: '既読率' }).waitFor();
    await page.locator('.ant-card .ant-list-item .ant-card').first().waitFor();
    expect(await page.locator('.ant-table').count()).toBe(0);
    expect(await page.locator('.ant-list-item [data-channel="web"]').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'notice-manage-detail-phone');
    await portal.screenshot(page, 'notice-manage-detail-phone');
    await page.goto(`${portal.url}/notice/manage/detail/${id}/survey-result`);
    await expect.poll(() => page.locator('canvas').count(), settle).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'notice-survey-result-phone');
    await portal.screenshot(page, 'notice-survey-result-phone');
    await context.close();
  });
});
