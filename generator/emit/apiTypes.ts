import openapiTS, { astToString } from 'openapi-typescript';
import type { OutputFile } from './util.js';
import { TS_BANNER } from './util.js';

/** src/generated/api.ts: TypeScript types of openapi.yaml, via openapi-typescript. */
export async function emitApiTypes(openapiYaml: string): Promise<OutputFile[]> {
  const ast = await openapiTS(openapiYaml, { alphabetize: true });
  return [{ path: 'src/generated/api.ts', content: `${TS_BANNER}\n${astToString(ast)}` }];
}
