import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The one-way layout check shared by the trees that keep one (src/web, src/server): a file may import its own layer
 * or any layer below it, never one above; the folders of one layer never import each other in a loop, and no files do.
 */
export interface Layer {
  name: string;
  /** Folders of the tree ('' is its top folder alone), or single files (`main.ts`); the longest match places a file. */
  places: readonly string[];
}

export interface LayerReport { upward: string[]; folderLoops: string[]; fileLoops: string[]; unplaced: string[] }

/** Every .ts/.tsx file below a folder. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const importPattern = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * The text of a file with the characters of its template literals blanked (the code inside `${…}` kept): an emitter's
 * template that writes `import … from './x.js'` into a generated file is not an import of the emitter.
 */
function withoutTemplateText(text: string): string {
  const out = text.split('');
  // What each open level is: a template literal, or the code of a `${…}` (counting its own braces).
  const levels: Array<{ kind: 'template' } | { kind: 'code'; braces: number }> = [];
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const top = levels[levels.length - 1];
    if (top?.kind === 'template') {
      if (c === '\\') { out[i] = ' '; out[i + 1] = ' '; i++; continue; }
      if (c === '`') { levels.pop(); continue; }
      if (c === '$' && text[i + 1] === '{') { levels.push({ kind: 'code', braces: 0 }); i++; continue; }
      if (c !== '\n') out[i] = ' ';
      continue;
    }
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote || c === '\n') quote = undefined;
      continue;
    }
    if (c === '/' && text[i + 1] === '/') { i = text.indexOf('\n', i); if (i < 0) break; continue; }
    if (c === '/' && text[i + 1] === '*') { i = text.indexOf('*/', i + 2) + 1; if (i <= 0) break; continue; }
    if (c === "'" || c === '"') quote = c;
    else if (c === '`') levels.push({ kind: 'template' });
    else if (top?.kind === 'code' && c === '{') top.braces++;
    else if (top?.kind === 'code' && c === '}') { if (top.braces === 0) levels.pop(); else top.braces--; }
  }
  return out.join('');
}

/** The files below `root` that one file imports (static, re-export, dynamic, type-only alike). */
export function importsOf(root: string, file: string, text: string): string[] {
  const targets: string[] = [];
  for (const match of withoutTemplateText(text).matchAll(importPattern)) {
    const spec = match[1] ?? match[2] ?? '';
    if (!spec.startsWith('.')) continue;
    const base = path.resolve(path.dirname(file), spec).replace(/\.js$/, '');
    const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]
      .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (found?.startsWith(root + path.sep)) targets.push(found);
  }
  return targets;
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

/** The checker of one tree: `root` is its folder, `layers` its table top first, `table` where the table is written. */
export function layerChecker(options: { root: string; layers: readonly Layer[]; table: string }) {
  const { root, layers, table } = options;
  const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');

  /** A file's layer index, by the longest place of the table that holds it. */
  const layerOf = (file: string): number => {
    const name = rel(file);
    const dir = path.posix.dirname(name) === '.' ? '' : path.posix.dirname(name);
    let best = -1;
    let bestLength = -1;
    layers.forEach((layer, index) => {
      for (const place of layer.places) {
        const holds = /\.tsx?$/.test(place) ? name === place
          : place === '' ? dir === '' : dir === place || dir.startsWith(`${place}/`);
        if (holds && place.length > bestLength) [best, bestLength] = [index, place.length];
      }
    });
    return best;
  };

  /** The folder a file counts in for loops: its own folder (the top folder's files count as one). */
  const areaOf = (file: string) => {
    const dir = path.posix.dirname(rel(file));
    return dir === '.' ? '(top)' : dir;
  };

  /** Every broken rule of the layout, each naming the files and imports that break it. */
  const checkLayers = (files: readonly string[], read: (file: string) => string): LayerReport => {
    const report: LayerReport = { upward: [], folderLoops: [], fileLoops: [], unplaced: [] };
    const fileGraph = new Map<string, Set<string>>();
    const areaEdges = new Map<string, Set<string>>();
    const areaWitness = new Map<string, string>();
    for (const file of files) {
      const from = layerOf(file);
      if (from < 0) report.unplaced.push(`${rel(file)} is in no layer of ${table}`);
      const targets = importsOf(root, file, read(file));
      fileGraph.set(file, new Set(targets.filter((target) => target !== file)));
      for (const target of targets) {
        const to = layerOf(target);
        if (from >= 0 && to >= 0 && to < from) {
          report.upward.push(`${rel(file)} (${layers[from]!.name}) imports ${rel(target)} (${layers[to]!.name}, a higher layer)`);
        }
        const [a, b] = [areaOf(file), areaOf(target)];
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
  };

  return { checkLayers, rel, importsOf: (file: string, text: string) => importsOf(root, file, text) };
}
