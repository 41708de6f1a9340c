// @vitest-environment node
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { pageApi, startPortal, type Portal } from './browser.js';
import { pdfBytes } from '../fixtures/multipart.js';
import { countPrints, headerPrintCount, openInApp, postJson, printsMade } from './steps.js';

/**
 * 指導報告書 (issue 20) in a browser over the demo lessons: a teacher opens an evening's lessons (four of them, one of
 * guardian1's first child), makes their reports from a template, writes them in the bulk editor and publishes them —
 * refused while the schoolhouse does not let teachers publish, published once it does; the family is told, opens the
 * report from the bell and comments; staff print two reports (the header's count moves) and download the CSV.
 */
let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

type ListPage<T> = { data: T[] };
interface Lesson { id: number; seat_id: number; student_id: number; teacher_id: number; timetable_period_id: number; status: string }
interface Grid { seats: Array<{ id: number }>; periods: Array<{ id: number }>; lessons: Lesson[]; closed_days: unknown[] }
interface Me { t_protector_page_id: number | null; ability: { schoolhouseIds: number[]; teacherId: number | null } }
interface DayLesson { lesson_id: number; student_id: number; student_name: string; report_id: number | null }

const dateOf = (offsetDays: number) => new Date(Date.now() + (offsetDays * 24 + 9) * 3600_000).toISOString().slice(0, 10);
const gridOf = async (page: Page, house: number, date: string) => (await pageApi<Grid>(page, `/frame-divide/grid?schoolhouse_id=${house}&from=${date}&to=${date}`)).body;

/**
 * The teacher's evening: the latest day of the last week (today first) that is open at the schoolhouse and not a
 * Sunday (the demo's reports stop a week ago), with four lessons of the teacher without a report, the child's among
 * them: staff place those missing in コマ where the teacher and the students are free everywhere.
 */
async function eveningOfFour(staff: Page, teacher: Page, options: { house: number; teacherId: number; childId: number }): Promise<{ date: string; lessons: DayLesson[] }> {
  const { house, teacherId, childId } = options;
  const houses = (await pageApi<ListPage<{ id: number }>>(staff, '/schoolhouses?limit=100')).body.data.map((h) => h.id);
  const students = (await pageApi<ListPage<{ id: number }>>(staff, `/students?schoolhouse_id=${house}&status=4&limit=100`)).body.data.map((s) => s.id);
  const subject = (await pageApi<ListPage<{ id: number }>>(staff, '/lesson-subjects?limit=1')).body.data[0]!.id;
  for (let offset = 0; offset > -7; offset -= 1) {
    const date = dateOf(offset);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) continue;
    const grid = await gridOf(staff, house, date);
    if (grid.closed_days.length > 0) continue;
    const everywhere = (await Promise.all(houses.map(async (h) => (await gridOf(staff, h, date)).lessons))).flat();
    const open = async () => (await pageApi<ListPage<DayLesson>>(teacher, `/lesson-reports/timetables?date=${date}`)).body.data.filter((l) => l.report_id === null);
    let mine = await open();
    // Periods where the teacher has no コマ anywhere: two students a コマ (its capacity), the child first.
    const free = grid.periods.filter((p) => !everywhere.some((l) => l.timetable_period_id === p.id && l.teacher_id === teacherId));
    const wanted = [childId, ...students.filter((s) => s !== childId)];
    for (const period of free) {
      let placed = 0;
      for (const student of wanted) {
        if (placed === 2 || (mine.length >= 4 && mine.some((l) => l.student_id === childId))) break;
        if (mine.some((l) => l.student_id === student) || everywhere.some((l) => l.timetable_period_id === period.id && l.student_id === student)) continue;
        const seat = grid.seats.find((s) => !everywhere.some((l) => l.timetable_period_id === period.id && l.seat_id === s.id));
        if (!seat) break;
        const res = await postJson<{ id: number }>(staff, '/frame-divide/lessons', {
          schoolhouse_id: house, lesson_date: date, timetable_period_id: period.id, seat_id: seat.id, student_id: student, teacher_id: teacherId, lesson_subject_id: subject,
        });
        if (res.status !== 200 && res.status !== 201) continue;
        everywhere.push({ id: res.body.id, seat_id: seat.id, student_id: student, teacher_id: teacherId, timetable_period_id: period.id, status: 'scheduled' });
        placed += 1;
        mine = await open();
      }
    }
    if (mine.length >= 4 && mine.some((l) => l.student_id === childId)) return { date, lessons: mine };
  }
  throw new Error('no evening of the last week could hold four lessons of the teacher');
}

describe('lesson reports (指導報告書)', () => {
  it('should let a teacher write an evening\'s reports from a template and publish them, the family read and answer, staff print and download', async () => {
    const staff = await portal.newPage({ width: 1366, height: 900 });
    await portal.logIn(staff.page, 'staff');
    const teacher = await portal.newPage({ width: 1366, height: 900 });
    await portal.logIn(teacher.page, 'teacher1');
    const guardian = await portal.newPage({ width: 390, height: 844 });
    await portal.logIn(guardian.page, 'guardian1');
    const me = (await pageApi<Me>(teacher.page, '/auth-search/users/current')).body;
    const childId = (await pageApi<Me>(guardian.page, '/auth-search/users/current')).body.t_protector_page_id!;
    const house = me.ability.schoolhouseIds[0]!;
    const { date, lessons } = await eveningOfFour(staff.page, teacher.page, { house, teacherId: me.ability.teacherId!, childId });
    const child = lessons.find((l) => l.student_id === childId)!;
    const template = (await pageApi<ListPage<{ title: string; lesson_content: string | null }>>(teacher.page, '/lesson-reports/templates?limit=100&sort=sort_order')).body.data
      .find((row) => row.lesson_content)!;

    // The evening's lessons, all chosen; made from a template.
    await openInApp(teacher.page, `${portal.url}/report/create?date=${date}`);
    await teacher.page.getByRole('heading', { level: 1, name: '指導報告書作成' }).waitFor();
    await teacher.page.getByRole('cell', { name: child.student_name }).first().waitFor();
    await teacher.page.getByRole('combobox', { name: 'テンプレート' }).click();
    await teacher.page.getByTitle(template.title).click();
    await expectAccessible(teacher.page, 'report-create');
    await portal.screenshot(teacher.page, 'report-create');
    await teacher.page.getByRole('button', { name: new RegExp(`報告書を作成（${lessons.length}件）`) }).click();

    // The bulk editor: the template's content in every report; each one's homework written.
    await teacher.page.getByRole('heading', { level: 1, name: '指導報告書一括編集' }).waitFor();
    for (const lesson of lessons.slice(0, 4)) {
      const content = teacher.page.getByLabel(`授業内容（${lesson.student_name}）`);
      await expect.poll(() => content.inputValue()).toBe(template.lesson_content);
      await teacher.page.getByLabel(`宿題（${lesson.student_name}）`).fill(`ワーク p.${lesson.lesson_id % 90 + 10}〜の練習問題`);
    }
    await expectAccessible(teacher.page, 'report-bulk-edit');
    await portal.screenshot(teacher.page, 'report-bulk-edit');

    // Publishing is the schoolhouse's to allow: refused while it does not (the edits are saved all the same).
    const allowPublish = (value: string) => postJson(staff.page, '/multi-settings', { schoolhouse_id: house, settings: [{ name: 'ALLOW_TEACHER_PUBLISH_LESSON_REPORT', value }] });
    expect((await allowPublish('0')).status).toBe(200);
    await teacher.page.getByRole('button', { name: /保存して公開/ }).click();
    await teacher.page.getByText('入力内容は保存しましたが、公開できませんでした。').first().waitFor();
    await teacher.page.getByText(/指導報告書を公開する権限がありません/).first().waitFor();
    await portal.screenshot(teacher.page, 'report-publish-refused');
    const saved = (await pageApi<ListPage<{ id: number; status: string; homework: string | null; student_id: number }>>(staff.page, `/lesson-reports?lesson_date=${date}..${date}&limit=100`)).body.data;
    const childReport = saved.find((r) => r.student_id === childId)!;
    expect(childReport).toMatchObject({ status: 'unpublished', homework: expect.stringContaining('ワーク p.') });

    expect((await allowPublish('1')).status).toBe(200);
    await teacher.page.getByRole('button', { name: /保存して公開/ }).click();
    await teacher.page.getByText(/件の指導報告書を(保存して)?公開しました。/).first().waitFor();
    await expect.poll(async () => (await pageApi<{ status: string }>(staff.page, `/lesson-reports/${childReport.id}`)).body.status).toBe('published');

    // The family is told: the bell's 指導報告書 opens the report, which the family reads and answers.
    await guardian.page.reload();
    await guardian.page.getByRole('button', { name: '通知' }).click();
    const bell = guardian.page.locator('.ant-popover');
    await bell.getByText('すべての通知を見る').waitFor();
    await bell.locator('.ant-list-item').filter({ hasText: '指導報告書が公開されました' }).first().click();
    await guardian.page.waitForURL(`**/report/detail/${childReport.id}`);
    await guardian.page.getByText(template.lesson_content!).first().waitFor();
    await guardian.page.getByText(childReport.homework!).first().waitFor();
    await expectAccessible(guardian.page, 'report-detail-guardian');
    await portal.screenshot(guardian.page, 'report-detail-guardian');
    await guardian.page.getByRole('textbox').last().fill('いつもありがとうございます。家でも解き直しをさせます。');
    await guardian.page.getByRole('button', { name: /送信/ }).click();
    await guardian.page.getByText('いつもありがとうございます。家でも解き直しをさせます。').waitFor();
    const opened = (await pageApi<{ read_at: string | null }>(staff.page, `/lesson-reports/${childReport.id}`)).body;
    expect(opened.read_at).not.toBeNull();

    // The family's list: the report, read.
    await openInApp(guardian.page, `${portal.url}/report`);
    await guardian.page.getByRole('heading', { level: 1 }).first().waitFor();
    await portal.screenshot(guardian.page, 'report-guardian-list');

    // Staff: the thread on the report's page, then two reports printed together and the CSV.
    await openInApp(staff.page, `${portal.url}/report/detail/${childReport.id}`);
    await staff.page.getByText('いつもありがとうございます。家でも解き直しをさせます。').waitFor();
    await staff.page.getByText(child.student_name).first().waitFor();
    await portal.screenshot(staff.page, 'report-detail-staff');
    // Its edit page: the lesson above the form, the child's earlier reports beside it (参照).
    await staff.page.getByRole('button', { name: /編集/ }).first().click();
    await staff.page.getByRole('heading', { level: 1, name: '指導報告書編集' }).waitFor();
    await staff.page.getByLabel('宿題', { exact: true }).first().waitFor();
    // A worksheet attached (指導報告書設定 uses attachments in the demo): the family downloads it from the report's page.
    await staff.page.locator('input[type="file"]').setInputFiles({ name: '宿題プリント.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await staff.page.getByRole('button', { name: /添付ファイルを保存/ }).click();
    await staff.page.getByText('添付ファイルを保存しました。').waitFor();
    await expectAccessible(staff.page, 'report-edit');
    await portal.screenshot(staff.page, 'report-edit');
    await openInApp(guardian.page, `${portal.url}/report/detail/${childReport.id}`);
    await guardian.page.getByText('宿題プリント.pdf').waitFor();
    await openInApp(staff.page, `${portal.url}/report/list`);
    await staff.page.getByRole('heading', { level: 1, name: '指導報告書一覧' }).waitFor();
    const boxes = staff.page.getByRole('checkbox', { name: /^「.+」を選択$/ });
    await boxes.first().waitFor();
    await expectAccessible(staff.page, 'report-list');
    await portal.screenshot(staff.page, 'report-list');
    const before = await headerPrintCount(staff.page);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await staff.page.getByRole('region', { name: '2件を選択中' }).waitFor();
    await staff.page.getByRole('button', { name: /^printer 印刷$|^印刷$/ }).click();
    await staff.page.getByRole('heading', { level: 1, name: '指導報告書印刷' }).waitFor();
    await expect.poll(() => staff.page.getByRole('document').count()).toBeGreaterThan(0);
    await expectAccessible(staff.page, 'report-print');
    await portal.screenshot(staff.page, 'report-print');
    // Queued (印刷依頼): the header's count of waiting prints goes up; printed now: the page's print() runs.
    await staff.page.getByRole('button', { name: /印刷依頼/ }).click();
    await expect.poll(() => headerPrintCount(staff.page), { timeout: 30_000 }).toBe(before + 1);
    await countPrints(staff.page);
    await staff.page.getByRole('button', { name: /^printer 印刷$|^印刷$/ }).click();
    await staff.page.getByText('印刷済みとして記録しました。').waitFor();
    expect(await printsMade(staff.page)).toBe(1);
    // The child's report printed alone: its attached worksheet is named on the sheet (an image would be printed).
    await openInApp(staff.page, `${portal.url}/report/print?ids=${childReport.id}`);
    const sheet = staff.page.getByRole('document').first();
    await sheet.getByRole('heading', { name: '添付ファイル' }).waitFor();
    await sheet.getByText(/^宿題プリント\.pdf（.+）$/).waitFor();
    await portal.screenshot(staff.page, 'report-print-attachment');

    await staff.page.goto(`${portal.url}/report/list`);
    await staff.page.getByRole('heading', { level: 1, name: '指導報告書一覧' }).waitFor();
    await staff.page.getByRole('button', { name: /CSV出力/ }).click();
    const [csv] = await Promise.all([staff.page.waitForEvent('download'), staff.page.getByRole('menuitem', { name: 'CSV（UTF-8・Excel向け）' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const text = (await import('node:fs')).readFileSync((await csv.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.split('\r\n')[0]).toContain('授業日');

    // The teacher takes the evening's reports back at once (この日の公開をすべて取り消す): the family no longer sees them.
    await teacher.page.reload();
    await teacher.page.getByRole('button', { name: /この日の公開をすべて取り消す/ }).click();
    await teacher.page.getByRole('tooltip').getByRole('button', { name: /この日の公開をすべて取り消す/ }).click();
    await teacher.page.getByText(/件の指導報告書を非公開に戻しました。/).waitFor();
    expect((await pageApi(guardian.page, `/lesson-reports/protector/${childReport.id}`)).status).toBe(404);
    for (const p of [staff, teacher, guardian]) await p.context.close();
  });

  it('should keep a guardian out of the staff list and a teacher out of the report masters, by page and API', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'guardian1');
    expect((await pageApi(page, '/lesson-reports?limit=1')).status).toBe(403);
    await page.goto(`${portal.url}/report/list`);
    await page.getByText(/閲覧する権限がありません|権限がありません/).first().waitFor();
    await context.close();
    const teacher = await portal.newPage();
    await portal.logIn(teacher.page, 'teacher1');
    expect((await pageApi(teacher.page, '/lesson-reports/unread-families?month=2026-11')).status).toBe(403);
    await teacher.page.goto(`${portal.url}/report/setting`);
    await teacher.page.getByText(/閲覧する権限がありません|権限がありません/).first().waitFor();
    await teacher.context.close();
  });
});
