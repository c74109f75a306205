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
  // The site reads only through the data provider the admin uses (common/site-data.ts), so every read keeps the
  // server render's answers, abort signals, totals and error messages alike; api.ts only writes. The transport
  // itself (api.ts, data-provider.ts) and the multipart upload are the only code that calls /api directly.
  {
    files: ['src/web/site/**/*.{ts,tsx}', 'src/web/common/**/*.{ts,tsx}'],
    ignores: ['src/web/common/api.ts', 'src/web/common/data-provider.ts', 'src/web/common/upload.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Read through common/site-data.ts (the data provider); write through api.ts.' },
        { name: 'XMLHttpRequest', message: 'Read through common/site-data.ts (the data provider); write through api.ts.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Read through common/site-data.ts (the data provider).' },
        { object: 'globalThis', property: 'fetch', message: 'Read through common/site-data.ts (the data provider).' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='api'][property.name=/^(get|list)$/]",
          message: 'api.ts only writes: read with readList, readOne, readMany or readEndpoint (common/site-data.ts).',
        },
        { selector: 'Literal[value=/^\\/api\\//]', message: 'Name an API path without /api; read through common/site-data.ts.' },
        { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: 'Name an API path without /api; read through common/site-data.ts.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/common/api.ts', './api.ts'], importNames: ['sendApi'], message: 'Read through common/site-data.ts (the data provider).' },
            {
              group: ['**/common/data-provider.ts', './data-provider.ts'],
              allowTypeImports: true,
              message: 'Import common/site-data.ts: it loads the provider only when the browser first reads by itself.',
            },
          ],
        },
      ],
    },
  },
  // Test files share their fork's modules (vitest.config.ts, `isolate: false`): a module mocked by one file is already
  // loaded for the others, or already loaded before the mock, so mocking modules is refused; use what the app exposes.
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'mock', message: 'Forks share modules across files: use what the app exposes (app.dialect, app.crud) instead.' },
        { object: 'vi', property: 'doMock', message: 'Forks share modules across files: use what the app exposes (app.dialect, app.crud) instead.' },
      ],
    },
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
