import type { Model } from '../model/types.js';
import { TS_BANNER, literal, type OutputFile } from './util.js';

/** Messages the generator alone reads (model/messages/generator.ja.yaml): written into generated files, not shipped. */
const GENERATOR_ONLY = 'generator.';

/** src/generated/messages.ja.ts: the flat Japanese message bundle of the app (dotted keys). */
export function emitMessages(model: Model): OutputFile[] {
  const sorted = Object.fromEntries(Object.entries(model.messages).filter(([key]) => !key.startsWith(GENERATOR_ONLY)).sort(([a], [b]) => a.localeCompare(b)));
  const content = `${TS_BANNER}
/** The Japanese message bundle (model/messages/*.ja.yaml), keys flattened with dots. */
export const messagesJa: Record<MessageKey, string> = ${literal(sorted)};

export type MessageKey =
${Object.keys(sorted).map((k) => `  | '${k}'`).join('\n')};
`;
  return [{ path: 'src/generated/messages.ja.ts', content }];
}
