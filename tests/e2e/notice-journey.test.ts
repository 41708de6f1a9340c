// @vitest-environment node
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../src/generated/constants.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import { startSmtpSink, type SmtpSink } from '../fixtures/smtpSink.js';
import { expectAccessible } from './axe.js';
import { pageApi, startPortal, type Portal } from './browser.js';
import { chooseOption, label, openInApp, pickDateTime, pngFile, schoolhouseId, schoolyearId } from './steps.js';

/**
 * The acceptance journey of issue 7, end to end with real e-mail: staff composes a notice with a survey and an
 * attachment to one schoolhouse's 2nd-year junior-high students (the demo's 中2 are at 駅前校) and publishes it; a real
 * local SMTP server receives one message per guardian with the names filled in; a guardian of such a student sees it
 * unread on /home and /notice/list, opens it, likes, comments and answers; a guardian of another school year never
 * sees it, in the browser or through the API, also with a forged switch header; staff sees the read rate 1/N, the
 * chart, and downloads the CSV (content and encoding checked).
 */
let portal: Portal;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  portal = await startPortal({ env: { SMTP_URL: sink.url, MAIL_FROM: 'sakura@example.jp', PUBLIC_URL: 'http://portal.example.jp' } });
}, 180_000);
afterAll(async () => {
  await portal?.close();
  await sink?.close();
});

const TITLE = '【駅前校 中2】定期テスト対策説明会のお知らせ';
// The seed gives 駅前校 its 2nd-year junior-high children, continuing, to guardian17, guardian41 and guardian53
// (src/server/seed/seed.ts); guardian1's children are in 小4 and 高2.
const RECEIVING_GUARDIAN = 'guardian17';
const OTHER_YEAR_GUARDIAN = 'guardian1';

interface Recipient { id: number; student_id: number; protector_name: string; is_read: boolean }

/** A call from inside the page with the session's token and any extra headers (a forged switch header). */
async function rawApi(page: Page, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: { code?: number } }> {
  return page.evaluate(async ({ path, headers }) => {
    const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('token='))?.slice(6) ?? '');
    const res = await fetch(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } });
    return { status: res.status, body: await res.json().catch(() => ({})) as { code?: number } };
  }, { path, headers });
}

let noticeId = 0;
let recipients: Recipient[] = [];

describe('a notice from compose to answer, with real e-mail', () => {
  it('should let staff compose and publish a notice with a survey and an attachment to 駅前校 中2', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff');
    await page.getByRole('button', { name: label('新規作成') }).click();
    await page.waitForURL(/\/notice\/create\/choose-recipients\/\w+$/);
    await chooseOption(page, '校舎', '駅前校');
    await chooseOption(page, '学年', '中2');
    await page.getByRole('button', { name: label('検索') }).click();
    const expected = await pageApi<{ ids: number[] }>(page, `/notices/candidates/ids?m_schoolhouse_id=${await schoolhouseId(page, '駅前校')}&m_schoolyear_ids=${await schoolyearId(page, '中2')}`);
    await page.getByRole('button', { name: /条件に合う全員を選択/ }).click();
    await page.getByText(`${expected.body.ids.length}人を選択しました。`).waitFor();
    await page.getByRole('button', { name: label('次へ') }).click();
    await page.waitForURL(/\/notice\/create\/content\/\w+$/);

    await page.getByLabel('タイトル', { exact: true }).fill(TITLE);
    await page.getByRole('textbox', { name: '本文' }).click();
    await page.getByRole('button', { name: '保護者姓' }).click();
    await page.keyboard.type('様　');
    await page.getByRole('button', { name: '生徒名' }).click();
    await page.keyboard.type('さんの定期テストに向けた説明会を開きます。');
    await page.getByLabel('メール', { exact: true }).check();
    await page.getByRole('switch', { name: 'コメントを許可する' }).click();
    await page.getByLabel('添付ファイル', { exact: true }).setInputFiles(pngFile('会場案内.png'));
    await page.getByText('会場案内.png').waitFor();
    await page.getByRole('button', { name: label('アンケートを追加') }).click();
    await pickDateTime(page, '回答期限', '2099年12月10日 18:00');
    await page.getByLabel('質問', { exact: true }).fill('説明会に参加しますか。');
    await page.getByLabel('選択肢1').fill('参加する');
    await page.getByLabel('選択肢2').fill('参加しない');
    await expectAccessible(page, 'journey-compose');
    await portal.screenshot(page, 'journey-compose');
    await page.getByRole('button', { name: label('配信する') }).click();
    await page.getByRole('dialog').getByRole('button', { name: label('配信する') }).click();
    await page.waitForURL(/\/notice\/manage\/detail\/\d+$/);
    noticeId = Number(/detail\/(\d+)/.exec(page.url())![1]);

    const notice = await pageApi<{ manage: { recipient_count: number }; attachments: unknown[]; survey: unknown; send_mail: boolean }>(page, `/notices/${noticeId}`);
    expect(notice.body.send_mail).toBe(true);
    expect(notice.body.attachments).toHaveLength(1);
    expect(notice.body.survey).not.toBeNull();
    recipients = (await pageApi<{ data: Recipient[] }>(page, `/notices/${noticeId}/recipients?limit=100`)).body.data;
    expect(recipients.length).toBe(notice.body.manage.recipient_count);
    expect(recipients.length).toBeGreaterThan(1);
    await context.close();
  });

  it('should deliver one e-mail per guardian with the guardian\'s and the child\'s names filled in', async () => {
    const ours = () => sink.messages.filter((m) => m.subject.includes(TITLE));
    await expect.poll(() => ours().length, { timeout: 60_000, interval: 500 }).toBe(recipients.length);
    const mails = ours();
    expect(new Set(mails.map((m) => m.envelopeTo.join(','))).size).toBe(recipients.length);
    for (const r of recipients) {
      const [family] = r.protector_name.split(' ');
      const mail = mails.find((m) => m.text.includes(`${family}様`));
      expect(mail, `a mail for ${r.protector_name}`).toBeDefined();
      expect(mail!.text).toContain(`http://portal.example.jp${String(constants.basePath)}/notice/detail/${noticeId}`);
      expect(mail!.text).not.toContain('{保護者姓}');
      expect(mail!.text).not.toContain('{生徒名}');
    }
    expect(mails[0]!.subject).toBe(`【さくら学習塾】${TITLE}`);
    expect(mails[0]!.from).toContain('sakura@example.jp');
  });

  it('should show it unread to a guardian of such a student, who opens, likes, comments and answers', async () => {
    const { page, context } = await portal.newPage({ width: 390, height: 844 });
    await portal.logIn(page, RECEIVING_GUARDIAN);
    await page.waitForURL(/\/choose-user$/);
    await openInApp(page, `${portal.url}/home`);
    const unreadCard = page.getByRole('region', { name: '未読のお知らせ' });
    await unreadCard.getByRole('link', { name: new RegExp(TITLE.replace(/[【】]/g, '.')) }).waitFor();
    await expectAccessible(page, 'journey-guardian-home');
    await portal.screenshot(page, 'journey-guardian-home');
    await page.goto(`${portal.url}/notice/list`);
    const item = page.getByRole('link', { name: new RegExp(TITLE.replace(/[【】]/g, '.')) }).first();
    await item.waitFor();
    expect(await page.getByText('未読').count()).toBeGreaterThan(0);
    await expectAccessible(page, 'journey-guardian-list');
    await portal.screenshot(page, 'journey-guardian-list');
    await item.click();
    await page.getByRole('heading', { name: TITLE }).waitFor();
    const body = await page.getByRole('region', { name: '本文' }).innerText();
    expect(body).not.toContain('{保護者姓}');

    const like = page.getByRole('button', { name: /^いいね いいね \d+件$/ });
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');

    const box = page.getByRole('textbox', { name: '塾へのコメントを入力してください' });
    await box.fill('部活の後に参加します。よろしくお願いします。');
    await page.getByRole('button', { name: label('送信する') }).click();
    await page.getByText('コメントを送信しました。').waitFor();

    await page.getByRole('button', { name: label('アンケートに回答する') }).click();
    const question = page.getByRole('group', { name: /説明会に参加しますか。/ });
    await question.getByRole('radio', { name: '参加する' }).check();
    await page.getByRole('button', { name: label('回答する') }).click();
    await page.getByText('アンケートに回答しました。ご協力ありがとうございました。').waitFor();
    await expectAccessible(page, 'journey-guardian-answered');
    await portal.screenshot(page, 'journey-guardian-answered');

    const own = await pageApi<{ recipient: { is_read: boolean; liked: boolean; answered_at: string | null; comments: unknown[] } }>(page, `/notices/${noticeId}`, { asSwitched: true });
    expect(own.body.recipient).toMatchObject({ is_read: true, liked: true });
    expect(own.body.recipient.answered_at).not.toBeNull();
    expect(own.body.recipient.comments).toHaveLength(1);
    await context.close();
  });

  it('should never show it to a guardian of another school year, in the browser or the API, even with a forged switch header', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, OTHER_YEAR_GUARDIAN, '/notice/list');
    await page.getByRole('heading', { name: /さんへのお知らせ$/ }).waitFor();
    expect(await page.getByText(TITLE).count()).toBe(0);
    await openInApp(page, `${portal.url}/notice/detail/${noticeId}`);
    await page.getByText('お知らせが見つかりません。削除されたか、閲覧できないお知らせです。').waitFor();
    expect((await rawApi(page, `/notices/${noticeId}`)).status).toBe(404);
    expect((await rawApi(page, `/notices/${noticeId}/attachments/1`)).status).toBe(404);
    const forged = await rawApi(page, `/notices/${noticeId}`, { [String(constants.switchProtectorHeader)]: String(recipients[0]!.student_id) });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe(errorCatalogue.SWITCH_USER_NO_ACCESS.code);
    await context.close();
  });

  it('should show staff the read rate 1/N, the chart, and a CSV that Excel in Japan opens', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff', `/notice/manage/detail/${noticeId}`);
    const readStat = page.getByLabel('既読', { exact: true }).filter({ hasText: '既読率' });
    await expect.poll(() => readStat.innerText()).toMatch(new RegExp(`1\\s*/\\s*${recipients.length}名`));
    await expectAccessible(page, 'journey-staff-detail');
    await portal.screenshot(page, 'journey-staff-detail');
    await page.getByRole('button', { name: label('アンケート結果') }).click();
    await page.waitForURL(new RegExp(`/notice/manage/detail/${noticeId}/survey-result$`));
    await expect.poll(() => page.locator('canvas').count()).toBe(1);
    await expectAccessible(page, 'journey-staff-survey-result');
    await portal.screenshot(page, 'journey-staff-survey-result');

    const [utf8] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: label('CSVダウンロード') }).filter({ hasNotText: 'Shift_JIS' }).click()]);
    const utf8Bytes = await readFile(await utf8.path());
    expect([...utf8Bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = new TextDecoder('utf-8').decode(utf8Bytes.subarray(3)).split('\r\n').filter((line) => line !== '');
    expect(rows[0]).toMatch(/^生徒番号,生徒氏名,学年,校舎,保護者氏名,回答状況,回答日時,"?Q1\. 説明会に参加しますか。"?$/);
    expect(rows).toHaveLength(recipients.length + 1);
    expect(rows.filter((r) => r.endsWith(',参加する'))).toHaveLength(1);
    const [sjis] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Shift_JIS/ }).click()]);
    const sjisText = new TextDecoder('shift_jis').decode(await readFile(await sjis.path()));
    expect(sjisText.split('\r\n')[0]).toBe(rows[0]);
    await context.close();
  });
});
