import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { parseDocument } from 'yaml';
import { hashText, type ResultCache } from '../shared/resultCache.js';
import type { ModelIssue } from './errors.js';

/** A parsed model file: its path relative to the project and its data. */
export interface RawFile { file: string; data: unknown }

/**
 * The files of model/ as the loader reads them, by path relative to model/ (forward slashes): the folder on disk, or
 * (tests) the same with some files changed in memory, so that a changed model loads without copying the project.
 */
export interface ModelFiles {
  /** The text of a file, or undefined when there is none. */
  read(file: string): string | undefined;
  /** The names of the .yaml files directly in a folder, sorted (none when the folder does not exist). */
  list(dir: string): string[];
}

/** The files of the model folder on disk. */
export function modelFilesIn(modelDir: string): ModelFiles {
  return {
    read: (file) => {
      const path = join(modelDir, file);
      return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    },
    list: (dir) => {
      const path = join(modelDir, dir);
      return existsSync(path) ? readdirSync(path).filter((f) => f.endsWith('.yaml')).sort() : [];
    },
  };
}

const ajv = new Ajv({ allErrors: true, strict: false });
const validators = new WeakMap<object, ValidateFunction>();
const schemaHashes = new WeakMap<object, string>();

/**
 * Reads and schema-checks one YAML file; problems are pushed to `issues`. With a cache, a file whose text passed the
 * same schema before is not parsed nor checked again (only files that pass are kept: a bad one is read every time).
 */
export function readYaml(options: { file: string; text: string; schema: object; issues: ModelIssue[]; cache?: ResultCache }): RawFile | undefined {
  const { file, text, schema, issues, cache } = options;
  let schemaHash = schemaHashes.get(schema);
  if (!schemaHash) {
    schemaHash = hashText(JSON.stringify(schema));
    schemaHashes.set(schema, schemaHash);
  }
  const input = `${schemaHash}\0${text}`;
  const known = cache?.get<{ data: unknown }>('model-file', input);
  if (known) return { file, data: known.data };
  const doc = parseDocument(text, { uniqueKeys: true });
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
  cache?.set('model-file', input, { data });
  return { file, data };
}
