import type { Kysely } from 'kysely';
import type { Grant } from '../../../generated/abilities.js';
import { constants } from '../../../generated/constants.js';
import type { Database } from '../../../generated/db.js';
import type { Principal } from '../../auth/principal.js';
import { schoolhouseSettingValues } from '../settings/schoolhouseSettingValues.js';

const ENABLED = String(constants.enabledFlag);

/**
 * The caller's schoolhouses (staff: every schoolhouse of the company; others: their own) where one of `grants` that
 * names the caller's role is met by that schoolhouse's own feature settings (stored value, else the model's
 * default). The principal's feature list says "on in any of my schoolhouses"; a message goes to the families of one
 * schoolhouse, so it is asked of that one (an operation's or screen's grants from the model: no feature typed here).
 */
export async function grantedSchoolhouses(db: Kysely<Database>, options: { principal: Principal; grants: readonly Grant[] }): Promise<Set<number>> {
  const { principal } = options;
  const grants = options.grants.filter((g) => g.roles.includes(principal.role));
  if (grants.length === 0 || principal.schoolhouseIds.length === 0) return new Set();
  const values = await schoolhouseSettingValues(db, { companyId: principal.companyId, schoolhouseIds: principal.schoolhouseIds });
  const granted = new Set<number>();
  for (const [schoolhouseId, settings] of values) {
    const on = new Set(settings.filter((s) => s.value === ENABLED).map((s) => s.name));
    const meets = grants.some((g) => g.features.all.every((f) => on.has(f)) && (g.features.any.length === 0 || g.features.any.some((f) => on.has(f))));
    if (meets) granted.add(schoolhouseId);
  }
  return granted;
}

/** The schoolhouses among `schoolhouseIds` of a company where a setting has one of `values` (stored, else default). */
export async function schoolhousesWithSetting(db: Kysely<Database>, options: { companyId: number; schoolhouseIds: number[]; name: string; values: readonly string[] }): Promise<Set<number>> {
  const settings = await schoolhouseSettingValues(db, { companyId: options.companyId, schoolhouseIds: options.schoolhouseIds });
  const out = new Set<number>();
  for (const [id, list] of settings) {
    const value = list.find((s) => s.name === options.name)?.value;
    if (value !== undefined && options.values.includes(value)) out.add(id);
  }
  return out;
}
