import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fieldJsonSchema } from '../emit/jsonSchema.js';
import type { ModelIssue } from './errors.js';
import type { RawFile } from './read.js';
import { resolveGrants } from './resolveGrants.js';
import type { EntityDef, EnumDef, FeatureDef, OperationDef, RoleDef, ScreenDef } from './types.js';

type RawOperation = Omit<OperationDef, 'id' | 'isPublic' | 'access'> & { public?: boolean; access?: never[]; accessFrom?: string };

/**
 * Resolves operations.yaml: checks handlers exist and paths do not collide with generic CRUD paths, takes the grants
 * of the screen an operation names in `accessFrom`, and expands `{ field: entity.field }` in body and query schemas
 * to that field's JSON Schema (its label, limits and pattern message), so a field's rules are written once.
 */
export function resolveOperations(options: {
  file: RawFile; handlerDir?: string; entities: EntityDef[]; screens: ScreenDef[]; enums: EnumDef[];
  roles: RoleDef[]; roleGroups: Record<string, string[]>; features: FeatureDef[]; issues: ModelIssue[];
}): OperationDef[] {
  const { file, handlerDir, entities, screens, issues } = options;
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
    let access = resolveGrants({ grants: raw.access, file: file.file, path: `/${id}/access`, roles: options.roles, roleGroups: options.roleGroups, features: options.features, issues });
    if (raw.accessFrom !== undefined) {
      const screen = screens.find((s) => s.id === raw.accessFrom);
      if (!screen) issues.push({ file: file.file, path: `/${id}/accessFrom`, reason: `unknown screen "${raw.accessFrom}"` });
      access = screen?.access ?? [];
    }
    const expand = (schema: Record<string, unknown> | undefined, part: string) =>
      (schema ? expandFieldRefs({ node: schema, at: `/${id}/${part}`, file: file.file, entities, enums: options.enums, issues }) as Record<string, unknown> : undefined);
    ops.push({
      id, method: raw.method, path: raw.path, handler: raw.handler, summary: raw.summary, isPublic: raw.public ?? false,
      body: expand(raw.body, 'body'), query: expand(raw.query, 'query'), response: raw.response, access, screen: raw.accessFrom,
    });
  }
  return ops.sort((a, b) => a.id.localeCompare(b.id));
}

/** Replaces every `{ field: 'entity.field', ...overrides }` in a JSON Schema by the field's schema plus the overrides. */
function expandFieldRefs(options: { node: unknown; at: string; file: string; entities: EntityDef[]; enums: EnumDef[]; issues: ModelIssue[] }): unknown {
  const { node, at } = options;
  if (Array.isArray(node)) return node.map((n, i) => expandFieldRefs({ ...options, node: n, at: `${at}/${i}` }));
  if (node === null || typeof node !== 'object') return node;
  const obj = node as Record<string, unknown>;
  if (typeof obj.field === 'string') {
    const { field: ref, ...overrides } = obj;
    const [entityName, fieldName] = ref.split('.');
    const field = options.entities.find((e) => e.name === entityName)?.fields.find((f) => f.name === fieldName && !f.isSystem);
    if (!field) {
      options.issues.push({ file: options.file, path: `${at}/field`, reason: `unknown entity field "${ref}"` });
      return overrides;
    }
    const schema = fieldJsonSchema(field, { enums: options.enums });
    delete schema.default;
    delete schema.writeOnly;
    if (field.patternMessage) schema['x-patternMessage'] = field.patternMessage;
    return { ...schema, ...overrides };
  }
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, expandFieldRefs({ ...options, node: v, at: `${at}/${k}` })]));
}
