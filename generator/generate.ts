import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { emitAbilities } from './emit/abilities.js';
import { apiTypesFile, apiTypesOf } from './emit/apiTypes.js';
import { emitCaches } from './emit/cacheTriggers.js';
import { emitConstants } from './emit/constants.js';
import { emitDbTypes } from './emit/dbTypes.js';
import { emitDemo } from './emit/demo.js';
import { emitEntities } from './emit/entities.js';
import { emitEnums } from './emit/enums.js';
import { emitErrors } from './emit/errors.js';
import { emitFileOwners } from './emit/fileOwners.js';
import { emitForms } from './emit/forms.js';
import { emitGates } from './emit/gates.js';
import { emitMessages } from './emit/messages.js';
import { emitMigration } from './emit/migrations.js';
import { buildOpenApi, openApiFile } from './emit/openapi.js';
import { emitOperations } from './emit/operations.js';
import { emitPublicScreens } from './emit/publicScreens.js';
import { emitRegistries } from './emit/registries.js';
import { emitRoutes } from './emit/routes.js';
import { emitSettings } from './emit/settings.js';
import { emitNavigation } from './emit/navigation.js';
import { emitMessageAreas } from './emit/messageAreas.js';
import { emitNotifications } from './emit/notifications.js';
import { emitStories } from './emit/stories.js';
import { emitTables } from './emit/tables.js';
import type { OutputFile } from './emit/util.js';
import { loadModel } from './model/load.js';
import type { ModelFiles } from './model/read.js';
import { apiTypesText } from './run/apiTypes.js';
import { startApiTypesThread } from './run/apiTypesThread.js';
import { openResultCache, pruneResultCache, type ResultCache } from './shared/resultCache.js';

/** Folders whose every file is generated: a file there that the model no longer produces is stale. */
const GENERATED_DIRS = ['src/generated', 'stories/generated'];

/** Where the results of earlier runs are kept (never committed): beside the generator, shared by every project copy. */
export const DEFAULT_CACHE_DIR = join(import.meta.dirname, '..', 'node_modules', '.cache', 'portal-generator');

/** Options of {@link generate}. */
export interface GenerateOptions {
  /** Project root: model/ is read from here and outputs are written here. */
  root: string;
  /** Compare instead of write: report every file that differs. */
  isCheck?: boolean;
  /** Folder of the result cache (default {@link DEFAULT_CACHE_DIR}); false: none, every step runs. */
  cacheDir?: string | false;
  /** Told the time of each phase (`--timings`). */
  onPhase?: PhaseListener;
  /** False: openapi-typescript runs on this thread after the model is loaded, not in its own (`--one-thread`, to compare). */
  isThreaded?: boolean;
}

/** Told the wall time and the process's CPU time of one phase of a run. */
export type PhaseListener = (phase: string, time: { wallMs: number; cpuMs: number }) => void;

/** Runs `run` as one phase, telling `listener` its times. */
function timed<T>(listener: PhaseListener | undefined, name: string, run: () => T): T {
  const [start, cpu] = [performance.now(), process.cpuUsage()];
  const result = run();
  const used = process.cpuUsage(cpu);
  listener?.(name, { wallMs: performance.now() - start, cpuMs: (used.user + used.system) / 1000 });
  return result;
}

/** What a run found: files written (or differing, in check mode) and stale files. */
export interface GenerateResult { changed: string[]; stale: string[] }

/** Options of {@link buildOutputs}. */
export interface BuildOptions {
  /** Results of earlier runs; default: the one in {@link DEFAULT_CACHE_DIR}. */
  cache?: ResultCache;
  onPhase?: PhaseListener;
  /** Types the OpenAPI document (default: openapi-typescript in this thread, imported when first needed). */
  typesOf?: (doc: Record<string, unknown>) => Promise<string>;
  /** The model's files, when not root's model/ on disk (tests: the project's model with some files changed in memory). */
  files?: ModelFiles;
}

/** Every output of the model, in a deterministic order. */
export async function buildOutputs(root: string, options: BuildOptions = {}): Promise<OutputFile[]> {
  const cache = options.cache ?? openResultCache(DEFAULT_CACHE_DIR);
  const phase = <T>(name: string, run: () => T): T => timed(options.onPhase, name, run);
  const model = phase('load model', () => loadModel({
    modelDir: join(root, 'model'),
    componentDir: join(root, 'src/web/screens'),
    handlerDir: join(root, 'src/server/handlers'),
    domainDir: join(root, 'src/server/domains'),
    files: options.files,
    cache,
  }));
  const doc = phase('openapi document', () => buildOpenApi(model));
  const docJson = JSON.stringify(doc);
  // The types first: in a worker thread (generate's), they are written while this thread writes the rest.
  const typing = apiTypesText({ doc, docJson, cache, typesOf: options.typesOf ?? apiTypesOf });
  const openapi = phase('openapi.yaml', () => {
    const known = cache.get<OutputFile>('openapi-yaml', docJson);
    if (known) return known;
    const file = openApiFile(doc);
    cache.set('openapi-yaml', docJson, file);
    return file;
  });
  const emitters: Array<[string, () => OutputFile[]]> = [
    ['abilities', () => emitAbilities(model)],
    ['caches', () => emitCaches(model.caches)],
    ['constants', () => emitConstants(model)],
    ['db types', () => emitDbTypes(model)],
    ['demo', () => emitDemo(model)],
    ['entities', () => emitEntities(model)],
    ['enums', () => emitEnums(model)],
    ['errors', () => emitErrors(model)],
    ['file owners', () => emitFileOwners(model)],
    ['forms', () => emitForms(model)],
    ['gates', () => emitGates(model)],
    ['messages', () => emitMessages(model)],
    ['operations', () => emitOperations(model)],
    ['public screens', () => emitPublicScreens(model)],
    ['registries', () => emitRegistries(model)],
    ['routes', () => emitRoutes(model)],
    ['settings', () => emitSettings(model)],
    ['navigation', () => emitNavigation(model)],
    ['message areas', () => emitMessageAreas(model)],
    ['notifications', () => emitNotifications(model)],
    ['tables', () => emitTables(model)],
    ['stories', () => emitStories(model)],
    ['migration', () => emitMigration(model, { dir: join(root, 'db/migrations'), dirName: 'db/migrations' })],
  ];
  const others = emitters.flatMap(([name, emit]) => phase(name, emit));
  const [start, cpu] = [performance.now(), process.cpuUsage()];
  const types = await typing;
  const used = process.cpuUsage(cpu);
  options.onPhase?.(`api.ts (${types.source === 'cached' ? 'cached' : types.source === 'parts' ? 'changed parts typed' : 'typed whole'})`, { wallMs: performance.now() - start, cpuMs: (used.user + used.system) / 1000 });
  return [openapi, apiTypesFile(types.text), ...others];
}

/** Generates (or checks) every output; files are rewritten only when their content changes. */
export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const { root, isCheck = false, cacheDir = DEFAULT_CACHE_DIR, onPhase, isThreaded = true } = options;
  const cache = openResultCache(cacheDir === false ? undefined : cacheDir);
  // A model seen before has its types cached; any other starts openapi-typescript's thread now, to load it meanwhile.
  const fingerprint = modelFingerprint(join(root, 'model'));
  const thread = !isThreaded || cache.get<boolean>('model-seen', fingerprint) ? undefined : startApiTypesThread();
  try {
    const outputs = await buildOutputs(root, { cache, onPhase, typesOf: thread?.typesOf });
    const result = timed(onPhase, isCheck ? 'compare' : 'compare and write', () => writeOutputs({ root, outputs, isCheck }));
    cache.set('model-seen', fingerprint, true);
    if (cacheDir !== false && !isCheck) pruneResultCache(cacheDir);
    return result;
  } finally {
    await thread?.stop();
  }
}

/** The model's files and their texts, as one text: equal for an unchanged model. */
function modelFingerprint(dir: string): string {
  return listFiles(dir).filter((f) => f.endsWith('.yaml')).map((f) => `${f}\0${readFileSync(join(dir, f), 'utf8')}`).join('\0');
}

/** Compares each output with its file (and writes it when not checking); lists generated files no output names. */
function writeOutputs(options: { root: string; outputs: OutputFile[]; isCheck: boolean }): GenerateResult {
  const { root, outputs, isCheck } = options;
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
