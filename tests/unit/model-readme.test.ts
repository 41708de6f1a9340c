// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { FIELD_WIDGETS } from '../../generator/model/fieldTypes.js';
import { ModelError, type ModelIssue } from '../../generator/model/errors.js';
import type { Model } from '../../generator/model/types.js';
import { demoFileSchema } from '../../generator/schema/demo.js';
import { entityFileSchema, fieldSchema } from '../../generator/schema/entity.js';
import { gatesFileSchema } from '../../generator/schema/gates.js';
import { notificationsFileSchema } from '../../generator/schema/notifications.js';
import {
  cachesFileSchema, constantsFileSchema, droppedFileSchema, enumsFileSchema, errorsFileSchema, featuresFileSchema, menusFileSchema, messagesFileSchema,
  navigationFileSchema, operationsFileSchema, rolesFileSchema, screensFileSchema, settingsFileSchema,
} from '../../generator/schema/other.js';
import { loadChangedModel, type ModelChanges } from './generator/projectModel.js';

/**
 * model/README.md cannot drift from the model's schema: every YAML block in it is marked (see the guide's top) as
 * `yaml example <file>[#/<entity>/fields]`, a piece of a model file that is added to the model (in memory) and loaded by the
 * generator, or `yaml schema <file>`, a variation checked against the schema of that file only.
 */
const README = readFileSync(join(import.meta.dirname, '../../model/README.md'), 'utf8');

/** One marked YAML block of the guide. */
interface Block {
  /** Line of the opening fence (1-based). */
  line: number;
  kind: 'example' | 'schema';
  /** Model file, relative to model/. */
  file: string;
  /** `/<entity>/<key>/...` (an entity file): the block is added at that place of the entity, e.g. its fields. */
  pointer?: string;
  data: unknown;
}

/** The marked YAML blocks of a guide, and the lines of YAML blocks that carry no mark. */
function yamlBlocks(markdown: string): { blocks: Block[]; unmarked: number[] } {
  const lines = markdown.split('\n');
  const blocks: Block[] = [];
  const unmarked: number[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^```(\S*)\s*(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const end = lines.indexOf('```', i + 1);
    if (open[1] === 'yaml') {
      const mark = /^(example|schema)\s+([^\s#]+)(#\S+)?$/.exec(open[2]!.trim());
      const text = lines.slice(i + 1, end).join('\n');
      if (mark) blocks.push({ line: i + 1, kind: mark[1] as Block['kind'], file: mark[2]!, pointer: mark[3]?.slice(1), data: parse(text) as unknown });
      else unmarked.push(i + 1);
    }
    i = end;
  }
  return { blocks, unmarked };
}

const FILE_SCHEMAS: Array<[RegExp, object]> = [
  [/^entities\/[\w-]+\.yaml$/, entityFileSchema],
  [/^screens\/[\w-]+\.yaml$/, screensFileSchema],
  [/^demo\/[\w-]+\.yaml$/, demoFileSchema],
  [/^messages\/[\w-]+\.ja\.yaml$/, messagesFileSchema],
  [/^errors\.yaml$/, errorsFileSchema],
  [/^enums\.yaml$/, enumsFileSchema],
  [/^menus\.yaml$/, menusFileSchema],
  [/^roles\.yaml$/, rolesFileSchema],
  [/^features\.yaml$/, featuresFileSchema],
  [/^operations\.yaml$/, operationsFileSchema],
  [/^constants\.yaml$/, constantsFileSchema],
  [/^settings\.yaml$/, settingsFileSchema],
  [/^navigation\.yaml$/, navigationFileSchema],
  [/^dropped\.yaml$/, droppedFileSchema],
  [/^caches\.yaml$/, cachesFileSchema],
  [/^notifications\.yaml$/, notificationsFileSchema],
  [/^gates\.yaml$/, gatesFileSchema],
];
const ENTITY_POINTER = /^\/[a-z][a-z0-9_]*(\/[a-z][A-Za-z0-9_]*)+$/;

/** The part of the entity file schema at a pointer /<entity>/<key>/...: properties by name, else additionalProperties. */
function schemaAt(pointer: string): object | undefined {
  let schema: unknown = entityFileSchema;
  for (const key of pointer.split('/').slice(1)) {
    const node = schema as { properties?: Record<string, unknown>; additionalProperties?: unknown } | undefined;
    schema = node?.properties?.[key] ?? node?.additionalProperties;
  }
  return typeof schema === 'object' && schema !== null ? schema : undefined;
}

// The generator's own validator settings (generator/model/read.ts).
const ajv = new Ajv({ allErrors: true, strict: false });
const compiled = new Map<object, ValidateFunction>();
function validate(schema: object, data: unknown, at: string): string[] {
  let check = compiled.get(schema);
  if (!check) {
    check = ajv.compile(schema);
    compiled.set(schema, check);
  }
  if (check(data)) return [];
  return (check.errors ?? []).filter((e) => e.keyword !== 'if').map((e) => `${at}${e.instancePath}: ${e.message ?? 'invalid'} ${JSON.stringify(e.params)}`);
}

/** What the schema of the block's place refuses in it (file, path, reason); empty when it is valid. */
function schemaProblems(block: Block): string[] {
  const at = `README line ${block.line} (${block.file}${block.pointer ? `#${block.pointer}` : ''})`;
  if (block.pointer !== undefined) {
    const schema = /^entities\//.test(block.file) && ENTITY_POINTER.test(block.pointer) ? schemaAt(block.pointer) : undefined;
    return schema ? validate(schema, block.data, at) : [`${at}: #/<entity>/<key> may follow an entity file only, naming a key of the entity schema`];
  }
  const schema = FILE_SCHEMAS.find(([pattern]) => pattern.test(block.file))?.[1];
  return schema ? validate(schema, block.data, at) : [`${at}: no model file of that name`];
}

const isMap = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `addition` added to `current`: maps gain keys, lists gain items; a value the model already has may only repeat. */
function merge(current: unknown, addition: unknown, at: string): unknown {
  if (isMap(current) && isMap(addition)) {
    const out: Record<string, unknown> = { ...current };
    for (const [key, value] of Object.entries(addition)) out[key] = key in out ? merge(out[key], value, `${at}/${key}`) : value;
    return out;
  }
  if (Array.isArray(current) && Array.isArray(addition)) return [...current, ...addition];
  if (JSON.stringify(current) === JSON.stringify(addition)) return current;
  throw new Error(`${at}: the guide changes a value the model already has`);
}

/** Adds the guide's example blocks, in order, to the model's files. */
function addExamples(model: ModelChanges, blocks: Block[]): void {
  const merged = new Map<string, unknown>();
  for (const block of blocks.filter((b) => b.kind === 'example')) {
    const text = model.read(block.file);
    const current: unknown = merged.get(block.file) ?? (text === undefined ? {} : parse(text));
    const addition = (block.pointer ?? '').split('/').slice(1).reduceRight<unknown>((inner, key) => ({ [key]: inner }), block.data);
    merged.set(block.file, merge(current, addition, `README line ${block.line}`));
  }
  for (const [file, data] of merged) model.write(file, stringify(data));
}

/** Loads the project's model with the guide's examples added, as `npm run generate` does: the model, or its issues. */
function loadWithExamples(blocks: Block[]): { model?: Model; issues: ModelIssue[] } {
  try {
    return { model: loadChangedModel((m) => addExamples(m, blocks)), issues: [] };
  } catch (err) {
    if (err instanceof ModelError) return { issues: err.issues };
    throw err;
  }
}

const { blocks, unmarked } = yamlBlocks(README);
const fieldExamples = blocks.filter((b) => b.kind === 'example' && b.pointer?.endsWith('/fields'))
  .flatMap((b) => Object.entries(b.data as Record<string, { type: string; widget?: string }>));

describe('model/README.md, the product owner\'s guide', () => {
  it('should mark every YAML block as an example or a schema variation (none escapes the checks)', () => {
    expect(blocks.length).toBeGreaterThan(20);
    expect(unmarked).toEqual([]);
  });

  it.each(blocks.map((b) => [b.line, b.kind, b.file, b]))('should have the block of line %i (%s %s) valid against the model schema', (_line, _kind, _file, block) => {
    expect(schemaProblems(block as Block)).toEqual([]);
  });

  it('should give a worked example of every field type of the schema and every widget', () => {
    const types = new Set(fieldExamples.map(([, f]) => f.type));
    expect([...fieldSchema.properties.type.enum].filter((t) => !types.has(t))).toEqual([]);
    const widgets = new Set(fieldExamples.flatMap(([, f]) => (f.widget ? [f.widget] : [])));
    expect(Object.values(FIELD_WIDGETS).flat().filter((w) => w !== 'select' && !widgets.has(w))).toEqual([]);
  });

  it('should load, with every example added to the model, as npm run generate does', { timeout: 60_000 }, () => {
    const { model, issues } = loadWithExamples(blocks);
    expect(issues).toEqual([]);
    const entity = model!.entities.find((e) => e.name === 'seasonal_course');
    expect(entity?.fields.filter((f) => !f.isSystem).map((f) => f.name).sort()).toEqual(fieldExamples.map(([name]) => name).sort());
    expect(model!.screens.find((s) => s.id === 'setting-system.seasonal-courses')?.entity).toBe('seasonal_course');
    expect(model!.demo.find((d) => d.entity === 'seasonal_course')?.rows).toHaveLength(3);
    expect(model!.notifications.kinds.find((k) => k.name === 'seasonal-course-opened')?.targets[0]?.screen).toBe('setting-system.seasonal-courses');
    expect(model!.gates.find((g) => g.name === 'seasonal-course-entry')?.operations).toContain('seasonal_course.create');
  });
});

describe('the checks of the guide', () => {
  const replaced = (from: string, to: string) => {
    expect(README).toContain(from);
    return yamlBlocks(README.replace(from, to));
  };

  it('should find a YAML block without a mark', () => {
    expect(yamlBlocks('text\n\n```yaml\na: 1\n```\n\n```yaml example errors.yaml\nX: { code: 1, status: 400, message: m }\n```\n').unmarked).toEqual([3]);
  });

  it('should refuse a misspelt key in a field example', () => {
    const broken = replaced('capacity: { type: integer, label: 定員, minimum: 1', 'capacity: { type: integer, label: 定員, minimun: 1').blocks;
    expect(broken.flatMap(schemaProblems)).toEqual([expect.stringMatching(/fields\)\/capacity: must NOT have additional properties .*minimun/)]);
  });

  it('should refuse an example the generator would refuse although its schema is right (an unknown code list)', { timeout: 60_000 }, () => {
    const { issues } = loadWithExamples(replaced('enum: school_kind, label: 対象', 'enum: school_kinds, label: 対象').blocks);
    expect(issues).toContainEqual(expect.objectContaining({ path: '/seasonal_course/fields/target_school_kind/enum', reason: 'unknown code list "school_kinds"' }));
  });

  it('should refuse a place inside a file that is not an entity, or a key the entity schema does not have', () => {
    const block = (file: string, pointer: string): Block => ({ line: 1, kind: 'example', file, pointer, data: [] });
    expect(schemaProblems(block('entities/x.yaml', '/x/list/filters'))).toEqual([]);
    expect(schemaProblems(block('errors.yaml', '/X/code'))).toEqual([expect.stringMatching(/may follow an entity file only/)]);
    expect(schemaProblems(block('entities/x.yaml', '/x/lists/filters'))).toEqual([expect.stringMatching(/may follow an entity file only/)]);
  });

  it('should refuse an example that changes what the model already has', () => {
    expect(() => merge({ A: { code: 1 } }, { A: { code: 2 } }, 'README')).toThrow(/README\/A\/code: the guide changes a value/);
  });
});
