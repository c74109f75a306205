/**
 * Message catalogues: one PO file per language and audience in src/locales (the English one holds the source
 * texts under stable ids), compiled by `npm run i18n` into a TypeScript module each. `server` is what the server
 * writes to people (emails, notifications); `site` is the public site's words, which the browser loads for its
 * language only, and `site-pages` the words of the pages that not every visit opens (web/common/say.ts).
 */
import { formatter } from '@lingui/format-po';
import type { LinguiConfig } from '@lingui/conf';

const config: LinguiConfig = {
  locales: ['en', 'sw'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/src/locales/server/{locale}', include: [] },
    { path: '<rootDir>/src/locales/site/{locale}', include: [] },
    { path: '<rootDir>/src/locales/site-pages/{locale}', include: [] },
  ],
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
  compileNamespace: 'ts',
};

export default config;
