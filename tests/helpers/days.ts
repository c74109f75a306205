/**
 * Dates counted from the product's clock (src/registry/clock.ts), for a test whose outcome depends on today: a
 * deadline still to come, a plan period, an event ahead. A fixed date stops being true the day the calendar
 * passes it. Call these when the test runs, not at import, so a test that moves the clock gets its own dates.
 */
import { addDays, nairobiDateTime, nairobiToday } from '../../src/registry/clock.ts';

/** The Nairobi date (YYYY-MM-DD) `days` from today; negative days are past. */
export const inDays = (days: number) => addDays(nairobiToday(), days);

/** A Nairobi wall-clock time `days` from today, as ISO text with Kenya's offset, e.g. atDay(30, '19:00'). */
export const atDay = (days: number, time = '09:00') => nairobiDateTime(days, time);
