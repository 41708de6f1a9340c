import { schoolhouseSettings, settingGroups } from '../../generated/settings.js';
import { companySchoolhouse } from '../domains/settings/companySchoolhouse.js';
import { schoolhouseSettingValues } from '../domains/settings/schoolhouseSettingValues.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /settings?schoolhouse_id=: every setting of the model with the schoolhouse's value, label, heading and choices. */
export const readSettings: Handler = async ({ ctx, principal, query }) => {
  const p = signedIn(principal);
  const schoolhouse = await companySchoolhouse(ctx.db, { companyId: p.companyId, schoolhouseId: (query as { schoolhouse_id: number }).schoolhouse_id });
  const values = (await schoolhouseSettingValues(ctx.db, { companyId: p.companyId, schoolhouseIds: [schoolhouse.id] })).get(schoolhouse.id) ?? [];
  return {
    schoolhouse,
    groups: settingGroups.map((g) => ({ name: g.name, label: g.label })),
    settings: schoolhouseSettings.map((s, i) => ({ name: s.name, value: values[i]!.value, label: s.label, group: s.group, kind: s.kind, values: s.values })),
  };
};
