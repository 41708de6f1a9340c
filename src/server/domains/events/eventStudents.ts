import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import type { MessageKey } from '../../../generated/messages.ja.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import type { Principal } from '../../auth/principal.js';
import { attachmentDisposition } from '../../core/contentDisposition.js';
import { AppError } from '../../foundation/errors.js';
import { eventForReader, eventReaderOf } from './eventFrames.js';

type Db = Kysely<Database>;

const csvHead = (key: string) => formatMessage(`eventApi.csv.${key}` as MessageKey);

/** The event's name and schoolhouse for headings (a teacher's: of their schoolhouses, never a draft). */
async function eventHeading(db: Db, options: { principal: Principal; eventId: number }) {
  const reader = await eventReaderOf(db, options.principal);
  if (reader.side === 'guardian') throw new AppError('FORBIDDEN');
  const event = await eventForReader(db, { reader, eventId: options.eventId });
  const house = await db.selectFrom('schoolhouses').select('schoolhouse_name').where('company_id', '=', options.principal.companyId).where('id', '=', event.schoolhouse_id).executeTakeFirst();
  return { id: event.id, event_name: event.event_name, schoolhouse_name: house?.schoolhouse_name ?? '', status: event.status };
}

/** Every booking of the event with its student, by date, time and student number. */
function bookingRows(db: Db, options: { companyId: number; eventId: number }) {
  return db.selectFrom('event_reservations as r')
    .innerJoin('students as st', (j) => j.onRef('st.company_id', '=', 'r.company_id').onRef('st.id', '=', 'r.student_id'))
    .innerJoin('schoolyears as y', (j) => j.onRef('y.id', '=', 'st.schoolyear_id'))
    .innerJoin('event_time_slots as t', (j) => j.onRef('t.company_id', '=', 'r.company_id').onRef('t.id', '=', 'r.time_slot_id'))
    .leftJoin('event_agreements as a', (j) => j.onRef('a.company_id', '=', 'r.company_id').onRef('a.event_id', '=', 'r.event_id').onRef('a.student_id', '=', 'r.student_id'))
    .select(['r.id as reservation_id', 'r.student_id', sql<string>`st.family_name_kanji || ' ' || st.first_name_kanji`.as('student_name'), 'st.student_number',
      'y.schoolyear_name', 'r.frame_date', 't.slot_name', 'r.by_staff', 'r.created_at', 'a.created_at as agreed_at'])
    .where('r.company_id', '=', options.companyId).where('r.event_id', '=', options.eventId)
    .orderBy('r.frame_date').orderBy('t.start_time').orderBy('st.student_number').execute();
}

/**
 * GET /events/{id}/list-student: who booked the event, a student a row with their frames (minify=1: without the
 * frames), and when the family agreed to its 参加同意事項.
 */
export async function eventStudents(db: Db, options: { principal: Principal; eventId: number; minify: boolean }) {
  const event = await eventHeading(db, options);
  const rows = await bookingRows(db, { companyId: options.principal.companyId, eventId: event.id });
  const byStudent = new Map<number, { student_id: number; student_name: string; student_number: string; schoolyear_name: string; reservation_count: number; agreed_at: Date | null; frames: Array<{ reservation_id: number; frame_date: string; slot_name: string; by_staff: boolean }> }>();
  for (const r of rows) {
    const entry = byStudent.get(r.student_id) ?? { student_id: r.student_id, student_name: r.student_name, student_number: r.student_number, schoolyear_name: r.schoolyear_name, reservation_count: 0, agreed_at: r.agreed_at, frames: [] };
    entry.reservation_count += 1;
    if (!options.minify) entry.frames.push({ reservation_id: r.reservation_id, frame_date: r.frame_date, slot_name: r.slot_name, by_staff: r.by_staff });
    byStudent.set(r.student_id, entry);
  }
  const data = [...byStudent.values()].sort((a, b) => a.student_number.localeCompare(b.student_number));
  return { event, data };
}

const stamp = (at: Date | null) => (at ? at.toLocaleString('sv-SE', { timeZone: 'Asia/Tokyo' }).slice(0, 16).replace(/-/g, '/') : '');

/** The student list's CSV: a booking a row (date, time slot, number, name, year, 代理予約, booked at). */
export async function eventStudentsCsv(db: Db, options: { principal: Principal; eventId: number }): Promise<{ rows: string[][]; disposition: string }> {
  const event = await eventHeading(db, options);
  const rows = await bookingRows(db, { companyId: options.principal.companyId, eventId: event.id });
  const head = ['frameDate', 'slot', 'studentNumber', 'studentName', 'schoolyear', 'byStaff', 'bookedAt'].map(csvHead);
  const body = rows.map((r) => [r.frame_date.replace(/-/g, '/'), r.slot_name, r.student_number, r.student_name, r.schoolyear_name, r.by_staff ? csvHead('yes') : '', stamp(r.created_at)]);
  return {
    rows: [head, ...body],
    disposition: attachmentDisposition(formatMessage('eventApi.csv.studentsFileName', { event: event.event_name }), formatMessage('eventApi.csv.studentsAsciiFileName', { id: event.id })),
  };
}

/** The agreements' CSV: who agreed for which student, and when. */
export async function eventAgreementsCsv(db: Db, options: { principal: Principal; eventId: number }): Promise<{ rows: string[][]; disposition: string }> {
  const event = await eventHeading(db, options);
  const rows = await db.selectFrom('event_agreements as a')
    .innerJoin('students as st', (j) => j.onRef('st.company_id', '=', 'a.company_id').onRef('st.id', '=', 'a.student_id'))
    .innerJoin('schoolyears as y', (j) => j.onRef('y.id', '=', 'st.schoolyear_id'))
    .leftJoin('protectors as g', (j) => j.onRef('g.company_id', '=', 'a.company_id').onRef('g.user_id', '=', 'a.agreed_by_user_id'))
    .select(['st.student_number', sql<string>`st.family_name_kanji || ' ' || st.first_name_kanji`.as('student_name'), 'y.schoolyear_name',
      sql<string>`coalesce(g.family_name || ' ' || g.first_name, '')`.as('guardian_name'), 'a.created_at'])
    .where('a.company_id', '=', options.principal.companyId).where('a.event_id', '=', event.id).orderBy('st.student_number').execute();
  const head = ['studentNumber', 'studentName', 'schoolyear', 'guardianName', 'agreedAt'].map(csvHead);
  return {
    rows: [head, ...rows.map((r) => [r.student_number, r.student_name, r.schoolyear_name, r.guardian_name, stamp(r.created_at)])],
    disposition: attachmentDisposition(formatMessage('eventApi.csv.agreementsFileName', { event: event.event_name }), formatMessage('eventApi.csv.agreementsAsciiFileName', { id: event.id })),
  };
}

/** GET /events/{id}/agree-participate: the event's 参加同意事項 and whether the family agreed for the child. */
export async function eventAgreement(db: Db, options: { principal: Principal; eventId: number }) {
  const reader = await eventReaderOf(db, options.principal);
  if (reader.side !== 'guardian') throw new AppError('FORBIDDEN');
  const event = await eventForReader(db, { reader, eventId: options.eventId });
  const row = await db.selectFrom('event_agreements').select('created_at').where('company_id', '=', options.principal.companyId)
    .where('event_id', '=', event.id).where('student_id', '=', reader.child.id).executeTakeFirst();
  return { consent_text: event.consent_text, agreed: row !== undefined, agreed_at: row?.created_at ?? null };
}

/** POST /events/{id}/agree-participate: the family agrees for the child (once; agreeing again changes nothing). */
export async function agreeToEvent(db: Db, options: { principal: Principal; eventId: number }) {
  const reader = await eventReaderOf(db, options.principal);
  if (reader.side !== 'guardian') throw new AppError('FORBIDDEN');
  const event = await eventForReader(db, { reader, eventId: options.eventId });
  await db.insertInto('event_agreements').values({ company_id: options.principal.companyId, event_id: event.id, student_id: reader.child.id, agreed_by_user_id: options.principal.userId })
    .onConflict((oc) => oc.columns(['company_id', 'event_id', 'student_id']).doNothing()).execute();
  return eventAgreement(db, options);
}
