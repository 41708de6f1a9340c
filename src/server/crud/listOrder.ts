import { sql, type RawBuilder } from 'kysely';
import { entities, type EntityName } from '../../generated/entities.js';

type Fields = Readonly<Record<string, { kana?: readonly string[] }>>;

/**
 * The ORDER BY terms of an entity list sorted by one field. A name with a kana reading (`kana:` on the field in the
 * model) sorts by the reading in 50音 order first, an empty reading last, then by the name. Rows equal in the sort
 * field (the same 表示順) follow the entity's kana name, and the id keeps pages stable.
 */
export function listOrder(options: { entity: EntityName; sort: string; order: 'asc' | 'desc' }): ReadonlyArray<RawBuilder<unknown>> {
  // Kysely's builders are immutable: the terms of a sort are made once and shared by every request.
  const key = `${options.entity} ${options.sort} ${options.order}`;
  let terms = ordersOf.get(key);
  if (!terms) ordersOf.set(key, terms = Object.freeze(orderTerms(options)));
  return terms;
}

const ordersOf = new Map<string, ReadonlyArray<RawBuilder<unknown>>>();

function orderTerms(options: { entity: EntityName; sort: string; order: 'asc' | 'desc' }): Array<RawBuilder<unknown>> {
  const meta = entities[options.entity];
  const fields = meta.fields as Fields;
  const direction = sql.raw(options.order === 'desc' ? 'desc' : 'asc');
  const column = (name: string) => sql.ref(`${meta.table}.${name}`);
  // Full-width katakana in code-point order is 50音 order (a voiced kana right after its plain one); collation "C"
  // compares code points on PGlite and on every PostgreSQL, whatever the database's locale.
  const byName = (name: string, dir: RawBuilder<unknown>) => [
    ...(fields[name]?.kana ?? []).map((reading) => sql`nullif(${column(reading)}, '') collate "C" ${dir} nulls last`),
    sql`${column(name)} ${dir}`,
  ];
  const kanaName = Object.keys(fields).find((name) => fields[name]?.kana && name !== options.sort);
  return [
    ...byName(options.sort, direction),
    ...(kanaName ? byName(kanaName, sql.raw('asc')) : []),
    sql`${column('id')} ${direction}`,
  ];
}
