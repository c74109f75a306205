/**
 * Work an instance repeats on a timer as time passes (closing jobs past their deadline, ending plans, digests,
 * asking M-Pesa about payments): one run at a time, so a slow run is never doubled by the next tick, and a stop
 * that waits for the run under way, so closing the server never cuts one in half. The timer keeps no process alive.
 */
export const repeatEvery = (everyMs: number, work: () => Promise<unknown>, warn: (error: unknown) => void, { atOnce = true } = {}) => {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= work()
      .catch(warn)
      .finally(() => (running = null));
  };
  if (atOnce) tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
};
