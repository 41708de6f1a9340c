// @vitest-environment node
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../../generator/generate.js';
import { ROOT } from './projectModel.js';

// `npm run generate:check` keeps the results of unchanged steps (node_modules/.cache): it must still name every
// generated file that differs from what the model produces, whatever the cache holds. Files on disk: a project copy.
let root: string;
const check = () => generate({ root, isCheck: true });

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'portal-check-'));
  for (const path of ['model', 'db/migrations', 'src/generated', 'stories/generated', 'openapi.yaml', 'src/server/handlers', 'src/server/domains', 'src/web/screens']) {
    cpSync(join(ROOT, path), join(root, path), { recursive: true });
  }
  // A run that fills the cache with every result of the committed model.
  await check();
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('generate:check with the results cache', () => {
  it('should pass on the committed outputs', async () => {
    expect(await check()).toEqual({ changed: [], stale: [] });
  }, 60_000);

  it('should name a generated file edited by hand, though nothing it is made from changed', async () => {
    const path = join(root, 'src/generated/api.ts');
    const text = readFileSync(path, 'utf8');
    appendFileSync(path, '// edited\n');
    try {
      expect(await check()).toEqual({ changed: ['src/generated/api.ts'], stale: [] });
    } finally {
      writeFileSync(path, text);
    }
  }, 60_000);

  it('should name a generated file the model no longer produces', async () => {
    writeFileSync(join(root, 'src/generated/leftOver.ts'), 'export {};\n');
    try {
      expect(await check()).toEqual({ changed: [], stale: ['src/generated/leftOver.ts'] });
    } finally {
      rmSync(join(root, 'src/generated/leftOver.ts'));
    }
  }, 60_000);

  it('should name every output a changed label reaches, the other files\' results being cached', async () => {
    const path = join(root, 'model/entities/tag.yaml');
    const text = readFileSync(path, 'utf8');
    writeFileSync(path, text.replace('label: タグ名,', 'label: タグの名前,'));
    try {
      const { changed } = await check();
      expect(changed).toEqual(expect.arrayContaining(['openapi.yaml', 'src/generated/api.ts', 'src/generated/forms.ts', 'src/generated/tables.ts']));
      expect(changed).not.toContain('src/generated/routes.ts');
    } finally {
      writeFileSync(path, text);
    }
  }, 60_000);
});
