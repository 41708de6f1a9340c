// @vitest-environment node
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildAbility, type RoleName } from '../../../src/generated/abilities.js';
import { codeLists, type CodeListName } from '../../../src/generated/enums.js';
import type { EntityName } from '../../../src/generated/entities.js';
import { tables, type TableEntityName } from '../../../src/generated/tables.js';
import type { Principal } from '../../../src/server/auth/principal.js';
import { filterParam } from '../../../src/server/crud/listFilter.js';
import type { ListFilter, ListQuery } from '../../../src/server/crud/listQuery.js';
import { builtPageStatement, pageStatement, type ListReader, type PageOptions } from '../../../src/server/crud/listStatement.js';
import type { GenericDatabase } from '../../../src/server/core/context.js';
import { abilityUser } from '../web/abilityUsers.js';

// A list page's statement is planned once per reader and shape, then filled with each request's values
// (src/server/crud/listStatement.ts). Filled, it must be exactly the statement Kysely builds for that request: same SQL,
// same parameters in the same places, for every filter kind of the model, every role's scope and every statement form.
const db = new Kysely<GenericDatabase>({ dialect: {
  createAdapter: () => new PostgresAdapter(), createDriver: () => new DummyDriver(),
  createIntrospector: (k) => new PostgresIntrospector(k), createQueryCompiler: () => new PostgresQueryCompiler(),
} });

type Value = ListQuery['filters'][number]['value'];

function reader(role: RoleName, ids: { companyId?: number; protectorId?: number; studentIds?: number[] } = {}): ListReader {
  const user = { ...abilityUser(role), companyId: ids.companyId ?? 1, schoolhouseIds: [1, 2], ...(role === 'PROTECTOR' ? { protectorId: ids.protectorId ?? 5, studentIds: ids.studentIds ?? [8, 9] } : {}) };
  return { principal: user as unknown as Principal, ability: buildAbility(user) };
}

/** Two values of the same shape for a filter (the second fills the plan the first made). */
function valuesFor(filter: ListFilter): [Value, Value][] {
  const codes = filter.type === 'enum' ? codeLists[filter.enum as CodeListName].values.map((v) => (typeof v.code === 'number' ? v.code : String(v.code))) : undefined;
  const isInteger = ['integer', 'yen', 'ref'].includes(filter.type);
  const one = (i: number): string | number => (codes ? codes[i % codes.length]! : filter.type === 'boolean' ? ['true', 'false'][i % 2]! : isInteger ? 3 + i : `値${i}`);
  switch (filter.operator) {
    case 'between': return [
      [{ from: '2026-04-01', to: '2026-06-30' }, { from: '2025-01-01', to: '2025-12-31' }],
      [{ from: '2026-04-01' }, { from: '2024-02-29' }],
      [{ to: '2026-06-30' }, { to: '2027-03-31' }],
    ];
    case 'in': return [[[one(0)], [one(1)]], [[one(0), one(1)], [one(1), one(2)]]];
    case 'contains': return [['やまだ 太郎', 'S0_1%'], ['佐藤', 'ab']];
    default: return [[one(0), one(1)]];
  }
}

function options(base: { entity: EntityName; reader: ListReader }, filters: Array<{ filter: ListFilter; value: Value }>, extra: Partial<PageOptions> = {}): PageOptions {
  const table = tables[base.entity as TableEntityName];
  return {
    ...base, sort: table.defaultSort.field, order: table.defaultSort.order as 'asc' | 'desc', limit: 20, offset: 0,
    isSearch: false, withCount: true, cap: 10_000,
    filters: filters.map((f) => ({ filter: f.filter, param: filterParam(f.filter, f.value) })), ...extra,
  };
}

/** The filled plan equals the built statement, for the request that made the plan and for the next one. */
function expectSame(first: PageOptions, second: PageOptions): void {
  for (const o of [first, second, first]) {
    const filled = pageStatement(db, o);
    const built = builtPageStatement(db, o);
    expect(filled.sql).toBe(built.sql);
    expect(filled.parameters).toEqual(built.parameters);
  }
}

const listed = (Object.keys(tables) as TableEntityName[]).filter((e) => ((tables[e] as { filters?: readonly unknown[] }).filters ?? []).length > 0);
const roles: RoleName[] = ['STAFF', 'TEACHER', 'PROTECTOR'];

describe('a list page statement planned once per shape', () => {
  it('should give the built statement for every filter of every list, alone and all together, for each role that reads it', () => {
    let checked = 0;
    for (const entity of listed) {
      const filters = (tables[entity] as { filters: readonly ListFilter[] }).filters;
      for (const role of roles) {
        const r = reader(role);
        if (!r.ability.can('read', entity as EntityName)) continue;
        const base = { entity: entity as EntityName, reader: r };
        for (const filter of filters) {
          for (const [a, b] of valuesFor(filter)) {
            expectSame(options(base, [{ filter, value: a }]), options(base, [{ filter, value: b }]));
            checked += 1;
          }
        }
        const all = (i: 0 | 1) => filters.map((filter) => ({ filter, value: valuesFor(filter)[0]![i] }));
        expectSame(options(base, all(0), { offset: 40 }), options(base, all(1), { offset: 4000, limit: 100 }));
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('should give the built statement for a search, a list known capped, an unconfirmed reader and the other order', () => {
    const base = { entity: 'student' as EntityName, reader: reader('STAFF') };
    const name = (tables.student.filters as readonly ListFilter[]).find((f) => f.field === 'student_name_kanji')!;
    const forms: Array<Partial<PageOptions>> = [
      { isSearch: true }, { withCount: false }, { isSearch: true, withCount: false },
      { unconfirmed: { companyId: 1, version: 3 } }, { order: 'desc', sort: 'student_number' }, { cap: 50 },
    ];
    for (const form of forms) expectSame(options(base, [{ filter: name, value: '山田太郎' }], form), options(base, [{ filter: name, value: '佐藤花子' }], form));
  });

  it('should not fill one reader\'s plan with another\'s scope', () => {
    const entity = 'student' as EntityName;
    const first = reader('PROTECTOR', { protectorId: 5 });
    const other = reader('PROTECTOR', { protectorId: 6, studentIds: [11, 12] });
    const otherCompany = reader('STAFF', { companyId: 2 });
    pageStatement(db, options({ entity, reader: first }, []));
    for (const r of [other, otherCompany]) {
      const filled = pageStatement(db, options({ entity, reader: r }, []));
      expect(filled.parameters).toEqual(builtPageStatement(db, options({ entity, reader: r }, [])).parameters);
    }
    expect(pageStatement(db, options({ entity, reader: other }, [])).parameters).not.toEqual(pageStatement(db, options({ entity, reader: first }, [])).parameters);
  });

  it('should refuse a reader without a read rule on every request, as building the statement does', () => {
    const guardian = reader('PROTECTOR');
    const entity = listed.find((e) => !guardian.ability.can('read', e as EntityName)) as EntityName;
    expect(entity).toBeDefined();
    for (let i = 0; i < 2; i += 1) expect(() => pageStatement(db, options({ entity, reader: guardian }, []))).toThrow(expect.objectContaining({ key: 'FORBIDDEN' }));
    expect(() => builtPageStatement(db, options({ entity, reader: guardian }, []))).toThrow(expect.objectContaining({ key: 'FORBIDDEN' }));
  });
});
