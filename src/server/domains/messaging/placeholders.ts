import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { GuardianPlaceholder } from '../../../generated/enums.js';

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

/**
 * Replaces every placeholder ({塾名}, {保護者姓}, … of the code list guardian_placeholder) in a text by the recipient's
 * value. With `isHtml`, the values are HTML-escaped (a name can never inject markup into the body).
 */
export function fillGuardianPlaceholders(text: string, options: { values: GuardianPlaceholderValues; isHtml?: boolean }): string {
  let out = text;
  for (const [key, token] of Object.entries(GuardianPlaceholder) as Array<[PlaceholderKey, string]>) {
    const value = options.values[key];
    out = out.replaceAll(token, options.isHtml ? escapeHtml(value) : value);
  }
  return out;
}
