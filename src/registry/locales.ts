/**
 * The languages ElimuHub speaks: English, and Kiswahili as Kenyan readers use it. A member's choice is kept on
 * their account (auth/users `locale`), so what the server writes to them (emails, notifications) is in it.
 */
export const locales = ['en', 'sw'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

/** The language tags of html lang, hreflang and og:locale (Kenya's English and Kiswahili). */
export const languageTags: Record<Locale, string> = { en: 'en-KE', sw: 'sw-KE' };

/** Each language named in itself, as a language switch shows it. */
export const localeNames: Record<Locale, string> = { en: 'English', sw: 'Kiswahili' };

export const isLocale = (value: unknown): value is Locale => (locales as readonly unknown[]).includes(value);

/** Where the pages of a language live: English at the root, Kiswahili under /sw. */
export const localeBase: Record<Locale, string> = { en: '', sw: '/sw' };

/** The language of a site address and the address within that language ("/sw/jobs" → sw, "/jobs"). */
export const localeOfPath = (path: string): { locale: Locale; path: string } => {
  const match = /^\/sw(?=\/|$|\?)/.exec(path);
  return match ? { locale: 'sw', path: path.slice(match[0].length) || '/' } : { locale: 'en', path };
};

/**
 * A page's address in `locale` ("/jobs" in sw → "/sw/jobs"; the home page → "/sw"). Leading slashes and
 * backslashes fold into one, so "//evil.example" stays an address on this site, not another host.
 */
export const pathIn = (locale: Locale, path: string) => {
  const own = `/${path.replace(/^[/\\]+/, '')}`;
  return localeBase[locale] && own === '/' ? localeBase[locale] : `${localeBase[locale]}${own}`;
};
