/**
 * Counts failed sign-ins per address and email. After too many in the window, further attempts are refused
 * with 429 until the oldest failure ages out; a success clears the count.
 */
export const createLoginThrottle = (limit: number, windowMs: number) => {
  const failures = new Map<string, number[]>();
  const recent = (key: string, at: number) => (failures.get(key) ?? []).filter((t) => at - t < windowMs);
  return {
    /** Minutes until the next attempt is allowed, or 0 when it is allowed now. */
    waitMinutes(key: string, at = Date.now()) {
      const times = recent(key, at);
      return times.length < limit ? 0 : Math.ceil((times[0]! + windowMs - at) / 60000);
    },
    fail(key: string, at = Date.now()) {
      failures.set(key, [...recent(key, at), at]);
    },
    clear(key: string) {
      failures.delete(key);
    },
  };
};
