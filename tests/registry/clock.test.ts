/** The clock's reading of days and instants as people in Kenya write them. */
import { describe, expect, it } from 'vitest';
import { isDay, readInstant } from '../../src/registry/clock.ts';
import { f, valueSchema } from '../../src/registry/fields.ts';

describe('days and instants', () => {
  it('takes a day only as YYYY-MM-DD, and only a day the calendar has', () => {
    expect(isDay('2028-02-29')).toBe(true);
    for (const text of ['2027-02-29', '2027-1-1', '2027/01/01', '2027-13-01', '2027-01-01T00:00:00Z', '', 'now']) expect(isDay(text), text).toBe(false);
  });

  it('reads a time without an offset as Nairobi’s, and one with an offset as it says', () => {
    expect(readInstant('2027-01-07T00:30')).toBe('2027-01-06T21:30:00.000Z');
    expect(readInstant('2027-01-07T00:30:00+03:00')).toBe('2027-01-06T21:30:00.000Z');
    expect(readInstant('2027-01-06T21:30:00.000Z')).toBe('2027-01-06T21:30:00.000Z');
    for (const text of ['2027-01-07', '2027-02-30T09:00:00Z', '2027-01-07T24:00:00Z', '2027-01-07t09:00:00z', '2027-01-07 09:00'])
      expect(readInstant(text), text).toBeNull();
  });

  it('stores a date and time written without an offset as Nairobi’s time', () => {
    expect(valueSchema(f.datetime({ label: 'Date' })).parse('2027-01-07T00:30:00')).toBe('2027-01-06T21:30:00.000Z');
  });
});
