import { messageText } from './messageText.js';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ModelIssue } from './errors.js';
import type { EntityDef, EnumDef, FileOwnerDef, FileRules } from './types.js';

/** The raw limits of uploaded files: a code list and constants.yaml names (entity `files`, an operation's multipart). */
export interface RawFileRules { types: string; maxCount: string; maxBytes: string; imageMaxBytes?: string }

/** The code list naming file owners, made from the entities with `files` (as roles.yaml makes `authority`). */
export const FILE_OWNER_CODE_LIST = 'file_owner';

/** The code list `file_owner`: one code per entity whose rows own files (its name; its label). */
export function fileOwnerCodeList(owners: Array<{ name: string; label: string }>, messages: Record<string, string>): EnumDef {
  return {
    name: FILE_OWNER_CODE_LIST, label: messageText(messages, 'generator.codeList.fileOwner'), type: 'string',
    values: [...owners].sort((a, b) => a.name.localeCompare(b.name)).map((o) => ({ code: o.name, key: o.name, label: o.label })),
  };
}

/** Limits from constants.yaml and the allowed types from a code list; each unknown name is an issue. */
export function resolveFileRules(options: {
  raw: RawFileRules; at: string; file: string; enums: EnumDef[]; constants: Record<string, string | number | boolean>; issues: ModelIssue[];
}): FileRules {
  const { raw, at, file, issues } = options;
  const constant = (key: 'maxCount' | 'maxBytes' | 'imageMaxBytes'): number => {
    const name = raw[key] ?? raw.maxBytes;
    const value = options.constants[name];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
      issues.push({ file, path: `${at}/${key}`, reason: `"${name}" is not a positive integer constant of constants.yaml` });
      return 1;
    }
    return value;
  };
  const list = options.enums.find((e) => e.name === raw.types);
  if (!list) issues.push({ file, path: `${at}/types`, reason: `unknown code list "${raw.types}"` });
  return {
    maxCount: constant('maxCount'), maxBytes: constant('maxBytes'), imageMaxBytes: constant('imageMaxBytes'),
    types: (list?.values ?? []).map((v) => ({ ext: v.key, mime: String(v.code), label: v.label })),
  };
}

/**
 * The entities whose rows own files: their rules, and who may download a file — a hand-written check found as the one
 * file `src/server/domains/**\/<read>.ts`, or else the entity's generic read (which needs a `get` API). A model without
 * a `file` entity whose owner_kind uses the code list cannot store them.
 */
export function resolveFileOwners(options: {
  entities: EntityDef[]; enums: EnumDef[]; constants: Record<string, string | number | boolean>; domainDir?: string; issues: ModelIssue[];
}): FileOwnerDef[] {
  const { entities, issues } = options;
  // Checked only where the server's code is there to look in (a copy of the model alone has none).
  const domainFiles = options.domainDir && existsSync(options.domainDir) ? listTs(options.domainDir) : undefined;
  const owners: FileOwnerDef[] = [];
  for (const e of entities.filter((x) => x.files)) {
    const at = `/${e.name}/files`;
    const rules = resolveFileRules({ raw: e.files!, at, file: e.source, enums: options.enums, constants: options.constants, issues });
    let read: FileOwnerDef['read'];
    if (e.files!.read) {
      const name = e.files!.read;
      const found = domainFiles?.filter((p) => p === `${name}.ts` || p.endsWith(`/${name}.ts`));
      if (found && found.length !== 1) {
        issues.push({ file: e.source, path: `${at}/read`, reason: found.length === 0 ? `no read check "${name}.ts" under src/server/domains/` : `"${name}.ts" is found more than once under src/server/domains/: ${found.join(', ')}` });
      }
      read = { name, file: found?.[0]?.replace(/\.ts$/, '') ?? name };
    } else if (!e.api?.operations.includes('get')) {
      issues.push({ file: e.source, path: at, reason: `who may download ${e.name}'s files: name a read check (files.read), or give the entity a get API whose read rule applies` });
    }
    owners.push({ kind: e.name, entity: e.name, label: e.label, rules, ...(read ? { read } : {}) });
  }
  if (owners.length > 0) {
    const holder = entities.find((e) => e.fields.some((f) => f.type === 'enum' && f.enum === FILE_OWNER_CODE_LIST));
    const first = entities.find((e) => e.name === owners[0]!.entity)!;
    if (!holder) issues.push({ file: first.source, path: `/${first.name}/files`, reason: `no entity keeps files: one needs an owner field of the code list ${FILE_OWNER_CODE_LIST}` });
  }
  return owners.sort((a, b) => a.kind.localeCompare(b.kind));
}

function listTs(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((p) => p.endsWith('.ts')).map((p) => relative(dir, join(dir, p)).replaceAll('\\', '/'));
}
