import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { emitAbilities } from './emit/abilities.js';
import { emitApiTypes } from './emit/apiTypes.js';
import { emitCaches } from './emit/cacheTriggers.js';
import { emitConstants } from './emit/constants.js';
import { emitDbTypes } from './emit/dbTypes.js';
import { emitDemo } from './emit/demo.js';
import { emitEntities } from './emit/entities.js';
import { emitEnums } from './emit/enums.js';
import { emitErrors } from './emit/errors.js';
import { emitForms } from './emit/forms.js';
import { emitMessages } from './emit/messages.js';
import { emitMigration } from './emit/migrations.js';
import { emitOpenApi } from './emit/openapi.js';
import { emitOperations } from './emit/operations.js';
import { emitPublicScreens } from './emit/publicScreens.js';
import { emitRegistries } from './emit/registries.js';
import { emitRoutes } from './emit/routes.js';
import { emitSettings } from './emit/settings.js';
import { emitNavigation } from './emit/navigation.js';
import { emitStories } from './emit/stories.js';
import { emitTables } from './emit/tables.js';
import type { OutputFile } from './emit/util.js';
import { loadModel } from './model/load.js';

/** Folders whose every file is generated: a file there that the model no longer produces is stale. */
const GENERATED_DIRS = ['src/generated', 'stories/generated'];

/** Options of {@link generate}. */
export interface GenerateOptions {
  /** Project root: model/ is read from here and outputs are written here. */
  root: string;
  /** Compare instead of write: report every file that differs. */
  isCheck?: boolean;
}

/** What a run found: files written (or differing, in check mode) and stale files. */
export interface GenerateResult { changed: string[]; stale: string[] }

/** Every output of the model, in a deterministic order. */
export async function buildOutputs(root: string): Promise<OutputFile[]> {
  const model = loadModel({
    modelDir: join(root, 'model'),
    componentDir: join(root, 'src/web/screens'),
    handlerDir: join(root, 'src/server/handlers'),
  });
  const openapi = emitOpenApi(model);
  return [
    ...openapi,
    ...(await emitApiTypes(openapi[0]!.content)),
    ...emitAbilities(model),
    ...emitCaches(model.caches),
    ...emitConstants(model),
    ...emitDbTypes(model),
    ...emitDemo(model),
    ...emitEntities(model),
    ...emitEnums(model),
    ...emitErrors(model),
    ...emitForms(model),
    ...emitMessages(model),
    ...emitOperations(model),
    ...emitPublicScreens(model),
    ...emitRegistries(model),
    ...emitRoutes(model),
    ...emitSettings(model),
    ...emitNavigation(model),
    ...emitTables(model),
    ...emitStories(model),
    ...emitMigration(model, { dir: join(root, 'db/migrations'), dirName: 'db/migrations' }),
  ];
}

/** Generates (or checks) every output; files are rewritten only when their content changes. */
export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const { root, isCheck = false } = options;
  const outputs = await buildOutputs(root);
  const changed: string[] = [];
  for (const out of outputs) {
    const path = join(root, out.path);
    const current = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    if (current === out.content) continue;
    changed.push(out.path);
    if (!isCheck) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, out.content);
    }
  }
  const produced = new Set(outputs.map((o) => o.path));
  const stale: string[] = [];
  for (const dir of GENERATED_DIRS) {
    for (const file of listFiles(join(root, dir))) {
      const rel = `${dir}/${file}`;
      if (produced.has(rel)) continue;
      stale.push(rel);
      if (!isCheck) rmSync(join(root, rel));
    }
  }
  return { changed, stale };
}

function listFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? listFiles(join(dir, d.name), `${prefix}${d.name}/`) : [`${prefix}${d.name}`]).sort();
}
