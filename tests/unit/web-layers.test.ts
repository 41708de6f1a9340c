import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { layerChecker, sourceFiles, type Layer } from './layerCheck.js';

// The layers of src/web, top first (src/web/README.md): a file may import its own layer or any layer below it,
// never one above; the folders of one layer never import each other in a loop, and no files do.
const root = path.resolve(__dirname, '../../src/web');
const layers: readonly Layer[] = [
  { name: 'app', places: [''] },
  { name: 'routing', places: ['routing'] },
  { name: 'layout', places: ['layout'] },
  { name: 'screens', places: ['screens', 'kit'] },
  { name: 'fields', places: ['screens/generic/fields'] },
  { name: 'components', places: ['components'] },
  { name: 'hooks', places: ['hooks'] },
  { name: 'providers', places: ['providers'] },
  { name: 'shared', places: ['session', 'navigation', 'i18n', 'format', 'feedback', 'model'] },
];
const { checkLayers, importsOf, rel } = layerChecker({ root, layers, table: 'tests/unit/web-layers.test.ts' });

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

describe('the contact screens are built from the kit alone', () => {
  const folder = path.join(root, 'screens/contact');
  const inside = (target: string) => target.startsWith(`${folder}${path.sep}`);

  it('should import nothing of src/web but the kit\'s index and the contact folder', () => {
    const files = sourceFiles(folder);
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap((file) => importsOf(file, readFileSync(file, 'utf8')).filter((target) => !inside(target) && rel(target) !== 'kit/index.ts'))).toEqual([]);
  });

  it('should refuse a notice part imported past the kit', () => {
    const file = path.join(folder, 'ContactDetail.tsx');
    expect(outsideKit(folder, [file], () => "import { CommentBubble } from '../notice/received/CommentBubble';")).toEqual([
      'screens/contact/ContactDetail.tsx imports screens/notice/received/CommentBubble.tsx, which is not the kit',
    ]);
  });
});

describe.each(['lessons', 'interview', 'report'])('the %s screens are built from the kit alone', (name) => {
  const folder = path.join(root, 'screens', name);
  const inside = (target: string) => target.startsWith(`${folder}${path.sep}`);

  it('should import nothing of src/web but the kit\'s index and their own folder', () => {
    const files = sourceFiles(folder);
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap((file) => importsOf(file, readFileSync(file, 'utf8')).filter((target) => !inside(target) && rel(target) !== 'kit/index.ts'))).toEqual([]);
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
