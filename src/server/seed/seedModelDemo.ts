import { sql, type Kysely } from 'kysely';
import { demoSets, type DemoSet } from '../../generated/demo.js';
import { describeKeys, fitsKey, type DemoTarget } from '../../shared/demoKeys.js';
import type { Database } from '../../generated/db.js';
import { genericDb } from '../core/context.js';
import { isCompanyScoped, ofCompany } from '../db/companyScope.js';

type Db = Kysely<Database>;

/**
 * Loads the demo rows declared in model/demo/*.yaml (src/generated/demo.ts) into a company, and those of global
 * entities once. Idempotent: a row whose key (the entity's first unique rule) is already there is left alone, and
 * an entity without a unique rule gets its rows only while the company has none of it; so running it again, or on
 * a database seeded before a master was added, only adds what is missing. A reference is resolved by the referenced
 * row's natural key; one that names no row fails loudly with the file and the value. `sets`: others than the model's
 * (a test's).
 */
export async function seedModelDemo(db: Db, options: { companyId: number; sets?: readonly DemoSet[] }): Promise<{ inserted: number }> {
  let inserted = 0;
  for (const set of options.sets ?? demoSets) inserted += await seedSet(db, set, options.companyId);
  return { inserted };
}

async function seedSet(db: Db, set: DemoSet, companyId: number): Promise<number> {
  const g = genericDb(db);
  if (set.keyFields.length === 0) {
    const any = await g.selectFrom(set.table).select('id').where(ofCompany(set, companyId)).limit(1).executeTakeFirst();
    if (any) return 0;
  }
  let inserted = 0;
  for (const row of set.rows) {
    const values: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(row)) values[field] = await resolveValue(db, { set, field, value, companyId });
    if (isCompanyScoped(set)) values.company_id = companyId;
    if (set.keyFields.length > 0) {
      const existing = await g.selectFrom(set.table).select('id')
        .where((eb) => eb.and([
          ofCompany(set, companyId),
          ...set.keyFields.map((k) => eb(sql.ref(k), 'is not distinct from', (values[k] ?? null) as never)),
        ])).limit(1).executeTakeFirst();
      if (existing) continue;
    }
    await g.insertInto(set.table).values(values).execute();
    inserted++;
  }
  return inserted;
}

async function resolveValue(db: Db, options: { set: DemoSet; field: string; value: unknown; companyId: number }): Promise<unknown> {
  const { set, field, value, companyId } = options;
  const ref = set.refs[field];
  if (!ref || value === null || value === undefined) return value;
  const idOf = async (name: unknown) => {
    const id = await findRow(db, { target: ref, name, companyId });
    if (id === undefined) throw new Error(`model/demo/${set.entity}.yaml: ${field}: no ${ref.entity} row with ${describeKeys(ref)} "${String(name)}"`);
    return id;
  };
  return ref.isMany ? Promise.all((value as unknown[]).map(idOf)) : idOf(value);
}

/**
 * The id of the row of `target` that `name` names: by the first of its keys under which such a row exists (学年 7 by
 * its code, 中1 by its name; a guardian by its user's user name).
 */
async function findRow(db: Db, options: { target: DemoTarget; name: unknown; companyId: number }): Promise<number | undefined> {
  const { target, name, companyId } = options;
  for (const key of target.keys) {
    if (!fitsKey(key, name)) continue;
    const value = key.through ? await findRow(db, { target: key.through, name, companyId }) : name;
    if (value === undefined) continue;
    const found = await genericDb(db).selectFrom(target.table).select('id').where(key.field, '=', value as never)
      .where(ofCompany(target, companyId)).executeTakeFirst();
    if (found) return Number(found.id);
  }
  return undefined;
}
