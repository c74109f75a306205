/**
 * The public site's words (src/locales/site) on the server, for what it writes around a page before any script
 * runs: the head tags of a Kiswahili page.
 */
import { setupI18n } from '@lingui/core';
import { messages as en } from '../../locales/site/en.ts';
import { messages as sw } from '../../locales/site/sw.ts';
import type { Locale } from '../../registry/locales.ts';

const i18n = { en: setupI18n({ locale: 'en', messages: { en } }), sw: setupI18n({ locale: 'sw', messages: { sw } }) };

export const siteSay = (locale: Locale, id: string) => i18n[locale]._(id);
