/**
 * The staff dashboard's period: whole days in Nairobi time, either a preset length ending today (`days`) or the
 * dates `from`–`to`, both included. The previous period is the same number of days just before, for trends.
 * The admin reads its URL and the server its query with this one parser, so both refuse the same ranges alike.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { addDays, endOfNairobiDay, isDay, nairobiDay, now, startOfNairobiDay } from './clock.ts';

dayjs.extend(utc);

export const presetDays = [7, 30, 90] as const;
export const defaultDays = 30;
/** A year and a day: a leap year compared with the one before still fits. */
export const maxDays = 366;

/** The UTC instants a Nairobi day starts and ends (exclusive): what `created_at` is compared with. */
export const dayBounds = (day: string) => ({ start: startOfNairobiDay(day), end: endOfNairobiDay(day) });

export interface Span {
  from: string;
  to: string;
  /** First instant, in UTC ISO text. */
  start: string;
  /** The instant after the last, in UTC ISO text. */
  end: string;
}

export interface Period extends Span {
  /** Every day of the period, oldest first. */
  days: string[];
  previous: Span;
}

const span = (from: string, to: string): Span => ({ from, to, start: dayBounds(from).start, end: dayBounds(to).end });

export type PeriodQuery = { days?: unknown; from?: unknown; to?: unknown };

/** The period asked for, or why it cannot be: a sentence that says what to send instead. */
export const parsePeriod = (query: PeriodQuery, at = now()): Period | { error: string } => {
  // Anything else (a misspelt key, a listing's id) would be ignored silently: say so instead.
  const others = Object.keys(query).filter((key) => !['days', 'from', 'to'].includes(key));
  if (others.length) return { error: `Only days, or from and to, may be given, not ${others.join(', ')}.` };
  const today = nairobiDay(at);
  let from: string, to: string;
  if (query.from !== undefined || query.to !== undefined) {
    if (query.days !== undefined) return { error: 'Give either days or from and to, not both.' };
    if (!isDay(query.from) || !isDay(query.to)) return { error: 'from and to must both be dates like 2026-01-31.' };
    if (query.from > query.to) return { error: `The period starts (${query.from}) after it ends (${query.to}).` };
    ({ from, to } = query as { from: string; to: string });
  } else {
    const raw = query.days ?? String(defaultDays);
    if (typeof raw !== 'string' || !/^\d{1,3}$/.test(raw) || Number(raw) < 1 || Number(raw) > maxDays)
      return { error: `days must be a whole number from 1 to ${maxDays}.` };
    to = today;
    from = addDays(today, 1 - Number(raw));
  }
  const length = dayjs.utc(to).diff(dayjs.utc(from), 'day') + 1;
  if (length > maxDays) return { error: `A period is at most ${maxDays} days; this one has ${length}.` };
  const days = Array.from({ length }, (_, i) => addDays(from, i));
  return { ...span(from, to), days, previous: span(addDays(from, -length), addDays(from, -1)) };
};
