import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { formValidatorsPlugin } from './scripts/formValidatorsPlugin.js';
import { constants } from './src/generated/constants.js';
import { messagesJa } from './src/generated/messages.ja.js';

/**
 * papaparse is a CommonJS package without a `sideEffects` field, so the bundler keeps it whenever something imports it,
 * even when none of the importing code survives tree-shaking. @refinedev/core imports it at its top for useExport and
 * useImport only, which the app never calls: marked free of side effects (it only defines Papa when loaded in a
 * window), it leaves the entry chunk (18.7 KB, 5 KB brotli). If the app ever calls those hooks, the bundler keeps it.
 */
const PURE_COMMONJS = /[\\/]node_modules[\\/]papaparse[\\/]/;

function moduleSideEffects(id: string): boolean | undefined {
  return PURE_COMMONJS.test(id) ? false : undefined;
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
