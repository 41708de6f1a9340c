import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The layers of src/web, top first (src/web/README.md): a file may import its own layer or any layer below it,
// never one above; the folders of one layer never import each other in a loop, and no files do.
const root = path.resolve(__dirname, '../../src/web');
const layers: ReadonlyArray<{ name: string; folders: readonly string[] }> = [
  { name: 'app', folders: [''] },
  { name: 'routing', folders: ['routing'] },
  { name: 'layout', folders: ['layout'] },
  { name: 'screens', folders: ['screens', 'kit'] },
  { name: 'fields', folders: ['screens/generic/fields'] },
  { name: 'components', folders: ['components'] },
  { name: 'hooks', folders: ['hooks'] },
  { name: 'providers', folders: ['providers'] },
  { name: 'shared', folders: ['session', 'navigation', 'i18n', 'format', 'feedback', 'model'] },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const importPattern = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The src/web files one file imports (static, re-export, dynamic, type-only alike). */
export function importsOf(file: string, text: string): string[] {
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

const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');

/** A file's layer index, by the longest folder of the table that holds it. */
function layerOf(file: string): number {
  const dir = path.dirname(rel(file)) === '.' ? '' : path.dirname(rel(file));
  let best = -1;
  let bestLength = -1;
  layers.forEach((layer, index) => {
    for (const folder of layer.folders) {
      const holds = folder === '' ? dir === '' : dir === folder || dir.startsWith(`${folder}/`);
      if (holds && folder.length > bestLength) [best, bestLength] = [index, folder.length];
    }
  });
  return best;
}

/** The folder a file counts in for loops: its own folder (the app's files count as one). */
function areaOf(file: string): string {
  const dir = path.dirname(rel(file));
  return dir === '.' ? '(app)' : dir;
}

/** Loops of a graph (strongly connected parts with more than one node), each as a readable path. */
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

export interface LayerReport { upward: string[]; folderLoops: string[]; fileLoops: string[]; unplaced: string[] }

/** Every broken rule of the layout of src/web, each naming the files and imports that break it. */
export function checkLayers(files: readonly string[], read: (file: string) => string): LayerReport {
  const report: LayerReport = { upward: [], folderLoops: [], fileLoops: [], unplaced: [] };
  const fileGraph = new Map<string, Set<string>>();
  const areaEdges = new Map<string, Set<string>>();
  const areaWitness = new Map<string, string>();
  for (const file of files) {
    const from = layerOf(file);
    if (from < 0) report.unplaced.push(`${rel(file)} is in no layer of tests/unit/web-layers.test.ts`);
    const targets = importsOf(file, read(file));
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
}

describe('src/web imports go one way (app → routing → layout → screens → fields → components → hooks → providers → shared)', () => {
  const report = checkLayers(sourceFiles(root), (file) => readFileSync(file, 'utf8'));

  it('places every file in a layer', () => expect(report.unplaced).toEqual([]));
  it('never imports a higher layer', () => expect(report.upward).toEqual([]));
  it('has no loop between folders', () => expect(report.folderLoops).toEqual([]));
  it('has no loop between files', () => expect(report.fileLoops).toEqual([]));
});

// Stories render the generic views through their public faces (the folders' index files), never their internals.
const storiesRoot = path.resolve(__dirname, '../../stories');
const publicFaces = new Set(['screens/generic/index.ts', 'screens/generic/fields/index.ts', 'kit/index.ts']);
const withFaces = ['screens/generic/', 'kit/'];

export function storyInternals(files: readonly string[], read: (file: string) => string): string[] {
  return files.flatMap((file) => importsOf(file, read(file))
    .filter((target) => withFaces.some((folder) => rel(target).startsWith(folder)) && !publicFaces.has(rel(target)))
    .map((target) => `${path.relative(storiesRoot, file).split(path.sep).join('/')} imports ${rel(target)}, not screens/generic, its fields index or the kit's index`));
}

describe('stories import the generic views through their public faces', () => {
  it('has no story or fixture importing generic internals', () => {
    const files = ['fixtures', 'generated', 'web', 'kit'].flatMap((dir) => sourceFiles(path.join(storiesRoot, dir)));
    expect(files.length).toBeGreaterThan(0);
    expect(storyInternals(files, (file) => readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('refuses a story that imports a generic view file', () => {
    const story = path.join(storiesRoot, 'generated', 'AreaList.stories.tsx');
    const text = "import { GenericListView } from '../../src/web/screens/generic/GenericListView';";
    expect(storyInternals([story], () => text)).toEqual([
      'generated/AreaList.stories.tsx imports screens/generic/GenericListView.tsx, not screens/generic, its fields index or the kit\'s index',
    ]);
    expect(storyInternals([story], () => "import { GenericListView } from '../../src/web/screens/generic';")).toEqual([]);
  });
});

// The kit's worked example (model/README.md, "A custom screen from the kit") is a custom screen written with the kit
// alone: of src/web it imports the kit's public face and its own folder, nothing else (the model's generated code,
// React, antd and the router are not src/web).
export function outsideKit(folder: string, files: readonly string[], read: (file: string) => string): string[] {
  return files.flatMap((file) => importsOf(file, read(file))
    .filter((target) => path.dirname(target) !== folder && rel(target) !== 'kit/index.ts')
    .map((target) => `${rel(file)} imports ${rel(target)}, which is not the kit`));
}

describe('the kit\'s worked example is built from the kit alone', () => {
  const folder = path.join(root, 'screens/print');

  it('should import nothing of src/web but the kit\'s index and its own folder', () => {
    const files = sourceFiles(folder);
    expect(files.length).toBeGreaterThan(0);
    expect(outsideKit(folder, files, (file) => readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('should refuse a generic view imported past the kit', () => {
    const file = path.join(folder, 'PrintQueue.tsx');
    expect(outsideKit(folder, [file], () => "import { EntityListPanel } from '../generic/EntityListPanel';")).toEqual([
      'screens/print/PrintQueue.tsx imports screens/generic/EntityListPanel.tsx, which is not the kit',
    ]);
  });
});

describe('the layer check itself', () => {
  const files = ['providers/errorResponses.ts', 'routing/findScreen.ts', 'session/session.ts', 'screens/notice/a.ts', 'screens/home/b.ts']
    .map((name) => path.join(root, name));
  // The check resolves imports against the disk: these fixtures name real files where they must resolve.
  const real = (name: string) => path.join(root, name);

  it('refuses an import that goes up a layer, naming file and import', () => {
    const text = (file: string) => (file === real('session/session.ts') ? "import { x } from '../screens/screenProps.js';" : '');
    const report = checkLayers([real('session/session.ts')], text);
    expect(report.upward).toEqual(['session/session.ts (shared) imports screens/screenProps.ts (screens, a higher layer)']);
  });

  it('allows an import that goes down a layer', () => {
    const text = (file: string) => (file === real('screens/screenProps.ts') ? "import type { x } from '../session/session.js';" : '');
    expect(checkLayers([real('screens/screenProps.ts')], text).upward).toEqual([]);
  });

  it('refuses a loop between two files, dynamic import() included', () => {
    const a = real('session/session.ts');
    const b = real('session/cookies.ts');
    const text = (file: string) => (file === a ? "import { x } from './cookies.js';" : "const m = () => import('./session.js');");
    expect(checkLayers([a, b], text).fileLoops).toEqual([
      'files session/cookies.ts, session/session.ts import each other: session/cookies.ts -> session/session.ts; session/session.ts -> session/cookies.ts',
    ]);
  });

  it('refuses a loop between two folders of one layer', () => {
    const a = real('screens/home/Home.tsx');
    const b = real('screens/common/PageHeader.tsx');
    const text = (file: string) => (file === a ? "import { P } from '../common/PageHeader';" : "export { H } from '../home/Home';");
    expect(checkLayers([a, b], text).folderLoops).toHaveLength(1);
    expect(checkLayers([a], text).folderLoops).toEqual([]);
  });

  it('refuses a file outside every layer', () => {
    expect(checkLayers([files[0]!.replace('providers', 'elsewhere')], () => '').unplaced).toHaveLength(1);
  });
});
