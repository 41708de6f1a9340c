import type { RuleComparison } from '../../src/shared/fieldRules.js';
import type { ModelIssue } from './errors.js';
import type { EntityDef, FieldDef, FieldRule, FieldType } from './types.js';

/** A rule across fields as written in the model (generator/schema/rules.ts). */
export interface RawRule {
  field: string;
  after?: string;
  orEqual?: boolean;
  atMost?: { ref: string; field: string };
  atLeastOne?: string[];
  message?: string;
}

/** How an ordered pair of each field type compares; a type not listed has no order. */
const COMPARISON: Partial<Record<FieldType, RuleComparison>> = {
  date: 'date', time: 'time', datetime: 'datetime', integer: 'number', number: 'number', yen: 'number',
};

/** The placeholders each kind's message may use (src/shared/fieldRuleErrors.ts fills them). */
const PLACEHOLDERS: Record<FieldRule['kind'], readonly string[]> = {
  after: ['label', 'other'],
  atMost: ['label', 'ref', 'bound', 'limit'],
  atLeastOne: ['label', 'labels'],
};

/** Field types chosen rather than typed: a set of them is 「…のいずれかを選択してください」. */
const CHOSEN: readonly FieldType[] = ['boolean', 'enum', 'ref', 'refs'];

function defaultMessage(kind: FieldRule['kind'], options: { compare?: RuleComparison; orEqual?: boolean; fields?: FieldDef[] }): string {
  if (kind === 'atMost') return 'validation.rule.atMostRef';
  if (kind === 'atLeastOne') return options.fields!.every((f) => CHOSEN.includes(f.type)) ? 'validation.rule.atLeastOneSelect' : 'validation.rule.atLeastOne';
  if (options.compare === 'number') return options.orEqual ? 'validation.rule.numberAtLeast' : 'validation.rule.numberAbove';
  return `validation.rule.${options.compare!}${options.orEqual ? 'OnOrAfter' : 'After'}`;
}

/**
 * Resolves every entity's `rules` once all entities are known (an atMost rule reads another entity): exactly one kind
 * per rule; fields of the entity (not system fields), the rule's field in the form when there is one; an ordered pair
 * of two fields that compare the same way (dates, times, date-times, numbers); a bound that is a number field of the
 * entity a ref field points to; an at-least-one set of optional fields holding the rule's field; a message key that
 * exists and uses only the kind's placeholders.
 */
export function resolveRules(options: {
  entities: EntityDef[]; raw: ReadonlyMap<string, { rules: RawRule[]; file: string }>; messages: Record<string, string>; issues: ModelIssue[];
}): void {
  const { entities, raw, messages, issues } = options;
  const byName = new Map(entities.map((e) => [e.name, e]));
  for (const entity of entities) {
    const source = raw.get(entity.name);
    if (!source) continue;
    source.rules.forEach((item, i) => {
      const at = `/${entity.name}/rules/${i}`;
      const issue = (path: string, reason: string) => issues.push({ file: source.file, path: `${at}${path}`, reason });
      const fieldOf = (name: string, path: string): FieldDef | undefined => {
        const field = entity.fields.find((f) => f.name === name);
        if (!field) issue(path, `unknown field "${name}" of ${entity.name}`);
        else if (field.isSystem) issue(path, `"${name}" is a system field, never typed in`);
        return field?.isSystem ? undefined : field;
      };
      const kinds = (['after', 'atMost', 'atLeastOne'] as const).filter((k) => item[k] !== undefined);
      if (kinds.length !== 1) return issue('', `give exactly one of after, atMost and atLeastOne (${kinds.length ? kinds.join(' and ') : 'none'} given)`);
      const kind = kinds[0]!;
      if (item.orEqual !== undefined && kind !== 'after') issue('/orEqual', 'orEqual belongs to an ordered pair (after)');
      const field = fieldOf(item.field, '/field');
      if (field && entity.form && !entity.form.fields.includes(field.name)) issue('/field', `"${field.name}" is not a form field of ${entity.name}: its message would stand under nothing`);
      const resolved = kind === 'after' ? afterRule(item, { field, fieldOf, issue })
        : kind === 'atMost' ? atMostRule(item, { field, entity, byName, issue })
          : atLeastOneRule(item, { field, fieldOf, issue });
      if (!resolved) return;
      const text = messages[resolved.message];
      if (text === undefined) return issue(item.message === undefined ? '' : '/message', `message key "${resolved.message}" is not in messages/`);
      if (item.message !== undefined) {
        const unknown = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).filter((p) => !PLACEHOLDERS[kind].includes(p));
        if (unknown.length) issue('/message', `"${item.message}" uses {{${unknown.join('}}, {{')}}}, which a rule of kind ${kind} does not fill (${PLACEHOLDERS[kind].map((p) => `{{${p}}}`).join(', ')})`);
      }
      entity.rules.push(resolved);
    });
  }
}

type FieldOf = (name: string, path: string) => FieldDef | undefined;
type Issue = (path: string, reason: string) => void;

function afterRule(item: RawRule, context: { field?: FieldDef; fieldOf: FieldOf; issue: Issue }): FieldRule | undefined {
  const other = context.fieldOf(item.after!, '/after');
  const { field, issue } = context;
  if (!field || !other) return undefined;
  const compare = COMPARISON[field.type];
  if (other.name === field.name) issue('/after', 'a field cannot come after itself');
  else if (!compare) issue('/field', `a ${field.type} field has no order (dates, times, date-times and numbers do)`);
  else if (COMPARISON[other.type] !== compare) issue('/after', `"${other.name}" is a ${other.type} field: it does not compare with the ${field.type} field "${field.name}"`);
  if (other.name === field.name || !compare || COMPARISON[other.type] !== compare) return undefined;
  const orEqual = item.orEqual ?? false;
  return { kind: 'after', field: field.name, other: other.name, orEqual, compare, message: item.message ?? defaultMessage('after', { compare, orEqual }) };
}

function atMostRule(item: RawRule, context: { field?: FieldDef; entity: EntityDef; byName: Map<string, EntityDef>; issue: Issue }): FieldRule | undefined {
  const { field, entity, issue } = context;
  const { ref: refName, field: boundName } = item.atMost!;
  const ref = entity.fields.find((f) => f.name === refName);
  if (!ref) issue('/atMost/ref', `unknown field "${refName}" of ${entity.name}`);
  else if (ref.type !== 'ref' || !ref.ref) issue('/atMost/ref', `"${refName}" is not a ref field of ${entity.name} (a ${ref.type} field)`);
  if (field && COMPARISON[field.type] !== 'number') issue('/field', `a bound applies to numbers; "${field.name}" is a ${field.type} field`);
  const target = ref?.type === 'ref' && ref.ref ? context.byName.get(ref.ref) : undefined;
  const bound = target?.fields.find((f) => f.name === boundName);
  if (target && !bound) issue('/atMost/field', `unknown field "${boundName}" of ${target.name} (the entity ${refName} points to)`);
  else if (bound && COMPARISON[bound.type] !== 'number') issue('/atMost/field', `"${boundName}" of ${target!.name} is a ${bound.type} field, not a number`);
  if (!field || !target || !bound || ref?.type !== 'ref' || COMPARISON[field.type] !== 'number' || COMPARISON[bound.type] !== 'number') return undefined;
  return {
    kind: 'atMost', field: field.name, ref: refName, entity: target.name, table: target.table, bound: bound.name, boundLabel: bound.label,
    message: item.message ?? defaultMessage('atMost', {}),
  };
}

function atLeastOneRule(item: RawRule, context: { field?: FieldDef; fieldOf: FieldOf; issue: Issue }): FieldRule | undefined {
  const { field, issue } = context;
  const fields = item.atLeastOne!.map((name, j) => context.fieldOf(name, `/atLeastOne/${j}`));
  if (field && !item.atLeastOne!.includes(field.name)) issue('/field', `"${field.name}" is not one of the set (the message stands under one of them)`);
  fields.forEach((f, j) => {
    if (f?.required && f.type !== 'boolean') issue(`/atLeastOne/${j}`, `"${f.name}" is required, so the rule always holds`);
  });
  if (!field || fields.some((f) => !f || (f.required && f.type !== 'boolean')) || !item.atLeastOne!.includes(field.name)) return undefined;
  return { kind: 'atLeastOne', field: field.name, fields: [...item.atLeastOne!], message: item.message ?? defaultMessage('atLeastOne', { fields: fields as FieldDef[] }) };
}
