import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { entities } from '../../../generated/entities.js';
import { ContactSender } from '../../../generated/enums.js';
import { operationById } from '../../../generated/operations.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import type { Principal } from '../../auth/principal.js';
import type { AppContext } from '../../core/context.js';
import { AppError } from '../../foundation/errors.js';
import { recordFiles, type StagedFile } from '../../storage/storedFiles.js';
import { withDroppedFiles, writeAttachments } from '../messaging/attachments.js';
import { grantedSchoolhouses } from '../messaging/grantedSchoolhouses.js';
import { fillGuardianPlaceholders, guardianPlaceholderValues } from '../messaging/placeholders.js';
import { requiredTexts } from '../messaging/typedText.js';
import { assertGuardianMayWrite, callerThreadSide, contactScopeOf, findContact } from './contactAccess.js';
import { ringOrDefer } from './contactBells.js';
import { contactDetail, type ContactDetail } from './contactDetail.js';

type Db = Kysely<Database>;

/** POST /contacts's body. */
export interface ContactBody { title: string; body: string; student_ids?: number[] }
/** POST /contacts/{id}'s body. */
export interface ContactUpdateBody { title?: string; body?: string; keep_attachment_ids?: number[]; status?: string; student_type?: string | null }

const fields = entities.contact.fields;
const fieldError = (field: string, key: Parameters<typeof formatMessage>[0], values?: Record<string, string>) =>
  new AppError('VALIDATION_FAILED', { errors: [{ field, message: formatMessage(key, values) }] });

/** One thread's row, as written by either side. */
interface NewThread { studentId: number; protectorId: number | null; schoolhouseId: number }

/**
 * The families a school member writes to: each chosen child of the company (REFERENCE_NOT_FOUND otherwise) in a
 * schoolhouse where the caller's grants of POST /contacts hold (SETTING_NOT_ALLOWED), with a guardian to read it.
 */
async function schoolThreads(db: Db, options: { principal: Principal; studentIds: number[] | undefined }): Promise<NewThread[]> {
  const { principal } = options;
  const studentIds = options.studentIds ?? [];
  if (studentIds.length === 0) throw fieldError('student_ids', 'contactApi.recipientsRequired');
  const students = await db.selectFrom('students').select(['id', 'schoolhouse_id', 'protector_id', 'family_name_kanji', 'first_name_kanji'])
    .where('company_id', '=', principal.companyId).where('id', 'in', studentIds).execute();
  if (students.length !== studentIds.length) throw new AppError('REFERENCE_NOT_FOUND', { errors: [{ field: 'student_ids', message: formatMessage('contactApi.studentUnknown') }] });
  const allowed = await grantedSchoolhouses(db, { principal, grants: operationById('contact.create').access });
  if (students.some((s) => !allowed.has(s.schoolhouse_id))) throw new AppError('SETTING_NOT_ALLOWED');
  const orphans = students.filter((s) => s.protector_id === null);
  if (orphans.length > 0) throw fieldError('student_ids', 'contactApi.noGuardian', { names: orphans.map((s) => `${s.family_name_kanji} ${s.first_name_kanji}`).join('、') });
  return studentIds.map((id) => students.find((s) => s.id === id)!).map((s) => ({ studentId: s.id, protectorId: s.protector_id, schoolhouseId: s.schoolhouse_id }));
}

/** The thread a guardian starts: about the child acted as, to that child's schoolhouse where INQUIRY_TO_SCHOOL_TARGET lets guardians write. */
async function guardianThread(db: Db, options: { principal: Principal; studentIds: number[] | undefined }): Promise<NewThread> {
  const { principal } = options;
  if (options.studentIds !== undefined) throw fieldError('student_ids', 'contactApi.notForGuardian');
  const studentId = principal.studentIds[0];
  if (studentId === undefined || principal.protectorId === null) throw new AppError('FORBIDDEN');
  const student = await db.selectFrom('students').select(['id', 'schoolhouse_id']).where('company_id', '=', principal.companyId).where('id', '=', studentId).executeTakeFirstOrThrow();
  await assertGuardianMayWrite(db, { principal, schoolhouseId: student.schoolhouse_id });
  return { studentId, protectorId: principal.protectorId, schoolhouseId: student.schoolhouse_id };
}

/**
 * POST /contacts: the school writes one contact per chosen child's family, a guardian one to the child's school; each
 * with the same attachments (the stored files are shared, never copied) and the other side's bell rung.
 */
export async function createContacts(ctx: AppContext, options: { principal: Principal; body: ContactBody; uploads: StagedFile[] }): Promise<{ ids: number[] }> {
  const { principal, body, uploads } = options;
  const [title, text] = requiredTexts([{ field: 'title', label: fields.title.label, text: body.title }, { field: 'body', label: fields.body.label, text: body.body }]);
  const scope = await contactScopeOf(ctx.db, principal);
  const side = callerThreadSide(scope);
  return ctx.db.transaction().execute(async (trx) => {
    const threads = side === 'family' ? [await guardianThread(trx, { principal, studentIds: body.student_ids })]
      : await schoolThreads(trx, { principal, studentIds: body.student_ids });
    const senderKind = side === 'family' ? ContactSender.guardian : ContactSender.school;
    const lastColumn = side === 'family' ? 'last_family_message_at' : 'last_school_message_at';
    // The school's words reach each family with its own names in place of {保護者姓}, {生徒名}, … (as stored).
    const values = side === 'school' ? await guardianPlaceholderValues(trx, { companyId: principal.companyId, studentIds: threads.map((t) => t.studentId) }) : new Map();
    const filled = (text: string, studentId: number) => (values.has(studentId) ? fillGuardianPlaceholders(text, { values: values.get(studentId)! }) : text);
    const rows = await trx.insertInto('contacts').values(threads.map((t) => ({
      company_id: principal.companyId, student_id: t.studentId, protector_id: t.protectorId, schoolhouse_id: t.schoolhouseId,
      sender_kind: senderKind, sender_user_id: principal.userId, title: filled(title!, t.studentId), body: filled(text!, t.studentId), [lastColumn]: sql<Date>`now()`,
    }))).returningAll().execute();
    for (const contact of rows) {
      await recordFiles(trx, { companyId: principal.companyId, ownerKind: 'contact', ownerId: contact.id, uploadedBy: principal.userId, files: uploads });
      await ringOrDefer(trx, ctx.jobs, { contact, writer: side });
    }
    return { ids: rows.map((r) => r.id) };
  });
}

/**
 * POST /contacts/{id}: the sender corrects title, body and attachments until the other side has written
 * (CONTACT_REPLIED); staff set the status (new, contacted, other contact) and the student type. Anyone else, or a
 * withdrawn contact, is refused.
 */
export async function updateContact(ctx: AppContext, options: { principal: Principal; contactId: number; body: ContactUpdateBody; uploads: StagedFile[] }): Promise<ContactDetail> {
  const { principal, contactId, body } = options;
  const scope = await contactScopeOf(ctx.db, principal);
  const editsText = body.title !== undefined || body.body !== undefined || body.keep_attachment_ids !== undefined || options.uploads.length > 0;
  const editsStatus = body.status !== undefined || body.student_type !== undefined;
  await withDroppedFiles(ctx, principal.companyId, async () => ctx.db.transaction().execute(async (trx) => {
    const contact = await findContact(trx, { scope, id: contactId, forUpdate: true });
    if (contact.withdrawn_at !== null) throw new AppError('CONTACT_WITHDRAWN');
    let droppedKeys: string[] = [];
    if (editsStatus) {
      if (scope.side !== 'staff') throw new AppError('FORBIDDEN', { errors: [{ field: 'status', message: formatMessage('contactApi.statusStaffOnly') }] });
      await trx.updateTable('contacts').set({
        ...(body.status !== undefined ? { status: body.status } : {}),
        ...(body.student_type !== undefined ? { student_type: body.student_type } : {}), updated_at: sql<Date>`now()`,
      }).where('company_id', '=', principal.companyId).where('id', '=', contactId).execute();
    }
    if (editsText) {
      if (contact.sender_user_id !== principal.userId) throw new AppError('FORBIDDEN');
      const answered = contact.sender_kind === ContactSender.school ? contact.last_family_message_at : contact.last_school_message_at;
      if (answered !== null) throw new AppError('CONTACT_REPLIED');
      const [title, text] = requiredTexts([
        { field: 'title', label: fields.title.label, text: body.title ?? contact.title }, { field: 'body', label: fields.body.label, text: body.body ?? contact.body },
      ]);
      await trx.updateTable('contacts').set({ title: title!, body: text!, updated_at: sql<Date>`now()` })
        .where('company_id', '=', principal.companyId).where('id', '=', contactId).execute();
      droppedKeys = await writeAttachments(trx, { companyId: principal.companyId, ownerKind: 'contact', ownerId: contactId, uploadedBy: principal.userId, keepIds: body.keep_attachment_ids, added: options.uploads });
    }
    return { result: undefined, droppedKeys };
  }));
  return contactDetail(ctx.db, { scope, contactId });
}

/** DELETE /contacts/{id}: the sender withdraws their contact; it stays (the school side still reads it). */
export async function withdrawContact(ctx: AppContext, options: { principal: Principal; contactId: number }): Promise<ContactDetail> {
  const { principal, contactId } = options;
  const scope = await contactScopeOf(ctx.db, principal);
  await ctx.db.transaction().execute(async (trx) => {
    const contact = await findContact(trx, { scope, id: contactId, forUpdate: true });
    if (contact.sender_user_id !== principal.userId) throw new AppError('FORBIDDEN');
    if (contact.withdrawn_at !== null) throw new AppError('CONTACT_WITHDRAWN');
    await trx.updateTable('contacts').set({ withdrawn_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where('company_id', '=', principal.companyId).where('id', '=', contactId).execute();
  });
  return contactDetail(ctx.db, { scope, contactId });
}

