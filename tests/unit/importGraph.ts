import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The import graph of one source tree and the layer rules checked on it (tests/unit/web-layers.test.ts for src/web,
 * tests/unit/generator/generator-layers.test.ts for generator/): a file may import its own layer or any layer below
 * it, never one above; the folders never import each other in a loop, and no files do.
 */

/** One layer of a tree, top first in the table: the folders (relative to the tree's root, '' the root) it holds. */
export interface Layer { name: string; folders: readonly string[] }

/** The layer table of one tree: its root folder, its layers top first, and the file that declares them (for messages). */
export interface LayerTable { root: string; layers: readonly Layer[]; declaredIn: string }

export interface LayerReport { upward: string[]; folderLoops: string[]; fileLoops: string[]; unplaced: string[] }

/** Every .ts and .tsx file under `dir`. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const importPattern = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The files under `root` one file imports (static, re-export, dynamic, type-only alike). */
export function importsOf(file: string, text: string, root: string): string[] {
  const targets: string[] = [];
  for (const match of text.matchAll(importPattern)) {
    const spec = match[1] ?? match[2] ?? '';
    if (!spec.startsWith('.')) continue;
    const base = path.resolve(path.dirname(file), spec).replace(/\.js$/, '');
    const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]
      .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (found?.startsWith(root + path.sep)) targets.push(found);
  }
  return targets;
}

/** A file's path from the tree's root, with forward slashes. */
export function relativeTo(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

/** A file's layer index, by the longest folder of the table that holds it (-1: none). */
function layerOf(table: LayerTable, file: string): number {
  const rel = relativeTo(table.root, file);
  const dir = path.posix.dirname(rel) === '.' ? '' : path.posix.dirname(rel);
  let best = -1;
  let bestLength = -1;
  table.layers.forEach((layer, index) => {
    for (const folder of layer.folders) {
      const holds = folder === '' ? dir === '' : dir === folder || dir.startsWith(`${folder}/`);
      if (holds && folder.length > bestLength) [best, bestLength] = [index, folder.length];
    }
  });
  return best;
}

/** The folder a file counts in for loops: its own folder (the root's files count as one). */
function areaOf(table: LayerTable, file: string): string {
  const dir = path.posix.dirname(relativeTo(table.root, file));
  return dir === '.' ? '(root)' : dir;
}

/** Loops of a graph (strongly connected parts with more than one node), each sorted. */
function loops(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const part: string[] = [];
      let top: string | undefined;
      do {
        top = stack.pop()!;
        onStack.delete(top);
        part.push(top);
      } while (top !== node);
      if (part.length > 1) found.push(part.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/** Every broken rule of a tree's layout, each naming the files and imports that break it. */
export function checkLayers(table: LayerTable, files: readonly string[], read: (file: string) => string): LayerReport {
  const rel = (file: string) => relativeTo(table.root, file);
  const report: LayerReport = { upward: [], folderLoops: [], fileLoops: [], unplaced: [] };
  const fileGraph = new Map<string, Set<string>>();
  const areaEdges = new Map<string, Set<string>>();
  const areaWitness = new Map<string, string>();
  for (const file of files) {
    const from = layerOf(table, file);
    if (from < 0) report.unplaced.push(`${rel(file)} is in no layer of ${table.declaredIn}`);
    const targets = importsOf(file, read(file), table.root);
    fileGraph.set(file, new Set(targets.filter((target) => target !== file)));
    for (const target of targets) {
      const to = layerOf(table, target);
      if (from >= 0 && to >= 0 && to < from) {
        report.upward.push(`${rel(file)} (${table.layers[from]!.name}) imports ${rel(target)} (${table.layers[to]!.name}, a higher layer)`);
      }
      const [a, b] = [areaOf(table, file), areaOf(table, target)];
      if (a === b) continue;
      if (!areaEdges.has(a)) areaEdges.set(a, new Set());
      areaEdges.get(a)!.add(b);
      if (!areaWitness.has(`${a}>${b}`)) areaWitness.set(`${a}>${b}`, `${rel(file)} -> ${rel(target)}`);
    }
  }
  for (const loop of loops(areaEdges)) {
    const ties = loop.flatMap((a) => loop.filter((b) => areaWitness.has(`${a}>${b}`)).map((b) => areaWitness.get(`${a}>${b}`)!));
    report.folderLoops.push(`folders ${loop.join(', ')} import each other: ${ties.join('; ')}`);
  }
  for (const loop of loops(fileGraph)) {
    const inLoop = new Set(loop);
    const ties = loop.flatMap((a) => [...(fileGraph.get(a) ?? [])].filter((b) => inLoop.has(b)).map((b) => `${rel(a)} -> ${rel(b)}`));
    report.fileLoops.push(`files ${loop.map(rel).join(', ')} import each other: ${ties.join('; ')}`);
  }
  return report;
}
