import type { AppAbility } from '../../../generated/abilities.js';
import { entities, type EntityName } from '../../../generated/entities.js';
import { codeLists, type CodeListName } from '../../../generated/enums.js';
import { nameFields, rowNameOf } from '../../../shared/rowName.js';
import { isSpreadsheetFormula, readBackNeutralised } from '../../../shared/spreadsheetFormula.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import { exportColumns } from '../../crud/exportCsv.js';
import { refusalOf } from '../../crud/scope.js';
import { validateEntityBody } from '../../crud/validate.js';
import { AppError } from '../../foundation/errors.js';
import { genericDb, type AppContext } from '../../core/context.js';
import { headedRows, type PositionalFormat } from './positional.js';
import { ofCompany } from '../../db/companyScope.js';

interface FieldMeta { type: string; label: string; enum?: string; ref?: string; refBy?: string; required: boolean; default?: unknown }

/** An entity the model fills from CSV (`import:`), as an import reads it. */
export interface ImportFormat {
  entity: EntityName;
  /** Form fields an import writes, in the CSV's column order. */
  writable: string[];
  /** Form fields that identify a stored row. */
  key: string[];
  /** Rows not stored yet may be added (the entity's API creates rows); otherwise an import only updates. */
  canAdd: boolean;
  /** A second format read by position (Japan Post's KEN_ALL.CSV for the zip codes). */
  positional?: PositionalFormat;
}

/** The field errors of the rules across fields a checked row (its key and values) breaks. */
export type RowRuleCheck = (row: { key: string; values: Record<string, unknown> }) => Array<{ field: string; message: string }>;

/** A checked row: the file's line number and the values to store, or the problems of its cells. */
export interface CheckedRow { line: number; values?: Record<string, unknown>; errors?: Array<{ column: string; message: string }> }

const fieldsOf = (entity: EntityName) => entities[entity].fields as unknown as Record<string, FieldMeta>;

/** The import format of an entity, or IMPORT_NOT_SUPPORTED when the model declares none. */
export function importFormat(target: string): ImportFormat {
  const meta = Object.hasOwn(entities, target) ? entities[target as EntityName] : undefined;
  const declared = (meta as { import?: { key: readonly string[]; positional?: PositionalFormat } | null } | undefined)?.import;
  if (!meta || !declared) throw new AppError('IMPORT_NOT_SUPPORTED');
  const entity = target as EntityName;
  const form = (meta.form?.fields ?? []) as readonly string[];
  const canAdd = ((meta.api?.operations ?? []) as readonly string[]).includes('create');
  return { entity, writable: exportColumns(entity).filter((c) => form.includes(c)), key: [...declared.key], canAdd, ...(declared.positional ? { positional: declared.positional } : {}) };
}

/**
 * An import adds and updates rows of its entity: the caller must be allowed both by the entity's API grants (CASL),
 * whatever the import screen's own access says (a master of every company is written by the system role only).
 */
export function assertCanImport(ability: AppAbility | undefined, format: ImportFormat): void {
  if (!ability?.can('update', format.entity) || (format.canAdd && !ability.can('create', format.entity))) throw refusalOf(format.entity);
}

/** Full-width digits, signs and the ideographic space as a spreadsheet may leave them, made half-width. */
function halfWidth(text: string): string {
  return text.replace(/[０-９．－，＋]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');
}

/**
 * The names of the rows every ref field of the format points to (within the company), by field: name → id, or null
 * when two rows share it. A row is named as the export writes it: by the field's `refBy` (a student by number), else
 * by the row's name.
 */
export async function loadRefNames(ctx: AppContext, options: { format: ImportFormat; companyId: number }): Promise<Map<string, Map<string, number | null>>> {
  const fields = fieldsOf(options.format.entity);
  const out = new Map<string, Map<string, number | null>>();
  for (const c of options.format.writable) {
    const { type, ref, refBy } = fields[c]!;
    if ((type !== 'ref' && type !== 'refs') || !ref) continue;
    const target = entities[ref as EntityName];
    let query = genericDb(ctx.db).selectFrom(target.table).select(['id', ...(refBy ? [refBy] : nameFields(ref))]);
    query = query.where(ofCompany(target, options.companyId));
    const byName = new Map<string, number | null>();
    for (const row of await query.execute()) {
      const name = refBy ? String(row[refBy] ?? '') : rowNameOf(ref, row);
      byName.set(name, byName.has(name) ? null : Number(row.id));
    }
    out.set(c, byName);
  }
  return out;
}

/** One cell as the value the API would take, the way the export writes it; a message when it cannot be one. */
function cellValue(text: string, column: string, field: FieldMeta, refNames: Map<string, Map<string, number | null>>): { value: unknown } | { message: string } {
  const label = field.label;
  switch (field.type) {
    case 'enum': {
      const values = codeLists[field.enum as CodeListName]?.values ?? [];
      const found = values.find((v) => v.label === text) ?? values.find((v) => String(v.code) === text);
      return found ? { value: found.code } : { message: formatMessage('validation.enum', { label }) };
    }
    case 'ref': case 'refs': {
      const names = refNames.get(column) ?? new Map<string, number | null>();
      const parts = field.type === 'refs' ? text.split(/[、,]/).map((p) => p.trim()).filter(Boolean) : [text];
      const ids: number[] = [];
      for (const part of parts) {
        const id = names.get(part);
        if (id === undefined) return { message: formatMessage('importFile.unknownName', { label, name: part }) };
        if (id === null) return { message: formatMessage('importFile.ambiguousName', { label, name: part }) };
        ids.push(id);
      }
      return { value: field.type === 'refs' ? ids : ids[0] };
    }
    case 'integer': case 'yen': case 'number': {
      const plain = halfWidth(text).replace(/,/g, '').trim();
      const ok = field.type === 'number' ? /^-?[0-9]+(\.[0-9]+)?$/.test(plain) : /^-?[0-9]{1,15}$/.test(plain);
      return ok ? { value: Number(plain) } : { message: formatMessage(field.type === 'number' ? 'validation.number' : 'validation.integer', { label }) };
    }
    case 'boolean': {
      const value = ({ [formatMessage('csvExport.yes')]: true, [formatMessage('csvExport.no')]: false, true: true, false: false, 1: true, 0: false } as Record<string, boolean>)[text];
      return value === undefined ? { message: formatMessage('validation.enum', { label }) } : { value };
    }
    case 'date': {
      const m = /^([0-9]{4})[/-]([0-9]{1,2})[/-]([0-9]{1,2})$/.exec(halfWidth(text));
      return m ? { value: `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` } : { message: formatMessage('validation.date', { label }) };
    }
    case 'time': {
      const m = /^([0-9]{1,2}):([0-9]{2})$/.exec(halfWidth(text));
      return m ? { value: `${m[1]!.padStart(2, '0')}:${m[2]}` } : { message: formatMessage('validation.format', { label }) };
    }
    default: return { value: text };
  }
}

/**
 * Checks the file's rows against the format: the header must name every required form field by its label (columns it
 * does not name are ignored, so an export re-imports unchanged); each row's cells become the API's values (codes and
 * references by name, dates as the export writes them) and pass the entity's generated schema, as a create through the
 * API would; a key repeated in the file is refused on its second line. A formula (an .xlsx formula cell, or text a
 * spreadsheet would run as one) is refused; the apostrophe the export puts before = + - @ is taken off.
 */
export function checkRows(options: {
  format: ImportFormat; rows: string[][]; refNames: Map<string, Map<string, number | null>>; stored?: Map<string, number>;
  /** Cells of an .xlsx holding a formula ("row:column" of rows, 0-based): refused, never evaluated. (A file read by
   * position is a CSV: Japan Post's KEN_ALL.CSV.) */
  formulaCells?: Set<string>;
  /** The entity's rules across fields (importRules.ts loadImportRules); none: the entity has no rules. */
  rules?: RowRuleCheck;
}): { header: string[]; checked: CheckedRow[]; rows: string[][] } {
  const { format, refNames } = options;
  const fields = fieldsOf(format.entity);
  const { rows, lines } = headedRows({ entity: format.entity, key: format.key, positional: format.positional, rows: options.rows });
  const [header = [], ...body] = rows;
  const trimmed = header.map((h) => h.replace(/^\ufeff/, '').trim());
  const columnOf = new Map<string, number>();
  for (const c of format.writable) {
    const at = trimmed.indexOf(fields[c]!.label);
    if (at >= 0) columnOf.set(c, at);
  }
  const missing = format.writable.filter((c) => !columnOf.has(c) && (format.key.includes(c) || (fields[c]!.required && fields[c]!.default === undefined)));
  if (missing.length) throw new AppError('IMPORT_MISSING_COLUMNS', { values: { columns: missing.map((c) => fields[c]!.label).join('、') } });
  if (body.length === 0) throw new AppError('IMPORT_EMPTY');
  const seenKeys = new Map<string, number>();
  const checked = body.map((cells, index): CheckedRow => {
    const line = lines?.[index] ?? index + 2;
    const errors: Array<{ column: string; message: string }> = [];
    const values: Record<string, unknown> = {};
    for (const [c, at] of columnOf) {
      const raw = cells[at] ?? '';
      const isFormula = options.formulaCells?.has(`${index + 1}:${at}`) ?? false;
      // The export's apostrophe comes off; without it, a cell the export would have neutralised is a formula.
      const readBack = readBackNeutralised(raw);
      if (isFormula || (readBack === raw && isSpreadsheetFormula(raw))) {
        errors.push({ column: fields[c]!.label, message: formatMessage(isFormula ? 'importFile.formulaCell' : 'importFile.formulaText') });
        continue;
      }
      const text = readBack.trim();
      if (text === '') {
        if (!fields[c]!.required) values[c] = null;
        continue;
      }
      const converted = cellValue(text, c, fields[c]!, refNames);
      if ('message' in converted) errors.push({ column: fields[c]!.label, message: converted.message });
      else values[c] = converted.value;
    }
    if (errors.length === 0) {
      try {
        Object.assign(values, validateEntityBody(format.entity, values));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const fieldErrors = error.errors ?? [];
        for (const e of fieldErrors.length ? fieldErrors : [{ field: '', message: error.message }]) errors.push({ column: fields[e.field]?.label ?? e.field, message: e.message });
      }
    }
    if (errors.length === 0) {
      const key = JSON.stringify(format.key.map((k) => values[k]));
      const first = seenKeys.get(key);
      const keyColumn = format.key.map((k) => fields[k]!.label).join('・');
      if (first !== undefined) errors.push({ column: keyColumn, message: formatMessage('importFile.duplicateKey', { line: first }) });
      else seenKeys.set(key, line);
      if (options.rules) {
        for (const e of options.rules({ key, values })) errors.push({ column: fields[e.field]?.label ?? e.field, message: e.message });
      }
      // An entity whose rows are added elsewhere (a teacher comes with a log-in account) is only updated.
      if (!format.canAdd && options.stored && !options.stored.has(key)) errors.push({ column: keyColumn, message: formatMessage('importFile.notStored', { label: keyColumn, entity: entities[format.entity].label }) });
    }
    return errors.length ? { line, errors } : { line, values };
  });
  return { header: trimmed, checked, rows };
}

/** The stored rows' ids by key (company rows only). */
export async function storedKeys(ctx: AppContext, options: { format: ImportFormat; companyId: number; db?: AppContext['db'] }): Promise<Map<string, number>> {
  const meta = entities[options.format.entity];
  let query = genericDb(options.db ?? ctx.db).selectFrom(meta.table).select(['id', ...options.format.key]);
  query = query.where(ofCompany(meta, options.companyId));
  const out = new Map<string, number>();
  for (const row of await query.execute()) out.set(storedKeyOf(options.format, row), Number(row.id));
  return out;
}

/** A stored row's key JSON as checkRows builds it for a file's row. */
export function storedKeyOf(format: ImportFormat, row: Record<string, unknown>): string {
  // A key's ref ids come back as text from PostgreSQL (bigint): as numbers, they match the checked rows' ids.
  const fields = fieldsOf(format.entity);
  const keyValue = (k: string, value: unknown) => (value !== null && value !== undefined && fields[k]!.type === 'ref' ? Number(value) : value ?? null);
  return JSON.stringify(format.key.map((k) => keyValue(k, row[k])));
}

/** A stored key's JSON as checkRows builds it. */
export const keyOf = (format: ImportFormat, values: Record<string, unknown>) => JSON.stringify(format.key.map((k) => values[k] ?? null));
