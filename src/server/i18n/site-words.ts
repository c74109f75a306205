/**
 * The public site's words (src/locales/site) on the server, for what it writes around a page before any script
 * runs: the head tags of a page, in its language.
 */
import { messages as en } from '../../locales/site/en.ts';
import { messages as sw } from '../../locales/site/sw.ts';
import type { Locale } from '../../registry/locales.ts';
import { makeSay, type Say } from '../../web/common/say.ts';

export const siteWords: Record<Locale, Say> = { en: makeSay('en', en), sw: makeSay('sw', sw) };
