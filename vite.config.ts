import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { formValidatorsPlugin } from './scripts/formValidatorsPlugin.js';
import { constants } from './src/generated/constants.js';
import { messagesJa } from './src/generated/messages.ja.js';

/**
 * Packages that do nothing when loaded but define their exports, yet do not say so (no `sideEffects` field in their
 * package.json), so the bundler keeps every module of theirs that anything imports, used or not (issue 9):
 * - papaparse (CommonJS): @refinedev/core imports it at its top for useExport and useImport only, which the app never
 *   calls (18.7 KB, 5 KB brotli in the entry chunk);
 * - rc-* and @rc-component/* (antd's components) and antd's style helpers (@ant-design/colors, cssinjs,
 *   cssinjs-utils, fast-color): antd itself declares its modules free of side effects, its helpers do not (about
 *   12 KB brotli on a guardian's first page: whole rc-field-form, color-picker… behind the parts really used).
 * Checked: none of them is imported for its side effects alone (`import 'rc-…'`), and none writes to window, document
 * or another global when loaded. A module something really uses stays, whole.
 */
const PURE_PACKAGES = /[\\/]node_modules[\\/](papaparse|rc-[^\\/]+|@rc-component[\\/][^\\/]+|@ant-design[\\/](colors|cssinjs|cssinjs-utils|fast-color))[\\/]/;

function moduleSideEffects(id: string): boolean | undefined {
  return PURE_PACKAGES.test(id) ? false : undefined;
}

// The browser app: served by the API server under /communication/ (SPA fallback to index.html).
// Every screen area is a lazy chunk (see src/web/routing/lazyPages.ts), so the login page stays small.
export default defineConfig({
  base: `${constants.basePath}/`,
  plugins: [
    react(),
    // The generic forms' validators, compiled here: the browser's policy allows no run-time code generation.
    formValidatorsPlugin(),
    {
      // index.html names the product and colour through placeholders, so they live only in the model.
      name: 'portal-html-constants',
      transformIndexHtml: (html) =>
        html
          .replaceAll('%PRODUCT_TITLE%', constants.productTitle)
          .replaceAll('%PRIMARY_COLOR%', constants.primaryColor)
          .replaceAll('%NOSCRIPT%', messagesJa['web.noscript']),
    },
  ],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // antd is one shared vendor chunk by design; its size is reported, not warned about.
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      treeshake: { moduleSideEffects: moduleSideEffects },
      onwarn(warning, defaultHandler) {
        // antd and rc-* ship a "use client" directive per module: hundreds of harmless warnings.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        defaultHandler(warning);
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
