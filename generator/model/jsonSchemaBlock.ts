import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { ResultCache } from '../shared/resultCache.js';
import type { ModelIssue } from './errors.js';

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

/**
 * Checks the free-form JSON Schema blocks a product owner writes in operations.yaml (body, query, response): against
 * the JSON Schema meta-schema, and in ajv's strict mode, so an unknown keyword (a typo, or a stray key that an unquoted
 * `description: a, b.` turns into) fails `npm run generate` instead of reaching openapi.yaml. The dialect is the one
 * the server validates with (ajv's default, draft-07).
 */
// Compiled to find strict-mode errors, and run never: unoptimised code compiles faster.
const ajv = new Ajv({ strict: true, allowUnionTypes: true, allErrors: true, validateFormats: true, code: { optimize: false } });
addFormats(ajv);
/** OpenAPI's format of a file download. */
ajv.addFormat('binary', true);
/** Extensions the generator itself writes into expanded `{ field: … }` schemas. */
const EXTENSIONS = ['x-patternMessage'];
for (const keyword of EXTENSIONS) ajv.addKeyword({ keyword, schemaType: 'string' });

/** Annotation keywords ajv accepts without a keyword definition of its own. */
const ANNOTATIONS = new Set(['title', 'description', 'default', 'examples', 'readOnly', 'writeOnly', 'deprecated', 'definitions', '$id', '$schema', '$ref', '$comment']);
/** Keywords whose value is one schema, a list of schemas or a map of name to schema. */
const ONE = ['additionalProperties', 'additionalItems', 'contains', 'propertyNames', 'not', 'if', 'then', 'else', 'items'];
const LIST = ['allOf', 'anyOf', 'oneOf', 'items'];
const MAP = ['properties', 'patternProperties', 'definitions', 'dependencies'];

/**
 * Pushes one issue per problem of `schema`, at `at` (the path of the block inside `file`). With a cache, a block that
 * passed before is not checked (nor compiled) again.
 */
export function checkJsonSchemaBlock(options: { schema: unknown; file: string; at: string; issues: ModelIssue[]; cache?: ResultCache }): void {
  const { schema, file, at, issues, cache } = options;
  const input = JSON.stringify(schema);
  if (cache?.get<boolean>('json-schema-block', input)) return;
  const before = issues.length;
  unknownKeywords({ node: schema, file, at, issues });
  if (!ajv.validateSchema(schema as object)) {
    for (const e of ajv.errors ?? []) {
      if (e.keyword === 'anyOf' || e.keyword === 'if') continue;
      issues.push({ file, path: `${at}${e.instancePath}`, reason: `not a valid JSON Schema: ${e.message ?? 'invalid'}` });
    }
  }
  if (issues.length > before) return;
  try {
    ajv.compile(schema as object);
  } catch (err) {
    issues.push({ file, path: at, reason: `not a valid JSON Schema: ${(err as Error).message}` });
    return;
  }
  cache?.set('json-schema-block', input, true);
}

/** Every key of a schema object that is no JSON Schema keyword, with its path. */
function unknownKeywords(options: { node: unknown; file: string; at: string; issues: ModelIssue[] }): void {
  const { node, file, at, issues } = options;
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return;
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = `${at}/${key}`;
    if (!ANNOTATIONS.has(key) && !ajv.getKeyword(key)) {
      const hint = /[\s,.]/.test(key) ? ' (an unquoted text with ", " or ": " in it? quote it)' : '';
      issues.push({ file, path, reason: `unknown JSON Schema keyword "${key}"${hint}` });
      continue;
    }
    if (LIST.includes(key) && Array.isArray(value)) value.forEach((v, i) => unknownKeywords({ ...options, node: v, at: `${path}/${i}` }));
    else if (ONE.includes(key)) unknownKeywords({ ...options, node: value, at: path });
    else if (MAP.includes(key) && value !== null && typeof value === 'object') {
      for (const [name, sub] of Object.entries(value as Record<string, unknown>)) {
        if (!Array.isArray(sub)) unknownKeywords({ ...options, node: sub, at: `${path}/${name}` });
      }
    }
  }
}
