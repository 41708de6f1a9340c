import type { Model } from '../model/types.js';
import { TS_BANNER, literal, type OutputFile } from './util.js';

/** src/generated/errors.ts: the error catalogue keyed by name, and the list of codes. */
export function emitErrors(model: Model): OutputFile[] {
  const catalogue = Object.fromEntries(model.errors.map((e) => [e.key, { code: e.code, status: e.status, message: e.message }]));
  const content = `${TS_BANNER}
/** The error catalogue (model/errors.yaml): every error the API answers. */
export const errorCatalogue = ${literal(catalogue)} as const;

export type ErrorKey = keyof typeof errorCatalogue;
export type ErrorCode = (typeof errorCatalogue)[ErrorKey]['code'];
`;
  return [{ path: 'src/generated/errors.ts', content }];
}
