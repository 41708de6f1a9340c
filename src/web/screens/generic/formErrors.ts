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

/** Where each part of a failed save is shown: under its form field, or in one pop-up message. */
export interface PlacedServerErrors {
  /** Errors about a field the form shows: only under that field. */
  fieldErrors: FieldError[];
  /** Texts with no field of the form to stand under (none when every problem has its field). */
  toasts: string[];
}

/**
 * Splits a failed save's answer (issue 8: "show a field error once, under the field, not also as a pop-up"): field
 * errors of fields the form shows go under them; the rest, or the answer's message when it names no field, pop up.
 */
export function placeServerErrors(options: { message: string; errors: readonly FieldError[]; formFields: readonly string[] }): PlacedServerErrors {
  const fieldErrors = options.errors.filter((e) => options.formFields.includes(e.field));
  const elsewhere = options.errors.filter((e) => !options.formFields.includes(e.field)).map((e) => e.message);
  if (options.errors.length === 0) return { fieldErrors, toasts: [options.message] };
  return { fieldErrors, toasts: [...new Set(elsewhere)] };
}

/** The fields a form's JSON Schema shows (its top-level properties). */
export function formFieldsOf(schema: { properties?: Readonly<Record<string, unknown>> } | undefined): string[] {
  return Object.keys(schema?.properties ?? {});
}
