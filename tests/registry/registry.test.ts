/**
 * Invariants of the registry: exactly the bases of docs/product.md#bases, and every name a definition uses exists.
 */
import { describe, expect, it } from 'vitest';
import { isScalar, valueSchema } from '../../src/registry/fields.ts';
import { findResource, resources } from '../../src/registry/index.ts';
import { families } from '../../src/registry/resource.ts';
import { grantScopes, parseGrant, seededRoles } from '../../src/registry/access.ts';
import { writableFields } from '../../src/registry/schemas.ts';
import { pathProblem } from '../../src/server/access/party-conditions.ts';

/** The 51 original bases of docs/product.md#bases, verbatim. */
const specBases =
  `/analytics/engagement, /analytics/page-views, /analytics/search-queries, /analytics/seo, /analytics/user-activity, /auth/permissions, /auth/roles, /auth/user-subscriptions, /auth/subscription-plans, /auth/users, /content/archives, /content/comments, /content/news, /content/posts, /content/ratings, /events/admissions, /events/main, /events/feedback, /events/seminars, /events/webinars, /institutions/colleges, /institutions/locations, /institutions/schools, /institutions/universities, /jobs/applications, /jobs/employers, /jobs/main, /jobs/resumes, /jobs/categories, /jobs/reviews, /media/audio, /media/documents, /media/galleries, /media/images, /media/videos, /notifications/alerts, /notifications/announcements, /notifications/messages, /notifications/main, /notifications/push, /shop/cart, /shop/discounts, /shop/orders, /shop/payments, /shop/products, /shop/shops, /support/faqs, /support/feedback, /support/issues, /support/tickets, /support/ticket-responses`
    .split(',')
    .map((b) => b.trim().slice(1));

/**
 * Bases the product needs beyond the 51 original ones: the admin's audit trail (docs/decisions.md), a product's sizes,
 * each with its own stock (docs/shop.md), each listing's daily appearances in search (docs/owners-back-office.md),
 * members' saved items and searches (docs/saved-and-alerts.md), and reviews' helpful marks, reports and owners'
 * responses (docs/reviews.md), visitors' questions to a listing's owner (docs/owners-back-office.md), the
 * duplicates desk's decisions (docs/data-quality.md), claims of listings (docs/claims.md) and the senders a member
 * blocked from messaging them (docs/messages.md).
 */
const addedBases = [
  'auth/audit-log',
  'shop/variants',
  'analytics/search-appearances',
  'accounts/saved-items',
  'accounts/saved-searches',
  'content/helpful-votes',
  'content/review-reports',
  'content/review-replies',
  'institutions/enquiries',
  'institutions/claims',
  'institutions/duplicate-decisions',
  'notifications/blocks',
];

it('defines exactly the 51 original bases and the documented additions, no more, no fewer', () => {
  expect(specBases).toHaveLength(51);
  expect(resources.map((r) => r.name).sort()).toEqual([...specBases, ...addedBases].sort());
});

describe.each(resources.map((r) => [r.name, r] as const))('%s', (_name, resource) => {
  it('names only fields, resources and roles that exist', () => {
    const fields = Object.keys(resource.fields);
    for (const name of [
      resource.title,
      ...resource.columns,
      ...resource.search,
      ...resource.index,
      ...resource.indexes.flat(),
      ...resource.unique.flat(),
      resource.defaultSort[0],
      ...resource.sortable,
      ...resource.facets,
      ...resource.compare,
      ...resource.counted.flat(),
    ])
      expect(fields, name).toContain(name);
    for (const field of Object.values(resource.fields)) if (field.kind === 'ref') expect(findResource(field.ref!), field.ref).toBeTruthy();
    for (const role of Object.keys(resource.grants)) expect(seededRoles).toContain(role);
    expect(families).toContain(resource.family);
    expect(resource.table).toMatch(/^[a-z_]+$/);
  });

  it('searches text, sorts on a scalar field, and its defaults pass its own validation', () => {
    for (const name of resource.search) expect(['text', 'longText', 'email', 'csv', 'enum'], name).toContain(resource.fields[name]!.kind);
    for (const name of resource.sortable) expect(isScalar(resource.fields[name]!), name).toBe(true);
    for (const [name, field] of Object.entries(resource.fields))
      if (field.default !== undefined && field.default !== 'now') expect(valueSchema(field).safeParse(field.default).success, name).toBe(true);
  });

  it('moderated and private resources record an owner, unless only staff hold grants on them', () => {
    const memberGrants = Object.keys(resource.grants).some((role) => !['admin', 'editor'].includes(role));
    if (resource.visibility !== 'public' && memberGrants) expect(resource.ownerField).toBeTruthy();
  });

  it('every party path can be followed to a user, and every grant names a party the resource has', () => {
    for (const [name, party] of Object.entries(resource.parties)) {
      expect(pathProblem(resource, party.path), name).toBeNull();
      // The admin's permission form offers grantScopes as its pick-list.
      expect(grantScopes, name).toContain(name);
      for (const field of party.writes ?? [])
        expect(
          writableFields(resource).map(([n]) => n),
          `${name} writes ${field}`,
        ).toContain(field);
    }
    for (const list of Object.values(resource.grants))
      for (const text of list ?? []) {
        const { scope } = parseGrant(text);
        expect(['any', ...Object.keys(resource.parties)], text).toContain(scope);
      }
    for (const [name, field] of Object.entries(resource.fields))
      for (const reader of field.readers ?? []) expect(Object.keys(resource.parties), `${name} read by ${reader}`).toContain(reader);
  });
});

it('keeps the documented types and defaults', () => {
  const schools = findResource('institutions/schools')!;
  expect(schools.fields.is_public).toMatchObject({ kind: 'boolean', default: true });
  expect(schools.fields.cbc_levels!.kind).toBe('csv');
  expect(schools.fields.gallery!.kind).toBe('gallery');
  const jobs = findResource('jobs/main')!;
  expect(jobs.fields.status).toMatchObject({ kind: 'enum', values: ['Open', 'Closed', 'Paused'], default: 'Open' });
  expect(jobs.fields.posted_at).toMatchObject({ kind: 'datetime', default: 'now' });
  expect(jobs.fields.title!.required && jobs.fields.deadline!.required).toBe(true);
  expect(findResource('institutions/colleges')!.fields.logo!.required).toBe(true);
  expect(findResource('institutions/colleges')!.fields.college_type!.values).toEqual([
    'Vocational Training Centre',
    'Technical Training Institute',
    'Medical Training College',
    'National Polytechnic',
    'Hospitality Training College',
  ]);
  expect(findResource('institutions/universities')!.fields.university_type!.values).toEqual(['Public University', 'Private University']);
  expect(findResource('shop/shops')!.fields.agents_for!.kind).toBe('csv');
});
