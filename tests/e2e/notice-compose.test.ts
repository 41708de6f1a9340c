// @vitest-environment node
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { SCREENSHOT_DIR, pageApi, startPortal, type Portal } from './browser.js';
import { calendarHeadings, chooseOption, label, nextChristmasEveYear, openCalendar, pngFile, schoolhouseId, schoolyearId } from './steps.js';

let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

interface NoticeJson {
  id: number; title: string; body: string; status: string; is_published: boolean;
  attachments: Array<{ file_name: string }>;
  survey: { deadline: string; questions: Array<{ question: string; is_required: boolean; answer_type: string; choices: Array<{ label: string }> }> } | null;
  manage: { recipient_count: number; target_student_ids: number[] } | null;
}

/** A full-page screenshot from the top (the header is fixed: a scrolled page would show it in the middle). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await expectAccessible(page, name);
  await portal.screenshot(page, name);
}

/** The id of the notice whose manage detail page is open. */
const detailId = (page: Page) => Number(/\/notice\/manage\/detail\/(\d+)/.exec(page.url())?.[1]);

/** Watches the page for the upload progress bar and its status text, from now on (the page changes after saving). */
async function watchUpload(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { uploadSeen: string[] }).uploadSeen = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[role="progressbar"]')) seen.push(`bar:${bar.getAttribute('aria-valuenow') ?? ''}`);
      for (const status of document.querySelectorAll('[role="status"]')) seen.push(status.textContent ?? '');
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { uploadSeen: string[] }).uploadSeen);
}

describe('composing notices as staff', () => {
  it('should list the demo notices with their read rates, at 1280 and 390 px', async () => {
    for (const width of [1280, 390]) {
      const { page, context } = await portal.newPage({ width });
      await portal.logIn(page, 'staff', '/notice/manage');
      const summer = width === 1280
        ? page.getByRole('row').filter({ hasText: '夏期講習のお知らせ' })
        : page.locator('.ant-card').filter({ hasText: '夏期講習のお知らせ' }).last();
      await summer.waitFor();
      expect(await summer.textContent()).toMatch(/\d+\/\d+.*\d+%/);
      expect(await summer.textContent()).toContain('配信済み');
      for (const title of ['保護者会開催のご案内', '定期テスト対策授業について', '台風接近に伴う休校のお知らせ（下書き）', '冬期講習のご案内']) {
        expect(await page.getByText(title).count()).toBeGreaterThan(0);
      }
      expect(await page.getByText('予約配信').count()).toBeGreaterThan(0);
      expect(await page.getByRole('button', { name: label('新規作成') }).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot(page, `notice-compose-list-${width}`);
      await context.close();
    }
  });

  it('should filter the list by state', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff', '/notice/manage?status=draft');
    await page.getByText('台風接近に伴う休校のお知らせ（下書き）').waitFor();
    expect(await page.getByText('夏期講習のお知らせ').count()).toBe(0);
    await context.close();
  });

  let publishedId = 0;

  // The demo data has its 2nd-year junior-high students at 駅前校 (本町校 has 1st years): one schoolhouse's 中2.
  it('should compose a notice to 駅前校 中2 with an attachment and a survey, and publish it', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff', '/notice/manage');
    await page.getByRole('button', { name: label('新規作成') }).click();
    await page.waitForURL(/\/notice\/create\/choose-recipients\/[0-9a-f]{16}$/);

    await chooseOption(page, '校舎', '駅前校');
    await chooseOption(page, '学年', '中2');
    await page.getByRole('button', { name: label('検索') }).click();
    await page.getByRole('button', { name: /条件に合う全員を選択（\d+人）/ }).waitFor();
    const expected = await pageApi<{ ids: number[] }>(page, `/notices/candidates/ids?m_schoolhouse_id=${await schoolhouseId(page, '駅前校')}&m_schoolyear_ids=${await schoolyearId(page, '中2')}&statuses=4`);
    expect(expected.body.ids.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: /条件に合う全員を選択/ }).click();
    await page.getByText(`${expected.body.ids.length}人を選択しました。`).waitFor();
    const selected = `選択中 ${expected.body.ids.length}人`;
    expect(await page.getByRole('status').filter({ hasText: '選択中' }).textContent()).toBe(selected);
    await shot(page, 'notice-compose-recipients-1280');

    await page.reload();
    await page.getByRole('status').filter({ hasText: selected }).waitFor();
    const key = /choose-recipients\/([0-9a-f]+)/.exec(page.url())![1]!;
    const stored = JSON.parse(await page.evaluate((k) => localStorage.getItem(`choose-recipients:${k}`) ?? 'null', key)) as { student_ids: number[]; notice_is_published: boolean };
    expect([...stored.student_ids].sort()).toEqual([...expected.body.ids].sort());
    expect(stored.notice_is_published).toBe(false);
    await page.getByRole('button', { name: label('次へ') }).click();
    await page.waitForURL(new RegExp(`/notice/create/content/${key}$`));

    await page.getByText(`配信先 ${expected.body.ids.length}人`).waitFor();
    await page.getByLabel('タイトル', { exact: true }).fill('駅前校 中2 保護者説明会のお知らせ');
    const body = page.getByRole('textbox', { name: '本文' });
    await body.click();
    await page.keyboard.type('いつもありがとうございます。');
    await page.getByRole('button', { name: '保護者姓' }).click();
    await page.keyboard.type('様、説明会を開きます。');
    await page.getByLabel('添付ファイル', { exact: true }).setInputFiles(pngFile('会場地図.png'));
    await page.getByText('会場地図.png').waitFor();

    await page.getByRole('button', { name: label('アンケートを追加') }).click();
    // 回答期限 typed the way an office types it (issue 17): a date without its time is kept and refused with the reason,
    // 2026/12/24 18:00 is read and shown the Japanese way; the calendar reads 2026年12月 with Japanese weekdays.
    const year = nextChristmasEveYear();
    const deadline = page.getByLabel('回答期限', { exact: true });
    await deadline.click();
    await deadline.fill(`${year}/12/24`);
    await deadline.press('Tab');
    await page.getByText('時刻も入力してください（例: 2026/12/24 18:00）。').waitFor();
    expect(await deadline.inputValue()).toBe(`${year}/12/24`);
    await deadline.click();
    await deadline.fill(`${year}/12/24 18:00`);
    await deadline.press('Tab');
    await expect.poll(() => deadline.inputValue()).toBe(`${year}年12月24日 18:00`);
    // (antd fades the message out.)
    await expect.poll(() => page.getByText('時刻も入力してください（例: 2026/12/24 18:00）。').count()).toBe(0);
    await deadline.click();
    expect(await calendarHeadings(page)).toEqual({ month: `${year}年12月`, weekdays: ['日', '月', '火', '水', '木', '金', '土'] });
    expect(await openCalendar(page).getByRole('button', { name: '確定' }).count()).toBe(1);
    // The window as the user sees it (a full-page shot of a scrolled page puts the fixed header mid-page).
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'notice-compose-deadline-calendar-1280.png') });
    await deadline.press('Escape');
    await openCalendar(page).waitFor({ state: 'hidden' });
    await page.getByLabel('質問', { exact: true }).fill('説明会に参加しますか。');
    // A new question starts not required (the model's default); ticked here, it is saved required.
    expect(await page.getByRole('checkbox', { name: '必須' }).isChecked()).toBe(false);
    await page.getByRole('checkbox', { name: '必須' }).check();
    await page.getByLabel('選択肢1').fill('参加する');
    await page.getByLabel('選択肢2').fill('参加しない');
    await shot(page, 'notice-compose-content-1280');

    await page.getByRole('button', { name: label('配信する') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`${expected.body.ids.length}人の保護者に、今すぐ配信します。`).waitFor();
    const uploadSeen = await watchUpload(page);
    await dialog.getByRole('button', { name: label('配信する') }).click();
    await page.waitForURL(/\/notice\/manage\/detail\/\d+$/);
    await page.getByText('お知らせを配信しました。').waitFor();
    const seen = await uploadSeen();
    expect(seen.some((s) => s.startsWith('bar:'))).toBe(true);
    expect(seen.some((s) => s === 'bar:100' || s === 'アップロードが完了しました。')).toBe(true);

    publishedId = detailId(page);
    const notice = await pageApi<NoticeJson>(page, `/notices/${publishedId}`);
    expect(notice.body.title).toBe('駅前校 中2 保護者説明会のお知らせ');
    expect(notice.body.is_published).toBe(true);
    expect(notice.body.body).toContain('{保護者姓}');
    expect(notice.body.attachments.map((a) => a.file_name)).toEqual(['会場地図.png']);
    expect(new Date(notice.body.survey!.deadline).toISOString()).toBe(new Date(`${year}-12-24T18:00:00+09:00`).toISOString());
    await page.getByText(`回答期限：${year}年12月24日 18:00`).waitFor();
    expect(notice.body.survey?.questions).toEqual([expect.objectContaining({ question: '説明会に参加しますか。', is_required: true, answer_type: 'choose', choices: [expect.objectContaining({ label: '参加する' }), expect.objectContaining({ label: '参加しない' })] })]);
    expect([...notice.body.manage!.target_student_ids].sort()).toEqual([...expected.body.ids].sort());
    expect(await page.evaluate((k) => [localStorage.getItem(`choose-recipients:${k}`), localStorage.getItem(`notice-content:${k}`)], key)).toEqual([null, null]);
    await context.close();
  });

  it('should show a published notice\'s recipients and questions as fixed when it is edited', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff', `/notice/edit/${publishedId}/0123456789abcdef`);
    await page.getByRole('heading', { name: 'お知らせ編集', exact: true }).waitFor();
    await page.getByText('配信済みのため、配信先は変更できません。').waitFor();
    await page.getByText(/配信済みのお知らせのため、質問は変更できません/).waitFor();
    expect(await page.getByRole('button', { name: label('下書き保存') }).count()).toBe(0);
    expect(await page.getByRole('button', { name: label('更新する') }).isVisible()).toBe(true);
    await shot(page, 'notice-compose-edit-published-1280');
    const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('choose-recipients:0123456789abcdef') ?? 'null')) as { notice_is_published: boolean };
    expect(saved.notice_is_published).toBe(true);
    await page.goto(`${portal.url}/notice/${publishedId}/choose-recipients/0123456789abcdef`);
    await page.getByText('配信済みのお知らせのため、配信先は変更できません。').waitFor();
    await page.getByRole('button', { name: label('編集画面へ戻る') }).click();
    await page.waitForURL(new RegExp(`/notice/edit/${publishedId}/0123456789abcdef$`));

    await page.getByLabel('タイトル', { exact: true }).fill('駅前校 中2 保護者説明会のお知らせ（会場変更）');
    await page.getByRole('button', { name: label('更新する') }).click();
    await page.getByRole('dialog').getByText(/配信済みのお知らせの内容を更新します（配信先 \d+人）/).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: label('更新する') }).click();
    await page.waitForURL(new RegExp(`/notice/manage/detail/${publishedId}$`));
    await page.getByText('お知らせを更新しました。').waitFor();
    const updated = await pageApi<NoticeJson>(page, `/notices/${publishedId}`);
    expect(updated.body.title).toBe('駅前校 中2 保護者説明会のお知らせ（会場変更）');
    expect(updated.body.is_published).toBe(true);
    expect(updated.body.attachments.map((a) => a.file_name)).toEqual(['会場地図.png']);
    expect(updated.body.survey?.questions.map((q) => q.question)).toEqual(['説明会に参加しますか。']);
    await context.close();
  });

  it('should save a draft and edit it again', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff', '/notice/manage');
    await page.getByRole('button', { name: label('新規作成') }).click();
    await page.waitForURL(/choose-recipients/);
    await page.getByLabel('生徒番号').fill('S00002');
    await page.getByRole('button', { name: label('検索') }).click();
    await page.getByRole('cell', { name: 'S00002' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'S00002' }).getByRole('checkbox').check();
    await page.getByRole('status').filter({ hasText: '選択中 1人' }).waitFor();
    await page.getByRole('button', { name: label('次へ') }).click();
    await page.waitForURL(/create\/content/);
    await page.getByLabel('タイトル', { exact: true }).fill('面談日程の調整（下書き）');
    await page.getByRole('textbox', { name: '本文' }).click();
    await page.keyboard.type('面談の候補日をお送りします。');
    await page.getByRole('button', { name: label('下書き保存') }).click();
    await page.waitForURL(/\/notice\/manage\/detail\/\d+$/);
    await page.getByText('下書きを保存しました。').waitFor();
    const draftId = detailId(page);
    expect((await pageApi<NoticeJson>(page, `/notices/${draftId}`)).body.status).toBe('draft');

    // The manage detail page starts the edit flow under a new key (its choose-recipients data says: not published).
    await page.getByRole('button', { name: label('編集') }).click();
    await page.waitForURL(new RegExp(`/notice/edit/${draftId}/[0-9a-f]{16}$`));
    await page.getByRole('heading', { name: 'お知らせ編集（入力）' }).waitFor();
    const title = page.getByLabel('タイトル', { exact: true });
    await expect.poll(() => title.inputValue()).toBe('面談日程の調整（下書き）');
    await page.getByText('配信先 1人').waitFor();
    await title.fill('面談日程の調整');
    await page.reload();
    await expect.poll(() => page.getByLabel('タイトル', { exact: true }).inputValue()).toBe('面談日程の調整');
    await page.getByRole('button', { name: label('下書き保存') }).click();
    await page.waitForURL(new RegExp(`/notice/manage/detail/${draftId}$`));
    const edited = await pageApi<NoticeJson>(page, `/notices/${draftId}`);
    expect(edited.body.title).toBe('面談日程の調整');
    expect(edited.body.status).toBe('draft');
    expect(edited.body.manage?.target_student_ids).toHaveLength(1);
    await context.close();
  });

  it('should refuse a fourth attachment in the browser, and screenshot the phone pages', async () => {
    const { page, context } = await portal.newPage({ width: 390 });
    await portal.logIn(page, 'staff', '/notice/create/choose-recipients/00000000000000aa');
    await page.getByText('S00001').first().waitFor();
    await page.locator('input[type=checkbox]:not([disabled])').first().check();
    await page.getByRole('status').filter({ hasText: '選択中 1人' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'notice-compose-recipients-390');
    await page.getByRole('button', { name: label('次へ') }).click();
    await page.waitForURL(/create\/content/);
    const files = page.getByLabel('添付ファイル', { exact: true });
    for (const name of ['1.png', '2.png', '3.png']) {
      await files.setInputFiles(pngFile(name));
      await page.getByText(name, { exact: true }).waitFor();
    }
    await files.setInputFiles(pngFile('4.png'));
    await page.getByText('添付ファイルは3件までです。').waitFor();
    expect(await page.getByText('4.png', { exact: true }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'notice-compose-content-390');
    // The date-and-time calendar fits the phone, its minutes and 確定 included.
    const sendAt = page.getByLabel('予約配信', { exact: true });
    await sendAt.click();
    const calendar = openCalendar(page);
    await calendar.waitFor();
    await expect.poll(async () => { const box = await calendar.boundingBox(); return box ? box.x + box.width : 999; }).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'notice-compose-schedule-calendar-390.png') });
    await sendAt.press('Escape');
    await context.close();
  });
});
