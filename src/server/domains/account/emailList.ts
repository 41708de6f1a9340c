import { formatMessage } from '../../../shared/validationMessage.js';
import { compileSchema } from '../../crud/validate.js';
import { AppError } from '../../foundation/errors.js';

// One address is checked as the API checks every `format: email` field.
const isEmail = compileSchema('format:email', { type: 'string', format: 'email', maxLength: 254 });

/**
 * Parses comma-separated notification addresses (full-width commas too): trims each, drops empty ones and duplicates;
 * none left is a required error, a bad one a field error naming it. Returns them joined by ", ".
 */
export function parseEmailList(options: { value: string; field: string; label: string }): string {
  const addresses = [...new Set(options.value.split(/[,、，]/).map((a) => a.trim()).filter((a) => a !== ''))];
  if (addresses.length === 0) {
    throw new AppError('VALIDATION_FAILED', { errors: [{ field: options.field, message: formatMessage('validation.required', { label: options.label }) }] });
  }
  const bad = addresses.filter((a) => !isEmail(a));
  if (bad.length > 0) {
    throw new AppError('VALIDATION_FAILED', { errors: bad.map((address) => ({ field: options.field, message: formatMessage('validation.emailAddress', { address }) })) });
  }
  return addresses.join(', ');
}
