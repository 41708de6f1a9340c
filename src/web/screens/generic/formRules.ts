import type { CustomValidator, FormValidation } from '@rjsf/utils';
import { fieldRuleErrors } from '../../../shared/fieldRuleErrors.js';
import type { FieldRule } from '../../../shared/fieldRules.js';
import type { FieldInfo } from '../../model/modelAccess.js';

type Values = Record<string, unknown>;

/**
 * rjsf's customValidate for an entity's rules across fields (model `rules`): a broken rule's message under its field,
 * the same text the server answers, so the form says it before sending. A bound read from another row (atMost) is left
 * to the server, whose answer the form shows under the field too.
 */
export function ruleValidator(rules: readonly FieldRule[], fields: Readonly<Record<string, FieldInfo>>): CustomValidator<Values> | undefined {
  if (rules.length === 0) return undefined;
  return (formData, errors) => {
    const byField = errors as unknown as Record<string, FormValidation<Values> | undefined>;
    for (const { field, message } of fieldRuleErrors({ rules, fields, values: formData ?? {} })) {
      // rjsf makes an error handler for each value the form holds; a field left empty may have none yet.
      const handler = byField[field];
      if (handler) handler.addError(message);
      else byField[field] = { __errors: [message], addError() {} } as unknown as FormValidation<Values>;
    }
    return errors;
  };
}
