import { tableInfo } from '../../model/modelAccess.js';

/** Row values as the generic screens hold them. */
export type Row = Record<string, unknown>;

/** The column that names a row of an entity: its first text column, else its id. */
export function labelField(entity: string): string {
  return tableInfo(entity).columns.find((c) => c.type === 'string')?.id ?? 'id';
}

/** The human name of a row (delete confirmation, ref look-ups): its label column, else its id. */
export function rowLabel(entity: string, row: Row): string {
  const value = row[labelField(entity)] ?? row.id;
  return value === undefined || value === null ? '' : String(value);
}
