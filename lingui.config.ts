/**
 * Message catalogues: one PO file per language in src/locales (the English one holds the source texts under
 * stable ids), compiled by `npm run i18n` into a TypeScript module per language that is loaded only when needed.
 */
import { formatter } from '@lingui/format-po';
import type { LinguiConfig } from '@lingui/conf';

const config: LinguiConfig = {
  locales: ['en', 'sw'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: [] }],
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
  compileNamespace: 'ts',
};

export default config;
