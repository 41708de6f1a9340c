import type { Kysely } from 'kysely';
import type { Database } from '../../generated/db.js';
import { NotificationKind, PrintStatus, TermKind, type NotificationKindCode } from '../../generated/enums.js';
import { schoolClock } from '../domains/lessons/rescheduleDeadline.js';
import { notify } from '../domains/notifications/notify.js';

type Trx = Kysely<Database>;

async function userId(trx: Trx, companyId: number, username: string): Promise<number> {
  return (await trx.selectFrom('users').select('id').where('company_id', '=', companyId).where('username', '=', username).executeTakeFirstOrThrow()).id;
}

async function teacherId(trx: Trx, companyId: number, username: string): Promise<number> {
  return (await trx.selectFrom('teachers').select('id').where('company_id', '=', companyId).where('user_id', '=', await userId(trx, companyId, username)).executeTakeFirstOrThrow()).id;
}

async function teacherSchoolhouse(trx: Trx, options: { companyId: number; username: string }): Promise<number | null> {
  const row = await trx.selectFrom('teacher_schoolhouses').select('schoolhouse_id').where('company_id', '=', options.companyId)
    .where('teacher_id', '=', await teacherId(trx, options.companyId, options.username)).orderBy('schoolhouse_id').executeTakeFirst();
  return row?.schoolhouse_id ?? null;
}

/** One demo notification: its kind, the account, the child it concerns and the event's text. */
interface DemoNotification { kind: NotificationKindCode; user: number; student?: { id: number; schoolhouse_id: number }; schoolhouseId?: number | null; targetId?: number; body: string; isRead?: boolean }

/**
 * Demo notifications of the kinds whose rows have no record of the demo to point at (請求書を発行しました is seedBilling's,
 * on its invoices), and a guardian comment on 保護者会開催のご案内 for its sender: guardian1 has a different unread count on each child's page (4 and
 * 2, besides the bells of the seeded notices), teacher1 2 and teacher2 1 (their 講師連絡 bells come from the seeded
 * communications, seedCommunications.ts). Written through notify(), like every row.
 */
async function seedNotifications(trx: Trx, companyId: number): Promise<void> {
  const guardian = await userId(trx, companyId, 'guardian1');
  const protector = await trx.selectFrom('protectors').select('id').where('company_id', '=', companyId).where('user_id', '=', guardian).executeTakeFirstOrThrow();
  const [first, second] = await trx.selectFrom('students').select(['id', 'schoolhouse_id']).where('company_id', '=', companyId).where('protector_id', '=', protector.id).orderBy('id').execute();
  const meeting = await trx.selectFrom('notices').select('id').where('company_id', '=', companyId).where('title', '=', '保護者会開催のご案内').executeTakeFirstOrThrow();
  const teacher1 = await userId(trx, companyId, 'teacher1');
  const staff = await userId(trx, companyId, 'staff');
  const house1 = await teacherSchoolhouse(trx, { companyId, username: 'teacher1' });
  const rows: DemoNotification[] = [
    { kind: NotificationKind.reportPublished, user: guardian, student: first, body: '7月15日（水）数学の指導報告書' },
    { kind: NotificationKind.absenceDecision, user: guardian, student: first, body: '7月18日（土）英語の欠席連絡' },
    { kind: NotificationKind.eventPublished, user: guardian, student: second, body: '夏期講習 個別面談の予約受付を開始しました。' },
    { kind: NotificationKind.maintenance, user: guardian, schoolhouseId: null, body: '8月2日（日）2:00〜5:00 はシステムメンテナンスのためご利用いただけません。' },
    { kind: NotificationKind.closedDay, user: teacher1, schoolhouseId: house1, body: '8月13日〜16日はお盆休みのため休校です。' },
    { kind: NotificationKind.noticeComment, user: staff, schoolhouseId: first?.schoolhouse_id ?? null, targetId: meeting.id, body: '保護者会開催のご案内' },
    { kind: NotificationKind.maintenance, user: staff, schoolhouseId: null, body: '8月2日（日）2:00〜5:00 はシステムメンテナンスのためご利用いただけません。' },
    { kind: NotificationKind.closedDay, user: staff, schoolhouseId: null, body: '8月13日〜16日はお盆休みのため休校です。', isRead: true },
  ];
  for (const n of rows) {
    await notify(trx, {
      companyId, kind: n.kind, targetId: n.targetId ?? null, body: n.body,
      recipients: [{ userId: n.user, studentId: n.student?.id ?? null, schoolhouseId: n.student?.schoolhouse_id ?? n.schoolhouseId ?? null }],
    });
    if (n.isRead) {
      await trx.updateTable('notifications').set({ is_read: true, read_at: new Date() })
        .where('company_id', '=', companyId).where('user_id', '=', n.user).where('kind', '=', n.kind).execute();
    }
  }
}

/**
 * Demo data of sign-in and the header (issue 3): teacher1 linked with teacher2; notifications ({@link seedNotifications});
 * the current term; print requests.
 */
export async function seedAccountsAndHeader(trx: Trx, companyId: number): Promise<void> {
  await trx.insertInto('teacher_links').values({ company_id: companyId, teacher_id: await teacherId(trx, companyId, 'teacher1'), linked_teacher_id: await teacherId(trx, companyId, 'teacher2') }).execute();
  await seedNotifications(trx, companyId);

  // 現在の期 of the header: the regular term holding the seed day (else the first), and the summer course.
  const today = schoolClock().today;
  const normalTerms = [
    { company_id: companyId, term_kind: TermKind.normal, fiscal_year: 2026, period_code: 1, start_date: '2026-04-01', end_date: '2026-08-31' },
    { company_id: companyId, term_kind: TermKind.normal, fiscal_year: 2026, period_code: 3, start_date: '2026-09-01', end_date: '2027-03-31' },
  ];
  const current = normalTerms.find((term) => term.start_date <= today && today <= term.end_date) ?? normalTerms[0]!;
  await trx.insertInto('yearly_schedules').values([
    ...normalTerms.map((term) => ({ ...term, is_current: term === current })),
    { company_id: companyId, term_kind: TermKind.course, fiscal_year: 2026, period_code: 2, start_date: '2026-07-20', end_date: '2026-08-31', is_current: true },
  ]).execute();

  const houses = (await trx.selectFrom('schoolhouses').select('id').where('company_id', '=', companyId).orderBy('sort_order').execute()).map((h) => h.id);
  const staff = await userId(trx, companyId, 'staff');
  const staffName = (await trx.selectFrom('users').select('display_name').where('id', '=', staff).executeTakeFirstOrThrow()).display_name;
  await trx.insertInto('print_requests').values([
    { company_id: companyId, schoolhouse_id: houses[0]!, title: '7月分 請求書', requested_by_user_id: staff, requested_by_name: staffName, status: PrintStatus.pending },
    { company_id: companyId, schoolhouse_id: houses[1]!, title: '夏期講習 申込書', requested_by_user_id: staff, requested_by_name: staffName, status: PrintStatus.pending },
    {
      company_id: companyId, schoolhouse_id: houses[1]!, title: '台風接近に伴う休講のお知らせ（掲示用）', requested_by_user_id: staff, requested_by_name: staffName, status: PrintStatus.pending,
      body: '本日は台風の接近に伴い、17時以降の授業を休講といたします。\n振替授業の日程は、後日お知らせいたします。\nご不明な点は校舎までお問い合わせください。',
    },
    { company_id: companyId, schoolhouse_id: houses[0]!, title: '6月分 請求書', requested_by_user_id: staff, requested_by_name: staffName, status: PrintStatus.printed, printed_at: new Date() },
  ]).execute();
}
