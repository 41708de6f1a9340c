import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { parseDocument } from 'yaml';
import type { ModelIssue } from './errors.js';

/** A parsed model file: its path relative to the project and its data. */
export interface RawFile { file: string; data: unknown }

const ajv = new Ajv({ allErrors: true, strict: false });
const validators = new WeakMap<object, ValidateFunction>();

/** Reads and schema-checks one YAML file; problems are pushed to `issues`. */
export function readYaml(options: { root: string; path: string; schema: object; issues: ModelIssue[] }): RawFile | undefined {
  const { root, path, schema, issues } = options;
  const file = join('model', relative(root, path));
  const doc = parseDocument(readFileSync(path, 'utf8'), { uniqueKeys: true });
  if (doc.errors.length > 0) {
    for (const e of doc.errors) issues.push({ file, path: `line ${e.linePos?.[0].line ?? '?'}`, reason: e.message.split('\n')[0] ?? e.message });
    return undefined;
  }
  const data: unknown = doc.toJS() ?? {};
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  if (!validate(data)) {
    for (const e of validate.errors ?? []) {
      if (e.keyword === 'if' || e.keyword === 'anyOf') continue;
      const extra = e.keyword === 'additionalProperties'
        ? ` "${String((e.params as { additionalProperty: string }).additionalProperty)}"`
        : e.keyword === 'enum' ? ` (${((e.params as { allowedValues: unknown[] }).allowedValues).join(', ')})` : '';
      issues.push({ file, path: e.instancePath || '/', reason: `${e.message ?? 'invalid'}${extra}` });
    }
    return undefined;
  }
  return { file, data };
}

/** Lists the YAML files of a model folder, sorted for deterministic output. */
export function listYaml(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort().map((f) => join(dir, f));
}
