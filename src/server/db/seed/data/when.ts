/**
 * The demo's dates, written relative to the moment the seed runs. Fixed dates go stale (no event ahead, every
 * discount over) and, once an advert's deadline passes, the demo's own applications to it are refused; counted
 * from the clock, a demo seeded on any day tells the same story. The data files call these when the seed runs,
 * never at import, so a test that moves the clock (registry/clock.ts) and seeds again gets its own dates. Days
 * from today are the clock's `inDays` and `atDay`.
 */
import { now } from '../../../../registry/clock.ts';

/** The instant (UTC ISO) `ms` before now. */
export const ago = (ms: number) => new Date(now() - ms).toISOString();

/** The year of a date from the clock's `inDays` or `atDay` (Nairobi's), for text that names it: the fair of the year it is held. */
export const yearOf = (date: string) => date.slice(0, 4);
