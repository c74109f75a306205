/**
 * The line at the top of every page of a demonstration install saying that its reviews, fees and results are
 * invented, written by the server into the page itself (outside the part React draws), so it is there before any
 * script runs, in the page's language. Absent where the database holds no demo data (production), unless
 * DEMO_NOTICE says otherwise.
 */
import type { Locale } from '../../registry/locales.ts';
import { siteWords } from '../i18n/site-words.ts';
import { escapeMarkup } from '../seo/escape-markup.ts';

export const withDemoNotice = (html: string, locale: Locale) => {
  const say = siteWords[locale];
  return html.replace(
    '<body>',
    `<body>\n    <aside class="demo-notice" aria-label="${escapeMarkup(say('demo.label'))}">${escapeMarkup(say('demo.banner'))}</aside>`,
  );
};
