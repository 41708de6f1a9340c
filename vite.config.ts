import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { formValidatorsPlugin } from './scripts/formValidatorsPlugin.js';
import { constants } from './src/generated/constants.js';
import { messagesJa } from './src/generated/messages.ja.js';

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
