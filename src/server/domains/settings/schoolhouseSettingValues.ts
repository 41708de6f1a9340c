import type { Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { schoolhouseSettings } from '../../../generated/settings.js';

/** One setting of a schoolhouse as the browser reads it: value '1' means enabled. */
export interface SettingValue { name: string; value: string }

/**
 * The effective settings of schoolhouses of a company: every setting of the model (src/generated/settings.ts) in
 * model order, with the stored value or else the model's default. Keyed by schoolhouse id.
 */
export async function schoolhouseSettingValues(db: Kysely<Database>, options: { companyId: number; schoolhouseIds: number[] }): Promise<Map<number, SettingValue[]>> {
  const { companyId, schoolhouseIds } = options;
  const out = new Map<number, SettingValue[]>();
  if (schoolhouseIds.length === 0) return out;
  const stored = await db.selectFrom('schoolhouse_settings').select(['schoolhouse_id', 'name', 'value'])
    .where('company_id', '=', companyId).where('schoolhouse_id', 'in', schoolhouseIds).execute();
  for (const id of schoolhouseIds) {
    const mine = new Map(stored.filter((s) => s.schoolhouse_id === id).map((s) => [s.name, s.value]));
    out.set(id, schoolhouseSettings.map((s) => ({ name: s.name, value: mine.get(s.name) ?? s.default })));
  }
  return out;
}
