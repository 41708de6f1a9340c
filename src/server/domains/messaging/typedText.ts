import { formatMessage } from '../../../shared/validationMessage.js';
import { AppError, type FieldError } from '../../foundation/errors.js';

// Line feeds, carriage returns and tabs belong to typed text; every other C0 control character and DEL does not (NUL
// would even be refused by PostgreSQL's text type as an internal error).
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The field error of a text a person typed (a comment, a survey answer) that holds control characters, if it does. */
export function controlCharacterError(options: { text: string; field: string; label: string }): FieldError | undefined {
  if (!CONTROL_CHARACTERS.test(options.text)) return undefined;
  return { field: options.field, message: formatMessage('noticeReceiveApi.controlCharacters', { label: options.label }) };
}

/**
 * The texts a person typed into required fields, trimmed; VALIDATION_FAILED naming every field left blank (spaces
 * only) or holding control characters. The operation's schema has already held each to the model's length.
 */
export function requiredTexts(fields: ReadonlyArray<{ field: string; label: string; text: string }>): string[] {
  const errors: FieldError[] = [];
  const texts = fields.map(({ field, label, text }) => {
    const trimmed = text.trim();
    const error = trimmed === '' ? { field, message: formatMessage('validation.required', { label }) } : controlCharacterError({ text: trimmed, field, label });
    if (error) errors.push(error);
    return trimmed;
  });
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { errors });
  return texts;
}
