import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FieldRule } from '../../shared/fieldRules.js';
import { entities } from '../../generated/entities.js';
import { forms } from '../../generated/forms.js';
import { tables } from '../../generated/tables.js';

/** One field of an entity (entities.ts), as the generic screens read it. */
export interface FieldInfo {
  readonly type: string;
  readonly label: string;
  readonly required: boolean;
  readonly isSystem: boolean;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly patternMessage?: string;
  readonly enum?: string;
  readonly ref?: string;
  /** ref fields: the referenced entity's field naming its row in CSVs (a student by number), else the row's name. */
  readonly refBy?: string;
  /** What an empty value of an optional ref means (e.g. 全校舎), shown instead of a blank. */
  readonly emptyLabel?: string;
  /** json fields: the field of the same row naming the entity whose field labels name this object's keys. */
  readonly keysOf?: string;
  /** integer fields: the field of the same row naming the entity this id is a row of (shown by that row's name). */
  readonly refOf?: string;
}

/** One entity (entities.ts): label, fields and its generic API. */
export interface EntityInfo {
  readonly name: string;
  readonly label: string;
  readonly fields: Readonly<Record<string, FieldInfo>>;
  readonly api: { readonly path: string; readonly operations: readonly string[] } | null;
  /** Fields naming a row, read together with a space (e.g. family and first name). */
  readonly rowName: readonly string[] | null;
  /** Rules across fields (model `rules`): the form shows a broken one under its field before sending. */
  readonly rules: readonly FieldRule[];
  /** Lists of rows pointing here, shown by the detail view. */
  readonly detail: {
    /** The fields the detail shows instead of the form's and the list's. */
    readonly fields?: readonly string[];
    readonly related: readonly { readonly entity: string; readonly field: string; readonly label: string }[];
  } | null;
}

/** One list column (tables.ts). */
export interface ColumnInfo {
  readonly id: string;
  readonly label: string;
  readonly type: string;
  readonly isSortable: boolean;
  readonly enum?: string;
  readonly ref?: string;
  /** The field of the row naming the entity this id is a row of (the operation history's changed record). */
  readonly refOf?: string;
  readonly emptyLabel?: string;
}

/** One filter of a list (tables.ts). */
export interface FilterInfo {
  readonly field: string;
  readonly label: string;
  readonly type: string;
  /** contains: text; eq: one code, row or number; in: any of several (sent comma-separated). */
  readonly operator: 'eq' | 'contains' | 'in' | 'between';
  readonly enum?: string;
  readonly ref?: string;
  /** The field compared (filters on one field of this entity). */
  readonly column?: string;
  /** Fields searched together (a name search over family and first name). */
  readonly match?: readonly (readonly string[])[];
  /** A whole-number filter's bounds: the values its column holds (the API refuses others). */
  readonly minimum?: number;
  readonly maximum?: number;
  /** Set when the filter reads another entity's rows. */
  readonly through?: unknown;
  readonly related?: unknown;
  /** Read by the API (e.g. a detail view's related list), not shown in the filter bar. */
  readonly isHidden?: boolean;
  /** The value the list starts with (e.g. enrolled students only). */
  readonly default?: string | number | readonly (string | number)[];
}

/** The list definition of an entity (tables.ts). */
export interface TableInfo {
  readonly columns: readonly ColumnInfo[];
  readonly filters: readonly FilterInfo[];
  readonly defaultSort: { readonly field: string; readonly order: 'asc' | 'desc' };
}

/** The form of an entity (forms.ts) in the shapes @rjsf expects. */
export interface FormInfo {
  readonly schema: RJSFSchema;
  readonly uiSchema: UiSchema;
}

const entityTable: Readonly<Record<string, EntityInfo>> = entities;
const tableTable: Readonly<Record<string, TableInfo>> = tables;

/** The entity of a name; throws for a name the model does not have (a caller bug). */
export function entityInfo(name: string): EntityInfo {
  const entity = entityTable[name];
  if (!entity) throw new Error(`entity "${name}" is not in the model`);
  return entity;
}

/** The list definition of an entity; throws when the model gives it no list. */
export function tableInfo(name: string): TableInfo {
  const table = tableTable[name];
  if (!table) throw new Error(`entity "${name}" has no list in the model`);
  return table;
}

/** The form of an entity, or undefined when the model gives it none. */
export function formInfo(name: string): FormInfo | undefined {
  if (!Object.hasOwn(forms, name)) return undefined;
  const form = forms[name as keyof typeof forms];
  // The generated schema is plain JSON Schema frozen `as const`; rjsf wants its mutable types. A
  // structured clone gives rjsf an object of its own to annotate.
  return structuredClone(form) as unknown as FormInfo;
}
