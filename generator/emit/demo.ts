import type { Model } from '../model/types.js';
import { literal, TS_BANNER, type OutputFile } from './util.js';

/** src/generated/demo.ts: the demo rows of model/demo/*.yaml, which src/server/seed/seedModelDemo.ts loads. */
export function emitDemo(model: Model): OutputFile[] {
  const content = `${TS_BANNER}import type { DemoRef } from '../shared/demoKeys.js';

export type { DemoKey, DemoRef, DemoTarget } from '../shared/demoKeys.js';

/** The demo rows of one entity (model/demo/<entity>.yaml). */
export interface DemoSet {
  readonly entity: string;
  readonly table: string;
  readonly scope: 'company' | 'global';
  /** Fields identifying a row (the entity's first unique rule); empty: the rows load only into an empty table. */
  readonly keyFields: readonly string[];
  readonly refs: Readonly<Record<string, DemoRef>>;
  readonly rows: ReadonlyArray<Readonly<Record<string, unknown>>>;
}

/** Every demo set, referenced entities first. */
export const demoSets: readonly DemoSet[] = ${literal(model.demo)};
`;
  return [{ path: 'src/generated/demo.ts', content }];
}
