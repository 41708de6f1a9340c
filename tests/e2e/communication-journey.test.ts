// @vitest-environment node
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../src/generated/errors.js';
import { pageApi, startPortal, type Portal } from './browser.js';
import { label, openInApp, pickDateTime, postJson } from './steps.js';

/**
 * Issue 18's acceptance for teacher communications (講師連絡, /contact-teacher): staff send one with a survey to two
 * teachers; one opens it, likes it, comments and answers; staff follow the read state per teacher, reply to the comment and
 * download the answers as CSV.
 * A teacher writes to a teacher of their schoolhouse while ALLOW_TEACHER_COMMUNICATION_OTHER_TEACHER is on and is
 * refused (10109) once it is off. An unsent communication's recipients change; a sent one's are fixed.
 */
let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

// src/server/seed/seed.ts: teacher8 (中島 千尋) teaches at the second and third schoolhouses, teacher9 (石川 大地) and
// teacher6 (阿部 優花) at the third.
const READER = { username: 'teacher8', name: '中島 千尋' };
const OTHER = { username: 'teacher9', name: '石川 大地' };
const WRITER = { username: 'teacher6', name: '阿部 優花' };
const TITLE = '冬期講習の担当確認';
const settle = { timeout: 15_000 };
let communicationId = 0;

interface Teacher { id: number; name: string; schoolhouse_ids: number[] }
interface Communication {
  is_published: boolean;
  recipient: { is_read: boolean; liked: boolean; answered_at: string | null } | null;
  manage: { target_teacher_ids: number[]; recipients: Array<{ teacher_name: string; is_read: boolean }> } | null;
}

/** The same page at a phone's width too (the journey's screens at 1280 and 390 px), none wider than the phone. */
async function shootBoth(page: Page, name: string) {
  await portal.screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  // Nothing runs off the side of a phone (the page lays out again after the resize first).
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), settle).toBeLessThanOrEqual(390);
  await portal.screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function chooseTeachers(page: Page, names: string[], total = names.length) {
  for (const name of names) await page.getByRole('row', { name: new RegExp(name) }).getByRole('checkbox').check();
  await page.getByRole('status').filter({ hasText: `選択中 ${total}人` }).waitFor();
}

describe('a teacher communication from staff, with a survey', () => {
  it('should reach two teachers, be read, liked, commented on and answered by one, and show staff each teacher\'s state and the CSV', async () => {
    const staff = await portal.newPage({ width: 1280, height: 900 });
    await portal.logIn(staff.page, 'staff', '/contact-teacher/list');
    await staff.page.getByRole('heading', { name: '講師連絡一覧' }).waitFor();
    await staff.page.getByRole('button', { name: label('新規作成') }).click();
    await staff.page.waitForURL(/\/contact-teacher\/create\/choose-recipients\/\w+$/);
    await staff.page.getByRole('row', { name: new RegExp(READER.name) }).waitFor();
    await chooseTeachers(staff.page, [READER.name, OTHER.name]);
    await shootBoth(staff.page, 'communication-choose-recipients');
    await staff.page.getByRole('button', { name: label('次へ') }).click();
    await staff.page.waitForURL(/\/contact-teacher\/create\/content\/\w+$/);
    await staff.page.getByText('配信先 2人').waitFor();
    await staff.page.getByLabel('タイトル', { exact: true }).fill(TITLE);
    await staff.page.getByRole('textbox', { name: '本文' }).click();
    await staff.page.getByRole('button', { name: '講師氏名' }).click();
    await staff.page.keyboard.type('先生、冬期講習の担当をご確認ください。');
    await staff.page.getByRole('button', { name: label('アンケートを追加') }).click();
    await pickDateTime(staff.page, '回答期限', '2099年12月10日 18:00');
    await staff.page.getByLabel('質問', { exact: true }).fill('担当できますか。');
    await staff.page.getByLabel('選択肢1').fill('担当できる');
    await staff.page.getByLabel('選択肢2').fill('担当できない');
    await staff.page.getByRole('switch', { name: 'コメントを許可する' }).click();
    await shootBoth(staff.page, 'communication-content');
    await staff.page.getByRole('button', { name: label('配信する') }).click();
    await staff.page.getByRole('dialog').getByRole('button', { name: label('配信する') }).click();
    await staff.page.waitForURL(/\/contact-teacher\/manage\/detail\/\d+$/);
    communicationId = Number(/detail\/(\d+)/.exec(staff.page.url())![1]);

    const teacher = await portal.newPage({ width: 1280, height: 900 });
    await portal.logIn(teacher.page, READER.username, '/contact-teacher/list');
    await teacher.page.getByRole('link', { name: TITLE }).first().click();
    await teacher.page.waitForURL(new RegExp(`/contact-teacher/detail/${communicationId}$`));
    await teacher.page.getByRole('heading', { name: TITLE }).waitFor();
    const body = await teacher.page.getByRole('region', { name: '本文' }).innerText();
    expect(body).toContain(`${READER.name}先生`);
    const like = teacher.page.getByRole('button', { name: /^いいね いいね \d+件$/ });
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed'), settle).toBe('true');
    await teacher.page.getByRole('textbox', { name: '送信者へのコメントを入力してください' }).fill('火曜日の午後なら担当できます。');
    await teacher.page.getByRole('button', { name: label('送信する') }).click();
    await teacher.page.getByText('コメントを送信しました。').waitFor();
    await shootBoth(teacher.page, 'communication-detail');
    await teacher.page.getByRole('button', { name: label('アンケートに回答する') }).click();
    await teacher.page.waitForURL(new RegExp(`/contact-teacher/detail/${communicationId}/survey$`));
    const question = teacher.page.getByRole('group', { name: /担当できますか。/ });
    await question.waitFor();
    await shootBoth(teacher.page, 'communication-survey');
    await question.getByRole('radio', { name: '担当できる' }).check();
    await teacher.page.getByRole('button', { name: label('回答する') }).click();
    await teacher.page.waitForURL(new RegExp(`/contact-teacher/detail/${communicationId}$`));
    const own = await pageApi<Communication>(teacher.page, `/communications/${communicationId}`);
    expect(own.body.recipient).toMatchObject({ is_read: true, liked: true });
    expect(own.body.recipient?.answered_at).not.toBeNull();
    await teacher.context.close();

    await staff.page.reload();
    const rowOf = (name: string) => staff.page.getByRole('row', { name: new RegExp(name) });
    await expect.poll(() => rowOf(READER.name).innerText(), settle).toContain('既読');
    expect(await rowOf(OTHER.name).innerText()).toContain('未読');
    await shootBoth(staff.page, 'communication-manage-detail');
    await rowOf(READER.name).getByRole('button', { name: new RegExp(`${READER.name} コメント`) }).click();
    const drawer = staff.page.getByRole('dialog');
    await drawer.getByText('火曜日の午後なら担当できます。').waitFor();
    await drawer.getByRole('textbox', { name: '返信' }).fill('ありがとうございます。火曜日でお願いします。');
    await drawer.getByRole('button', { name: label('返信する') }).click();
    await drawer.getByText('ありがとうございます。火曜日でお願いします。').waitFor();
    await portal.screenshot(staff.page, 'communication-manage-thread-1280');
    await staff.page.keyboard.press('Escape');
    await staff.page.getByRole('button', { name: label('アンケート結果') }).click();
    await staff.page.waitForURL(new RegExp(`/contact-teacher/manage/detail/${communicationId}/survey-result$`));
    await expect.poll(() => staff.page.locator('canvas').count(), settle).toBe(1);
    await shootBoth(staff.page, 'communication-survey-result');
    const [download] = await Promise.all([
      staff.page.waitForEvent('download'),
      staff.page.getByRole('button', { name: label('CSVダウンロード') }).filter({ hasNotText: 'Shift_JIS' }).click(),
    ]);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = new TextDecoder('utf-8').decode(bytes.subarray(3)).split('\r\n').filter((line) => line !== '');
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.includes(READER.name) && r.endsWith(',担当できる'))).toHaveLength(1);
    await staff.page.goto(`${portal.url}/contact-teacher/list`);
    await staff.page.getByRole('link', { name: TITLE }).first().waitFor();
    await shootBoth(staff.page, 'communication-list');
    await staff.context.close();
  });
});

describe('teacher-to-teacher communications and recipients that may change', () => {
  it('should let a teacher write to a teacher of their schoolhouse only while the setting is on (10109 once off)', async () => {
    const staff = await portal.newPage({ width: 1280, height: 900 });
    await portal.logIn(staff.page, 'staff');
    const teachers = (await pageApi<{ data: Teacher[] }>(staff.page, '/communications/teachers')).body.data;
    const writer = teachers.find((x) => x.name === WRITER.name)!;
    const other = teachers.find((x) => x.name === OTHER.name)!;
    const setting = (value: string) => Promise.all(writer.schoolhouse_ids.map((house) => postJson(staff.page, '/multi-settings', {
      schoolhouse_id: house, settings: [{ name: 'ALLOW_TEACHER_COMMUNICATION_OTHER_TEACHER', value }],
    })));
    expect((await setting('1')).map((r) => r.status)).toEqual(writer.schoolhouse_ids.map(() => 200));

    const teacher = await portal.newPage({ width: 1280, height: 900 });
    await portal.logIn(teacher.page, WRITER.username, '/contact-teacher/list');
    await teacher.page.getByRole('button', { name: label('新規作成') }).click();
    await chooseTeachers(teacher.page, [OTHER.name]);
    await teacher.page.getByRole('button', { name: label('次へ') }).click();
    await teacher.page.getByLabel('タイトル', { exact: true }).fill('教材の受け渡し');
    await teacher.page.getByRole('textbox', { name: '本文' }).fill('明日の授業前に教材をお渡しします。');
    await teacher.page.getByRole('button', { name: label('配信する') }).click();
    await teacher.page.getByRole('dialog').getByRole('button', { name: label('配信する') }).click();
    await teacher.page.waitForURL(/\/contact-teacher\/manage\/detail\/\d+$/);
    await teacher.page.getByRole('row', { name: new RegExp(OTHER.name) }).waitFor();

    // Begun while the setting is on, sent after it went off: the page says 10109 and, 2 s later, leaves for the
    // teacher's home (spec section 8; staff would go back to the list).
    await teacher.page.goto(`${portal.url}/contact-teacher/list`);
    await teacher.page.getByRole('button', { name: label('新規作成') }).click();
    await chooseTeachers(teacher.page, [OTHER.name]);
    await teacher.page.getByRole('button', { name: label('次へ') }).click();
    await teacher.page.getByLabel('タイトル', { exact: true }).fill('設定が変わる前に書き始めた連絡');
    await teacher.page.getByRole('textbox', { name: '本文' }).fill('送る前に設定が変わります。');
    expect((await setting('0')).map((r) => r.status)).toEqual(writer.schoolhouse_ids.map(() => 200));
    try {
      await teacher.page.getByRole('button', { name: label('配信する') }).click();
      await teacher.page.getByRole('dialog').getByRole('button', { name: label('配信する') }).click();
      await teacher.page.getByText(errorCatalogue.NO_PERMISSION_10109.message).first().waitFor();
      await teacher.page.waitForURL(/\/communication\/home$/);

      await teacher.page.goto(`${portal.url}/contact-teacher/list`);
      await teacher.page.getByRole('button', { name: label('新規作成') }).click();
      await teacher.page.getByRole('row', { name: new RegExp(WRITER.name) }).waitFor();
      expect(await teacher.page.getByRole('row', { name: new RegExp(OTHER.name) }).count()).toBe(0);
      const refused = await teacher.page.evaluate(async (teacherId) => {
        const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('token='))?.slice(6) ?? '');
        const form = new FormData();
        form.append('data', JSON.stringify({ title: '拒否されるはず', body: '<p>本文</p>', allow_comment: false, send_notification: true, send_mail: false, send_line: false, publish: true, teacher_ids: [teacherId] }));
        const res = await fetch('/api/v1/communications', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
        return { status: res.status, code: ((await res.json()) as { code?: number }).code };
      }, other.id);
      expect(refused).toEqual({ status: 403, code: errorCatalogue.NO_PERMISSION_10109.code });
    } finally {
      await setting('1');
    }
    await teacher.context.close();
    await staff.context.close();
  });

  it('should change an unsent communication\'s recipients and keep a sent one\'s fixed', async () => {
    const { page, context } = await portal.newPage({ width: 1280, height: 900 });
    await portal.logIn(page, 'staff', '/contact-teacher/list');
    await page.getByRole('button', { name: label('新規作成') }).click();
    await chooseTeachers(page, [READER.name]);
    await page.getByRole('button', { name: label('次へ') }).click();
    await page.getByLabel('タイトル', { exact: true }).fill('下書きの講師連絡');
    await page.getByRole('textbox', { name: '本文' }).fill('まだ配信しません。');
    await page.getByRole('button', { name: label('下書き保存') }).click();
    await page.waitForURL(/\/contact-teacher\/manage\/detail\/\d+$/);
    const draftId = Number(/detail\/(\d+)/.exec(page.url())![1]);

    await page.getByRole('button', { name: label('編集') }).click();
    await page.waitForURL(new RegExp(`/contact-teacher/edit/${draftId}/\\w+$`));
    await page.getByRole('heading', { name: '講師連絡編集（入力）' }).waitFor();
    await shootBoth(page, 'communication-edit');
    await page.getByRole('button', { name: label('配信先を変更') }).click();
    await page.waitForURL(new RegExp(`/contact-teacher/${draftId}/choose-recipients/\\w+$`));
    await chooseTeachers(page, [OTHER.name], 2);
    await shootBoth(page, 'communication-edit-choose-recipients');
    await page.getByRole('button', { name: label('次へ') }).click();
    await page.getByText('配信先 2人').waitFor();
    await page.getByRole('button', { name: label('下書き保存') }).click();
    await page.waitForURL(new RegExp(`/contact-teacher/manage/detail/${draftId}$`));
    const draft = await pageApi<Communication>(page, `/communications/${draftId}`);
    expect(draft.body.manage?.target_teacher_ids).toHaveLength(2);

    await page.goto(`${portal.url}/contact-teacher/manage/detail/${communicationId}`);
    await page.getByRole('button', { name: label('編集') }).click();
    await page.waitForURL(new RegExp(`/contact-teacher/edit/${communicationId}/\\w+$`));
    await page.getByRole('heading', { name: '講師連絡編集', exact: true }).waitFor();
    await page.getByText('配信済みのため、配信先は変更できません。').waitFor();
    expect(await page.getByRole('button', { name: label('配信先を変更') }).count()).toBe(0);
    const key = /\/(\w+)$/.exec(page.url())![1];
    await openInApp(page, `${portal.url}/contact-teacher/${communicationId}/choose-recipients/${key}`);
    await page.getByRole('button', { name: label('編集画面へ戻る') }).waitFor();
    await portal.screenshot(page, 'communication-recipients-locked');
    const sent = await pageApi<Communication>(page, `/communications/${communicationId}`);
    expect(sent.body.manage?.target_teacher_ids).toHaveLength(2);
    await context.close();
  });
});
