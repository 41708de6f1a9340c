import { sql } from 'kysely';
import { checkSettingChanges, type SettingChange } from '../domains/settings/settingChanges.js';
import { companySchoolhouse } from '../domains/settings/companySchoolhouse.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * POST /multi-settings: saves settings of one schoolhouse of the caller's company in one transaction. Every change is
 * checked before anything is written; access rules read settings on every request, so changes apply to the next one.
 */
export const writeSettings: Handler = async ({ ctx, principal, body }) => {
  const p = signedIn(principal);
  const { schoolhouse_id: schoolhouseId, settings } = body as { schoolhouse_id: number; settings: SettingChange[] };
  checkSettingChanges(settings);
  const schoolhouse = await companySchoolhouse(ctx.db, { companyId: p.companyId, schoolhouseId });
  await ctx.db.transaction().execute(async (trx) => {
    for (const { name, value } of settings) {
      await trx.insertInto('schoolhouse_settings').values({ company_id: p.companyId, schoolhouse_id: schoolhouse.id, name, value })
        .onConflict((oc) => oc.columns(['company_id', 'schoolhouse_id', 'name']).doUpdateSet({ value, updated_at: sql`now()` })).execute();
    }
  });
  return { schoolhouse_id: schoolhouse.id, updated: settings.length };
};
