/**
 * Runs `work` once the browser has nothing more urgent to do (within `timeoutMs` at the latest): work no reader is
 * waiting for (a page view's record, the offline worker) then never lengthens the task that adopts or draws a page.
 * Safari has no requestIdleCallback; there it runs after the current task.
 */
export const whenIdle = (work: () => void, timeoutMs = 2000) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, 0);
};
