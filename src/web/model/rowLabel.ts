import { labelField as sharedLabelField, rowNameOf } from '../../shared/rowName.js';

/** Row values as the generic screens hold them. */
export type Row = Record<string, unknown>;

/**
 * The column that names a row of an entity: its first text column, else (an entity without a list) its first text
 * field, else its id (src/shared/rowName.ts, which the server's CSV export reads too).
 */
export const labelField = sharedLabelField;

/** The human name of a row (delete confirmation, ref look-ups): the model's rowName fields, else its label column, else its id. */
export function rowLabel(entity: string, row: Row): string {
  return rowNameOf(entity, row);
}
