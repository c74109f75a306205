/**
 * Dates as search engines want them: ISO 8601 with the offset of the place, here Kenya time (+03:00), so a
 * morning event in Nairobi is not read as a night one elsewhere.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { timeZone } from '../../../registry/clock.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** An instant in Kenya time, e.g. 2026-12-04T09:00:00+03:00; undefined when missing or unreadable. */
export const nairobiIso = (value: string | null | undefined) => {
  const date = value ? dayjs(value) : null;
  return date?.isValid() ? date.tz(timeZone).format() : undefined;
};

/** The last second of a day (YYYY-MM-DD) in Kenya: a deadline day still counts in full. */
export const endOfNairobiDay = (day: string) => {
  const date = dayjs.tz(`${day.slice(0, 10)} 23:59:59`, timeZone);
  return date.isValid() ? date.format() : undefined;
};
