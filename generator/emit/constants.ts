import type { Model } from '../model/types.js';
import { constModule, type OutputFile } from './util.js';

/** src/generated/constants.ts: the business constants of model/constants.yaml. */
export function emitConstants(model: Model): OutputFile[] {
  return [{ path: 'src/generated/constants.ts', content: constModule({ name: 'constants', value: model.constants, header: '\n/** Business constants and limits (spec section 9). */' }) }];
}
