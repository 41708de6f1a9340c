import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { layerChecker, sourceFiles } from '../layerCheck.js';

// The layers of generator/, top first (generator/README.md): the command and the run (cli.ts, generate.ts, run/)
// over the emitters (emit/), over the model loader (model/), over the JSON Schemas of the model files (schema/),
// over what every layer may use (shared/). A file imports its own layer or a lower one, never a higher one.
const root = path.resolve(import.meta.dirname, '../../../generator');
const { checkLayers } = layerChecker({
  root,
  table: 'tests/unit/generator/generator-layers.test.ts',
  layers: [
    { name: 'cli', places: ['', 'run'] },
    { name: 'emit', places: ['emit'] },
    { name: 'model', places: ['model'] },
    { name: 'schema', places: ['schema'] },
    { name: 'shared', places: ['shared'] },
  ],
});

describe('generator/ imports go one way (cli → emit → model → schema → shared)', () => {
  const report = checkLayers(sourceFiles(root), (file) => readFileSync(file, 'utf8'));

  it('should place every file in a layer', () => expect(report.unplaced).toEqual([]));
  it('should never import a higher layer', () => expect(report.upward).toEqual([]));
  it('should have no loop between folders', () => expect(report.folderLoops).toEqual([]));
  it('should have no loop between files', () => expect(report.fileLoops).toEqual([]));
});

describe('the generator layer check itself', () => {
  // The check resolves imports against the disk: these name real files.
  const real = (name: string) => path.join(root, name);

  it('should refuse the model importing an emitter, naming file and import', () => {
    const text = (file: string) => (file === real('model/resolveDemo.ts') ? "import { emitDemo } from '../emit/demo.js';" : '');
    expect(checkLayers([real('model/resolveDemo.ts')], text).upward)
      .toEqual(['model/resolveDemo.ts (model) imports emit/demo.ts (emit, a higher layer)']);
  });

  it('should allow an emitter importing the model', () => {
    const text = () => "import type { Model } from '../model/types.js';";
    expect(checkLayers([real('emit/demo.ts')], text).upward).toEqual([]);
  });

  it('should refuse a loop between two files of one folder, type-only imports included', () => {
    const [a, b] = [real('model/types.ts'), real('model/resolveDemo.ts')];
    const text = (file: string) => (file === a ? "import type { DemoRef } from './resolveDemo.js';" : "import type { EntityDef } from './types.js';");
    expect(checkLayers([a, b], text).fileLoops).toEqual([
      'files model/resolveDemo.ts, model/types.ts import each other: model/resolveDemo.ts -> model/types.ts; model/types.ts -> model/resolveDemo.ts',
    ]);
  });

  it('should not count an import an emitter writes into a generated file (a template literal) as its own', () => {
    const [a, b] = [real('emit/gates.ts'), real('emit/abilities.ts')];
    const text = (file: string) => (file === a
      ? "const content = `${TS_BANNER}\nimport type { AbilityUser } from './abilities.js';\n${names.map((n) => `'${n}'`).join(' | ')}`;"
      : "import { gates } from './gates.js';");
    expect(checkLayers([a, b], text).fileLoops).toEqual([]);
    expect(checkLayers([a, b], (file) => (file === a ? "import type { AbilityUser } from './abilities.js';" : text(file))).fileLoops).toHaveLength(1);
  });

  it('should refuse a file outside every layer', () => {
    expect(checkLayers([real('elsewhere/x.ts')], () => '').unplaced).toEqual(['elsewhere/x.ts is in no layer of tests/unit/generator/generator-layers.test.ts']);
  });
});
