import type { Kysely } from 'kysely';
import { authorities, featureSettings } from '../../generated/abilities.js';
import { codeLists } from '../../generated/enums.js';
import { constants } from '../../generated/constants.js';
import type { Database } from '../../generated/db.js';
import { hashPassword } from '../auth/password.js';
import { CHILD_NAMES, FAMILY_NAMES, PARENT_NAMES, TEACHER_KANA, TEACHER_NAMES } from './names.js';
import { seedAccountsAndHeader } from './seedAccounts.js';
import { seedCommunications } from './seedCommunications.js';
import { seedContacts } from './seedContacts.js';
import { seedNotices } from './seedNotices.js';
import { seedModelDemo } from './seedModelDemo.js';
import { seedLessons } from './seedLessons.js';
import { seedEvents } from './seedEvents.js';
import { seedBilling } from './seedBilling.js';
import { seedReports } from './seedReports.js';
import { seedGrades } from './seedGrades.js';
import type { JobQueue } from '../core/jobQueue.js';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Demo1234';
/** Company code of the demo company; seeding is skipped when it exists. */
export const DEMO_COMPANY_CODE = 'DEMO';

/** Demo staff accounts: user name, staff role, name. */
export const DEMO_STAFF = [
  ['admin', 'SPRIX_ADMIN', '本部 管理者'], ['system', 'SYSTEM', 'システム 管理者'], ['staff', 'STAFF', '事務 花子'],
  ['area', 'AREA_MANAGER', 'エリア 統括'], ['claim-manager', 'CLAIM_MANAGER', '請求 管理者'], ['claim', 'CLAIM', '請求 担当'],
  ['accounting', 'ACCOUNTING', '経理 担当'],
] as const;

/** Readings of the demo staff names (スタッフ管理 sorts by them). */
const STAFF_KANA: Record<string, string> = {
  admin: 'ホンブ カンリシャ', system: 'システム カンリシャ', staff: 'ジム ハナコ', area: 'エリア トウカツ',
  'claim-manager': 'セイキュウ カンリシャ', claim: 'セイキュウ タントウ', accounting: 'ケイリ タントウ',
};

/** Guardians with a second child (guardian1 must be one). */
const TWO_CHILD_GUARDIANS = [1, 7, 13, 25];
const pick = <T>(list: ReadonlyArray<T>, i: number): T => list[i % list.length]!;

/** True when the demo company is already in the database. */
export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('companies').select('id').where('code', '=', DEMO_COMPANY_CODE).executeTakeFirst()) !== undefined;
}

/**
 * Loads the demo company in one transaction: 2 areas, 3 schoolhouses, school years 1-12, one staff user per staff
 * role, 10 teachers, 60 guardians with their children (some with two), tags, day schools, notice templates and notices
 * (sent, with a survey, draft, scheduled; {@link seedNotices}) and the linked accounts,
 * notifications, current term and print requests of {@link seedAccountsAndHeader}, the model's demo rows and the
 * weekly timetable and lessons of {@link seedLessons}.
 */
export async function seedDemo(db: Kysely<Database>, options: { jobs: JobQueue }): Promise<{ isCreated: boolean }> {
  if (await isSeeded(db)) {
    // A database seeded before a master was added to model/demo gets the missing rows (and nothing else).
    const company = await db.selectFrom('companies').select('id').where('code', '=', DEMO_COMPANY_CODE).executeTakeFirstOrThrow();
    await db.transaction().execute(async (trx) => seedModelDemo(trx, { companyId: company.id }));
    return { isCreated: false };
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const years = codeLists.school_year.values;
    for (const y of years) {
      await trx.insertInto('schoolyears').values({ code: Number(y.code), schoolyear_name: y.label })
        .onConflict((oc) => oc.column('code').doNothing()).execute();
    }
    const schoolyears = await trx.selectFrom('schoolyears').select(['id', 'code']).orderBy('code').execute();
    const company = await trx.insertInto('companies').values({
      code: DEMO_COMPANY_CODE, sub_code: '01', license_code: 'DEMO-LICENSE', name: 'さくら学習塾', invoice_status: String(constants.invoiceActive),
    }).returning('id').executeTakeFirstOrThrow();
    const companyId = company.id;
    const areaIds: number[] = [];
    for (const [i, [name, kana]] of [['東エリア', 'ヒガシエリア'], ['西エリア', 'ニシエリア']].entries()) {
      areaIds.push((await trx.insertInto('areas').values({ company_id: companyId, name: name!, name_kana: kana!, sort_order: i + 1 }).returning('id').executeTakeFirstOrThrow()).id);
    }
    const houses = [
      { name: '本町校', kana: 'ホンマチコウ', area: 0, phone: '03-1234-5601', postal: '150-0001', address: '東京都渋谷区本町1-2-3' },
      { name: '駅前校', kana: 'エキマエコウ', area: 0, phone: '03-1234-5602', postal: '150-0002', address: '東京都渋谷区駅前4-5-6' },
      { name: '緑ヶ丘校', kana: 'ミドリガオカコウ', area: 1, phone: '042-123-4503', postal: '190-0003', address: '東京都立川市緑ヶ丘7-8-9' },
    ];
    const schoolhouseIds: number[] = [];
    for (const [i, h] of houses.entries()) {
      const row = await trx.insertInto('schoolhouses').values({
        company_id: companyId, area_id: areaIds[h.area]!, schoolhouse_name: h.name, phone: h.phone, postal_code: h.postal,
        address: h.address, email: `school${i + 1}@example.jp`, sort_order: i + 1, schoolhouse_name_kana: h.kana,
        open_time: '14:00', close_time: '22:00', opening_note: '土曜は10:00〜18:00、日曜・祝日は休校',
      }).returning('id').executeTakeFirstOrThrow();
      schoolhouseIds.push(row.id);
      for (const { name } of featureSettings) {
        await trx.insertInto('schoolhouse_settings').values({ company_id: companyId, schoolhouse_id: row.id, name, value: String(constants.enabledFlag) }).execute();
      }
    }
    const addUser = async (u: { username: string; authority: keyof typeof authorities; role?: string; name: string }) =>
      (await trx.insertInto('users').values({
        company_id: companyId, username: u.username, password: passwordHash, m_authority_id: authorities[u.authority].id,
        role: u.role ?? null, display_name: u.name, email: `${u.username}@example.jp`,
      }).returning('id').executeTakeFirstOrThrow()).id;

    let staffUserId = 0;
    for (const [username, role, name] of DEMO_STAFF) {
      const userId = await addUser({ username, authority: 'AUTH_STAFF_GENERAL', role, name });
      if (username === 'staff') staffUserId = userId;
      await trx.insertInto('staffs').values({
        company_id: companyId, user_id: userId, staff_name: name, staff_name_kana: STAFF_KANA[username], area_id: role === 'AREA_MANAGER' ? areaIds[0]! : null,
      }).execute();
    }
    for (let i = 1; i <= 10; i++) {
      const name = pick(TEACHER_NAMES, i - 1);
      const userId = await addUser({ username: `teacher${i}`, authority: 'AUTH_TEACHER', name });
      const teacher = await trx.insertInto('teachers').values({ company_id: companyId, user_id: userId, teacher_number: `T${String(i).padStart(4, '0')}`, name_kanji: name, name_kana: pick(TEACHER_KANA, i - 1), phone: `090-0000-${String(1000 + i)}` }).returning('id').executeTakeFirstOrThrow();
      const houseIdx = [(i - 1) % 3, ...(i % 4 === 0 ? [i % 3] : [])];
      for (const h of [...new Set(houseIdx)]) await trx.insertInto('teacher_schoolhouses').values({ company_id: companyId, teacher_id: teacher.id, schoolhouse_id: schoolhouseIds[h]! }).execute();
    }
    let studentNo = 0;
    const addStudent = async (s: { family: readonly [string, string]; index: number; protectorId: number | null; userId?: number }) => {
      studentNo++;
      const child = pick(CHILD_NAMES, s.index);
      await trx.insertInto('students').values({
        company_id: companyId, student_number: `S${String(studentNo).padStart(5, '0')}`, family_name_kanji: s.family[0], first_name_kanji: child[0],
        family_name_kana: s.family[1], first_name_kana: child[1], schoolyear_id: pick(schoolyears, s.index + 3).id,
        schoolhouse_id: pick(schoolhouseIds, s.index), protector_id: s.protectorId, status: pick([4, 4, 4, 3, 2], s.index), user_id: s.userId ?? null,
      }).execute();
    };
    for (let i = 1; i <= 60; i++) {
      const family = pick(FAMILY_NAMES, i - 1);
      const parent = pick(PARENT_NAMES, i - 1);
      const userId = await addUser({ username: `guardian${i}`, authority: 'AUTH_PROTECTOR', name: `${family[0]} ${parent[0]}` });
      const protector = await trx.insertInto('protectors').values({ company_id: companyId, user_id: userId, family_name: family[0], first_name: parent[0], family_name_kana: family[1], first_name_kana: parent[1], phone: `080-1111-${String(2000 + i)}` }).returning('id').executeTakeFirstOrThrow();
      await addStudent({ family, index: i - 1, protectorId: protector.id });
      if (TWO_CHILD_GUARDIANS.includes(i)) await addStudent({ family, index: i + 6, protectorId: protector.id });
    }
    const studentUser = await addUser({ username: 'student1', authority: 'AUTH_STUDENT', name: '生徒 アカウント' });
    await trx.updateTable('students').set({ user_id: studentUser }).where('company_id', '=', companyId).where('student_number', '=', 'S00001').execute();

    for (const name of ['重要', '夏期講習', '保護者会', 'イベント', 'テスト対策', '休校連絡']) {
      await trx.insertInto('tags').values({ company_id: companyId, name }).execute();
    }
    await seedNotices(trx, { companyId, staffUserId, jobs: options.jobs });
    await seedContacts(trx, { companyId, staffUserId });
    await seedCommunications(trx, { companyId, staffUserId, jobs: options.jobs });
    await seedAccountsAndHeader(trx, companyId);
    // The demo's past notifications were not e-mailed: nothing of them waits in the queue on the first start.
    await trx.deleteFrom('notification_deliveries').where('company_id', '=', companyId).execute();
    await seedModelDemo(trx, { companyId });
    // The lessons stand on the model's seats, periods, subjects and holidays.
    await seedLessons(trx, { companyId });
    await seedReports(trx, { companyId });
    await seedEvents(trx, { companyId });
    await seedGrades(trx, { companyId });
    await seedBilling(trx, { companyId });
  });
  return { isCreated: true };
}
