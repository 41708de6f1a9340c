import type { LightMyRequestResponse } from 'fastify';
import type { NotNull } from 'kysely';
import { constants } from '../../src/generated/constants.js';
import type { Database } from '../../src/generated/db.js';
import { MessageStatus, SurveyAnswerType } from '../../src/generated/enums.js';
import { publishNotice } from '../../src/server/domains/notices/publish.js';
import type { TestApp } from './harness.js';

/** Tables whose row counts a refused request must leave unchanged. */
export type CountedTable = keyof Pick<Database, 'notice_comments' | 'notice_likes' | 'notice_survey_answers' | 'notifications' | 'notice_recipients'>;

/** A question of a test survey: a choice question with its choice labels, or a description question. */
export interface QuestionSpec { question: string; type?: string; isRequired?: boolean; isMultiple?: boolean; choices?: string[] }

/** Helpers over the demo data of one test app, for the notice tests of the guardian side and the survey. */
export function noticeFixtures(t: TestApp) {
  const companyId = async () => (await t.db.selectFrom('companies').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()).id;
  const userIdOf = async (username: string) => (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

  const f = {
    /** An API call as a demo user, with extra headers (e.g. the protector switch header). */
    async call(user: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
      return t.app.inject({ method, url: `/api/v1${url}`, headers: { ...(await t.authAs(user)), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
    },
    /** The header that makes a guardian act for one of their children. */
    actingFor: (studentId: number) => ({ [String(constants.switchProtectorHeader)]: String(studentId) }),
    userIdOf,
    companyId,
    async noticeId(title: string): Promise<number> {
      return (await t.db.selectFrom('notices').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;
    },
    /** A guardian's children, in id order (the first is the one acted for without a header). */
    async childrenOf(username: string): Promise<Array<{ id: number; schoolhouse_id: number }>> {
      return t.db.selectFrom('students').innerJoin('protectors', 'protectors.id', 'students.protector_id').innerJoin('users', 'users.id', 'protectors.user_id')
        .select(['students.id', 'students.schoolhouse_id']).where('users.username', '=', username).orderBy('students.id').execute();
    },
    /** The guardian user name of a student (a family recipient's student_id, never empty: the table's check). */
    async guardianOf(studentId: number | null): Promise<string> {
      if (studentId === null) throw new Error('a teacher recipient has no guardian');
      return (await t.db.selectFrom('students').innerJoin('protectors', 'protectors.id', 'students.protector_id').innerJoin('users', 'users.id', 'protectors.user_id')
        .select('users.username').where('students.id', '=', studentId).executeTakeFirstOrThrow()).username;
    },
    async recipientOf(noticeId: number, studentId: number) {
      return t.db.selectFrom('notice_recipients').selectAll().where('notice_id', '=', noticeId).where('student_id', '=', studentId).executeTakeFirstOrThrow();
    },
    async count(table: CountedTable): Promise<number> {
      return Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    },
    /** Row counts of every table a notice write touches, to compare before and after a refused request. */
    async counts(): Promise<Record<CountedTable, number>> {
      const tables: CountedTable[] = ['notice_comments', 'notice_likes', 'notice_survey_answers', 'notifications', 'notice_recipients'];
      return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await f.count(table)]))) as Record<CountedTable, number>;
    },
    /**
     * The recipients of a notice whose guardian has only that child (no switch header needed), optionally of one
     * schoolhouse, in student id order, with the guardian's user name. guardian1 (whose reads the seed fixes) is left out.
     */
    async receivers(noticeId: number, options: { schoolhouseId?: number } = {}): Promise<Array<{ recipientId: number; studentId: number; username: string }>> {
      const rows = await t.db.selectFrom('notice_recipients').innerJoin('protectors', 'protectors.id', 'notice_recipients.protector_id').innerJoin('users', 'users.id', 'protectors.user_id')
        .select(['notice_recipients.id', 'notice_recipients.student_id', 'notice_recipients.protector_id', 'users.username'])
        .where('notice_recipients.notice_id', '=', noticeId).where('users.username', '<>', 'guardian1')
        .$if(options.schoolhouseId !== undefined, (q) => q.where('notice_recipients.schoolhouse_id', '=', options.schoolhouseId!))
        .orderBy('notice_recipients.student_id').$narrowType<{ student_id: NotNull }>().execute();
      const siblings = new Set((await t.db.selectFrom('students').select('protector_id').where('protector_id', 'is not', null)
        .groupBy('protector_id').having((eb) => eb.fn.countAll(), '>', 1).execute()).map((s) => s.protector_id));
      return rows.filter((r) => !siblings.has(r.protector_id)).map((r) => ({ recipientId: r.id, studentId: r.student_id, username: r.username }));
    },
    /** Students of a schoolhouse whose guardian has only that child, in id order. */
    async onlyChildren(schoolhouseId: number): Promise<Array<{ studentId: number; username: string }>> {
      const rows = await t.db.selectFrom('students').innerJoin('protectors', 'protectors.id', 'students.protector_id').innerJoin('users', 'users.id', 'protectors.user_id')
        .select(['students.id', 'users.username', 'students.protector_id']).where('students.schoolhouse_id', '=', schoolhouseId).orderBy('students.id').execute();
      const siblings = new Set((await t.db.selectFrom('students').select('protector_id').where('protector_id', 'is not', null)
        .groupBy('protector_id').having((eb) => eb.fn.countAll(), '>', 1).execute()).map((s) => s.protector_id));
      return rows.filter((r) => !siblings.has(r.protector_id)).map((r) => ({ studentId: r.id, username: r.username }));
    },
    async schoolhouseIds(): Promise<number[]> {
      return (await t.db.selectFrom('schoolhouses').select('id').orderBy('sort_order').execute()).map((h) => h.id);
    },
    /**
     * Sends a notice from staff (or `sender`) to the given students through the real publishing code (recipients,
     * deliveries, bells): optionally with comments allowed and a survey. Returns its id and the ids of its questions and choices.
     */
    async sendNotice(options: { title: string; studentIds: number[]; allowComment?: boolean; survey?: { deadline: Date; questions: QuestionSpec[] }; status?: string; sender?: string }) {
      const company = await companyId();
      const staffUserId = await userIdOf(options.sender ?? 'staff');
      return t.db.transaction().execute(async (trx) => {
        const notice = await trx.insertInto('notices').values({
          company_id: company, title: options.title, body: '<p>本文</p>', sender_user_id: staffUserId, status: MessageStatus.draft,
          allow_comment: options.allowComment ?? false, send_notification: true, send_mail: false, send_line: false,
          survey_deadline: options.survey?.deadline ?? null,
        }).returning('id').executeTakeFirstOrThrow();
        await trx.insertInto('notice_targets').values(options.studentIds.map((student_id) => ({ company_id: company, notice_id: notice.id, student_id }))).execute();
        const questions: Array<{ id: number; choiceIds: number[] }> = [];
        for (const [i, q] of (options.survey?.questions ?? []).entries()) {
          const question = await trx.insertInto('notice_survey_questions').values({
            company_id: company, notice_id: notice.id, number: i + 1, question: q.question, answer_type: q.type ?? SurveyAnswerType.choose,
            is_required: q.isRequired ?? false, is_multiple: q.isMultiple ?? false,
          }).returning('id').executeTakeFirstOrThrow();
          const choiceIds: number[] = [];
          for (const [ci, label] of (q.choices ?? []).entries()) {
            choiceIds.push((await trx.insertInto('notice_survey_choices').values({ company_id: company, question_id: question.id, number: ci + 1, label }).returning('id').executeTakeFirstOrThrow()).id);
          }
          questions.push({ id: question.id, choiceIds });
        }
        if ((options.status ?? MessageStatus.sent) === MessageStatus.sent) await publishNotice(trx, { companyId: company, noticeId: notice.id, jobs: t.jobs });
        else await trx.updateTable('notices').set({ status: options.status! }).where('id', '=', notice.id).execute();
        return { noticeId: notice.id, questions };
      });
    },
    /** Turns a schoolhouse setting (feature or option) on or off. */
    async setSetting(options: { schoolhouseId: number; name: string; isOn: boolean }) {
      const company = await companyId();
      const value = String(options.isOn ? constants.enabledFlag : constants.disabledFlag);
      await t.db.deleteFrom('schoolhouse_settings').where('schoolhouse_id', '=', options.schoolhouseId).where('name', '=', options.name).execute();
      await t.db.insertInto('schoolhouse_settings').values({ company_id: company, schoolhouse_id: options.schoolhouseId, name: options.name, value }).execute();
    },
  };
  return f;
}
