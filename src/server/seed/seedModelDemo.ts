import { sql, type Kysely } from 'kysely';
import { demoSets, type DemoSet } from '../../generated/demo.js';
import type { Database } from '../../generated/db.js';
import { genericDb } from '../core/context.js';
import { isCompanyScoped, ofCompany } from '../db/companyScope.js';

type Db = Kysely<Database>;

/**
 * Loads the demo rows declared in model/demo/*.yaml (src/generated/demo.ts) into a company, and those of global
 * entities once. Idempotent: a row whose key (the entity's first unique rule) is already there is left alone, and
 * an entity without a unique rule gets its rows only while the company has none of it; so running it again, or on
 * a database seeded before a master was added, only adds what is missing. A reference is resolved by the referenced
 * row's natural key; one that names no row fails loudly with the file and the value.
 */
export async function seedModelDemo(db: Db, options: { companyId: number }): Promise<{ inserted: number }> {
  let inserted = 0;
  for (const set of demoSets) inserted += await seedSet(db, set, options.companyId);
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
  const g = genericDb(db);
  const idOf = async (name: unknown) => {
    const found = await g.selectFrom(ref.table).select('id').where(ref.keyField, '=', name as never)
      .where(ofCompany(ref, companyId))
      .executeTakeFirst();
    if (!found) throw new Error(`model/demo/${set.entity}.yaml: ${field}: no ${ref.entity} row with ${ref.keyField} "${String(name)}"`);
    return found.id;
  };
  return ref.isMany ? Promise.all((value as unknown[]).map(idOf)) : idOf(value);
}
