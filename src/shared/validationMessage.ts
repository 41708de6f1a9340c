import { messagesJa, type MessageKey } from '../generated/messages.ja.js';

/** Fills {{name}} placeholders of a Japanese message. */
export function formatMessage(key: MessageKey, values: Record<string, string | number> = {}): string {
  return messagesJa[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** What a validator reported about one value (ajv on the server, rjsf in the browser). */
export interface ValidationProblem {
  /** The JSON Schema keyword that failed: required, maxLength, pattern, ... */
  keyword: string;
  params: Record<string, unknown>;
  /** The field's Japanese label. */
  label: string;
  /** The field's pattern message key, when the model gives one. */
  patternMessage?: string;
  /** The field's JSON type, to choose between 入力 and 選択 wording. */
  isSelect?: boolean;
}

/** The Japanese message for one validation problem; the same text on the server and in the browser. */
export function validationMessage(p: ValidationProblem): string {
  const label = p.label;
  switch (p.keyword) {
    case 'required':
      return formatMessage(p.isSelect ? 'validation.requiredSelect' : 'validation.required', { label });
    case 'maxLength': case 'minLength': case 'minimum': case 'maximum':
      if (p.keyword === 'minLength' && p.params.limit === 1) return formatMessage('validation.required', { label });
      return formatMessage(`validation.${p.keyword}`, { label, limit: Number(p.params.limit) });
    case 'pattern':
      return formatMessage((p.patternMessage as MessageKey | undefined) ?? 'validation.pattern', { label });
    case 'format':
      return formatMessage(p.params.format === 'email' ? 'validation.email' : p.params.format === 'date' ? 'validation.date' : 'validation.format', { label });
    case 'type': {
      // An optional field's type is ["integer", "null"]: ajv reports it as "integer,null".
      const type = String(p.params.type).split(',')[0];
      return formatMessage(type === 'integer' ? 'validation.integer' : type === 'number' ? 'validation.number' : 'validation.type', { label });
    }
    case 'minItems':
      return formatMessage('validation.requiredSelect', { label });
    case 'enum': case 'const': case 'oneOf':
      return formatMessage('validation.enum', { label });
    case 'additionalProperties':
      return formatMessage('validation.unknownField', { label: String(p.params.additionalProperty ?? label) });
    default:
      return formatMessage('validation.format', { label });
  }
}
