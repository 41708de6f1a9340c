// @vitest-environment node
import { join } from 'node:path';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { latestMigration } from '../../../generator/emit/migrations.js';
import { entities, type EntityName } from '../../../src/generated/entities.js';
import { tables, type TableEntityName } from '../../../src/generated/tables.js';
import { listOrder } from '../../../src/server/crud/listOrder.js';

// The generator writes the 50音 sort index of a list (generator/emit/dbSchema.ts listOrderIndexElements) from the same
// rule as the server's ORDER BY (src/server/crud/listOrder.ts): the two must name the same terms in the same order, or
// the database sorts every page again.
const db = new Kysely<Record<string, Record<string, unknown>>>({ dialect: {
  createAdapter: () => new PostgresAdapter(), createDriver: () => new DummyDriver(),
  createIntrospector: (k) => new PostgresIntrospector(k), createQueryCompiler: () => new PostgresQueryCompiler(),
} });
const snapshot = latestMigration(join(import.meta.dirname, '../../../db/migrations')).snapshot;

/** One ORDER BY term or index element as `expression direction`, without table names, quotes or default words. */
const normalise = (term: string) => term.replace(/"[a-z_]+"\./g, '').replaceAll('"', '').replace(/collate/gi, 'COLLATE')
  .replace(/^\((.*)\)( |$)/, '$1$2').replace(/ asc nulls last$| asc$/i, '').replace(/ desc/i, ' DESC').replace(/ nulls last/i, ' NULLS LAST').trim();

/** The distinct terms of an entity's default list order, as listOrder writes them. */
function orderTerms(entity: EntityName): string[] {
  const sort = tables[entity as TableEntityName].defaultSort as { field: string; order: 'asc' | 'desc' };
  const terms = listOrder({ entity, sort: sort.field, order: sort.order });
  const { sql: text } = sql`${sql.join(terms)}`.compile(db);
  const seen = new Set<string>();
  return text.split(/, (?=nullif|")/).map(normalise).filter((t) => {
    const expression = t.replace(/ DESC( NULLS LAST)?$/, '');
    if (seen.has(expression)) return false;
    seen.add(expression);
    return true;
  });
}

const kanaSorted = (Object.keys(tables) as TableEntityName[]).filter((name) => {
  const fields = entities[name as EntityName].fields as Record<string, { kana?: readonly string[] }>;
  return fields[(tables[name].defaultSort as { field: string }).field]?.kana !== undefined;
});

describe('the 50音 sort indexes and the lists\' ORDER BY', () => {
  it('should cover the lists sorted by a name with a reading', () => {
    expect(kanaSorted).toEqual(expect.arrayContaining(['student', 'protector', 'teacher']));
  });

  it.each(kanaSorted)('should index the %s list\'s order term for term after company_id', (name) => {
    const table = entities[name as EntityName].table as string;
    const index = Object.entries(snapshot.tables[table]!.indexes).find(([n]) => n.endsWith('_sort_idx'))?.[1];
    expect(Array.isArray(index), `${table} has a sort index`).toBe(true);
    const elements = (index as string[]).map(normalise);
    const scoped = entities[name as EntityName].scope === 'company';
    expect(elements).toEqual([...(scoped ? ['company_id'] : []), ...orderTerms(name as EntityName)]);
  });

  it('should see a difference when the order and the index disagree (the check can fail)', () => {
    expect(['company_id', 'family_name_kana', 'first_name_kana']).not.toEqual(['company_id', ...orderTerms('student')]);
  });
});
