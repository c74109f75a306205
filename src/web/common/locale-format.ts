/**
 * Numbers, shillings and dates as each language writes them in Kenya (en-KE, sw-KE: "26 Novemba 2026"), in
 * Kenya's clock wherever the page is rendered, so the server's page and the browser's render of it agree.
 */
import { languageTags, type Locale } from '../../registry/locales.ts';
import { shillingFormat } from '../../registry/money.ts';

export interface LocaleFormat {
  number: (value: number) => string;
  /** Whole shillings, or null when there is no amount. */
  kes: (amount: number | null | undefined) => string | null;
  /** A day, or null for a missing or unparseable date. */
  date: (value: string | number | Date | null | undefined) => string | null;
  dateTime: (value: string | number | Date | null | undefined) => string | null;
  /** The time of day to the second ("14:32:05"), for a moment within the next minutes. */
  time: (value: string | number | Date | null | undefined) => string | null;
}

const timeZone = 'Africa/Nairobi';

const parse = (value: string | number | Date | null | undefined) => {
  const date = value === null || value === undefined || value === '' ? null : new Date(value);
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/**
 * Each formatter is made when first used, not when the site's first script loads: making one loads locale and time
 * zone data, which a slow phone feels, and a page that shows no price or time need not wait for that one.
 */
const once = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

export const localeFormat = (locale: Locale): LocaleFormat => {
  const tag = languageTags[locale];
  const numbers = once(() => new Intl.NumberFormat(tag));
  const shillings = once(() => shillingFormat(tag));
  const days = once(() => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone }));
  const times = once(() => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }));
  const clock = once(() => new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZone }));
  return {
    number: (value) => numbers().format(value),
    kes: (amount) => (amount === null || amount === undefined ? null : shillings().format(amount)),
    date: (value) => {
      const date = parse(value);
      return date && days().format(date);
    },
    dateTime: (value) => {
      const date = parse(value);
      return date && times().format(date);
    },
    time: (value) => {
      const date = parse(value);
      return date && clock().format(date);
    },
  };
};
