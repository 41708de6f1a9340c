import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { formValidatorsPlugin } from './scripts/formValidatorsPlugin.js';
import { iconCopiesPlugin } from './scripts/iconCopiesPlugin.js';
import { inlineEntryCssPlugin } from './scripts/inlineEntryCssPlugin.js';
import { signedInFilesPlugin } from './scripts/signedInFilesPlugin.js';
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

/** The web app's entry module (index.html's script). */
const WEB_ENTRY = 'src/web/main.ts';

/**
 * The public shell's own modules (src/web/PublicApp.ts and what only it and the log-in page use), kept in one chunk:
 * the log-in page of a slow phone fetches one file for them instead of one per module that the signed-in app's
 * log-in page also imports. Their dependencies the app shares (constants, session, theme) stay where they are.
 */
const PUBLIC_SHELL_MODULES = /[\\/]src[\\/](web[\\/](PublicApp|signedInPrefetch|i18n[\\/]publicText|providers[\\/]signIn|screens[\\/]login[\\/](loginForm|svgIcon))\.ts|generated[\\/]publicMessages\.ja\.ts)$|^\0virtual:antd-icon\//;

function moduleSideEffects(id: string): boolean | undefined {
  return PURE_PACKAGES.test(id) ? false : undefined;
}

// The browser app: served by the API server under /communication/ (SPA fallback to index.html).
// Every screen area is a lazy chunk (see src/web/routing/lazyPages.ts); the log-in page a visit starts with is the
// public shell (src/web/PublicApp.ts, chosen by main.ts), which loads none of the signed-in app.
export default defineConfig({
  base: `${constants.basePath}/`,
  plugins: [
    react(),
    // The generic forms' validators, compiled here: the browser's policy allows no run-time code generation.
    formValidatorsPlugin(),
    // The log-in page's icons as copies of antd's (src/web/screens/login/loginForm.ts).
    iconCopiesPlugin(),
    // The entry's style sheet (the log-in page's look among it) inside index.html: painted without a request more.
    inlineEntryCssPlugin({ entry: WEB_ENTRY }),
    // What the log-in page prefetches for the signed-in app (src/web/signedInPrefetch.ts): the app, the step after
    // the sign-in, the app's log-in page (which the app opens at, to go on), and the signed-in shell with its first
    // screen's resolver.
    signedInFilesPlugin({
      entry: WEB_ENTRY,
      modules: [
        'src/web/startApp.tsx', 'src/web/providers/signedInStart.ts', 'src/web/navigation/startPage.ts', 'src/web/providers/ability.ts',
        'src/web/screens/login/LoginPage.tsx', 'src/web/SignedInApp.tsx', 'src/web/routing/AuthenticatedShell.tsx', 'src/web/routing/ScreenElement.tsx',
        'src/web/routing/StartRedirect.tsx',
      ],
    }),
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
      output: {
        codeSplitting: {
          groups: [{ name: 'PublicApp', test: PUBLIC_SHELL_MODULES, includeDependenciesRecursively: false }],
        },
      },
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
