/**
 * The one clock, and Kenya's days.
 *
 * Every reading of the calendar (deadlines, plan periods, "today", "3 days ago", the expiry of sessions and
 * links, rate-limit windows, the demo's dates) asks `now()` rather than `Date`, so a test moves time for the
 * whole product at once with `moveClock`. A duration that only times work (a timeout, how long the seed took) is not
 * calendar time and may read `performance.now()`.
 *
 * Every day a person sees is Nairobi's: East Africa Time, UTC+3, with no daylight saving since 1960, so one
 * fixed offset places any instant in its day (and a time-zone lookup, costly on a path every answer takes, is not
 * paid on every answer).
 */

let offsetMs = 0;

/** Milliseconds since the epoch, as the product's clock reads them. */
export const now = () => Date.now() + offsetMs;

export const nowDate = () => new Date(now());

/** The clock's instant as UTC ISO text, as every `*_at` column stores it. */
export const nowIso = () => new Date(now()).toISOString();

/** Moves every reading of the clock `ms` ahead of the machine's (0 puts it back). For tests that travel in time. */
export const moveClock = (ms: number) => {
  offsetMs = ms;
};

export const timeZone = 'Africa/Nairobi';
export const nairobiOffsetMs = 3 * 60 * 60 * 1000;
export const dayMs = 24 * 60 * 60 * 1000;

const instant = (at: number | Date | string) => (typeof at === 'number' ? at : new Date(at).getTime());

/** The Nairobi date (YYYY-MM-DD) of an instant; today's by default. */
export const nairobiDay = (at: number | Date | string = now()) => new Date(instant(at) + nairobiOffsetMs).toISOString().slice(0, 10);

/** An instant as Nairobi's wall clock shows it, YYYY-MM-DD HH:MM, as a spreadsheet reads a date and time. */
export const nairobiWallClock = (at: number | Date | string) => new Date(instant(at) + nairobiOffsetMs).toISOString().slice(0, 16).replace('T', ' ');

/** Today's date in Nairobi. */
export const nairobiToday = () => nairobiDay();

/** The date `days` after (or before, when negative) a date, both YYYY-MM-DD. */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** The instant (UTC ISO) a Nairobi day starts. */
export const startOfNairobiDay = (day: string) => new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) - nairobiOffsetMs).toISOString();

/** The instant (UTC ISO) a Nairobi day ends: the start of the next, exclusive. */
export const endOfNairobiDay = (day: string) => startOfNairobiDay(addDays(day, 1));

/** Whether a day (YYYY-MM-DD, or an ISO text starting with one) is over in Nairobi: a deadline day still counts in full. */
export const isPastDay = (day: string, at: number = now()) => day.slice(0, 10) < nairobiDay(at);

/** The Nairobi date (YYYY-MM-DD) `days` from today; negative days are past. */
export const inDays = (days: number) => addDays(nairobiToday(), days);

/** A Nairobi wall-clock time `days` from today, as ISO text with Kenya's offset: atDay(30, '19:00'). */
export const atDay = (days: number, time = '09:00') => `${inDays(days)}T${time}:00+03:00`;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const instantPattern = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?$/;

/** Whether `text` is a day of the calendar as YYYY-MM-DD: 2027-02-29 and 2027-1-1 are not. */
export const isDay = (text: unknown): text is string => {
  if (typeof text !== 'string' || !dayPattern.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === text;
};

/**
 * The instant ISO text names, as UTC ISO text, or null when it names none. Text without an offset is a time in
 * Nairobi, as a person there means it: 2027-01-07T00:30 is half past midnight in Kenya, not three hours later.
 */
export const readInstant = (text: string) => {
  const parts = instantPattern.exec(text);
  if (!parts || !isDay(parts[1])) return null;
  return new Date(Date.parse(parts[3] ? text : `${text}+03:00`)).toISOString();
};
