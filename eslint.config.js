// ESLint flat config (eslint 10 + typescript-eslint 8, non type-checked for speed).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig, globalIgnores } from 'eslint/config';

// Every date, date-and-time and time of the app is typed and shown by one field (issue 17).
const dateInputOnly = {
  name: 'antd',
  importNames: ['DatePicker', 'TimePicker'],
  message: 'Use DateInput or DatePeriodInput (src/web/components/date-input): typed dates as an office types them, shown the Japanese way.',
};
// Japanese text in the web app lives in model/messages/*.ja.yaml and is read with t('key') (STYLE.md habit 12): a
// string, template or JSX text of src/web with hiragana, katakana, kanji, Japanese punctuation (「」、。・) or
// full-width forms (（）：０-９) is refused. Regular expressions (which read such characters typed by a user) are not
// strings and stay allowed; so do comments.
const JAPANESE = '[\\u3000-\\u303f\\u3040-\\u309f\\u30a0-\\u30ff\\u31f0-\\u31ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uff00-\\uffef]';
const japaneseTextSelectors = [
  `Literal[value=/${JAPANESE}/]`,
  `TemplateElement[value.raw=/${JAPANESE}/]`,
  `JSXText[value=/${JAPANESE}/]`,
];
const JAPANESE_TEXT_MESSAGE = "Japanese text belongs in model/messages/*.ja.yaml: add a key and read it with t('key') (src/web/i18n/i18n.ts).";

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    'dist/',
    'storybook-static/',
    'src/generated/**',
    'stories/generated/**',
    'data/',
    '.tmp/',
    'coverage/',
    'test-results/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-empty': ['error', { allowEmptyCatch: false }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Browser code: the web app, stories, Storybook config and jsdom tests.
    files: ['src/web/**', 'stories/**', '.storybook/**', 'tests/unit/web/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // antd's App loads message, notification and modal with the first page (issue 9): the app's useFeedback loads them
    // with the first message or dialog.
    files: ['src/web/**'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "MemberExpression[property.name='useApp']",
        message: "Use useFeedback() (src/web/feedback/feedback.tsx), not antd's App.useApp().",
      }, ...japaneseTextSelectors.map((selector) => ({ selector, message: JAPANESE_TEXT_MESSAGE }))],
      'no-restricted-imports': ['error', {
        paths: [
          { name: 'antd', importNames: ['App', 'message', 'notification'], message: 'Use useFeedback() or showErrorMessage (src/web/feedback), loaded when first used.' },
          dateInputOnly,
        ],
        // antd/locale/* re-exports the CommonJS build: Vite hands its default export over as { default }, and antd fell
        // back to English ("Nov 2026", "Su Mo", "Today" in every date picker; issue 17).
        patterns: [{ group: ['antd/locale/*', 'antd/lib/*'], message: "Import antd's ES modules (antd/es/locale/ja_JP), not its CommonJS build." }],
      }],
    },
  },
  {
    // The one date field wraps antd's picker: it may import it (and nothing else may, as above).
    files: ['src/web/components/date-input/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'antd', importNames: ['App', 'message', 'notification'], message: 'Use useFeedback() or showErrorMessage (src/web/feedback), loaded when first used.' }],
        patterns: [{ group: ['antd/locale/*', 'antd/lib/*'], message: "Import antd's ES modules (antd/es/locale/ja_JP), not its CommonJS build." }],
      }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
);
