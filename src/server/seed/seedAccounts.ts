import type { Kysely } from 'kysely';
import type { Database } from '../../generated/db.js';
import { PrintStatus, TermKind } from '../../generated/enums.js';

type Trx = Kysely<Database>;

async function userId(trx: Trx, companyId: number, username: string): Promise<number> {
  return (await trx.selectFrom('users').select('id').where('company_id', '=', companyId).where('username', '=', username).executeTakeFirstOrThrow()).id;
}

async function teacherId(trx: Trx, companyId: number, username: string): Promise<number> {
  return (await trx.selectFrom('teachers').select('id').where('company_id', '=', companyId).where('user_id', '=', await userId(trx, companyId, username)).executeTakeFirstOrThrow()).id;
}

/**
 * Demo data of sign-in and the header (issue 3): teacher1 linked with teacher2; unread and read notifications for
 * guardian1 (a different count on each child's page), teacher1, teacher2 and staff; the current term; print requests.
 */
export async function seedAccountsAndHeader(trx: Trx, companyId: number): Promise<void> {
  await trx.insertInto('teacher_links').values({ company_id: companyId, teacher_id: await teacherId(trx, companyId, 'teacher1'), linked_teacher_id: await teacherId(trx, companyId, 'teacher2') }).execute();

  const guardian = await userId(trx, companyId, 'guardian1');
  const protector = await trx.selectFrom('protectors').select('id').where('company_id', '=', companyId).where('user_id', '=', guardian).executeTakeFirstOrThrow();
  const [first, second] = (await trx.selectFrom('students').select('id').where('company_id', '=', companyId).where('protector_id', '=', protector.id).orderBy('id').execute()).map((s) => s.id);
  const notifications: Array<{ user: number; student?: number; title: string; isRead?: boolean; link?: string }> = [
    { user: guardian, student: first, title: '夏期講習のお知らせが届きました', link: '/notice/list' },
    { user: guardian, student: first, title: '連絡に返信がありました', link: '/contact/list' },
    { user: guardian, student: first, title: '指導報告書が公開されました' },
    { user: guardian, student: first, title: '先月の請求書を発行しました', isRead: true, link: '/invoice' },
    { user: guardian, student: second, title: '保護者会開催のご案内が届きました', link: '/notice/list' },
    { user: guardian, title: 'システムメンテナンスのお知らせ' },
    { user: await userId(trx, companyId, 'teacher1'), title: '講師連絡が届きました', link: '/contact-teacher/list' },
    { user: await userId(trx, companyId, 'teacher1'), title: '授業スケジュールが変更されました', link: '/seat-management/list' },
    { user: await userId(trx, companyId, 'teacher2'), title: '駅前校の講師会議のお知らせ' },
    { user: await userId(trx, companyId, 'staff'), title: '入塾問い合わせが届きました' },
    { user: await userId(trx, companyId, 'staff'), title: '請求書の発行依頼があります', link: '/billing-process' },
    { user: await userId(trx, companyId, 'staff'), title: '振替申請がありました', isRead: true },
  ];
  for (const n of notifications) {
    await trx.insertInto('notifications').values({
      company_id: companyId, user_id: n.user, student_id: n.student ?? null, title: n.title, body: `${n.title}。内容をご確認ください。`,
      link: n.link ?? null, is_read: n.isRead ?? false, read_at: n.isRead ? new Date() : null,
    }).execute();
  }

  await trx.insertInto('yearly_schedules').values([
    { company_id: companyId, term_kind: TermKind.normal, fiscal_year: 2026, period_code: 1, start_date: '2026-04-01', end_date: '2026-08-31', is_current: true },
    { company_id: companyId, term_kind: TermKind.normal, fiscal_year: 2026, period_code: 3, start_date: '2026-09-01', end_date: '2027-03-31', is_current: false },
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
