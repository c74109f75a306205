/**
 * Another process's commits (SQLite's data_version) are read once per turn of the event loop, which the caches ask
 * several times a request, and again for each request that arrives, so none misses what was committed before it.
 */
import { expect, it } from 'vitest';
import { TableVersions } from '../../src/server/db/table-versions.ts';

it('reads the outside count once a turn, and again when a request arrives', async () => {
  let commits = 0;
  let reads = 0;
  const versions = new TableVersions(() => {
    reads += 1;
    return commits;
  });
  const first = versions.token(['schools']);
  expect(versions.token(['schools'])).toBe(first);
  expect(reads).toBe(1);

  commits += 1;
  await Promise.resolve();
  expect(versions.token(['schools'])).toBe(first);
  versions.arrived();
  const afterArrival = versions.token(['schools']);
  expect(afterArrival).not.toBe(first);
  expect(reads).toBe(2);

  commits += 1;
  await new Promise((resolve) => setImmediate(resolve));
  expect(versions.token(['schools'])).not.toBe(afterArrival);
  expect(reads).toBe(3);
});
