import { describe, expect, it } from 'vitest';
import { nairobiDay } from '../../src/registry/clock.ts';

describe("Nairobi's day", () => {
  it('turns at 21:00 UTC, midnight in Nairobi (UTC+3)', () => {
    expect(nairobiDay(new Date('2026-11-26T20:59:59.999Z'))).toBe('2026-11-26');
    expect(nairobiDay(new Date('2026-11-26T21:00:00.000Z'))).toBe('2026-11-27');
    expect(nairobiDay(new Date('2026-12-31T21:00:00.000Z'))).toBe('2027-01-01');
    expect(nairobiDay(new Date('2028-02-28T21:30:00.000Z'))).toBe('2028-02-29');
  });
});
