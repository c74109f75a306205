/**
 * The languages ElimuHub speaks: English, and Kiswahili as Kenyan readers use it. A member's choice is kept on
 * their account (auth/users `locale`), so what the server writes to them (emails, notifications) is in it.
 */
export const locales = ['en', 'sw'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

/** Each language named in itself, as a language switch shows it. */
export const localeNames: Record<Locale, string> = { en: 'English', sw: 'Kiswahili' };

export const isLocale = (value: unknown): value is Locale => (locales as readonly unknown[]).includes(value);
