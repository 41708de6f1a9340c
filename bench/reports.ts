import autocannon from 'autocannon';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { Attendance, LessonStatus, ReportStatus } from '../src/generated/enums.js';
import { addDays, schoolClock } from '../src/server/domains/lessons/rescheduleDeadline.js';
import { startChainApp, timed } from './lessons/chainApp.js';

/**
 * Lesson reports at the scale of a chain (issue 20): `npm run bench:reports [-- --reports 1000000 --duration 10]`.
 * On the lessons bench's chain (bench/lessons/chainApp.ts: 50 schoolhouses, 10,000 families, the term generated), the
 * reports a chain has written: one for every lesson held until a week ago, and earlier years' reports until --reports
 * are stored (set-based, outside the row history, as a restore would load them). Then, timed:
 * - POST /lesson-reports/bulk-create of 500 lessons of the last week (target ≤ 2 s), as staff;
 * - at --connections (10) for --duration seconds, after 2 s of warm-up: a teacher's day list (GET
 *   /lesson-reports/timetables, the evening's lessons with their reports) and the teacher's reports of that day (GET
 *   /lesson-reports?lesson_date=, the generic list in the teacher's schoolhouses): p50 and p99 (target p99 ≤ 50 ms).
 */
const { values } = parseArgs({ options: {
  schoolhouses: { type: 'string', default: '50' }, students: { type: 'string', default: '10000' }, reports: { type: 'string', default: '1000000' },
  duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' },
} });
const chain = await startChainApp({ houses: Number(values.schoolhouses), students: Number(values.students) });
const { db, companyId, address, tokenOf } = chain;
const today = schoolClock().today;
const generation = await chain.generate();
console.log(`→ ${generation.result.lessons.toLocaleString('en')} lessons`);
// Reports are on in every schoolhouse of the chain.
await sql`insert into schoolhouse_settings (company_id, schoolhouse_id, name, value)
  select ${companyId}, h.id, 'ALLOW_USE_LESSON_REPORT', '1' from schoolhouses h where h.company_id = ${companyId}
  on conflict do nothing`.execute(db);

const stored = await timed(`store ${Number(values.reports).toLocaleString('en')} reports`, async () => {
  await db.transaction().execute(async (trx) => {
    // A fixture load: no row history (as a restore), constraints checked by the tables' own keys.
    await sql`set local session_replication_role = replica`.execute(trx);
    await sql`insert into lesson_reports (company_id, lesson_id, student_id, schoolhouse_id, teacher_id, lesson_subject_id, lesson_date, timetable_period_id,
        lesson_type, attendance, comprehension, homework_status, lesson_content, homework, status, published_at, read_at)
      select l.company_id, l.id, l.student_id, l.schoolhouse_id, f.teacher_id, f.lesson_subject_id, l.lesson_date, l.timetable_period_id, l.lesson_type,
        ${Attendance.attend}::smallint, 1 + l.id % 5, 1 + l.id % 4, '教科書の例題と練習問題を解きました。', 'ワークの該当ページ', ${ReportStatus.published}::varchar, now(), now()
      from lessons l join lesson_frames f on f.company_id = l.company_id and f.id = l.lesson_frame_id
      where l.company_id = ${companyId} and l.status = ${LessonStatus.scheduled} and l.lesson_date < ${addDays(today, -7)}
        and not exists (select 1 from lesson_reports r where r.company_id = l.company_id and r.lesson_id = l.id)`.execute(trx);
    const have = Number((await sql<{ n: string }>`select count(*) as n from lesson_reports where company_id = ${companyId}`.execute(trx)).rows[0]!.n);
    const missing = Math.max(0, Number(values.reports) - have);
    // Earlier years: the same weekly lessons, a week earlier each time, going back from the term's first week.
    const weeklyCount = Number((await sql<{ n: string }>`select count(*) as n from normal_frames where company_id = ${companyId}`.execute(trx)).rows[0]!.n);
    if (missing > 0 && weeklyCount > 0) {
      await sql`with nf as (select nf.*, row_number() over (order by nf.id) - 1 as rn from normal_frames nf where nf.company_id = ${companyId})
        insert into lesson_reports (company_id, lesson_id, student_id, schoolhouse_id, teacher_id, lesson_subject_id, lesson_date, timetable_period_id,
          lesson_type, attendance, comprehension, homework_status, lesson_content, homework, status, published_at, read_at)
        select nf.company_id, null, nf.student_id, nf.schoolhouse_id, nf.teacher_id, nf.lesson_subject_id,
          (${chain.term.start_date}::date - 7 * (1 + g.i / ${weeklyCount}) + nf.weekday)::date, nf.timetable_period_id, 1, ${Attendance.attend}::smallint, 3, 1,
          '前年度の授業', null, ${ReportStatus.published}::varchar, now(), now()
        from generate_series(0, ${missing - 1}) as g(i) join nf on nf.rn = g.i % ${weeklyCount}`.execute(trx);
    }
  });
  await sql`analyze lesson_reports`.execute(db);
  return Number((await sql<{ n: string }>`select count(*) as n from lesson_reports where company_id = ${companyId}`.execute(db)).rows[0]!.n);
});
console.log(`→ ${stored.result.toLocaleString('en')} reports stored`);

// 500 lessons of the last week, written at once (a chain writes 10,000 an evening).
const staff = { authorization: `Bearer ${await tokenOf('staff')}`, 'content-type': 'application/json' };
const lessonIds = (await sql<{ id: number }>`select l.id from lessons l where l.company_id = ${companyId} and l.status = ${LessonStatus.scheduled}
  and l.lesson_date between ${addDays(today, -7)} and ${today} and not exists (select 1 from lesson_reports r where r.company_id = l.company_id and r.lesson_id = l.id)
  order by l.lesson_date desc, l.id limit 500`.execute(db)).rows.map((r) => r.id);
const bulk = await timed(`bulk create ${lessonIds.length} reports (POST /lesson-reports/bulk-create)`, async () => {
  const res = await fetch(`${address}/api/v1/lesson-reports/bulk-create`, { method: 'POST', headers: staff, body: JSON.stringify({ lesson_ids: lessonIds }) });
  if (!res.ok) throw new Error(`bulk-create: ${res.status} ${await res.text()}`);
  return (await res.json()) as { created: number };
});

// The teacher of a lesson of that day: their evening.
const evening = (await sql<{ username: string; lesson_date: string }>`select u.username, l.lesson_date::text from lessons l
  join lesson_frames f on f.company_id = l.company_id and f.id = l.lesson_frame_id join teachers t on t.company_id = f.company_id and t.id = f.teacher_id
  join users u on u.company_id = t.company_id and u.id = t.user_id where l.company_id = ${companyId} and l.id = ${lessonIds[0]!}`.execute(db)).rows[0]!;
const teacher = { authorization: `Bearer ${await tokenOf(evening.username)}` };
const targets: Array<[string, string]> = [
  [`teacher's day list (timetables, ${evening.lesson_date})`, `/api/v1/lesson-reports/timetables?date=${evening.lesson_date}`],
  [`teacher's reports of the day (generic list, ${evening.lesson_date})`, `/api/v1/lesson-reports?lesson_date=${evening.lesson_date}..${evening.lesson_date}&limit=20`],
];
const results: string[] = [];
for (const [name, path] of targets) {
  const probe = await fetch(`${address}${path}`, { headers: teacher });
  const body = (await probe.json()) as { data?: unknown[] };
  console.log(`${name}: ${probe.status}, ${(body.data ?? []).length} rows in the answer`);
  const warm = await autocannon({ url: `${address}${path}`, duration: 2, connections: Number(values.connections), headers: teacher });
  console.log(`  warm-up (not counted): p50 ${warm.latency.p50} ms, p99 ${warm.latency.p99} ms`);
  const result = await autocannon({ url: `${address}${path}`, duration: Number(values.duration), connections: Number(values.connections), headers: teacher });
  results.push(`| ${name} | ${values.connections} | ${result.latency.p50} | ${result.latency.p99} | ${Math.round(result.requests.average)} | ${result.non2xx} | ${result.latency.p99 <= 50 ? 'pass' : 'FAIL'} |`);
}

console.log(`\nPostgreSQL, ${values.schoolhouses} schoolhouses, ${values.students} students, ${stored.result.toLocaleString('en')} reports stored`);
console.log(`| step | result | target |\n|---|---|---|`);
console.log(`| bulk create from lessons | ${bulk.seconds.toFixed(2)} s for ${bulk.result.created} reports | ≤ 2 s: ${bulk.seconds <= 2 ? 'pass' : 'FAIL'} |`);
console.log(`\n| endpoint | connections | p50 ms | p99 ms | req/s | non-2xx | p99 ≤ 50 ms |\n|---|---|---|---|---|---|---|`);
for (const row of results) console.log(row);
await chain.close();
