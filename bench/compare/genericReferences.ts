import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { constants } from '../../src/generated/constants.js';
import { cappedPages, rowsOnlyPage, type ListShape } from './refPage.js';

const STUDENT_COLUMNS = ['id', 'company_id', 'student_number', 'family_name_kanji', 'first_name_kanji', 'family_name_kana', 'first_name_kana', 'schoolyear_id',
  'schoolhouse_id', 'protector_id', 'school_id', 'status', 'user_id', 'created_at', 'updated_at'].map((c) => `"students"."${c}"`).join(', ');
const STUDENT_ORDER = `order by nullif("students"."family_name_kana", '') collate "C" asc nulls last, nullif("students"."first_name_kana", '') collate "C" asc nulls last,
  "students"."family_name_kanji" asc, nullif("students"."first_name_kana", '') collate "C" asc nulls last, "students"."first_name_kanji" asc, "students"."id" asc`;

/**
 * The floor (GET /noop) and the references of issue 9 on the bare Fastify instance: the poll's one query, the current
 * user in one round trip, the tags and students pages as listRecords runs them (/ref/…); and the auto-REST peer's
 * rows-only pages of the same lists (/peer/…).
 */
export function addGenericReferences(floor: FastifyInstance, options: { pool: pg.Pool; companyId: number; staffUserId: number }): void {
  const { pool, companyId, staffUserId } = options;
  const refPage = cappedPages(pool);
  floor.get('/noop', async () => ({ ok: true }));
  floor.get('/ref/notifications/status', async () => {
    const { rows } = await pool.query('select "id" from "notifications" where "company_id" = $1 and "user_id" = $2 and "is_read" = $3 limit $4', [companyId, staffUserId, false, 1]);
    return { has_unread: rows.length > 0 };
  });
  floor.get('/ref/notifications/unread/count', async () => {
    const { rows } = await pool.query('select count(*) as "n" from "notifications" where "company_id" = $1 and "user_id" = $2 and "is_read" = $3', [companyId, staffUserId, false]);
    return { count: Number(rows[0].n) };
  });
  floor.get('/ref/users/current', async () => {
    // What the answer is made of, in one round trip: the user, the staff name, the schoolhouses, the enabled features.
    const { rows } = await pool.query(`select u."id", u."username", u."display_name", u."m_authority_id", u."role", s."staff_name",
        array(select h."id"::int from "schoolhouses" h where h."company_id" = u."company_id" order by h."id") as "schoolhouse_ids",
        array(select distinct ss."name" from "schoolhouse_settings" ss where ss."company_id" = u."company_id" and ss."value" = $3 and ss."name" like 'ALLOW\\_%' order by ss."name") as "features",
        (select c."invoice_status" from "companies" c where c."id" = u."company_id") as "invoice_status"
      from "users" u left join "staffs" s on s."company_id" = u."company_id" and s."user_id" = u."id" where u."company_id" = $1 and u."id" = $2`, [companyId, staffUserId, String(constants.enabledFlag)]);
    const u = rows[0];
    return {
      id: u.id, owner_user_id: u.id, m_authority_id: u.m_authority_id, role: 'STAFF', staff_name: u.staff_name, display_name: u.staff_name ?? u.display_name,
      user: { username: u.username, avatar: null, m_authority_id: u.m_authority_id },
      ability: { role: 'STAFF', companyId, userId: u.id, schoolhouseIds: u.schoolhouse_ids, features: u.features, isInvoiceActive: u.invoice_status === String(constants.invoiceActive) },
    };
  });

  const tags = (): ListShape => ({
    from: '"tags"', where: '"tags"."company_id" = $1', params: [companyId],
    columns: '"tags"."id", "tags"."company_id", "tags"."name", "tags"."created_at", "tags"."updated_at"', order: 'order by "tags"."name" asc, "tags"."id" asc', page: 1,
  });
  const students = (query: { page?: string; student_name_kanji?: string }): ListShape => {
    const name = query.student_name_kanji;
    return {
      from: '"students"', columns: STUDENT_COLUMNS, order: STUDENT_ORDER, page: Number(query.page ?? 1),
      ...(name === undefined ? { where: '"students"."company_id" = $1', params: [companyId] } : {
        isSearch: name.replace(/\s/g, '').length >= 3,
        where: `("students"."company_id" = $1 and (coalesce("students"."family_name_kanji", '') || coalesce("students"."first_name_kanji", '')) ilike $2)`,
        params: [companyId, `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
      }),
    };
  };
  type StudentsQuery = { Querystring: { page?: string; student_name_kanji?: string } };
  floor.get('/ref/tags', async () => refPage(tags()));
  floor.get<StudentsQuery>('/ref/students', async (request) => refPage(students(request.query)));
  floor.get('/peer/tags', async () => rowsOnlyPage(pool, tags()));
  floor.get<StudentsQuery>('/peer/students', async (request) => rowsOnlyPage(pool, students(request.query)));
}
