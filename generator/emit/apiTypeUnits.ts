/**
 * src/generated/api.ts in parts, so that a model change types only what it touched: openapi-typescript writes one
 * member of `paths` per path (and, in `operations`, that path's operations in the order it names them) and one member
 * of `components.schemas` per schema, each the same whatever else the document holds, in a frame (the shared
 * responses and parameters) that changes rarely. A part is keyed by everything its text can depend on: its own
 * object, the document without paths and schemas, and every schema it reaches through $ref. The parts of a text are
 * taken only when putting them back together gives that text again, so a layout this code does not know is never
 * split: the whole document is typed instead.
 */

type Json = Record<string, unknown>;

/** One part: a path (its `paths` member and its operations) or a schema, and the input its text depends on. */
export interface ApiTypeUnit { kind: 'path' | 'schema'; name: string; input: string }

/** The parts of a document, and the input the frame depends on. */
export interface ApiTypePlan { units: ApiTypeUnit[]; frameInput: string }

/** The texts of the parts found in one output of openapi-typescript, and its frame. */
export interface ApiTypeParts { paths: Map<string, string>; schemas: Map<string, string>; frame: string }

/** Where the members go in a frame. */
const PATHS = '\u0000paths\u0000';
const SCHEMAS = '\u0000schemas\u0000';
const OPERATIONS = '\u0000operations\u0000';

/** openapi-typescript's order of members with `alphabetize` (lib/utils.mjs getEntries). */
const byName = (a: string, b: string) => a.localeCompare(b, 'en-us', { numeric: true });

const schemasOf = (doc: Json) => ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, unknown>;

/** The schema names a node reaches through $ref, with those they reach in turn. */
function reachedSchemas(node: unknown, schemas: Record<string, unknown>, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) reachedSchemas(item, schemas, found);
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      const name = key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/') ? value.slice('#/components/schemas/'.length) : undefined;
      if (name !== undefined && !found.has(name)) {
        found.add(name);
        reachedSchemas(schemas[name], schemas, found);
      } else reachedSchemas(value, schemas, found);
    }
  }
  return found;
}

/** The parts of a document; none when it uses what makes a part depend on others (discriminators). */
export function apiTypePlan(doc: Json): ApiTypePlan | undefined {
  const text = JSON.stringify(doc);
  if (text.includes('"discriminator"')) return undefined;
  const schemas = schemasOf(doc);
  const { paths: _paths, components, ...rest } = doc;
  const { schemas: _schemas, ...frame } = (components ?? {}) as Json;
  const frameInput = JSON.stringify({ ...rest, components: frame });
  const inputOf = (own: unknown) => {
    const reached = [...reachedSchemas(own, schemas)].sort();
    return JSON.stringify([own, frameInput, reached.map((name) => [name, schemas[name]])]);
  };
  const units: ApiTypeUnit[] = [
    // The name is part of the input: two schemas alike in content are two members with their own names.
    ...Object.entries((doc.paths ?? {}) as Json).map(([name, item]) => ({ kind: 'path' as const, name, input: JSON.stringify([name, inputOf(item)]) })),
    ...Object.entries(schemas).map(([name, schema]) => ({ kind: 'schema' as const, name, input: JSON.stringify([name, inputOf(schema)]) })),
  ];
  return { units, frameInput };
}

/** A document with only the given paths and schemas, and the schemas they reach (so that it stands on its own). */
export function partialDocument(doc: Json, wanted: { paths: string[]; schemas: string[] }): Json {
  const schemas = schemasOf(doc);
  const paths = Object.fromEntries(wanted.paths.map((p) => [p, (doc.paths as Json)[p]]));
  // The shared responses and parameters (the frame) are typed with every part: the schemas they name come along.
  const { schemas: _schemas, ...frame } = (doc.components ?? {}) as Json;
  const names = reachedSchemas([paths, frame, wanted.schemas.map((name) => ({ $ref: `#/components/schemas/${name}` }))], schemas);
  return {
    ...doc,
    paths,
    components: { ...(doc.components as Json), schemas: Object.fromEntries(Object.keys(schemas).filter((name) => names.has(name)).map((name) => [name, schemas[name]])) },
  };
}

/** The members of a block of lines at one indentation: each with its JSDoc, by name. Undefined: not that layout. */
function members(lines: string[], indent: string): Array<{ name: string; text: string }> | undefined {
  const out: Array<{ name: string; text: string }> = [];
  let i = 0;
  while (i < lines.length) {
    const start = i;
    if (lines[i]!.startsWith(`${indent}/**`)) {
      while (i < lines.length && !lines[i]!.endsWith('*/')) i++;
      i++;
    }
    const head = lines[i];
    const match = head === undefined ? null : new RegExp(`^${indent}("(?:[^"\\\\]|\\\\.)*"|[A-Za-z_$][\\w$]*): (.*)$`).exec(head);
    if (!match) return undefined;
    const name = match[1]!.startsWith('"') ? (JSON.parse(match[1]!) as string) : match[1]!;
    if (match[2] === '{') {
      while (i < lines.length && lines[i] !== `${indent}};`) i++;
      if (i === lines.length) return undefined;
    } else if (!match[2]!.endsWith(';')) return undefined;
    i++;
    out.push({ name, text: lines.slice(start, i).join('\n') });
  }
  return out;
}

/** The lines strictly between `open` and the first line `close` after it, and the index of `close`. */
function block(lines: string[], open: string, close: string, from = 0): { body: string[]; start: number; end: number } | undefined {
  const start = lines.indexOf(open, from);
  const end = start < 0 ? -1 : lines.indexOf(close, start + 1);
  return start < 0 || end < 0 ? undefined : { body: lines.slice(start + 1, end), start, end };
}

/** The parts of an output of openapi-typescript for `doc`; undefined when putting them back does not give it again. */
export function splitApiTypes(text: string, doc: Json): ApiTypeParts | undefined {
  const lines = text.split('\n');
  const paths = block(lines, 'export interface paths {', '}');
  const schemas = paths && block(lines, '    schemas: {', '    };', paths.end);
  const operations = schemas && block(lines, 'export interface operations {', '}', schemas.end);
  if (!paths || !schemas || !operations) return undefined;
  const pathMembers = members(paths.body, '    ');
  const schemaMembers = members(schemas.body, '        ');
  const operationMembers = members(operations.body, '    ');
  if (!pathMembers || !schemaMembers || !operationMembers) return undefined;
  const operationText = new Map(operationMembers.map((m) => [m.name, m.text]));
  const parts: ApiTypeParts = {
    // A path's part: its member, a blank line, then its operations (named in its member, in that order).
    paths: new Map(pathMembers.map((m) => [m.name, [m.text, ...[...m.text.matchAll(/operations\["([^"]+)"\]/g)].map((o) => operationText.get(o[1]!) ?? '')].join('\n\u0000\n')])),
    schemas: new Map(schemaMembers.map((m) => [m.name, m.text])),
    frame: [
      ...lines.slice(0, paths.start + 1), PATHS, ...lines.slice(paths.end, schemas.start + 1), SCHEMAS,
      ...lines.slice(schemas.end, operations.start + 1), OPERATIONS, ...lines.slice(operations.end),
    ].join('\n'),
  };
  const names = { paths: Object.keys((doc.paths ?? {}) as Json), schemas: Object.keys(schemasOf(doc)) };
  const isWhole = names.paths.every((p) => parts.paths.has(p)) && names.schemas.every((s) => parts.schemas.has(s));
  return isWhole && assembleApiTypes(parts, names) === text ? parts : undefined;
}

/** api.ts's text from the parts of every path and schema of a document, in openapi-typescript's order. */
export function assembleApiTypes(parts: ApiTypeParts, names: { paths: string[]; schemas: string[] }): string {
  const pathParts = [...names.paths].sort(byName).map((p) => parts.paths.get(p)!.split('\n\u0000\n'));
  return parts.frame
    .replace(PATHS, () => pathParts.map(([member]) => member).join('\n'))
    .replace(SCHEMAS, () => [...names.schemas].sort(byName).map((s) => parts.schemas.get(s)!).join('\n'))
    .replace(OPERATIONS, () => pathParts.flatMap(([, ...operations]) => operations).join('\n'));
}
