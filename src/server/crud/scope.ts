import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import type { AppAbility, EntityAction } from '../../generated/abilities.js';
import { entities, type EntityName } from '../../generated/entities.js';
import type { ErrorKey } from '../../generated/errors.js';
import { AppError } from '../foundation/errors.js';
import type { Principal } from '../auth/principal.js';
import type { GenericDatabase } from '../core/context.js';
import { ofCompany } from '../db/companyScope.js';

type Eb = ExpressionBuilder<GenericDatabase, string>;

/**
 * The SQL condition that limits an entity's rows to what the caller may see: always the caller's company, and
 * the CASL rules for the action (row conditions such as own schoolhouses or own children), OR-ed together.
 * Throws FORBIDDEN when the caller has no rule for the action at all.
 */
export function scopeCondition(options: { entity: EntityName; action: EntityAction; principal: Principal; ability: AppAbility }) {
  const { entity, action, principal, ability } = options;
  const meta = entities[entity];
  assertMay(options);
  const rules = ability.rulesFor(action, entity).filter((r) => !r.inverted);
  const isUnrestricted = rules.some((r) => !r.conditions);
  return (eb: Eb): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = [];
    parts.push(ofCompany(meta, principal.companyId, meta.table));
    if (!isUnrestricted) {
      parts.push(eb.or(rules.map((r) => eb.and(Object.entries(r.conditions as Record<string, unknown>).map(([field, cond]) => {
        const column = `${meta.table}.${field}`;
        if (cond !== null && typeof cond === 'object' && '$in' in cond) {
          // A null among the values (a row scope's `orEmpty`) matches an empty field, which SQL's `in` never does.
          const all = (cond as { $in: unknown[] }).$in;
          const values = all.filter((v) => v !== null);
          const isInValues = values.length === 0 ? eb.lit(false) : eb(column, 'in', values);
          return all.length > values.length ? eb.or([isInValues, eb(column, 'is', null)]) : isInValues;
        }
        return eb(column, '=', cond);
      })))));
    }
    return eb.and(parts);
  };
}

/** The refusal of an entity's API: its model's `api.access.refusal` (面談記録: 10204), else FORBIDDEN. */
export function refusalOf(entity: EntityName): AppError {
  const api = entities[entity].api as { refusal?: ErrorKey } | null;
  return new AppError(api?.refusal ?? 'FORBIDDEN');
}

/** The entity's refusal (FORBIDDEN) unless the caller has a rule for the action on the entity (row conditions aside). */
export function assertMay(options: { entity: EntityName; action: EntityAction; ability: AppAbility }): void {
  if (!options.ability.can(options.action, options.entity)) throw refusalOf(options.entity);
}
