import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { entities, type EntityName } from '../../generated/entities.js';
import { forms, type FormEntityName } from '../../generated/forms.js';
import { formatMessage, validationMessage } from '../../shared/validationMessage.js';
import { AppError, type FieldError } from '../foundation/errors.js';

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false });
addFormats(ajv, ['email', 'date', 'date-time']);
// Query strings arrive as text: coerced to the schema's types (a single value of an array parameter becomes a list of
// one), with its defaults filled in.
const queryAjv = new Ajv({ allErrors: true, strict: false, coerceTypes: 'array', useDefaults: true });
addFormats(queryAjv, ['email', 'date', 'date-time']);
const compiled = new Map<string, ValidateFunction>();

function compileWith(instance: Ajv, key: string, schema: object): ValidateFunction {
  let fn = compiled.get(key);
  if (!fn) {
    fn = instance.compile(schema);
    compiled.set(key, fn);
  }
  return fn;
}

/** Compiles (once) any JSON Schema the API validates a body against. */
export function compileSchema(key: string, schema: object): ValidateFunction {
  return compileWith(ajv, key, schema);
}

/** Compiles (once) the JSON Schema of a query string; validating coerces the values and fills in defaults. */
export function compileQuerySchema(key: string, schema: object): ValidateFunction {
  return compileWith(queryAjv, key, schema);
}

/** Trims strings; an empty optional string becomes null so that "not given" is stored one way. */
function normalise(body: Record<string, unknown>, required: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) {
    const value = typeof v === 'string' ? v.trim() : v;
    out[k] = value === '' && !required.includes(k) ? null : value;
  }
  return out;
}

/** Turns ajv errors into catalogue field errors with the model's Japanese labels. */
export function fieldErrors(errors: ErrorObject[], labelOf: (field: string) => { label: string; patternMessage?: string; isSelect?: boolean }): FieldError[] {
  const out: FieldError[] = [];
  for (const e of errors) {
    if (e.keyword === 'oneOf' && errors.some((x) => x.instancePath === e.instancePath && x !== e)) continue;
    if (e.keyword === 'type' && e.instancePath && errors.some((x) => x.instancePath === e.instancePath && x.keyword === 'oneOf')) continue;
    // The dotted path of the value: `name`, or `settings.0.value` inside arrays and objects.
    const segments = e.instancePath.split('/').slice(1);
    if (e.keyword === 'required') segments.push(String(e.params.missingProperty));
    if (e.keyword === 'additionalProperties') segments.push(String(e.params.additionalProperty));
    const field = segments.join('.');
    const info = labelOf(field);
    const message = validationMessage({ keyword: e.keyword === 'const' ? 'enum' : e.keyword, params: e.params as Record<string, unknown>, ...info });
    if (!out.some((x) => x.field === field && x.message === message)) out.push({ field, message });
  }
  return out;
}

/**
 * Whether a typed text holds a control character other than tab and line breaks: a NUL cannot even be stored by
 * PostgreSQL, and the others are never typed by a person.
 */
export function hasForbiddenControl(text: string): boolean {
  for (const c of text) {
    const code = c.charCodeAt(0);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/** Validates a create/update body against the entity's form schema; refuses unknown fields and bad types. */
export function validateEntityBody(entity: EntityName, body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new AppError('MALFORMED_REQUEST');
  const form = forms[entity as FormEntityName];
  if (!form) throw new AppError('FORBIDDEN');
  const labels = entities[entity].fields as Record<string, { label: string }>;
  const controlled = Object.entries(body).filter(([, v]) => typeof v === 'string' && hasForbiddenControl(v)).map(([k]) => k);
  if (controlled.length > 0) {
    throw new AppError('VALIDATION_FAILED', { errors: controlled.map((field) => ({ field, message: formatMessage('validation.nulCharacter', { label: labels[field]?.label ?? field }) })) });
  }
  const value = normalise(body as Record<string, unknown>, form.schema.required);
  const validate = compileSchema(`form:${entity}`, form.schema);
  if (validate(value)) return value;
  const fields = entities[entity].fields as Record<string, { label: string; patternMessage?: string; type: string }>;
  const errors = fieldErrors(validate.errors ?? [], (field) => ({
    label: fields[field]?.label ?? field,
    patternMessage: fields[field]?.patternMessage,
    isSelect: ['enum', 'ref', 'refs'].includes(fields[field]?.type ?? ''),
  }));
  const isUnknown = (validate.errors ?? []).every((e) => e.keyword === 'additionalProperties');
  throw new AppError(isUnknown ? 'UNKNOWN_FIELD' : 'VALIDATION_FAILED', { errors });
}
