// Vite plugin: the files of the signed-in app's first page, listed for the public shell to prefetch while the log-in
// form is being filled in (src/web/signedInPrefetch.ts, issue 17 item 11). The list is only known once the chunks
// are written, so it is put in place of the global's name in the finished code (as Vite writes its preload lists).
import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The name the browser code reads the list under (src/web/signedInPrefetch.ts). */
export const SIGNED_IN_FILES_GLOBAL = '__PORTAL_SIGNED_IN_FILES__';

/**
 * Every file the given modules' chunks load (their chunks, the chunks those import, and their style sheets), less
 * what the entry loads already, in a stable order.
 */
export function filesOf(bundle: OutputBundle, moduleIds: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const closure = (start: OutputChunk[]): Set<string> => {
    const files = new Set<string>();
    const visit = (chunk: OutputChunk) => {
      if (files.has(chunk.fileName)) return;
      files.add(chunk.fileName);
      for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
      for (const name of chunk.imports) {
        const imported = bundle[name];
        if (imported?.type === 'chunk') visit(imported);
      }
    };
    start.forEach(visit);
    return files;
  };
  const starts = moduleIds.map((id) => {
    const chunk = chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`portal-signed-in-files: no chunk holds ${id}`);
    return chunk;
  });
  const loaded = closure(chunks.filter((c) => c.isEntry));
  return [...closure(starts)].filter((file) => !loaded.has(file)).sort();
}

/**
 * The plugin, for the app whose entry module is `entry`: `modules` are the signed-in app's first page (paths from the
 * project root). Other builds of this configuration (Storybook's) are left as they are.
 */
export function signedInFilesPlugin(options: { entry: string; modules: readonly string[] }): Plugin {
  const entry = resolve(options.entry);
  const ids = options.modules.map((m) => resolve(m));
  return {
    name: 'portal-signed-in-files',
    apply: 'build',
    generateBundle(_output, bundle) {
      if (!Object.values(bundle).some((item) => item.type === 'chunk' && item.isEntry && item.moduleIds.includes(entry))) return;
      const list = JSON.stringify(filesOf(bundle, ids));
      let found = 0;
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk' || !item.code.includes(SIGNED_IN_FILES_GLOBAL)) continue;
        found += 1;
        item.code = item.code.replaceAll(SIGNED_IN_FILES_GLOBAL, list);
      }
      if (found === 0) throw new Error(`portal-signed-in-files: no chunk reads ${SIGNED_IN_FILES_GLOBAL} (src/web/signedInPrefetch.ts)`);
    },
  };
}
