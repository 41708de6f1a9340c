import type { MessageKey } from '../generated/messages.ja.js';
import { brokenRules, type AtMostRule, type BrokenRule, type FieldRule } from './fieldRules.js';
import { formatMessage } from './validationMessage.js';

/** A field's label, as entities.ts gives it. */
type Labels = Readonly<Record<string, { readonly label: string }>>;

/**
 * The Japanese message of a broken rule, filled from the fields' labels: {{label}} (the rule's field), {{other}} (the
 * other end of an ordered pair), {{ref}} and {{bound}} (the reference and the referenced row's field), {{limit}} (its
 * value), {{labels}} (the set of an at-least-one rule, joined with ・).
 */
export function brokenRuleMessage(broken: BrokenRule, fields: Labels): string {
  const { rule } = broken;
  const labelOf = (name: string) => fields[name]?.label ?? name;
  const values: Record<string, string | number> = { label: labelOf(rule.field) };
  if (rule.kind === 'after') values.other = labelOf(rule.other);
  if (rule.kind === 'atMost') Object.assign(values, { ref: labelOf(rule.ref), bound: rule.boundLabel, limit: broken.limit ?? '' });
  if (rule.kind === 'atLeastOne') values.labels = rule.fields.map(labelOf).join('・');
  return formatMessage(rule.message as MessageKey, values);
}

/**
 * The field errors of the rules a row breaks, one under each rule's field (the first broken rule of a field speaks):
 * the same shape and text on the server (VALIDATION_FAILED's `errors`) and in the browser (under the form's field).
 */
export function fieldRuleErrors(options: {
  rules: readonly FieldRule[];
  fields: Labels;
  values: Readonly<Record<string, unknown>>;
  boundOf?: (rule: AtMostRule, id: unknown) => number | null | undefined;
}): Array<{ field: string; message: string }> {
  const errors: Array<{ field: string; message: string }> = [];
  for (const broken of brokenRules(options)) {
    if (errors.some((e) => e.field === broken.rule.field)) continue;
    errors.push({ field: broken.rule.field, message: brokenRuleMessage(broken, options.fields) });
  }
  return errors;
}
