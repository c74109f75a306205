import { expect, it } from 'vitest';
import { getResource } from '../../../src/registry/index.ts';
import type { Resource } from '../../../src/registry/resource.ts';
import { refuseHiddenQueryFields } from '../../../src/server/crud/hidden-query-fields.ts';
import { parseListQuery } from '../../../src/server/crud/query.ts';
import { admin, vendor } from './people.ts';

const applications = getResource('jobs/applications');
const ratings = getResource('content/ratings');
const webinars = getResource('events/webinars');

const check =
  (resource: Resource, query: Record<string, unknown>, user = vendor, any = false) =>
  () =>
    refuseHiddenQueryFields(resource, parseListQuery(resource, query), { user, any });

/** A sort on `field`, which the query parser would refuse itself when the field is not sortable at all. */
const checkSort =
  (resource: Resource, field: string, user = vendor, any = false) =>
  () =>
    refuseHiddenQueryFields(resource, { ...parseListQuery(resource, {}), sort: [{ field, direction: 'asc' }] }, { user, any });

it('refuses a filter or sort on a field kept from the reader, which would spell it out', () => {
  expect(check(ratings, { report_count_gte: '1' })).toThrow(
    expect.objectContaining({ statusCode: 400, message: 'Cannot filter ratings and reviews by "report_count".' }),
  );
  expect(checkSort(applications, 'employer_notes')).toThrow(expect.objectContaining({ message: 'Cannot sort applications by "employer_notes".' }));
});

it("refuses a filter on a plan's perk to a reader without the plan", () => {
  expect(check(webinars, { join_url_like: 'zoom' })).toThrow(expect.objectContaining({ statusCode: 400 }));
  expect(check(webinars, { join_url_like: 'zoom' }, { ...vendor, perks: ['webinars'] })).not.toThrow();
});

it("refuses another account's id as a filter or sort, and allows the reader's own", () => {
  expect(check(applications, { owner_id: String(vendor.id + 1) })).toThrow(
    expect.objectContaining({ message: expect.stringMatching(/only ask for your own/) }),
  );
  expect(checkSort(applications, 'owner_id')).toThrow(expect.objectContaining({ message: 'Cannot sort applications by "owner_id".' }));
  expect(check(applications, { owner_id: String(vendor.id) })).not.toThrow();
});

it('lets a reader who sees every row filter and sort on anything', () => {
  expect(check(ratings, { report_count_gte: '1', owner_id: '9' }, admin, true)).not.toThrow();
  expect(checkSort(applications, 'employer_notes', admin, true)).not.toThrow();
});

it("refuses a secret field (a claim link's hashed token) to every reader, staff included", () => {
  const claims = getResource('institutions/claims');
  expect(checkSort(claims, 'token_hash', admin, true)).toThrow(expect.objectContaining({ statusCode: 400, message: 'Cannot sort claims by "token_hash".' }));
});
