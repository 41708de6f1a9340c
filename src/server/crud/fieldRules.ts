import type { Kysely } from 'kysely';
import type { Database } from '../../generated/db.js';
import { entities, type EntityName } from '../../generated/entities.js';
import { fieldRuleErrors } from '../../shared/fieldRuleErrors.js';
import { isNotGiven, type AtMostRule, type FieldRule } from '../../shared/fieldRules.js';
import { genericDb } from '../core/context.js';
import { AppError, type FieldError } from '../foundation/errors.js';
import { ofCompany } from '../db/companyScope.js';

/** The rules across fields of an entity (model `rules`), as entities.ts gives them. */
export function rulesOf(entity: EntityName): readonly FieldRule[] {
  return (entities[entity] as { rules?: readonly FieldRule[] }).rules ?? [];
}

/** The bounds of atMost rules, by rule and referenced row id: the value of the bound field (null: none). */
export type RuleBounds = Map<AtMostRule, Map<number, number | null>>;

const boundValue = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * The bounds a row's atMost rules compare with: each referenced row's bound field, read in the caller's transaction
 * and locked (FOR SHARE) until it ends, so the bound cannot change between the check and the write. Only rows of the
 * caller's company are read: another company's id has no bound (its foreign key, or the scope, answers it).
 */
export async function loadRowBounds(db: Kysely<Database>, options: { rules: readonly FieldRule[]; values: Readonly<Record<string, unknown>>; companyId: number }): Promise<RuleBounds> {
  const bounds: RuleBounds = new Map();
  for (const rule of options.rules) {
    if (rule.kind !== 'atMost' || isNotGiven(options.values[rule.ref])) continue;
    const id = Number(options.values[rule.ref]);
    const row = await genericDb(db).selectFrom(rule.table).select(rule.bound).where('id', '=', id)
      .where(ofCompany(entities[rule.entity as EntityName], options.companyId)).forShare().executeTakeFirst();
    bounds.set(rule, new Map(row ? [[id, boundValue(row[rule.bound])]] : []));
  }
  return bounds;
}

/**
 * Every bound the atMost rules of an entity may compare with, in the company (an import checks many rows at once):
 * one query per rule, not per row.
 */
export async function loadAllBounds(db: Kysely<Database>, options: { entity: EntityName; companyId: number }): Promise<RuleBounds> {
  const bounds: RuleBounds = new Map();
  for (const rule of rulesOf(options.entity)) {
    if (rule.kind !== 'atMost') continue;
    const rows = await genericDb(db).selectFrom(rule.table).select(['id', rule.bound])
      .where(ofCompany(entities[rule.entity as EntityName], options.companyId)).execute();
    bounds.set(rule, new Map(rows.map((r) => [Number(r.id), boundValue(r[rule.bound])])));
  }
  return bounds;
}

/** The field errors of the rules a row (the whole row: an update's stored values with its changes) breaks. */
export function ruleErrorsOf(options: { entity: EntityName; values: Readonly<Record<string, unknown>>; bounds: RuleBounds; rules?: readonly FieldRule[] }): FieldError[] {
  return fieldRuleErrors({
    rules: options.rules ?? rulesOf(options.entity),
    fields: entities[options.entity].fields as Record<string, { label: string }>,
    values: options.values,
    boundOf: (rule, id) => options.bounds.get(rule)?.get(Number(id)),
  });
}

/**
 * Refuses a row that breaks a rule of its entity with VALIDATION_FAILED, each message under its rule's field (the shape
 * of every field error). `db` is the writing transaction: the referenced rows of atMost rules are read there.
 */
export async function assertFieldRules(db: Kysely<Database>, options: {
  entity: EntityName; values: Readonly<Record<string, unknown>>; companyId: number;
  /** The rules to check instead of the entity's own (a test of a kind no entity uses yet). */
  rules?: readonly FieldRule[];
}): Promise<void> {
  const rules = options.rules ?? rulesOf(options.entity);
  if (rules.length === 0) return;
  const bounds = await loadRowBounds(db, { rules, values: options.values, companyId: options.companyId });
  const errors = ruleErrorsOf({ entity: options.entity, values: options.values, bounds, rules });
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { errors });
}
