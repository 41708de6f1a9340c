import type { Model } from '../model/types.js';
import { TS_BANNER, literal, type OutputFile } from './util.js';

/**
 * src/generated/tables.ts: the columns, filters and default sort of every entity list, rendered by the generic
 * list screen with @tanstack/react-table and accepted by the generic list API.
 */
export function emitTables(model: Model): OutputFile[] {
  const tables: Record<string, unknown> = {};
  for (const e of model.entities.filter((x) => x.list)) {
    const byName = (n: string) => e.fields.find((f) => f.name === n)!;
    tables[e.name] = {
      columns: e.list!.columns.map((n) => {
        const f = byName(n);
        return {
          id: n, label: f.label, type: f.type, ...(f.enum ? { enum: f.enum } : {}), ...(f.ref ? { ref: f.ref } : {}), ...(f.refOf ? { refOf: f.refOf } : {}),
          ...(f.emptyLabel ? { emptyLabel: f.emptyLabel } : {}), isSortable: true,
        };
      }),
      // `field` is the filter's query parameter; `column`, `match`, `through` and `related` say what the API compares.
      filters: e.list!.filters.map(({ name, ...rest }) => ({ field: name, ...rest })),
      defaultSort: { field: e.list!.sort, order: e.list!.sortOrder },
    };
  }
  const content = `${TS_BANNER}
/** Columns, filters and default sort of every entity list. */
export const tables = ${literal(tables)} as const;

export type TableEntityName = keyof typeof tables;
`;
  return [{ path: 'src/generated/tables.ts', content }];
}
