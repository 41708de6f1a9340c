import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';

/** What a copied name ends with. */
const SUFFIX = '_copy2';

type Node = unknown;

/** The node with every entity name under a `ref` or `entity` key renamed to its copy's. */
function renameEntities(node: Node, names: ReadonlySet<string>): Node {
  if (Array.isArray(node)) return node.map((n) => renameEntities(n, names));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node as Record<string, Node>).map(([key, value]) => {
    if ((key === 'ref' || key === 'entity') && typeof value === 'string' && names.has(value)) return [key, `${value}${SUFFIX}`];
    return [key, renameEntities(value, names)];
  }));
}

const yamlFiles = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort();

/**
 * Doubles the model of a project copy, for measuring the generator at twice today's size: every entity again under
 * another name (its own table and API path, its references pointing at the other copies), every screen of an entity
 * again over the copy, every operation again under another path, and every demo file again for the copy.
 */
export function doubleModel(root: string): { entities: number; screens: number; operations: number; demoFiles: number } {
  const model = join(root, 'model');
  const entityFiles = yamlFiles(join(model, 'entities')).map((f) => ({ f, data: parse(readFileSync(join(model, 'entities', f), 'utf8')) as Record<string, Record<string, Node>> }));
  const names = new Set(entityFiles.flatMap(({ data }) => Object.keys(data)));
  for (const { f, data } of entityFiles) {
    const copy = Object.fromEntries(Object.entries(data).map(([name, def]) => {
      const renamed = renameEntities(def, names) as Record<string, Node>;
      renamed.table = `${String(def.table ?? name)}${SUFFIX}`;
      const api = renamed.api as { path?: string; reorder?: { path: string } } | undefined;
      if (api?.path) api.path = `${api.path}-copy2`;
      if (api?.reorder) api.reorder.path = `${api.reorder.path}-copy2`;
      return [`${name}${SUFFIX}`, renamed];
    }));
    writeFileSync(join(model, 'entities', f.replace('.yaml', '-copy2.yaml')), stringify(copy, { lineWidth: 0 }));
  }

  let screens = 0;
  const copiedScreens = new Set<string>();
  const screenFiles = yamlFiles(join(model, 'screens')).map((f) => ({ f, data: parse(readFileSync(join(model, 'screens', f), 'utf8')) as Record<string, Record<string, Node>> }));
  for (const { data } of screenFiles) for (const [id, s] of Object.entries(data)) if (typeof s.entity === 'string' && !s.redirect) copiedScreens.add(id);
  for (const { f, data } of screenFiles) {
    const copy = Object.fromEntries(Object.entries(data).filter(([id]) => copiedScreens.has(id)).map(([id, s]) => {
      const renamed = renameEntities(s, names) as Record<string, Node>;
      renamed.path = `${String(s.path)}-copy2`;
      if (typeof s.parent === 'string' && copiedScreens.has(s.parent)) renamed.parent = `${s.parent}-copy2`;
      else delete renamed.parent;
      return [`${id}-copy2`, renamed];
    }));
    screens += Object.keys(copy).length;
    if (Object.keys(copy).length) writeFileSync(join(model, 'screens', f.replace('.yaml', '-copy2.yaml')), stringify(copy, { lineWidth: 0 }));
  }

  const operationsPath = join(model, 'operations.yaml');
  const operations = parse(readFileSync(operationsPath, 'utf8')) as Record<string, Record<string, Node>>;
  const copiedOperations = Object.fromEntries(Object.entries(operations).map(([id, op]) => {
    const renamed: Record<string, Node> = { ...op, path: `/copy2${String(op.path)}` };
    if (typeof op.accessFrom === 'string' && copiedScreens.has(op.accessFrom)) renamed.accessFrom = `${op.accessFrom}-copy2`;
    return [`${id}.copy2`, renamed];
  }));
  writeFileSync(operationsPath, stringify({ ...operations, ...copiedOperations }, { lineWidth: 0, aliasDuplicateObjects: false }));

  const demoFiles = yamlFiles(join(model, 'demo'));
  for (const f of demoFiles) {
    const entity = f.replace('.yaml', '').replaceAll('-', '_');
    writeFileSync(join(model, 'demo', `${entity}${SUFFIX}.yaml`), readFileSync(join(model, 'demo', f), 'utf8'));
  }
  return { entities: names.size, screens, operations: Object.keys(copiedOperations).length, demoFiles: demoFiles.length };
}
