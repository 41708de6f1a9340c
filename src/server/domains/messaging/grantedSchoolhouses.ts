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
  if (!options.grants.some((g) => g.roles.includes(principal.role)) || principal.schoolhouseIds.length === 0) return new Set();
  return grantedAmong(await schoolhouseSettingValues(db, { companyId: principal.companyId, schoolhouseIds: principal.schoolhouseIds }), options);
}

/** The settings of some schoolhouses, as schoolhouseSettingValues reads them (stored value, else the model's default). */
export type SettingValues = Awaited<ReturnType<typeof schoolhouseSettingValues>>;

/** {@link grantedSchoolhouses} over settings already read (a caller that asks several questions of them). */
export function grantedAmong(values: SettingValues, options: { principal: Principal; grants: readonly Grant[] }): Set<number> {
  const grants = options.grants.filter((g) => g.roles.includes(options.principal.role));
  const granted = new Set<number>();
  for (const [schoolhouseId, settings] of values) {
    if (!options.principal.schoolhouseIds.includes(schoolhouseId)) continue;
    const on = new Set(settings.filter((s) => s.value === ENABLED).map((s) => s.name));
    const meets = grants.some((g) => g.features.all.every((f) => on.has(f)) && (g.features.any.length === 0 || g.features.any.some((f) => on.has(f))));
    if (meets) granted.add(schoolhouseId);
  }
  return granted;
}

/** The schoolhouses among `schoolhouseIds` of a company where a setting has one of `values` (stored, else default). */
export async function schoolhousesWithSetting(db: Kysely<Database>, options: { companyId: number; schoolhouseIds: number[]; name: string; values: readonly string[] }): Promise<Set<number>> {
  return withSettingAmong(await schoolhouseSettingValues(db, { companyId: options.companyId, schoolhouseIds: options.schoolhouseIds }), options);
}

/** {@link schoolhousesWithSetting} over settings already read. */
export function withSettingAmong(settings: SettingValues, options: { schoolhouseIds: readonly number[]; name: string; values: readonly string[] }): Set<number> {
  const out = new Set<number>();
  for (const [id, list] of settings) {
    if (!options.schoolhouseIds.includes(id)) continue;
    const value = list.find((s) => s.name === options.name)?.value;
    if (value !== undefined && options.values.includes(value)) out.add(id);
  }
  return out;
}
