/**
 * The seeds hold only listed values: every seeded town is in a listed county, and the scale seed (written past
 * the API, for the benchmark) names counties, towns and CBC levels the API would take.
 */
import { expect, it } from 'vitest';
import { counties } from '../../src/registry/choices.ts';
import { getResource } from '../../src/registry/index.ts';
import { validateInput } from '../../src/registry/schemas.ts';
import { locations } from '../../src/server/db/seed/data/counties.ts';
import { scaleJob, scaleSchool, scaleSpots } from '../../src/server/db/seed/data/scale.ts';
import { readWards } from '../../src/server/open-data/kenya-wards.ts';
import { inKenya } from '../../src/server/open-data/kenya-bounds.ts';

const listed = new Set(locations.map((row) => `${row.county}|${row.city}`));

it('seeds the main towns of every county, each once', () => {
  expect(new Set(locations.map((row) => row.county))).toEqual(new Set(counties));
  expect(listed.size).toBe(locations.length);
});

it('scales up with listed counties, towns and CBC levels only', () => {
  let seed = 1;
  const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const spotOf = scaleSpots(readWards('open-data'), inKenya);
  for (let i = 0; i < 200; i += 1) {
    const {
      rating: _rating,
      review_count: _reviews,
      moderation: _moderation,
      created_at: _created,
      updated_at: _updated,
      ...school
    } = scaleSchool(i, rand, spotOf(rand)) as Record<string, unknown>;
    const checked = validateInput(getResource('institutions/schools'), school, 'create');
    expect(checked.ok, JSON.stringify(checked)).toBe(true);
    expect(listed.has(`${school.county}|${school.city}`)).toBe(true);
    const job = scaleJob(i, rand);
    expect(counties).toContain(job.county);
  }
});
