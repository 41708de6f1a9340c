import type { Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { AppError } from '../../foundation/errors.js';

/** A schoolhouse of the caller's company; another company's (or no such) id is NOT_FOUND. */
export async function companySchoolhouse(db: Kysely<Database>, options: { companyId: number; schoolhouseId: number }) {
  const row = await db.selectFrom('schoolhouses').select(['id', 'schoolhouse_name'])
    .where('company_id', '=', options.companyId).where('id', '=', options.schoolhouseId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
