import type { EnumDef, FieldDef, FieldType, FieldWidget } from './types.js';

/**
 * What each Japanese-office field type adds to a field when the model leaves it out: the pattern the value must
 * match (checked by the generated JSON Schema on the server and in the browser), the Japanese message key shown when
 * it does not, and the limits that fix its column size.
 */
export const FIELD_TYPE_DEFAULTS: Partial<Record<FieldType, { pattern?: string; patternMessage?: string; maxLength?: number; minimum?: number }>> = {
  // Full-width katakana (ァ..ヶ, including ヴ), the long-vowel mark ー, the middle dot ・ and spaces.
  kana: { pattern: '^[ァ-ヶー・　 ]*$', patternMessage: 'validation.kana' },
  postal_code: { pattern: '^[0-9]{3}-[0-9]{4}$', patternMessage: 'validation.postalCode', maxLength: 8 },
  phone: { pattern: '^[0-9]{2,5}-?[0-9]{1,4}-?[0-9]{3,4}$', patternMessage: 'validation.phone', maxLength: 20 },
  color: { pattern: '^#[0-9A-Fa-f]{6}$', patternMessage: 'validation.color', maxLength: 7 },
  yen: { minimum: 0 },
};

/** Widgets a field may choose with `widget:`, per type; the first is the type's default. */
export const FIELD_WIDGETS: Partial<Record<FieldType, readonly FieldWidget[]>> = {
  enum: ['select', 'radio'],
  string: ['textarea'],
};

/** Field types whose value is one or more ids of another entity. */
export const REF_TYPES: readonly FieldType[] = ['ref', 'refs'];

/**
 * The field component (an rjsf widget of src/web/screens/generic/fields) that edits a field of each type. The web
 * registry is typed against this list (src/generated/forms.ts `fieldWidgetNames`), so a widget named here but not
 * built fails the typecheck instead of throwing in a form.
 */
export const FIELD_COMPONENTS = {
  string: 'TextField', text: 'TextareaField', integer: 'IntegerField', number: 'DecimalField', yen: 'YenField',
  boolean: 'SwitchField', date: 'DateField', datetime: 'DateTimeField', time: 'TimeField', email: 'EmailField',
  enum: 'EnumSelect', ref: 'RefSelect', refs: 'RefsSelect', password: 'PasswordField', json: 'JsonField',
  kana: 'KanaField', postal_code: 'PostalCodeField', phone: 'PhoneField', color: 'ColorField',
} as const satisfies Record<FieldType, string>;

/** Components chosen by `widget:` instead of the type's own. */
export const WIDGET_COMPONENTS = { radio: 'EnumRadio', select: 'EnumSelect', textarea: 'TextareaField' } as const satisfies Record<FieldWidget, string>;

/** Every field component name, in a stable order. */
export const FIELD_COMPONENT_NAMES: readonly string[] = [...new Set([...Object.values(FIELD_COMPONENTS), ...Object.values(WIDGET_COMPONENTS)])].sort();

/** A field with its type's defaults filled in where the model leaves them out. */
export function withTypeDefaults<T extends { type: FieldType; pattern?: string; patternMessage?: string }>(field: T): T {
  const filled = { ...FIELD_TYPE_DEFAULTS[field.type], ...field };
  if (field.pattern !== undefined && field.patternMessage === undefined) delete filled.patternMessage;
  return filled;
}

/**
 * PostgreSQL's whole-number columns and the values each holds. A bigint (ids) is bounded by the integers a JavaScript
 * number holds exactly (2^53 - 1), since the server and the browser read it as one: a larger value would be rounded.
 */
export const INTEGER_COLUMN_RANGES = {
  smallint: { minimum: -32768, maximum: 32767 },
  integer: { minimum: -2147483648, maximum: 2147483647 },
  bigint: { minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER },
} as const;

/** A whole-number column type. */
export type IntegerColumn = keyof typeof INTEGER_COLUMN_RANGES;

/**
 * The whole-number column a field's value is stored in (one element of it for `refs`), or undefined for any other
 * field. An integer the model allows beyond int4 (a maximum over 2^31 - 1, e.g. another table's id) is a bigint.
 */
export function integerColumnOf(field: Pick<FieldDef, 'type' | 'maximum' | 'isSystem' | 'enum'>, enums: readonly EnumDef[]): IntegerColumn | undefined {
  switch (field.type) {
    case 'integer': return field.isSystem || (field.maximum ?? 0) > INTEGER_COLUMN_RANGES.integer.maximum ? 'bigint' : 'integer';
    case 'yen': return 'integer';
    case 'ref': case 'refs': return 'bigint';
    case 'enum': return enums.find((e) => e.name === field.enum)?.type === 'integer' ? 'smallint' : undefined;
    default: return undefined;
  }
}
