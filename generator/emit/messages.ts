import type { Model } from '../model/types.js';
import { TS_BANNER, literal, type OutputFile } from './util.js';

/** src/generated/messages.ja.ts: the flat Japanese message bundle (dotted keys). */
export function emitMessages(model: Model): OutputFile[] {
  const sorted = Object.fromEntries(Object.entries(model.messages).sort(([a], [b]) => a.localeCompare(b)));
  const content = `${TS_BANNER}
/** The Japanese message bundle (model/messages/*.ja.yaml), keys flattened with dots. */
export const messagesJa: Record<MessageKey, string> = ${literal(sorted)};

export type MessageKey =
${Object.keys(sorted).map((k) => `  | '${k}'`).join('\n')};
`;
  return [{ path: 'src/generated/messages.ja.ts', content }];
}
