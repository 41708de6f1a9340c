// Vite plugin: the entry's style sheet written into index.html as a <style> element carrying the page's nonce,
// instead of a <link> the browser must fetch before it paints anything (issue 17 item 11: one round trip less before
// the log-in page of a slow phone shows). The server puts each answer's nonce in place of the placeholder, as it does
// for the <meta> the app reads it from (src/server/http/webAssets.ts, withNonce); the policy's style-src allows it.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { CSP_NONCE_PLACEHOLDER } from '../src/server/http/webAssets.js';

/**
 * The plugin, for the app whose entry module is `entry` (a path from the project root) and whose page is the
 * project's index.html; other builds of this configuration (Storybook's) are left as they are.
 */
export function inlineEntryCssPlugin(options: { entry: string }): Plugin {
  const entry = resolve(options.entry);
  const page = resolve('index.html');
  let inlined: string[] = [];
  return {
    name: 'portal-inline-entry-css',
    apply: 'build',
    generateBundle: {
      // Before Vite links the entry's style sheet into index.html and lists it among the files a lazy chunk waits
      // for (every chunk that imports from the entry): the page has it inline, a <link> would fetch it again.
      order: 'pre',
      handler(_output, bundle) {
        inlined = [];
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk' || !item.isEntry || !item.moduleIds.includes(entry) || !item.viteMetadata) continue;
          inlined.push(...item.viteMetadata.importedCss);
          item.viteMetadata.importedCss.clear();
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.filename !== page) return html;
        if (inlined.length === 0) throw new Error(`portal-inline-entry-css: ${context.filename} has no style sheet of ${options.entry} to inline`);
        const styles = inlined.map((fileName) => {
          const asset = context.bundle?.[fileName];
          if (asset?.type !== 'asset') throw new Error(`portal-inline-entry-css: ${fileName} is not an asset of the build`);
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          if (/<\/style/i.test(css)) throw new Error(`portal-inline-entry-css: ${fileName} contains "</style", which would end the element`);
          return `<style nonce="${CSP_NONCE_PLACEHOLDER}">${css.trim()}</style>`;
        });
        return html.replace('</head>', `  ${styles.join('\n')}\n  </head>`);
      },
    },
  };
}
