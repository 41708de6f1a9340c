import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { layerChecker, sourceFiles, type Layer } from './layerCheck.js';

// The layers of src/server, top first (src/server/README.md): the entry points and the route wiring on top, the
// request context and the database at the bottom, never side by side.
const root = path.resolve(__dirname, '../../src/server');
const layers: readonly Layer[] = [
  { name: 'app', places: ['main.ts', 'app.ts'] },
  { name: 'seed', places: ['seed'] },
  { name: 'http', places: ['http'] },
  { name: 'jobs', places: ['jobs'] },
  { name: 'handlers', places: ['handlers'] },
  { name: 'domains', places: ['domains'] },
  { name: 'crud', places: ['crud'] },
  { name: 'auth', places: ['auth'] },
  { name: 'core', places: ['core'] },
  { name: 'infrastructure', places: ['db', 'storage', 'maintenance'] },
  { name: 'foundation', places: ['foundation'] },
];
const { checkLayers } = layerChecker({ root, layers, table: 'tests/unit/server-layers.test.ts' });

describe('src/server imports go one way (app → seed → http → jobs → handlers → domains → crud → auth → core → db → foundation)', () => {
  const report = checkLayers(sourceFiles(root), (file) => readFileSync(file, 'utf8'));

  it('places every file in a layer', () => expect(report.unplaced).toEqual([]));
  it('never imports a higher layer', () => expect(report.upward).toEqual([]));
  it('has no loop between folders', () => expect(report.folderLoops).toEqual([]));
  it('has no loop between files', () => expect(report.fileLoops).toEqual([]));
});

describe('the server layer check itself', () => {
  const real = (name: string) => path.join(root, name);

  it('should refuse the request context importing the route wiring', () => {
    const text = () => "import { x } from '../http/operationRoutes.js';";
    expect(checkLayers([real('core/context.ts')], text).upward)
      .toEqual(['core/context.ts (core) imports http/operationRoutes.ts (http, a higher layer)']);
  });

  it('should allow a handler to import a domain', () => {
    const text = () => "import { x } from '../domains/notices/publish.js';";
    expect(checkLayers([real('handlers/login.ts')], text).upward).toEqual([]);
  });

  it('should refuse the database layer importing the seed', () => {
    const text = () => "import { seedDemo } from '../seed/seed.js';";
    expect(checkLayers([real('db/connect.ts')], text).upward).toHaveLength(1);
  });
});
