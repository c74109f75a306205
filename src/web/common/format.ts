/** Formatting for Kenya (en-KE): shillings, dates and "5 minutes ago". */

/**
 * Each formatter is made when first used, not when the site's first script loads: making one loads locale and time
 * zone data (10–60 ms on a slow phone), and a page that shows no price or time need not wait for that one.
 */
const once = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};
const kes = once(() => new Intl.NumberFormat('en-KE', { style: 'currency', currency: 'KES', maximumFractionDigits: 0 }));
/**
 * Kenya's clock (registry/dashboard-period.ts names the same zone), wherever the page is rendered: the server's
 * page and the browser's first render of it then write the same dates, and a reader abroad sees Kenyan times.
 */
const timeZone = 'Africa/Nairobi';
const dateFormat = once(() => new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'long', year: 'numeric', timeZone }));
const dateTimeFormat = once(() => new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }));
const numberFormat = once(() => new Intl.NumberFormat('en-KE'));

export const formatKes = (amount: number | null | undefined) => (amount === null || amount === undefined ? 'Not provided' : kes().format(amount));

export const formatNumber = (value: number) => numberFormat().format(value);

const parse = (value: string | number | Date | null | undefined) => (value === null || value === undefined || value === '' ? null : new Date(value));

/** SPEC.md §8: an unparseable date reads 'Invalid Date'. */
export const formatDate = (value: string | number | Date | null | undefined) => {
  const date = parse(value);
  return !date || Number.isNaN(date.getTime()) ? 'Invalid Date' : dateFormat().format(date);
};

export const formatDateTime = (value: string | number | Date | null | undefined) => {
  const date = parse(value);
  return !date || Number.isNaN(date.getTime()) ? 'Invalid Date' : dateTimeFormat().format(date);
};

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/** SPEC.md §9: under a minute 'Just now', then minutes, hours under 24, then days. */
export const relativeTime = (value: string | number | Date | null | undefined, now = Date.now()) => {
  const date = parse(value);
  if (!date || Number.isNaN(date.getTime())) return 'Invalid Date';
  const seconds = Math.max(0, Math.floor((now - date.getTime()) / 1000));
  if (seconds < 60) return 'Just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
};

/** Cuts text at `length` characters and adds an ellipsis only when something was cut. */
export const truncate = (text: string | null | undefined, length: number) => {
  const value = (text ?? '').trim();
  return value.length > length ? `${value.slice(0, length).trimEnd()}…` : value;
};
