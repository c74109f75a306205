/** Which language to write to someone in: a member's own choice, or, before there is an account, their browser's. */
import { negotiate } from '@fastify/accept-negotiator';
import { defaultLocale, isLocale, locales, type Locale } from '../../registry/locales.ts';

/** The language kept on an account row (auth/users `locale`). */
export const localeOf = (user: { locale?: unknown } | null | undefined): Locale => (isLocale(user?.locale) ? user.locale : defaultLocale);

/** The language a request asks for: the page's own (`locale` it sends), else its Accept-Language. */
export const requestLocale = (asked: unknown, acceptLanguage: string | undefined): Locale => {
  if (isLocale(asked)) return asked;
  // "sw-KE" or "SW" asks for Kiswahili: language tags ignore case, and the region does not change the catalogue.
  const negotiated = acceptLanguage ? negotiate(acceptLanguage.toLowerCase().replace(/-[a-z0-9]+/g, ''), [...locales]) : null;
  return isLocale(negotiated) ? negotiated : defaultLocale;
};
