import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fieldJsonSchema, INT4_MAX, INT4_MIN } from './fieldJsonSchema.js';
import type { ResultCache } from '../shared/resultCache.js';
import { checkJsonSchemaBlock } from './jsonSchemaBlock.js';
import type { ModelIssue } from './errors.js';
import type { RawFile } from './read.js';
import { resolveGrants } from './resolveGrants.js';
import { resolveFileRules, type RawFileRules } from './resolveFileOwners.js';
import type { EntityDef, EnumDef, ErrorDef, FeatureDef, FileOwnerDef, MultipartDef, MultipartErrors, OperationDef, RoleDef, ScreenDef } from './types.js';

type RawMultipart = Partial<RawFileRules> & { field: string; owner?: string; errors?: MultipartErrors };
type RawOperation = Omit<OperationDef, 'id' | 'isPublic' | 'access' | 'multipart'> & {
  public?: boolean; access?: never[]; accessFrom?: string; multipart?: RawMultipart; requires?: 'invoice';
};

/**
 * Resolves operations.yaml: checks handlers exist and paths do not collide with generic CRUD paths, takes the grants
 * of the screen an operation names in `accessFrom`, and expands `{ field: entity.field }` in body and query schemas
 * to that field's JSON Schema (its label, limits and pattern message), so a field's rules are written once.
 */
export function resolveOperations(options: {
  files: RawFile[]; handlerDir?: string; entities: EntityDef[]; screens: ScreenDef[]; enums: EnumDef[];
  roles: RoleDef[]; roleGroups: Record<string, string[]>; features: FeatureDef[]; issues: ModelIssue[];
  constants: Record<string, string | number | boolean>; errors?: ErrorDef[]; fileOwners?: FileOwnerDef[]; messages: Record<string, string>; cache?: ResultCache;
}): OperationDef[] {
  const { files, handlerDir, entities, screens, issues } = options;
  const taken = new Map<string, string>();
  for (const e of entities.filter((x) => x.api)) {
    const ops = e.api!.operations;
    if (ops.includes('list')) taken.set(`GET ${e.api!.path}`, `entity ${e.name}`);
    if (ops.includes('create')) taken.set(`POST ${e.api!.path}`, `entity ${e.name}`);
    if (ops.includes('get')) taken.set(`GET ${e.api!.path}/{id}`, `entity ${e.name}`);
    if (ops.includes('update')) taken.set(`PUT ${e.api!.path}/{id}`, `entity ${e.name}`);
    if (ops.includes('delete')) taken.set(`DELETE ${e.api!.path}/{id}`, `entity ${e.name}`);
    if (e.api!.reorder) taken.set(`POST ${e.api!.reorder.path}`, `entity ${e.name} (reorder)`);
  }
  const ops: OperationDef[] = [];
  const seen = new Map<string, string>();
  for (const file of files) for (const [id, raw] of Object.entries(file.data as Record<string, RawOperation>)) {
    if (seen.has(id)) issues.push({ file: file.file, path: `/${id}`, reason: `operation "${id}" is also declared in ${seen.get(id)}` });
    seen.set(id, file.file);
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
    const requires = raw.requires ?? screens.find((s) => s.id === raw.accessFrom)?.requires;
    const expand = (schema: Record<string, unknown> | undefined, part: string) =>
      (schema ? expandFieldRefs({ node: schema, at: `/${id}/${part}`, file: file.file, entities, enums: options.enums, messages: options.messages, issues }) as Record<string, unknown> : undefined);
    const multipart = raw.multipart ? resolveMultipart({ raw: raw.multipart, at: `/${id}/multipart`, file: file.file, enums: options.enums, constants: options.constants, errors: options.errors, fileOwners: options.fileOwners ?? [], issues }) : undefined;
    if (raw.multipart && !raw.body) issues.push({ file: file.file, path: `/${id}/multipart`, reason: 'a multipart operation needs a body (the JSON of its data part)' });
    const body = withIntegerLimits(expand(raw.body, 'body'));
    const query = withIntegerLimits(expand(raw.query, 'query'));
    // Free-form JSON Schema: checked as JSON Schema (strict: an unknown keyword is an error, not a silent extra).
    for (const [part, schema] of [['body', body], ['query', query], ['response', raw.response]] as const) {
      if (schema) checkJsonSchemaBlock({ schema, file: file.file, at: `/${id}/${part}`, issues, cache: options.cache });
    }
    ops.push({
      id, method: raw.method, path: raw.path, handler: raw.handler, summary: raw.summary, isPublic: raw.public ?? false,
      body, query, response: raw.response, access, screen: raw.accessFrom,
      ...(multipart ? { multipart } : {}), ...(raw.produces ? { produces: raw.produces } : {}), ...(requires ? { requires } : {}),
    });
  }
  return ops.sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * Every integer of an operation's body or query schema is limited to PostgreSQL's integer column unless the model
 * gives a limit: a page or id of 2^63 is a field error (400), never a number the database refuses (500).
 */
function withIntegerLimits<T>(node: T): T {
  if (Array.isArray(node)) return node.map((item) => withIntegerLimits(item)) as T;
  if (node === null || typeof node !== 'object') return node;
  const out = Object.fromEntries(Object.entries(node as Record<string, unknown>).map(([k, v]) => [k, withIntegerLimits(v)]));
  const type = out.type;
  if (type === 'integer' || (Array.isArray(type) && type.includes('integer'))) {
    if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = INT4_MIN;
    if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = INT4_MAX;
  }
  return out as T;
}

/**
 * The file rules of a multipart operation: those of the entity owning the files (`owner`), or its own limits from
 * constants.yaml and allowed types from a code list.
 */
function resolveMultipart(options: {
  raw: RawMultipart; at: string; file: string; enums: EnumDef[]; constants: Record<string, string | number | boolean>; errors?: ErrorDef[];
  fileOwners: FileOwnerDef[]; issues: ModelIssue[];
}): MultipartDef {
  const { raw, at, file, issues } = options;
  for (const [which, key] of Object.entries(raw.errors ?? {})) {
    if (options.errors && !options.errors.some((e) => e.key === key)) issues.push({ file, path: `${at}/errors/${which}`, reason: `unknown error "${key}" (errors.yaml)` });
  }
  const extra = raw.errors ? { errors: raw.errors } : {};
  if (raw.owner !== undefined) {
    const owner = options.fileOwners.find((o) => o.kind === raw.owner);
    if (!owner) issues.push({ file, path: `${at}/owner`, reason: `"${raw.owner}" is not an entity with files (entity \`files\`)` });
    const rules = owner?.rules ?? { maxCount: 1, maxBytes: 1, imageMaxBytes: 1, types: [] };
    return { field: raw.field, owner: raw.owner, ...rules, types: rules.types.map((t) => ({ ...t })), ...extra };
  }
  const rules = resolveFileRules({ raw: raw as RawFileRules, at, file, enums: options.enums, constants: options.constants, issues });
  return { field: raw.field, ...rules, ...extra };
}

/**
 * Replaces every `{ field: 'entity.field', ...overrides }` in a JSON Schema by the field's schema plus the overrides,
 * and every `{ codeList: name, ...overrides }` by a string or integer schema of that code list's codes.
 */
function expandFieldRefs(options: {
  node: unknown; at: string; file: string; entities: EntityDef[]; enums: EnumDef[]; messages: Record<string, string>; issues: ModelIssue[];
}): unknown {
  const { node, at } = options;
  if (Array.isArray(node)) return node.map((n, i) => expandFieldRefs({ ...options, node: n, at: `${at}/${i}` }));
  if (node === null || typeof node !== 'object') return node;
  const obj = node as Record<string, unknown>;
  if (typeof obj.codeList === 'string') {
    const { codeList, ...overrides } = obj;
    const list = options.enums.find((e) => e.name === codeList);
    if (!list) {
      options.issues.push({ file: options.file, path: `${at}/codeList`, reason: `unknown code list "${codeList}"` });
      return overrides;
    }
    return { type: list.type, enum: list.values.map((v) => v.code), title: list.label, ...overrides };
  }
  if (typeof obj.field === 'string') {
    const { field: ref, ...overrides } = obj;
    const [entityName, fieldName] = ref.split('.');
    const field = options.entities.find((e) => e.name === entityName)?.fields.find((f) => f.name === fieldName && !f.isSystem);
    if (!field) {
      options.issues.push({ file: options.file, path: `${at}/field`, reason: `unknown entity field "${ref}"` });
      return overrides;
    }
    const schema = fieldJsonSchema(field, { enums: options.enums, messages: options.messages });
    delete schema.default;
    delete schema.writeOnly;
    if (field.patternMessage) schema['x-patternMessage'] = field.patternMessage;
    return { ...schema, ...overrides };
  }
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, expandFieldRefs({ ...options, node: v, at: `${at}/${k}` })]));
}
