import type { FieldType, FieldWidget } from './types.js';

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
