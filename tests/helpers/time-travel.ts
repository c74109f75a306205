/** Moving the product's clock (src/registry/clock.ts) to a wall-clock time in Nairobi, for tests that travel in time. */
import { moveClock } from '../../src/registry/clock.ts';

/** The instant (ms) of `time` (HH:MM, East Africa Time) on the Nairobi date `day` (YYYY-MM-DD). */
export const nairobiInstant = (day: string, time: string) => Date.parse(`${day}T${time}:00+03:00`);

/**
 * Sets the product's clock to `time` on `day` in Nairobi; it runs on from there at the machine's pace. Returns the
 * instant. `moveClock(0)` puts it back.
 */
export const travelTo = (day: string, time: string) => {
  const at = nairobiInstant(day, time);
  moveClock(at - Date.now());
  return at;
};
