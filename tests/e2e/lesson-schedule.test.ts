// @vitest-environment node
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageApi, startPortal, type Portal } from './browser.js';

/**
 * The guardian's and teacher's lesson schedule (授業スケジュール, issue 19) in a browser, on a desk and on a phone: the
 * month and a day of the acting child's lessons with their seat icons, the calendar address issued and stopped; the teacher's 担当授業スケジュール with the students' names shown or hidden by
 * the school's setting; the available days saved. (The whole make-up journey is tests/e2e/lesson-makeup.test.ts.)
 */
let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

const DESK = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

interface ScheduleAnswer { data: Array<{ id: number; lesson_date: string; lesson_subject_name: string; student_name: string; can_report_absence?: boolean; status: string }> }

/** The acting child's lessons of the next weeks, as the page reads them. */
async function upcomingLessons(page: Page): Promise<ScheduleAnswer['data']> {
  const user = (await pageApi<{ ability: { studentIds: number[] } }>(page, '/auth-search/users/current')).body;
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  return (await pageApi<ScheduleAnswer>(page, `/frame-divide/students/${user.ability.studentIds[0]}/schedule?from=${from}&to=${to}`)).body.data;
}

/** Opens a day of the schedule through its date field. */
async function openDay(page: Page, date: string): Promise<void> {
  await page.locator('label.ant-segmented-item', { has: page.getByRole('radio', { name: '日' }) }).click();
  const field = page.getByLabel('日付を選ぶ');
  await field.fill(`${date.slice(0, 4)}年${date.slice(5, 7)}月${date.slice(8, 10)}日`);
  await field.press('Enter');
  await page.getByRole('heading', { level: 2, name: new RegExp(`${date.slice(0, 4)}年${date.slice(5, 7)}月${date.slice(8, 10)}日`) }).waitFor();
}

/** Sets a setting of every schoolhouse as staff do on the permission settings page (POST /multi-settings). */
async function setEverywhere(page: Page, name: string, value: string): Promise<void> {
  const houses = (await pageApi<{ data: Array<{ id: number }> }>(page, '/schoolhouses?limit=100')).body.data;
  for (const house of houses) {
    const res = await page.evaluate(async ({ id, name, value }) => {
      const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('token='))?.slice(6) ?? '');
      const r = await fetch('/api/v1/multi-settings', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ schoolhouse_id: id, settings: [{ name, value }] }) });
      return r.status;
    }, { id: house.id, name, value });
    expect(res).toBe(200);
  }
}

describe('a guardian\'s lesson schedule', () => {
  for (const [size, viewport] of [['desk', DESK], ['phone', PHONE]] as const) {
    it(`should show the child's month and a day of lessons with their seat icons (${size})`, async () => {
      const { page, context } = await portal.newPage(viewport);
      await portal.logIn(page, 'guardian1', '/seat-management/list');
      await page.getByRole('heading', { level: 1, name: '授業スケジュール' }).waitFor();
      await page.getByRole('button', { name: /^\d\d:\d\d〜/ }).first().waitFor();
      await portal.screenshot(page, `lesson-schedule-guardian-month-${size}`);

      const [next] = (await upcomingLessons(page)).filter((l) => l.status === 'scheduled');
      expect(next).toBeDefined();
      await openDay(page, next!.lesson_date);
      await page.getByRole('article', { name: new RegExp(next!.lesson_subject_name) }).first().waitFor();
      await expect.poll(() => page.getByRole('article').first().innerText()).toMatch(/授業|振替授業/);
      await portal.screenshot(page, `lesson-schedule-guardian-day-${size}`);
      await context.close();
    }, 120_000);
  }

  it('should issue a calendar address with a copy button and help, which serves the lessons, and stop it', async () => {
    const { page, context } = await portal.newPage(DESK);
    await portal.logIn(page, 'guardian1', '/seat-management/list');
    const card = page.locator('.ant-card').filter({ hasText: 'カレンダー連携' });
    await card.getByText('未連携').waitFor();
    await card.getByRole('button', { name: 'アドレスを発行' }).click();
    const address = card.getByLabel('カレンダーのアドレス');
    await expect.poll(() => address.inputValue()).toMatch(/\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}$/);
    await card.getByRole('button', { name: 'コピー' }).waitFor();
    await card.getByText('照会するカレンダーを追加').waitFor();
    await card.getByText(/^連携中/).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await portal.screenshot(page, 'lesson-schedule-calendar-feed');
    const url = new URL(await address.inputValue());
    const feed = await fetch(`${portal.url.replace(/\/communication$/, '')}${url.pathname}`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VEVENT');

    await card.getByRole('button', { name: '連携を停止' }).click();
    await page.getByRole('button', { name: '連携を停止' }).last().click();
    await card.getByText('未連携').waitFor();
    expect((await fetch(`${portal.url.replace(/\/communication$/, '')}${url.pathname}`)).status).toBe(404);
    await context.close();
  }, 120_000);

  it('should save the child\'s available days', async () => {
    const { page, context } = await portal.newPage(PHONE);
    await portal.logIn(page, 'guardian1', '/seat-management/attendance-date');
    await page.getByRole('heading', { level: 1, name: '通塾可能日' }).waitFor();
    const box = page.getByRole('checkbox', { name: '水曜日 3限' });
    const wasChecked = await box.isChecked();
    await box.click();
    await page.getByText('保存されていない変更があります。').waitFor();
    await portal.screenshot(page, 'lesson-attendance-date-phone');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('通塾可能日を保存しました。').waitFor();
    await page.reload();
    await expect.poll(() => page.getByRole('checkbox', { name: '水曜日 3限' }).isChecked()).toBe(!wasChecked);
    await context.close();
  }, 120_000);
});

describe('a teacher\'s lesson schedule', () => {
  it('should title it 担当授業スケジュール and name the students only where the school shows them', async () => {
    const { page, context } = await portal.newPage(DESK);
    await portal.logIn(page, 'teacher1', '/seat-management/list');
    await page.getByRole('heading', { level: 1, name: '担当授業スケジュール' }).waitFor();
    await page.getByRole('button', { name: /^\d\d:\d\d〜/ }).first().waitFor();
    await portal.screenshot(page, 'lesson-schedule-teacher-month-desk');
    const from = new Date().toISOString().slice(0, 10);
    const to = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const [lesson] = (await pageApi<ScheduleAnswer>(page, `/frame-divide/teachers/schedule?from=${from}&to=${to}`)).body.data;
    expect(lesson?.student_name).not.toBe('');
    await openDay(page, lesson!.lesson_date);
    await page.getByText(`生徒：${lesson!.student_name}`).first().waitFor();
    await portal.screenshot(page, 'lesson-schedule-teacher-day-desk');
    await context.close();

    const staff = await portal.newPage(DESK);
    await portal.logIn(staff.page, 'staff');
    await setEverywhere(staff.page, 'ALLOW_TEACHER_DISPLAY_STUDENT_NAME_IN_APP', '0');
    const phone = await portal.newPage(PHONE);
    await portal.logIn(phone.page, 'teacher1', '/seat-management/list');
    await openDay(phone.page, lesson!.lesson_date);
    await phone.page.getByText('生徒：生徒').first().waitFor();
    expect(await phone.page.getByText(lesson!.student_name).count()).toBe(0);
    await portal.screenshot(phone.page, 'lesson-schedule-teacher-day-hidden-phone');
    await setEverywhere(staff.page, 'ALLOW_TEACHER_DISPLAY_STUDENT_NAME_IN_APP', '1');
    await phone.context.close();
    await staff.context.close();
  }, 180_000);
});
