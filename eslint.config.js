import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // src/locales/*.ts are compiled from the PO catalogues (npm run i18n).
  { ignores: ['dist', 'data', 'node_modules', 'coverage', 'test-results', '.tmp', 'src/locales/**/*.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // React's rules of hooks, and effects that name everything they read. (The plugin's React Compiler rules are
  // not taken up: the site is not compiled by it; docs/decisions.md.)
  {
    files: ['src/web/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // The start scripts are plain JavaScript run by Node.
  { files: ['scripts/**/*.mjs'], languageOptions: { globals: { process: 'readonly', URL: 'readonly', console: 'readonly' } } },
  // The service worker is a plain script; the build prepends its `build` constant.
  {
    files: ['src/web/site/offline/service-worker.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { self: 'readonly', caches: 'readonly', fetch: 'readonly', Response: 'readonly', Headers: 'readonly', URL: 'readonly', build: 'readonly' },
    },
  },
);
