import type { Model } from '../model/types.js';
import { TS_BANNER, literal, type OutputFile } from './util.js';

/**
 * The file owners (entities with `files`):
 * - src/generated/fileOwners.ts: each owner's rules and whether its read check is hand-written (server and browser);
 * - src/generated/fileOwnerChecks.ts: the hand-written read checks by owner (server only, as handlerRegistry.ts).
 */
export function emitFileOwners(model: Model): OutputFile[] {
  const owners = Object.fromEntries(model.fileOwners.map((o) => [o.kind, {
    entity: o.entity, label: o.label, rules: o.rules, read: o.read?.name ?? null,
  }]));
  const kinds = model.fileOwners.map((o) => `'${o.kind}'`).join(' | ') || 'never';
  const data = `${TS_BANNER}
/** A kind of record that owns files (an entity with \`files\`): a file's owner_kind. */
export type FileOwnerKind = ${kinds};

/**
 * Entities whose rows own files in the file store, by owner kind: the limits and types of their files, and the
 * hand-written read check that decides who may download one (null: the entity's API read rule).
 */
export const fileOwners = ${literal(owners)} as const satisfies Record<FileOwnerKind, unknown>;
`;
  const checks = model.fileOwners.filter((o) => o.read);
  const registry = `${TS_BANNER}
import type { FileOwnerCheck } from '../server/domains/files/fileOwnerCheck.js';
import type { FileOwnerKind } from './fileOwners.js';
${checks.map((o) => `import { ${o.read!.name} } from '../server/domains/${o.read!.file}.js';`).join('\n')}

/** The hand-written read checks of the file owners that name one (entity \`files.read\`); the others use their API's read rule. */
export const fileOwnerChecks: Partial<Record<FileOwnerKind, FileOwnerCheck>> = {
${checks.map((o) => `  ${o.kind}: ${o.read!.name},`).join('\n')}
};
`;
  return [
    { path: 'src/generated/fileOwners.ts', content: data },
    { path: 'src/generated/fileOwnerChecks.ts', content: registry },
  ];
}
