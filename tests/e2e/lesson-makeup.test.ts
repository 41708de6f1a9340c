// @vitest-environment node
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../src/generated/constants.js';
import { pageApi, startPortal, type Portal } from './browser.js';

/**
 * The make-up journey of a juku's week (issue 19): a guardian reports an absence from the child's schedule (a reason
 * required, a warning that it cannot be taken back) and asks for a make-up with a first and a second choice; staff see
 * the request on the schoolhouse's grid and approve the second choice; the make-up lesson takes a seat there, the family
 * is notified (the bell's 振替 opens the schedule), and the guardian's schedule and calendar feed show the new lesson.
 */
let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };

interface Lesson {
  id: number; lesson_date: string; period_name: string; lesson_subject_name: string; student_id: number; student_name: string;
  schoolhouse_id: number; lesson_type: number; status: string; can_report_absence: boolean;
  reschedule: { id: number; status: string } | null;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** The day `days` after a date YYYY-MM-DD. */
const after = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const japaneseDate = (date: string) => `${date.slice(0, 4)}年${date.slice(5, 7)}月${date.slice(8, 10)}日`;

/** The acting child's lessons of the coming weeks, as the schedule reads them. */
async function childLessons(page: Page, from = day(0), to = day(45)): Promise<Lesson[]> {
  const user = (await pageApi<{ ability: { studentIds: number[] } }>(page, '/auth-search/users/current')).body;
  return (await pageApi<{ data: Lesson[] }>(page, `/frame-divide/students/${user.ability.studentIds[0]}/schedule?from=${from}&to=${to}`)).body.data;
}

/** Opens a day of the guardian's schedule through its date field. */
async function openDay(page: Page, date: string): Promise<void> {
  await page.locator('label.ant-segmented-item', { has: page.getByRole('radio', { name: '日' }) }).click();
  const field = page.getByLabel('日付を選ぶ');
  await field.fill(japaneseDate(date));
  await field.press('Enter');
  await page.getByRole('heading', { level: 2, name: new RegExp(japaneseDate(date)) }).waitFor();
}

describe('a make-up lesson from an absence to the calendar feed', () => {
  it('should take a guardian\'s absence and two choices, staff\'s approval of the second, and show the new lesson everywhere', async () => {
    // The guardian, on a phone: an absence from the day of the next lesson that can still be reported.
    const guardian = await portal.newPage(PHONE);
    await portal.logIn(guardian.page, 'guardian1', '/seat-management/list');
    await guardian.page.getByRole('heading', { level: 1, name: '授業スケジュール' }).waitFor();
    const lesson = (await childLessons(guardian.page)).find((l) => l.can_report_absence);
    expect(lesson, 'the demo has a lesson of guardian1\'s child to report an absence for').toBeDefined();
    await openDay(guardian.page, lesson!.lesson_date);
    const card = guardian.page.getByRole('article', { name: new RegExp(lesson!.lesson_subject_name) })
      .filter({ has: guardian.page.getByRole('button', { name: '欠席連絡' }) }).first();
    await card.getByRole('button', { name: '欠席連絡' }).click();
    const absence = guardian.page.getByRole('dialog', { name: '欠席連絡' });
    await absence.getByText('取り消すことができません').waitFor();
    await absence.getByRole('button', { name: '欠席連絡を送信' }).click();
    await absence.getByText('欠席理由を入力してください。').waitFor();
    await absence.getByLabel('欠席理由').fill('発熱のため');
    await portal.screenshot(guardian.page, 'lesson-makeup-absence-phone');
    await absence.getByRole('button', { name: '欠席連絡を送信' }).click();
    await guardian.page.getByText('欠席連絡を送信しました。').waitFor();
    const absent = guardian.page.getByRole('article', { name: new RegExp(lesson!.lesson_subject_name) }).filter({ hasText: '欠席理由：発熱のため' });
    await absent.waitFor();

    // The make-up request: a first and a second choice among the lessons with a free seat until the deadline.
    await absent.getByRole('button', { name: '振替申請' }).click();
    const request = guardian.page.getByRole('dialog', { name: '振替申請' });
    await request.getByText(/^振替期限：/).waitFor();
    const choices = request.getByRole('list', { name: '振替先に選べる授業' });
    await choices.getByRole('listitem').nth(1).waitFor();
    await request.getByRole('button', { name: '振替を申請' }).click();
    await request.getByText('第1希望を選んでください。').waitFor();
    await choices.getByRole('listitem').nth(0).getByText('第1希望').click();
    await choices.getByRole('listitem').nth(1).getByText('第2希望').click();
    await portal.screenshot(guardian.page, 'lesson-makeup-request-phone');
    await request.getByRole('button', { name: '振替を申請' }).click();
    await guardian.page.getByText('振替申請を送信しました。').first().waitFor();
    const waiting = guardian.page.getByRole('article', { name: new RegExp(lesson!.lesson_subject_name) }).filter({ hasText: '承認待ち' });
    await waiting.getByText(/^第1希望：/).waitFor();
    await waiting.getByText(/^第2希望：/).waitFor();
    const requested = (await childLessons(guardian.page, lesson!.lesson_date, lesson!.lesson_date)).find((l) => l.id === lesson!.id)!;
    expect(requested).toMatchObject({ status: 'waiting', reschedule: { status: 'waiting' } });

    // Staff, at a desk: the request on the schoolhouse's grid, approved with the second choice.
    const staff = await portal.newPage(DESK);
    await portal.logIn(staff.page, 'staff', `/seat-management/grid?schoolhouse_id=${lesson!.schoolhouse_id}`);
    await staff.page.getByRole('heading', { level: 1, name: '座席表' }).waitFor();
    const panel = staff.page.getByRole('region', { name: '振替申請' });
    const item = panel.locator(`[data-request-id="${requested.reschedule!.id}"]`);
    await item.getByText(lesson!.student_name).waitFor();
    await portal.screenshot(staff.page, 'lesson-makeup-grid-request');
    await item.getByRole('button', { name: '第2希望で承認' }).click();
    await staff.page.getByText('振替を承認しました。振替授業を座席表に入れました。').waitFor();
    await item.waitFor({ state: 'detached' });

    // The make-up lesson: the second choice, a seat taken in the grid on its day (it may come before the missed lesson:
    // the choices run from today, so the search starts yesterday, whatever the time zone).
    const makeup = (await childLessons(guardian.page, day(-1), after(day(-1), Number(constants.lessonScheduleMaxDays)))).find((l) => l.lesson_type === 3 && l.status === 'scheduled' && l.id !== lesson!.id);
    expect(makeup, 'the approved make-up lesson is in the child\'s schedule').toBeDefined();
    const approved = (await childLessons(guardian.page, lesson!.lesson_date, lesson!.lesson_date)).find((l) => l.id === lesson!.id)!;
    expect(approved).toMatchObject({ status: 'APPROVED', reschedule: { status: 'approved' } });
    await staff.page.goto(`${portal.url}/seat-management/grid?schoolhouse_id=${lesson!.schoolhouse_id}&view=day&date=${makeup!.lesson_date}`);
    const grid = staff.page.getByRole('grid');
    await grid.getByText(lesson!.student_name).first().waitFor();
    await portal.screenshot(staff.page, 'lesson-makeup-grid-approved');
    await staff.context.close();

    // The family is notified: the bell's 振替 opens the schedule, whose day shows the make-up lesson.
    await guardian.page.reload();
    await guardian.page.getByRole('button', { name: '通知' }).click();
    const bell = guardian.page.locator('.ant-popover');
    await bell.getByText('すべての通知を見る').waitFor();
    await bell.locator('.ant-list-item').filter({ has: guardian.page.locator('.ant-tag', { hasText: '振替' }) }).first().click();
    await guardian.page.waitForURL(/\/seat-management\/list/);
    await openDay(guardian.page, makeup!.lesson_date);
    await guardian.page.getByRole('article', { name: new RegExp(makeup!.lesson_subject_name) }).filter({ hasText: '振替授業' }).first().waitFor();
    await portal.screenshot(guardian.page, 'lesson-makeup-new-lesson-phone');

    // The calendar feed a phone subscribes to has the make-up lesson and marks the absent one.
    const issued = await guardian.page.evaluate(async () => {
      const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('token='))?.slice(6) ?? '');
      const res = await fetch('/api/v1/calendar-feed', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      return (await res.json() as { url: string }).url;
    });
    const feed = await fetch(`${portal.url.replace(/\/communication$/, '')}${new URL(issued).pathname}`);
    expect(feed.status).toBe(200);
    const ics = (await feed.text()).replace(/\r\n[ \t]/g, '');
    expect(ics).toMatch(new RegExp(`UID:lesson-\\d+-${makeup!.id}@`));
    expect(ics).toMatch(new RegExp(`UID:lesson-\\d+-${lesson!.id}@`));
    expect(ics).toContain('振替済み');
    await guardian.context.close();
  }, 240_000);
});
