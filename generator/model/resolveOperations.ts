import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ModelIssue } from './errors.js';
import type { RawFile } from './read.js';
import { resolveGrants } from './resolveGrants.js';
import type { EntityDef, FeatureDef, OperationDef, RoleDef } from './types.js';

type RawOperation = Omit<OperationDef, 'id' | 'isPublic' | 'access'> & { public?: boolean; access?: never[] };

/** Resolves operations.yaml: checks handlers exist and paths do not collide with generic CRUD paths. */
export function resolveOperations(options: {
  file: RawFile; handlerDir?: string; entities: EntityDef[];
  roles: RoleDef[]; roleGroups: Record<string, string[]>; features: FeatureDef[]; issues: ModelIssue[];
}): OperationDef[] {
  const { file, handlerDir, entities, issues } = options;
  const taken = new Map<string, string>();
  for (const e of entities.filter((x) => x.api)) {
    taken.set(e.api!.path, `entity ${e.name}`);
    taken.set(`${e.api!.path}/{id}`, `entity ${e.name}`);
  }
  const ops: OperationDef[] = [];
  for (const [id, raw] of Object.entries(file.data as Record<string, RawOperation>)) {
    if (handlerDir && !existsSync(join(handlerDir, `${raw.handler}.ts`))) {
      issues.push({ file: file.file, path: `/${id}/handler`, reason: `no handler "${raw.handler}" in src/server/handlers/` });
    }
    const key = `${raw.method} ${raw.path}`;
    if (taken.has(key)) issues.push({ file: file.file, path: `/${id}/path`, reason: `${key} is also used by ${taken.get(key)}` });
    taken.set(key, `operation ${id}`);
    ops.push({
      id, method: raw.method, path: raw.path, handler: raw.handler, summary: raw.summary, isPublic: raw.public ?? false,
      body: raw.body, query: raw.query, response: raw.response,
      access: resolveGrants({ grants: raw.access, file: file.file, path: `/${id}/access`, roles: options.roles, roleGroups: options.roleGroups, features: options.features, issues }),
    });
  }
  return ops.sort((a, b) => a.id.localeCompare(b.id));
}
