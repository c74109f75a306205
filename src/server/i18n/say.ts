/**
 * What the server writes to a person (emails, notifications), in their language: each text is a message of
 * the compiled catalogues in src/locales/server, looked up by its id with its values filled in (ICU plurals
 * included). The server holds both languages; an id missing from Kiswahili falls back to English
 * (tests/registry/message-catalogues.test.ts checks none is missing).
 */
import { setupI18n, type I18n } from '@lingui/core';
import { messages as en } from '../../locales/server/en.ts';
import { messages as sw } from '../../locales/server/sw.ts';
import type { Locale } from '../../registry/locales.ts';

// One instance per language, each with its catalogue and English beneath it, so no call switches a shared one.
const i18n: Record<Locale, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en } }),
  sw: setupI18n({ locale: 'sw', locales: ['sw', 'en'], messages: { sw: { ...en, ...sw } } }),
};

export type Values = Record<string, string | number>;

/** The text of message `id` in `locale`. */
export const say = (locale: Locale, id: string, values?: Values) => i18n[locale]._(id, values);

/** "26 November 2026" or "26 Novemba 2026": a day as people write it in that language, in Kenya's time. */
export const sayDate = (locale: Locale, at: string | Date) =>
  new Intl.DateTimeFormat(`${locale}-KE`, { dateStyle: 'long', timeZone: 'Africa/Nairobi' }).format(new Date(at));
