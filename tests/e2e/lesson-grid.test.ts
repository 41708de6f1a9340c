// @vitest-environment node
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { pageApi, startPortal, type Portal } from './browser.js';

/**
 * The staff's lesson grid (座席表, issue 19) in a browser over the demo lessons: staff place a lesson in an empty cell,
 * are refused a double booking of the student in the catalogue's words, drag the lesson to another cell, approve the
 * waiting make-up request (the make-up lesson appears), and see the week.
 */
let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

interface Grid {
  seats: Array<{ id: number; name: string }>;
  periods: Array<{ id: number; name: string }>;
  lessons: Array<{ id: number; seat_id: number; student_id: number; teacher_id: number; timetable_period_id: number; status: string; lesson_date: string }>;
  requests: Array<{ id: number; student_name: string; status: string }>;
  closed_days: Array<{ date: string }>;
}
type ListPage<T> = { data: T[] };

const houseOf = async (page: Page, name: string) =>
  (await pageApi<ListPage<{ id: number; schoolhouse_name: string }>>(page, '/schoolhouses?limit=100')).body.data.find((h) => h.schoolhouse_name === name)!.id;
const gridOf = async (page: Page, house: number, date: string) => (await pageApi<Grid>(page, `/frame-divide/grid?schoolhouse_id=${house}&from=${date}&to=${date}`)).body;

/** The first weekday from tomorrow on that is not closed at the schoolhouse (the test then owns its free cells). */
async function workingDay(page: Page, house: number): Promise<string> {
  for (let offset = 1; offset < 14; offset += 1) {
    const date = new Date(Date.now() + (offset * 24 + 9) * 3600_000).toISOString().slice(0, 10);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday === 0) continue;
    if ((await gridOf(page, house, date)).closed_days.length === 0) return date;
  }
  throw new Error('no working day in the next two weeks');
}

const active = (grid: Grid) => grid.lessons.filter((l) => l.status === 'scheduled');
const dateText = (date: string) => {
  const [y, m, d] = date.split('-');
  return `${y}年${m}月${d}日`;
};

describe('the lesson grid (座席表)', () => {
  it('should let staff place a lesson, be refused a double booking, drag it elsewhere and approve a make-up request', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff');
    const house = await houseOf(page, '駅前校');
    const date = await workingDay(page, house);
    const grid = await gridOf(page, house, date);
    expect(grid.seats.length).toBeGreaterThan(1);

    // A period with two free seats, a student of the schoolhouse and a teacher free there, and another period where
    // both are free too (where the lesson is dragged).
    const students = (await pageApi<ListPage<{ id: number; family_name_kanji: string; first_name_kanji: string }>>(page, `/students?schoolhouse_id=${house}&status=4&limit=100`)).body.data;
    const teachers = (await pageApi<ListPage<{ id: number; name_kanji: string }>>(page, `/teachers?schoolhouse_id=${house}&limit=100`)).body.data;
    const lessons = active(grid);
    // A teacher (or a student) may have a コマ at another schoolhouse in the same period, or one whose lessons are all
    // absent (the コマ stays, of its subject): the conflict check spans every schoolhouse and every lesson state.
    const houses = (await pageApi<ListPage<{ id: number }>>(page, '/schoolhouses?limit=100')).body.data.map((h) => h.id);
    const everywhere = (await Promise.all(houses.map(async (h) => (await gridOf(page, h, date)).lessons))).flat();
    const freeSeats = (periodId: number) => grid.seats.filter((s) => !lessons.some((l) => l.timetable_period_id === periodId && l.seat_id === s.id));
    const isFree = (periodId: number, who: { student: number; teacher: number }) =>
      !everywhere.some((l) => l.timetable_period_id === periodId && (l.student_id === who.student || l.teacher_id === who.teacher));
    const choice = grid.periods.flatMap((period) => students.flatMap((s) => teachers.map((t) => ({ period, student: s, teacher: t }))))
      .find((c) => freeSeats(c.period.id).length >= 2 && isFree(c.period.id, { student: c.student.id, teacher: c.teacher.id })
        && grid.periods.some((p) => p.id !== c.period.id && freeSeats(p.id).length > 0 && isFree(p.id, { student: c.student.id, teacher: c.teacher.id })))!;
    expect(choice).toBeDefined();
    const [seat, otherSeat] = freeSeats(choice.period.id);
    const target = grid.periods.find((p) => p.id !== choice.period.id && freeSeats(p.id).length > 0 && isFree(p.id, { student: choice.student.id, teacher: choice.teacher.id }))!;
    const targetSeat = freeSeats(target.id)[0]!;
    const studentName = `${choice.student.family_name_kanji} ${choice.student.first_name_kanji}`;

    await page.goto(`${portal.url}/seat-management/grid?schoolhouse_id=${house}&view=day&date=${date}`);
    await page.getByRole('heading', { level: 1, name: '座席表' }).waitFor();
    await page.getByRole('grid').waitFor();
    await page.getByText(new RegExp(`^${dateText(date)}\\(.\\)$`)).waitFor();
    await expectAccessible(page, 'lesson grid (day)');
    await portal.screenshot(page, 'lesson-grid-day');

    // Placed in an empty cell through the form.
    const emptyCell = (seatName: string, periodName: string) => page.getByRole('gridcell', { name: new RegExp(`^空き：${seatName} ${dateText(date)}\\(.\\) ${periodName}（`) });
    const place = async (seatName: string) => {
      await emptyCell(seatName, choice.period.name).click();
      const drawer = page.getByRole('dialog', { name: '授業の登録' });
      await drawer.waitFor();
      await drawer.getByLabel('生徒').fill(choice.student.family_name_kanji);
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: studentName }).first().click();
      await drawer.getByLabel('講師').fill(choice.teacher.name_kanji);
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: choice.teacher.name_kanji }).first().click();
      await drawer.getByLabel('授業科目').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
      return drawer;
    };
    const drawer = await place(seat!.name);
    await expectAccessible(page, 'lesson grid (place)', { include: ['.ant-drawer-content'] });
    await portal.screenshot(page, 'lesson-grid-place');
    await drawer.getByRole('button', { name: '登録する' }).click();
    await page.getByText('授業を登録しました。').waitFor();
    const chip = page.locator('[data-lesson-id]', { hasText: studentName }).filter({ has: page.getByText(studentName, { exact: true }) });
    await chip.first().waitFor();
    const placed = active(await gridOf(page, house, date)).find((l) => l.student_id === choice.student.id && l.timetable_period_id === choice.period.id)!;
    expect(placed.seat_id).toBe(seat!.id);

    // The same student at another seat of the same period: refused, in the catalogue's words, on the form.
    const again = await place(otherSeat!.name);
    await again.getByRole('button', { name: '登録する' }).click();
    // The student's own conflict stands under the student; another one (the teacher's) over the form.
    await again.getByText(/この(生徒|講師)はその時限に別の授業が入っています|この講師はその時限に別の授業を担当しています/).waitFor();
    await portal.screenshot(page, 'lesson-grid-refused');
    await again.getByRole('button', { name: 'キャンセル' }).click();
    await again.waitFor({ state: 'hidden' });

    // Dragged to a free seat of another period: moved.
    const placedChip = page.locator(`[data-lesson-id="${placed.id}"]`);
    await placedChip.dragTo(emptyCell(targetSeat.name, target.name));
    await page.getByText('授業を移動しました。').waitFor();
    await expect.poll(async () => active(await gridOf(page, house, date)).find((l) => l.id === placed.id)?.timetable_period_id).toBe(target.id);

    // Dragged onto a lesson's seat: refused, the lesson stays, the reason stays over the grid.
    const taken = active(await gridOf(page, house, date)).find((l) => l.id !== placed.id && l.timetable_period_id !== target.id);
    expect(taken).toBeDefined();
    {
      const takenCell = page.locator(`[data-lesson-id="${taken!.id}"]`).locator('xpath=ancestor::*[@role="gridcell"]');
      await placedChip.dragTo(takenCell);
      await page.getByRole('alert').filter({ hasText: '授業を移動できませんでした' }).waitFor();
      expect(active(await gridOf(page, house, date)).find((l) => l.id === placed.id)?.timetable_period_id).toBe(target.id);
      await portal.screenshot(page, 'lesson-grid-move-refused');
    }

    // The waiting make-up request: approved with its first choice.
    const panel = page.getByRole('region', { name: '振替申請' });
    const request = grid.requests.find((r) => r.status === 'waiting');
    expect(request).toBeDefined();
    await panel.getByText(request!.student_name).first().waitFor();
    await portal.screenshot(page, 'lesson-grid-request');
    await panel.locator(`[data-request-id="${request!.id}"]`).getByRole('button', { name: '第1希望で承認' }).click();
    await page.getByText('振替を承認しました。', { exact: false }).waitFor();
    await expect.poll(async () => (await gridOf(page, house, date)).requests.some((r) => r.id === request!.id)).toBe(false);

    // The week: seats × days, each day's periods stacked.
    await page.getByText('週', { exact: true }).click();
    await page.getByText(/〜\d{2}月\d{2}日\(.\)$/).waitFor();
    await page.getByRole('grid').waitFor();
    await expectAccessible(page, 'lesson grid (week)');
    await portal.screenshot(page, 'lesson-grid-week');
    expect(new URL(page.url()).searchParams.get('view')).toBe('week');

    // 授業を生成: the term's lessons from the weekly timetable, saying what it made and what it skipped.
    await page.getByRole('button', { name: '授業を生成' }).click();
    const generate = page.getByRole('dialog', { name: '授業の生成' });
    await generate.getByText('駅前校', { exact: false }).waitFor();
    await generate.getByRole('button', { name: '生成する' }).click();
    await generate.getByText(/^作成 \d+ コマ \/ \d+ 授業$/).waitFor();
    await generate.getByText(/^重複のため \d+ 件スキップ$/).waitFor();
    await expectAccessible(page, 'lesson grid (generate)', { include: ['.ant-modal-content'] });
    await portal.screenshot(page, 'lesson-grid-generate');
    await generate.getByRole('button', { name: '閉じる' }).click();
    await context.close();
  });

  it('should fit a phone: the day\'s grid scrolls under the toolbar', async () => {
    const { page, context } = await portal.newPage({ width: 390, height: 844 });
    await portal.logIn(page, 'staff', '/seat-management/grid');
    await page.getByRole('grid').waitFor();
    expect(new URL(page.url()).searchParams.get('schoolhouse_id')).not.toBeNull();
    await portal.screenshot(page, 'lesson-grid-phone');
    await context.close();
  });
});
