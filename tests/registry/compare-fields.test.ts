/** A comparison's rows come from the registry: the resource's list first, then every comparable fact on its own. */
import { expect, it } from 'vitest';
import { compareRows } from '../../src/registry/compare-fields.ts';
import { f } from '../../src/registry/fields.ts';
import { defineResource } from '../../src/registry/resource.ts';
import { schools } from '../../src/registry/resources/institutions.ts';

const names = (resource: Parameters<typeof compareRows>[0]) => compareRows(resource).map((row) => row.name);

it('a school compares its rating, place and type first, then its CBC levels and numbers, never prose, contacts or moderation', () => {
  const rows = names(schools);
  expect(rows.slice(0, 5)).toEqual(['rating', 'review_count', 'county', 'city', 'is_public']);
  expect(rows).toEqual(expect.arrayContaining(['cbc_levels', 'student_population', 'staff_teaching']));
  for (const hidden of ['name', 'description', 'email', 'logo', 'gallery', 'moderation', 'revised', 'id', 'owner_id', 'rating_score', 'created_at'])
    expect(rows).not.toContain(hidden);
});

it('a fact added to a resource joins its comparison without naming it anywhere else', () => {
  const withFacts = defineResource({
    ...schools,
    name: 'institutions/schools',
    page: undefined,
    ownerField: undefined,
    publicWith: undefined,
    located: undefined,
    fields: {
      ...schools.fields,
      boarding: f.enum(['Day', 'Boarding', 'Day and boarding'], { label: 'Boarding' }),
      fees_min: f.money({ label: 'Fees from' }),
      has_library: f.boolean({ label: 'Library' }),
    },
  });
  expect(compareRows(withFacts).filter((row) => ['boarding', 'fees_min', 'has_library'].includes(row.name))).toEqual([
    { name: 'boarding', label: 'Boarding', kind: 'enum' },
    { name: 'fees_min', label: 'Fees from', kind: 'money' },
    { name: 'has_library', label: 'Library', kind: 'boolean' },
  ]);
});

it('marks a year so it reads without a thousands separator', () => {
  expect(compareRows(schools).find((row) => row.name === 'year_founded')).toEqual({ name: 'year_founded', label: 'Year founded', kind: 'integer', year: true });
});
