import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every object a product owner writes in model/ is closed: its schema in generator/schema/ says what the object may
// hold (additionalProperties: false, or a schema every extra key must match), so a misspelt key is an error.

const SCHEMA_DIR = join(import.meta.dirname, '../../../generator/schema');

/**
 * Objects that are free-form on purpose, each with the reason: the JSON Schema blocks of operations.yaml are checked
 * as strict JSON Schema by generator/model/jsonSchemaBlock.ts instead.
 */
const FREE_FORM = new Set([
  'operationsFileSchema/additionalProperties/properties/body',
  'operationsFileSchema/additionalProperties/properties/query',
  'operationsFileSchema/additionalProperties/properties/response',
]);

/** Subschemas that test a value rather than describe an object a product owner writes. */
const CONDITIONS = new Set(['if', 'not', 'contains', 'propertyNames']);

/** Paths of the object schemas under `node` that let any unknown key through. */
function openObjects(node: unknown, at: string): string[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => openObjects(n, `${at}/${i}`));
  if (node === null || typeof node !== 'object') return [];
  const schema = node as Record<string, unknown>;
  const isObject = schema.type === 'object' || schema.properties !== undefined;
  const open = isObject && schema.additionalProperties === undefined && schema.$ref === undefined && !FREE_FORM.has(at) ? [at] : [];
  return [...open, ...Object.entries(schema).filter(([key]) => !CONDITIONS.has(key)).flatMap(([key, value]) => openObjects(value, `${at}/${key}`))];
}

async function modelSchemas(): Promise<Record<string, object>> {
  const schemas: Record<string, object> = {};
  for (const file of readdirSync(SCHEMA_DIR).filter((f) => f.endsWith('.ts'))) {
    const module = await import(join(SCHEMA_DIR, file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) schemas[name] = value;
    }
  }
  return schemas;
}

describe('the schema of the model', () => {
  it('should close every object a product owner writes', async () => {
    const schemas = await modelSchemas();
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['entityFileSchema', 'fieldSchema', 'operationsFileSchema', 'screensFileSchema', 'grantListSchema']));
    expect(Object.entries(schemas).flatMap(([name, schema]) => openObjects(schema, name))).toEqual([]);
  });

  it('should find an object schema that lets unknown keys through', () => {
    const schema = { type: 'object', additionalProperties: false, properties: { menu: { type: 'object', properties: { order: { type: 'integer' } } } } };
    expect(openObjects(schema, 'example')).toEqual(['example/properties/menu']);
    expect(openObjects({ type: 'object', additionalProperties: { type: 'string' } }, 'map')).toEqual([]);
  });
});
