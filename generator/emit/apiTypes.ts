import type { OpenAPI3 } from 'openapi-typescript';
import type { OutputFile } from './util.js';
import { TS_BANNER } from './util.js';

/**
 * The TypeScript types of the OpenAPI document (the text of src/generated/api.ts), via openapi-typescript. Imported
 * only when the types are written (it brings the TypeScript compiler and Redocly: about a second), not when a cached
 * result serves; `npm run generate` runs it in a worker thread instead (generator/run/apiTypesThread.ts).
 */
export async function apiTypesOf(doc: Record<string, unknown>): Promise<string> {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  // A copy: the document is also written as openapi.yaml.
  return astToString(await openapiTS(structuredClone(doc) as unknown as OpenAPI3, { alphabetize: true }));
}

/** src/generated/api.ts of the types openapi-typescript wrote. */
export function apiTypesFile(text: string): OutputFile {
  return { path: 'src/generated/api.ts', content: `${TS_BANNER}\n${text}` };
}
