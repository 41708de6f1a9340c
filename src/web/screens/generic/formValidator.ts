import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, customizeValidator } from '@rjsf/validator-ajv8';
import { formValidatorFunctions } from 'virtual:form-validators';

type Values = Record<string, unknown>;
type ValidatorFunctions = Parameters<typeof createPrecompiledValidator>[0];

const precompiled = new Map<string, ValidatorType<Values>>();
let compiledAtRunTime: ValidatorType<Values> | undefined;

/**
 * The rjsf validator of a model entity's form (the schema of forms.ts): the functions compiled at build time
 * (scripts/formValidatorsPlugin.ts). ajv would otherwise compile them in the browser with `new Function`, which the
 * Content-Security-Policy (no 'unsafe-eval') refuses.
 */
export function modelFormValidator(entity: string, schema: RJSFSchema): ValidatorType<Values> {
  const functions = (formValidatorFunctions as Record<string, ValidatorFunctions | undefined>)[entity];
  if (!functions) return runTimeFormValidator();
  let validator = precompiled.get(entity);
  if (!validator) {
    validator = createPrecompiledValidator<Values>(functions, schema);
    precompiled.set(entity, validator);
  }
  return validator;
}

/**
 * rjsf's ajv8 validator (with ajv-formats), compiling at run time: only for a form given directly, outside the model
 * (the stories of single field types, which run outside the app and its policy).
 */
export function runTimeFormValidator(): ValidatorType<Values> {
  compiledAtRunTime ??= customizeValidator<Values>();
  return compiledAtRunTime;
}
