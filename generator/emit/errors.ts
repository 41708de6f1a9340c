import type { Model } from '../model/types.js';
import { ERROR_BROWSER_STEPS } from '../schema/other.js';
import { TS_BANNER, literal, type OutputFile } from './util.js';

/** src/generated/errors.ts: the error catalogue keyed by name, and the list of codes. */
export function emitErrors(model: Model): OutputFile[] {
  const catalogue = Object.fromEntries(model.errors.map((e) => [e.key, { code: e.code, status: e.status, message: e.message }]));
  const browserSteps = Object.fromEntries(model.errors.filter((e) => e.browser).map((e) => [e.code, e.browser]));
  const content = `${TS_BANNER}
/** The error catalogue (model/errors.yaml): every error the API answers. */
export const errorCatalogue = ${literal(catalogue)} as const;

export type ErrorKey = keyof typeof errorCatalogue;
export type ErrorCode = (typeof errorCatalogue)[ErrorKey]['code'];

/** What the browser does, in order, when a response carries one of these codes (spec section 8). */
export type ErrorBrowserStep = ${ERROR_BROWSER_STEPS.map((step) => `'${step}'`).join(' | ')};

/** Browser steps by error code; codes not listed are shown by the screen that made the call. */
export const errorBrowserSteps: Readonly<Record<number, readonly ErrorBrowserStep[]>> = ${literal(browserSteps)};
`;
  return [{ path: 'src/generated/errors.ts', content }];
}
