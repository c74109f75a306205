/**
 * The server lets its heap grow by a quarter past what a full collection keeps alive: garbage that lives a little
 * (a request's rows while it waits in a queue) is collected before it is counted in hundreds of megabytes.
 */
import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

/** The peak heap, in MB, of a process keeping 300 000 objects alive while it makes garbage that lives a little. */
const peakHeapMb = (setup: string) => {
  const script = `${setup}
const alive = Array.from({ length: 300_000 }, (_, i) => ({ i, s: \`row \${i} \`.repeat(8) }));
const ring = new Array(100_000);
let peak = 0;
for (let k = 0; k < 2_000_000; k++) {
  ring[k % ring.length] = { k, s: \`garbage \${k} \`.repeat(4) };
  if (k % 10_000 === 0) peak = Math.max(peak, process.memoryUsage().heapTotal);
}
console.log(alive.length && Math.round(peak / 1048576));`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  return Number(run.stdout.trim());
};

it('keeps the heap near what is alive under garbage that lives a little', () => {
  const bounded = peakHeapMb("await import('./src/server/heap-growth.ts');");
  const unbounded = peakHeapMb('');
  // A fraction of the bound is alive: V8's own factor lets this heap grow well past it, the server's keeps under it.
  expect(bounded).toBeLessThan(200);
  expect(unbounded).toBeGreaterThan(bounded * 1.5);
}, 60_000);
