import { INTEGER_COLUMN_RANGES, integerColumnOf } from './fieldTypes.js';
import { messageText } from './messageText.js';
import type { EnumDef, FieldDef, Model } from './types.js';

/** The JSON Schema of one field's value, as forms and the API validate it. */
export function fieldJsonSchema(field: FieldDef, model: Pick<Model, 'enums' | 'messages'>): Record<string, unknown> {
  const base = valueSchema(field, model.enums.find((e) => e.name === field.enum));
  base.title = field.label;
  if (field.default !== undefined) base.default = field.default;
  if (!field.required && field.type !== 'boolean') {
    const type = base.type;
    if (typeof type === 'string') base.type = [type, 'null'];
    if (Array.isArray(base.oneOf)) base.oneOf = [...base.oneOf, { const: null, title: messageText(model.messages, 'generator.form.noChoice') }];
  }
  return base;
}

/** The range of PostgreSQL's integer (int4) column. */
export const INT4_MIN = INTEGER_COLUMN_RANGES.integer.minimum;
export const INT4_MAX = INTEGER_COLUMN_RANGES.integer.maximum;

function valueSchema(field: FieldDef, enumDef: EnumDef | undefined): Record<string, unknown> {
  const limits = (keys: Array<'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'pattern'>) =>
    Object.fromEntries(keys.filter((k) => field[k] !== undefined).map((k) => [k, field[k]]));
  switch (field.type) {
    case 'string':
    case 'text':
    case 'kana':
    case 'postal_code':
    case 'phone':
    case 'color':
      return { type: 'string', ...limits(['minLength', 'maxLength', 'pattern']), ...(field.required && field.minLength === undefined ? { minLength: 1 } : {}) };
    case 'password':
      return { type: 'string', writeOnly: true, minLength: field.minLength ?? 8, maxLength: field.maxLength ?? 128, ...limits(['pattern']) };
    case 'email':
      return { type: 'string', format: 'email', maxLength: field.maxLength ?? 254 };
    case 'integer':
    case 'yen':
      // Within the field's column (int4, or bigint) when the model gives no tighter limit: 1e20 is a field error, not a 500.
      return { type: 'integer', ...INTEGER_COLUMN_RANGES[integerColumnOf(field, [])!], ...limits(['minimum', 'maximum']) };
    case 'number':
      return { type: 'number', ...limits(['minimum', 'maximum']) };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'time':
      return { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$' };
    case 'json':
      return { type: 'object' };
    case 'ref':
      return { type: 'integer', minimum: 1, maximum: INTEGER_COLUMN_RANGES.bigint.maximum };
    case 'refs':
      return { type: 'array', items: { type: 'integer', minimum: 1, maximum: INTEGER_COLUMN_RANGES.bigint.maximum }, uniqueItems: true, ...(field.required ? { minItems: 1 } : {}) };
    case 'enum':
      return {
        type: enumDef?.type === 'integer' ? 'integer' : 'string',
        oneOf: (enumDef?.values ?? []).map((v) => ({ const: v.code, title: v.label })),
      };
  }
}
