import dayjs from 'dayjs';
import { codeLabel, codeLists, type CodeListName } from '../../../generated/enums.js';
import { t } from '../../i18n/i18n.js';
import { formatYen } from './fields/normalize.js';
import { refEntityOf } from './referencedRows.js';
import { listText } from '../../format/japaneseText.js';

/** Labels of referenced rows: entity name → row id → label. */
export type RefLabels = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** What a cell needs to know of its column (tables.ts column or filter). */
export interface CellColumn {
  readonly type: string;
  readonly enum?: string;
  readonly ref?: string;
  /** What an empty value means (model `emptyLabel`, e.g. 全校舎); without it an empty cell stays blank. */
  readonly emptyLabel?: string;
  /** The field of the row naming the entity this id is a row of: the cell shows that row's name, as a ref does. */
  readonly refOf?: string;
}

type CellFormatter = (value: unknown, column: CellColumn, refLabels: RefLabels) => string;

function isCodeList(name: string | undefined): name is CodeListName {
  return name !== undefined && Object.hasOwn(codeLists, name);
}

// One formatter per field type (the Twenty-style registry); any other type shows its value as text.
const formatters: Readonly<Record<string, CellFormatter>> = {
  enum: (value, column) => (isCodeList(column.enum) ? codeLabel(column.enum, String(value)) : String(value)),
  datetime: (value) => dayjs(String(value)).format(t('web.datetimeFormat')),
  date: (value) => dayjs(String(value)).format(t('web.dateFormat')),
  boolean: (value) => t(value === true || value === 1 || value === '1' ? 'web.yes' : 'web.no'),
  ref: (value, column, refLabels) => (column.ref ? refLabels[column.ref]?.[String(value)] : undefined) ?? String(value),
  refs: (value, column, refLabels) => listText((Array.isArray(value) ? value : [value])
    .map((id) => (column.ref ? refLabels[column.ref]?.[String(id)] : undefined) ?? String(id))),
  yen: (value) => formatYen(value),
  time: (value) => String(value).slice(0, 5),
};

/**
 * The text of one list cell, chosen by the column's field type; a missing value is empty, or what the model says it
 * means. `row` is the cell's row: a `refOf` column reads there which entity its id is a row of.
 */
export function formatCell(options: { value: unknown; column: CellColumn; refLabels?: RefLabels; row?: Readonly<Record<string, unknown>> }): string {
  const { value, row } = options;
  const target = options.column.refOf !== undefined && row ? refEntityOf(options.column, row) : undefined;
  const column: CellColumn = target ? { ...options.column, type: 'ref', ref: target } : options.column;
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return column.emptyLabel ?? '';
  const formatter = formatters[column.type];
  return formatter ? formatter(value, column, options.refLabels ?? {}) : String(value);
}
