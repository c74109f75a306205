/** Analytics count by the day as lived in Kenya: a Nairobi day runs from 21:00 UTC the evening before. */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const zone = 'Africa/Nairobi';

/** The Nairobi day of an instant, as YYYY-MM-DD. */
export const nairobiDay = (at: Date = new Date()) => dayjs(at).tz(zone).format('YYYY-MM-DD');

/** The day `days` after (or before) a YYYY-MM-DD day. */
export const addDays = (day: string, days: number) => dayjs.utc(day).add(days, 'day').format('YYYY-MM-DD');

/** The instant a Nairobi day begins, as the ISO text timestamps are stored in. */
export const dayStart = (day: string) => dayjs.tz(day, zone).toDate().toISOString();

/** Days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string) => dayjs.utc(to).diff(dayjs.utc(from), 'day') + 1;
