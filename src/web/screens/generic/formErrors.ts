import type { ErrorSchema, ErrorTransformer, RJSFValidationError } from '@rjsf/utils';
import { validationMessage } from '../../../shared/validationMessage.js';
import type { FieldError } from '../../providers/apiError.js';
import type { FieldInfo } from '../../model/modelAccess.js';

/** The top-level field an rjsf error is about (required errors name the missing property). */
function fieldOf(error: RJSFValidationError): string {
  const missing = error.params?.missingProperty;
  if (error.name === 'required' && typeof missing === 'string') return missing;
  const extra = error.params?.additionalProperty;
  if (error.name === 'additionalProperties' && typeof extra === 'string') return extra;
  return (error.property ?? '').replace(/^\./, '').split('.')[0] ?? '';
}

/**
 * rjsf's transformErrors for an entity's fields: every problem gets the same Japanese message the server
 * gives (src/shared/validationMessage.ts), with the field's label from the model.
 */
export function japaneseErrors(fields: Readonly<Record<string, FieldInfo>>): ErrorTransformer {
  return (errors) => errors.map((error) => {
    const field = fieldOf(error);
    const info = fields[field];
    const message = validationMessage({
      keyword: error.name === 'const' ? 'enum' : (error.name ?? ''),
      params: (error.params ?? {}) as Record<string, unknown>,
      label: info?.label ?? field,
      patternMessage: info?.patternMessage,
      isSelect: ['enum', 'ref', 'refs'].includes(info?.type ?? ''),
    });
    // Errors go under the field they are about (a required error is reported on its parent object).
    return { ...error, property: `.${field}`, message, stack: message };
  });
}

/** Server field errors in rjsf's ErrorSchema shape, for `extraErrors`. */
export function serverErrorSchema(errors: readonly FieldError[] | undefined): ErrorSchema | undefined {
  if (!errors || errors.length === 0) return undefined;
  const schema: Record<string, { __errors: string[] }> = {};
  for (const { field, message } of errors) {
    schema[field] = { __errors: [...(schema[field]?.__errors ?? []), message] };
  }
  return schema as ErrorSchema;
}
