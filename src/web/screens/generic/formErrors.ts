import type { CustomValidator, ErrorSchema, ErrorTransformer, RJSFValidationError } from '@rjsf/utils';
import { validationMessage } from '../../../shared/validationMessage.js';
import { dateValueMessage } from '../../components/date-input/index.js';
import { dateKindOf, fromFormValue } from './fields/dateFormValue.js';
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
  return (errors) => errors.filter((error) => !isTypedDateError(error, fields)).map((error) => {
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

/**
 * The form check of a date, date-and-time or time field: its value is the API's text, or the text typed into it that
 * it could not read (a format or pattern error the schema reports with no reason). typedDateErrors says the reason.
 */
function isTypedDateError(error: RJSFValidationError, fields: Readonly<Record<string, FieldInfo>>): boolean {
  const info = fields[fieldOf(error)];
  return info !== undefined && dateKindOf(info.type) !== undefined && (error.name === 'format' || error.name === 'pattern');
}

/**
 * rjsf's customValidate for an entity's fields: a date field holding typed text it could not read gets the reason
 * under it (2026年2月30日という日付はありません。, 日付は 2026/12/24 の形で入力してください。), and the form is not sent.
 */
export function typedDateErrors<T extends Record<string, unknown>>(fields: Readonly<Record<string, FieldInfo>>): CustomValidator<T> {
  return (formData, errors) => {
    for (const [field, info] of Object.entries(fields)) {
      const kind = dateKindOf(info.type);
      const message = kind && dateValueMessage(fromFormValue(formData?.[field], kind), kind);
      if (message) errors[field]?.addError(message);
    }
    return errors;
  };
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
