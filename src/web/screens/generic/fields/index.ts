// The field registry's public face: forms, stories and tests render model forms through it.
export { fieldWidgets } from './registry';
export type { FieldFormContext } from './PostalCodeField';
export { formatYen, parseNumberText, toHalfWidthDigits, toKatakana, toPostalCode, toPhone } from './normalize';
export { zipCodeMaster } from './usePostalAddress';
