import { sql } from 'kysely';
import { ClaimKind, StudentStatus } from '../../../generated/enums.js';
import type { Principal } from '../../auth/principal.js';
import { AppError } from '../../foundation/errors.js';
import { claimSettingOf, claimsOpen, periodStatus, STUDENT_NAME_SQL, studentOf, type Db } from './billingCommon.js';
import { invoiceTotals, lineAmount } from './invoiceTotals.js';

/**
 * 生徒別請求情報 (issue 22): a schoolhouse's month of claims per student, 月謝の計上 from the fee settings, and the claims
 * staff add, change and remove. Claims are written only while the month's status is in billing_status set claimsOpen
 * (未依頼, 発行依頼済み); the month's period row is written if need be and locked for the write, so a claim never
 * lands in a month being closed at the same moment (409 BILLING_MONTH_CLOSED after it).
 */

export const CLAIM_COLUMNS = ['c.id', 'c.claim_kind', 'c.item_name', 'c.unit_price', 'c.quantity', 'c.amount', 'c.tax_category', 'c.fee_item_id', 'c.reason', 'c.invoice_id', 'c.created_at'] as const;

/** The schoolhouse of the company, else 404. */
async function assertSchoolhouse(db: Db, options: { companyId: number; schoolhouseId: number }) {
  const row = await db.selectFrom('schoolhouses').select('id').where('company_id', '=', options.companyId).where('id', '=', options.schoolhouseId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
}

/** Locks a schoolhouse's month for a claim write (writing its period row if there is none): 409 unless claims are open. */
export async function lockOpenMonth(db: Db, options: { companyId: number; schoolhouseId: number; billingMonth: string }) {
  await db.insertInto('billing_periods').values({ company_id: options.companyId, schoolhouse_id: options.schoolhouseId, billing_month: options.billingMonth })
    .onConflict((oc) => oc.columns(['company_id', 'schoolhouse_id', 'billing_month']).doNothing()).execute();
  const period = await db.selectFrom('billing_periods').select(['id', 'status']).where('company_id', '=', options.companyId)
    .where('schoolhouse_id', '=', options.schoolhouseId).where('billing_month', '=', options.billingMonth).forUpdate().executeTakeFirstOrThrow();
  if (!claimsOpen(period.status)) throw new AppError('BILLING_MONTH_CLOSED');
  return period;
}

/** GET /billing/claims: the students of the schoolhouse with claims or fees in the month, or at school, and their lines. */
export async function listClaims(db: Db, options: { principal: Principal; schoolhouseId: number; billingMonth: string; studentId?: number }) {
  const companyId = options.principal.companyId;
  const { schoolhouseId, billingMonth } = options;
  await assertSchoolhouse(db, { companyId, schoolhouseId });
  const status = await periodStatus(db, { companyId, schoolhouseId, billingMonth });
  const { tax_rounding: rounding } = await claimSettingOf(db, companyId);
  let claimsQuery = db.selectFrom('claims as c').select(['c.student_id', ...CLAIM_COLUMNS])
    .where('c.company_id', '=', companyId).where('c.schoolhouse_id', '=', schoolhouseId).where('c.billing_month', '=', billingMonth);
  if (options.studentId) claimsQuery = claimsQuery.where('c.student_id', '=', options.studentId);
  const claims = await claimsQuery.orderBy('c.student_id').orderBy('c.id').execute();
  const claimStudents = [...new Set(claims.map((c) => c.student_id))];
  let studentsQuery = db.selectFrom('students as st').leftJoin('schoolyears as y', 'y.id', 'st.schoolyear_id')
    .select(['st.id', sql<string>`${sql.raw(STUDENT_NAME_SQL)}`.as('student_name'), 'st.student_number', 'y.schoolyear_name'])
    .where('st.company_id', '=', companyId)
    .where((eb) => eb.or([
      ...(claimStudents.length ? [eb('st.id', 'in', claimStudents)] : []),
      eb.and([eb('st.schoolhouse_id', '=', schoolhouseId), eb('st.status', '=', StudentStatus.continuing)]),
      eb.and([eb('st.schoolhouse_id', '=', schoolhouseId), eb.exists(eb.selectFrom('student_fees as sf').select('sf.id')
        .whereRef('sf.company_id', '=', 'st.company_id').whereRef('sf.student_id', '=', 'st.id')
        .where('sf.starts_month', '<=', billingMonth).where((w) => w.or([w('sf.ends_month', 'is', null), w('sf.ends_month', '>=', billingMonth)])))]),
    ]));
  if (options.studentId) studentsQuery = studentsQuery.where('st.id', '=', options.studentId);
  const students = await studentsQuery.orderBy('st.student_number').execute();
  const data = students.map((s) => {
    const lines = claims.filter((c) => c.student_id === s.id).map(({ student_id: _s, ...c }) => c);
    return { student_id: s.id, student_name: s.student_name, student_number: s.student_number, schoolyear_name: s.schoolyear_name ?? null, claims: lines, ...invoiceTotals(lines, rounding) };
  });
  return { status, data };
}

/**
 * POST /billing/claims/monthly (月謝の計上): a monthly claim for every fee setting of the schoolhouse's students valid
 * in the month (starts_month ≤ month ≤ ends_month, or no end), at its own price or else the fee item's, under the fee
 * item's name and tax category; students who have left (退塾) are not charged. A fee already posted for the month is
 * skipped, so posting twice writes nothing more. One INSERT … SELECT.
 */
export async function postMonthlyClaims(db: Db, options: { principal: Principal; schoolhouseId: number; billingMonth: string }) {
  const companyId = options.principal.companyId;
  const { schoolhouseId, billingMonth } = options;
  return db.transaction().execute(async (trx) => {
    await assertSchoolhouse(trx, { companyId, schoolhouseId });
    await lockOpenMonth(trx, { companyId, schoolhouseId, billingMonth });
    const result = await sql`
      insert into claims (company_id, schoolhouse_id, student_id, billing_month, claim_kind, fee_item_id, student_fee_id, item_name, unit_price, quantity, amount, tax_category, created_by_user_id)
      select ${companyId}, st.schoolhouse_id, st.id, ${billingMonth}, ${ClaimKind.monthly}, fi.id, sf.id, fi.name,
        coalesce(sf.unit_price, fi.amount), sf.quantity, coalesce(sf.unit_price, fi.amount) * sf.quantity, fi.tax_category, ${options.principal.userId}
      from student_fees sf
      join students st on st.company_id = sf.company_id and st.id = sf.student_id
      join fee_items fi on fi.company_id = sf.company_id and fi.id = sf.fee_item_id
      where sf.company_id = ${companyId} and st.schoolhouse_id = ${schoolhouseId} and st.status <> ${StudentStatus.withdrew}
        and sf.starts_month <= ${billingMonth} and (sf.ends_month is null or sf.ends_month >= ${billingMonth})
        and not exists (select 1 from claims c where c.company_id = sf.company_id and c.student_fee_id = sf.id and c.billing_month = ${billingMonth})
      order by st.student_number, fi.sort_order, fi.id`.execute(trx);
    return { created: Number(result.numAffectedRows ?? 0n) };
  });
}

interface ClaimInput { fee_item_id?: number | null; item_name: string; unit_price: number; quantity: number; tax_category: string }

async function assertFeeItem(db: Db, options: { companyId: number; feeItemId?: number | null }) {
  if (!options.feeItemId) return;
  const row = await db.selectFrom('fee_items').select('id').where('company_id', '=', options.companyId).where('id', '=', options.feeItemId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
}

const claimAnswer = (db: Db, options: { companyId: number; id: number }) => db.selectFrom('claims as c').select([...CLAIM_COLUMNS])
  .where('c.company_id', '=', options.companyId).where('c.id', '=', options.id).executeTakeFirstOrThrow();

/** POST /billing/claims: an additional claim (追加請求) of a student's month, at the student's schoolhouse. */
export async function createClaim(db: Db, options: { principal: Principal; input: ClaimInput & { student_id: number; billing_month: string } }) {
  const companyId = options.principal.companyId;
  const { input } = options;
  return db.transaction().execute(async (trx) => {
    const student = await studentOf(trx, { companyId, studentId: input.student_id });
    await assertFeeItem(trx, { companyId, feeItemId: input.fee_item_id });
    await lockOpenMonth(trx, { companyId, schoolhouseId: student.schoolhouse_id, billingMonth: input.billing_month });
    const row = await trx.insertInto('claims').values({
      company_id: companyId, schoolhouse_id: student.schoolhouse_id, student_id: student.id, billing_month: input.billing_month, claim_kind: ClaimKind.additional,
      fee_item_id: input.fee_item_id ?? null, item_name: input.item_name, unit_price: input.unit_price, quantity: input.quantity,
      amount: lineAmount(input.unit_price, input.quantity), tax_category: input.tax_category, created_by_user_id: options.principal.userId,
    }).returning('id').executeTakeFirstOrThrow();
    return claimAnswer(trx, { companyId, id: row.id });
  });
}

/** The claim of the company (404 otherwise), its month locked and open for writing. */
async function lockedClaim(db: Db, options: { companyId: number; id: number }) {
  const claim = await db.selectFrom('claims').select(['id', 'schoolhouse_id', 'billing_month']).where('company_id', '=', options.companyId).where('id', '=', options.id).executeTakeFirst();
  if (!claim) throw new AppError('NOT_FOUND');
  await lockOpenMonth(db, { companyId: options.companyId, schoolhouseId: claim.schoolhouse_id, billingMonth: claim.billing_month });
  return claim;
}

/** PUT /billing/claims/{id}: a claim's item, price, quantity and tax category (its amount follows). */
export async function updateClaim(db: Db, options: { principal: Principal; id: number; input: ClaimInput }) {
  const companyId = options.principal.companyId;
  const { input } = options;
  return db.transaction().execute(async (trx) => {
    const claim = await lockedClaim(trx, { companyId, id: options.id });
    await assertFeeItem(trx, { companyId, feeItemId: input.fee_item_id });
    await trx.updateTable('claims').set({
      ...(input.fee_item_id !== undefined ? { fee_item_id: input.fee_item_id } : {}), item_name: input.item_name, unit_price: input.unit_price, quantity: input.quantity,
      amount: lineAmount(input.unit_price, input.quantity), tax_category: input.tax_category, updated_at: sql<Date>`now()`,
    }).where('company_id', '=', companyId).where('id', '=', claim.id).execute();
    return claimAnswer(trx, { companyId, id: claim.id });
  });
}

/** DELETE /billing/claims/{id}. */
export async function deleteClaim(db: Db, options: { principal: Principal; id: number }) {
  const companyId = options.principal.companyId;
  return db.transaction().execute(async (trx) => {
    const claim = await lockedClaim(trx, { companyId, id: options.id });
    await trx.deleteFrom('claims').where('company_id', '=', companyId).where('id', '=', claim.id).execute();
    return {};
  });
}
