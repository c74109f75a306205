/**
 * Formatting for Kenya: shillings, dates and "5 minutes ago", in English (en-KE) or Kiswahili (sw-KE). Pages
 * call `useFormat()` (use-format.ts) for their language; the plain exports below write English, for code that
 * runs outside a page (structured data, the admin).
 */
import { languageTags, type Locale } from '../../registry/locales.ts';
import { now } from '../../registry/clock.ts';
import { localeFormat } from './locale-format.ts';

/** The words a formatter writes itself, in the page's language. */
export interface FormatWords {
  notProvided: string;
  invalidDate: string;
  justNow: string;
}

const englishWords: FormatWords = { notProvided: 'Not provided', invalidDate: 'Invalid Date', justNow: 'Just now' };

const parse = (value: string | number | Date | null | undefined) => (value === null || value === undefined || value === '' ? null : new Date(value));

type DateInput = string | number | Date | null | undefined;

/**
 * English keeps "5 minutes ago" as docs/product.md#money-dates-and-times words it; Kiswahili takes Intl's
 * ("dakika 5 zilizopita").
 */
/** A month's length on average over four years, so twelve of them make the year. */
const daysInMonth = 365.25 / 12;

const englishAgo = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

export const formatsFor = (locale: Locale, words: FormatWords = englishWords) => {
  // Kenya's clock and each language's way with numbers and months (locale-format.ts); here the words for what is missing.
  const plain = localeFormat(locale);
  // Made on first use, as locale-format.ts makes its formatters.
  let relative: Intl.RelativeTimeFormat | undefined;
  const ago = (n: number, unit: 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year') =>
    locale === 'en' ? englishAgo(n, unit) : (relative ??= new Intl.RelativeTimeFormat(languageTags[locale], { numeric: 'always' })).format(-n, unit);
  const valid = (value: DateInput) => {
    const date = parse(value);
    return date && !Number.isNaN(date.getTime()) ? date : null;
  };
  return {
    locale,
    kes: (amount: number | null | undefined) => plain.kes(amount) ?? words.notProvided,
    number: plain.number,
    /** An unparseable date reads 'Invalid Date' (docs/product.md#money-dates-and-times). */
    date: (value: DateInput) => plain.date(value) ?? words.invalidDate,
    dateTime: (value: DateInput) => plain.dateTime(value) ?? words.invalidDate,
    /**
     * docs/product.md#money-dates-and-times: under a minute 'Just now', then minutes, hours under 24, then days;
     * past a week, weeks, months and years, so a story three years old says "3 years ago", not "1100 days ago".
     */
    relative: (value: DateInput, at = now()) => {
      const date = valid(value);
      if (!date) return words.invalidDate;
      const seconds = Math.max(0, Math.floor((at - date.getTime()) / 1000));
      if (seconds < 60) return words.justNow;
      const minutes = Math.floor(seconds / 60);
      if (minutes < 60) return ago(minutes, 'minute');
      const hours = Math.floor(minutes / 60);
      if (hours < 24) return ago(hours, 'hour');
      const days = Math.floor(hours / 24);
      if (days < 7) return ago(days, 'day');
      if (days < 30) return ago(Math.floor(days / 7), 'week');
      if (days < 365) return ago(Math.max(1, Math.floor(days / daysInMonth)), 'month');
      return ago(Math.floor(days / 365), 'year');
    },
  };
};

export type Formats = ReturnType<typeof formatsFor>;

const english = formatsFor('en');

export const formatKes = english.kes;
export const formatNumber = english.number;
export const formatDate = english.date;
export const formatDateTime = english.dateTime;
export const relativeTime = english.relative;

/** Cuts text at `length` characters and adds an ellipsis only when something was cut. */
export const truncate = (text: string | null | undefined, length: number) => {
  const value = (text ?? '').trim();
  return value.length > length ? `${value.slice(0, length).trimEnd()}…` : value;
};
