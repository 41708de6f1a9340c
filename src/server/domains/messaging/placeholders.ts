import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { GuardianPlaceholder, TeacherPlaceholder } from '../../../generated/enums.js';

type PlaceholderKey = keyof typeof GuardianPlaceholder;

/** What the guardian placeholders of spec section 3 stand for, for one recipient (one child and its guardian). */
export type GuardianPlaceholderValues = Record<PlaceholderKey, string>;

/** Where each value comes from: the recipient's company, schoolhouse, student and guardian. */
interface RecipientFacts {
  company_name: string; schoolhouse_name: string; schoolhouse_phone: string | null; schoolhouse_email: string | null;
  student_number: string; student_family_name: string; student_first_name: string;
  protector_family_name: string; protector_first_name: string;
}

function valuesOf(r: RecipientFacts): GuardianPlaceholderValues {
  return {
    companyName: r.company_name, schoolhouseName: r.schoolhouse_name, schoolhousePhone: r.schoolhouse_phone ?? '',
    schoolhouseEmail: r.schoolhouse_email ?? '', studentNumber: r.student_number, studentFamilyName: r.student_family_name,
    studentFirstName: r.student_first_name, protectorFamilyName: r.protector_family_name, protectorFirstName: r.protector_first_name,
  };
}

/**
 * The placeholder values of students (as recipients of a message to their guardians), keyed by student id: the
 * company (cram school), the student's schoolhouse, the student and the guardian.
 */
export async function guardianPlaceholderValues(db: Kysely<Database>, options: { companyId: number; studentIds: number[] }): Promise<Map<number, GuardianPlaceholderValues>> {
  const out = new Map<number, GuardianPlaceholderValues>();
  if (options.studentIds.length === 0) return out;
  const { rows } = await sql<RecipientFacts & { student_id: number }>`
    select s.id as student_id, c.name as company_name, h.schoolhouse_name, h.phone as schoolhouse_phone, h.email as schoolhouse_email,
      s.student_number, s.family_name_kanji as student_family_name, s.first_name_kanji as student_first_name,
      coalesce(p.family_name, '') as protector_family_name, coalesce(p.first_name, '') as protector_first_name
    from students s
    join companies c on c.id = s.company_id
    join schoolhouses h on h.company_id = s.company_id and h.id = s.schoolhouse_id
    left join protectors p on p.company_id = s.company_id and p.id = s.protector_id
    where s.company_id = ${options.companyId} and s.id = any(${options.studentIds}::bigint[])`.execute(db);
  for (const r of rows) out.set(Number(r.student_id), valuesOf(r));
  return out;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Replaces each token of a code list (key → token) in a text by the value of its key, HTML-escaped with `isHtml`. */
function fillTokens<K extends string>(text: string, options: { tokens: Record<K, string>; values: Record<K, string>; isHtml?: boolean }): string {
  let out = text;
  for (const [key, token] of Object.entries(options.tokens) as Array<[K, string]>) {
    const value = options.values[key];
    out = out.replaceAll(token, options.isHtml ? escapeHtml(value) : value);
  }
  return out;
}

/**
 * Replaces every placeholder ({塾名}, {保護者姓}, … of the code list guardian_placeholder) in a text by the recipient's
 * value. With `isHtml`, the values are HTML-escaped (a name can never inject markup into the body).
 */
export function fillGuardianPlaceholders(text: string, options: { values: GuardianPlaceholderValues; isHtml?: boolean }): string {
  return fillTokens(text, { tokens: GuardianPlaceholder, values: options.values, isHtml: options.isHtml });
}

/** What the teacher placeholders of spec section 3 stand for, for one teacher (code list teacher_placeholder). */
export type TeacherPlaceholderValues = Record<keyof typeof TeacherPlaceholder, string>;

/**
 * The placeholder values of one teacher receiving a communication: the company, the schoolhouse the teacher was
 * addressed through (the recipient row's), the teacher's number and name.
 */
export async function teacherPlaceholderValues(db: Kysely<Database>, options: { companyId: number; teacherId: number; schoolhouseId: number }): Promise<TeacherPlaceholderValues | undefined> {
  const { rows } = await sql<{ company_name: string; schoolhouse_name: string; schoolhouse_phone: string | null; schoolhouse_email: string | null; teacher_number: string; name_kanji: string }>`
    select c.name as company_name, h.schoolhouse_name, h.phone as schoolhouse_phone, h.email as schoolhouse_email, t.teacher_number, t.name_kanji
    from teachers t
    join companies c on c.id = t.company_id
    join schoolhouses h on h.company_id = t.company_id and h.id = ${options.schoolhouseId}
    where t.company_id = ${options.companyId} and t.id = ${options.teacherId}`.execute(db);
  const r = rows[0];
  if (!r) return undefined;
  return {
    companyName: r.company_name, schoolhouseName: r.schoolhouse_name, schoolhousePhone: r.schoolhouse_phone ?? '',
    schoolhouseEmail: r.schoolhouse_email ?? '', teacherNumber: r.teacher_number, teacherFullName: r.name_kanji,
  };
}

/** Replaces every teacher placeholder ({講師名}, {講師番号}, {校舎名}, …) in a text by the teacher's value (HTML-escaped with `isHtml`). */
export function fillTeacherPlaceholders(text: string, options: { values: TeacherPlaceholderValues; isHtml?: boolean }): string {
  return fillTokens(text, { tokens: TeacherPlaceholder, values: options.values, isHtml: options.isHtml });
}
