import js from '@eslint/js';
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
  // The start scripts are plain JavaScript run by Node.
  { files: ['scripts/**/*.mjs'], languageOptions: { globals: { process: 'readonly', URL: 'readonly' } } },
  // The service worker is a plain script; the build prepends its `build` constant.
  {
    files: ['src/web/site/offline/service-worker.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { self: 'readonly', caches: 'readonly', fetch: 'readonly', Response: 'readonly', Headers: 'readonly', URL: 'readonly', build: 'readonly' },
    },
  },
);
