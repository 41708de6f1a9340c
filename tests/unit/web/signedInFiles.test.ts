import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { filesOf } from '../../../scripts/signedInFilesPlugin.js';

type Chunk = { fileName: string; isEntry?: boolean; moduleIds?: string[]; imports?: string[]; css?: string[] };

/** A bundle as the build hands it to generateBundle, with only what the list reads. */
function bundle(chunks: Chunk[]): Rolldown.OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, {
    type: 'chunk', fileName: c.fileName, isEntry: c.isEntry ?? false, moduleIds: c.moduleIds ?? [], imports: c.imports ?? [],
    viteMetadata: { importedCss: new Set(c.css ?? []), importedAssets: new Set() },
  }])) as unknown as Rolldown.OutputBundle;
}

const build = bundle([
  { fileName: 'assets/index.js', isEntry: true, moduleIds: ['/src/main.ts'], imports: ['assets/runtime.js'] },
  { fileName: 'assets/runtime.js' },
  { fileName: 'assets/startApp.js', moduleIds: ['/src/startApp.tsx', '/src/App.tsx'], imports: ['assets/antd.js', 'assets/runtime.js'], css: ['assets/startApp.css'] },
  { fileName: 'assets/antd.js', imports: ['assets/react.js'] },
  { fileName: 'assets/react.js' },
  { fileName: 'assets/Shell.js', moduleIds: ['/src/Shell.tsx'], imports: ['assets/antd.js'], css: ['assets/Shell.css'] },
  { fileName: 'assets/Unrelated.js', moduleIds: ['/src/Unrelated.tsx'], imports: ['assets/react.js'] },
]);

describe('the signed-in app\'s files the log-in page prefetches (scripts/signedInFilesPlugin.ts)', () => {
  it('should list the chunks of the modules, what they import and their style sheets, but not what the entry loaded', () => {
    expect(filesOf(build, ['/src/startApp.tsx', '/src/Shell.tsx'])).toEqual([
      'assets/Shell.css', 'assets/Shell.js', 'assets/antd.js', 'assets/react.js', 'assets/startApp.css', 'assets/startApp.js',
    ]);
  });

  it('should refuse a module no chunk holds (a file renamed, the list not)', () => {
    expect(() => filesOf(build, ['/src/Gone.tsx'])).toThrow(/no chunk holds \/src\/Gone.tsx/);
  });
});
