/** A list's page number from its address: whatever is typed there, a whole number the list can ask the server for. */
import { expect, it } from 'vitest';
import { pageFrom } from '../../../src/web/site/ui/pagination.tsx';

const page = (search: string) => pageFrom(new URLSearchParams(search));

it('reads the page, and the first page for anything that is not one', () => {
  expect([page(''), page('page=3'), page('page=0'), page('page=-4'), page('page=abc'), page('page=2.7')]).toEqual([1, 3, 1, 1, 1, 2]);
});

it('keeps a huge page a whole number, so the server answers that the rows are past what it shows rather than a bad offset', () => {
  const huge = page('page=99999999999999999999');
  expect(Number.isSafeInteger(huge * 12)).toBe(true);
  expect((huge - 1) * 12).toBeGreaterThan(10_000);
});
