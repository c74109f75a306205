/** Valid example values for every field kind, so tests can exercise every resource from the registry alone. */
import type { Field } from '../../src/registry/fields.ts';
import { writableFields } from '../../src/registry/schemas.ts';
import type { Resource } from '../../src/registry/resource.ts';
import { ratingTargets } from '../../src/registry/resources/content.ts';
import { savedTargets } from '../../src/registry/saved-targets.ts';
import { inDays } from '../../src/registry/clock.ts';
import type { Db } from '../../src/server/db/dialect.ts';

let sequence = 0;

/** A name each `from` field may take in any database: rows the first start makes. */
const seededNames: Record<string, string> = {
  'auth/roles.name': 'subscriber',
  'auth/subscription-plans.name': 'Gold',
  // A town within the county a sample names (an enum's first value, Baringo).
  'institutions/locations.city': 'Kabarnet',
};

/** Values for text fields whose form a pattern fixes. */
const patterned: Record<string, string> = { knec_code: '20402001' };

export const sampleValue = (name: string, field: Field, n: number): unknown => {
  if (field.from) return field.kind === 'list' ? [seededNames[field.from]] : seededNames[field.from];
  switch (field.kind) {
    case 'text':
      return patterned[name] ?? `${field.label} ${n}`.slice(0, field.max ?? 300);
    case 'longText':
      return `About ${field.label} number ${n}, written for a test in Nairobi.`;
    case 'email':
      return `person${n}@example.co.ke`;
    case 'phone':
      return '+254 712 345678';
    case 'url':
      return `https://example.co.ke/${name}/${n}`;
    case 'image':
      return `https://example.co.ke/${name}-${n}.jpg`;
    case 'gallery':
      return [`https://example.co.ke/g-${n}.jpg`];
    case 'integer':
      return Math.max(field.min ?? 1, Math.min(field.max ?? 100, 3));
    case 'number':
      return Math.max(field.min ?? 0, Math.min(field.max ?? 100, 1.5));
    case 'money':
      return 1500;
    case 'boolean':
      return true;
    case 'enum':
      return field.values![0];
    // A month ahead, whenever the test runs: a job's deadline, a plan's or a voucher's end still to come.
    case 'date':
      return inDays(30);
    case 'datetime':
      return `${inDays(30)}T09:00:00.000Z`;
    case 'csv':
      return field.values ? field.values.slice(0, 2).join(', ') : 'Primary, Junior Secondary';
    case 'list':
      return field.values ? [field.values[0]] : ['First', 'Second'];
    case 'tags':
      // Job categories name rows of jobs/categories, which a sample cannot know: left empty.
      return undefined;
    case 'json':
      return name === 'lines' ? [{ product_id: 1, name: 'Book', price: 100, quantity: 1 }] : undefined;
    case 'password':
      return 'Passw0rd-sample';
    case 'ref':
    case 'file':
      return undefined;
  }
};

/**
 * A valid body for `resource`. `idOf(name, fresh)` must give an existing row of a referenced resource, a new
 * one when `fresh` (the reference is part of a unique set). Fields that must be unique get a fresh value.
 */
export const sampleRow = async (resource: Resource, idOf: (name: string, fresh?: boolean) => Promise<number>) => {
  const inUniqueSet = (name: string) => resource.unique.some((set) => set.includes(name));
  sequence += 1;
  const row: Record<string, unknown> = {};
  for (const [name, field] of writableFields(resource)) {
    if (field.kind === 'ref') {
      if (field.required) row[name] = await idOf(field.ref!, inUniqueSet(name));
    } else {
      const value = sampleValue(name, field, sequence);
      if (value !== undefined) row[name] = field.unique && field.kind === 'text' ? `${value}-${sequence}` : value;
    }
  }
  if (resource.name === 'content/ratings') {
    row.target_type = 'school';
    row.target_id = await idOf(ratingTargets.school, true);
  }
  if (resource.name === 'content/comments') {
    row.target_type = 'news';
    row.target_id = await idOf('content/news');
  }
  // A visit counts only of a listing the public sees.
  if (resource.name === 'analytics/engagement') {
    row.target_type = 'institutions/schools';
    row.target_id = await idOf('institutions/schools', true);
  }
  if (resource.name === 'accounts/saved-items') {
    row.target_type = 'school';
    row.target_id = await idOf(savedTargets.school, true);
  }
  // The filters of a list the list accepts, and a page of the site.
  if (resource.name === 'accounts/saved-searches')
    Object.assign(row, { resource: 'institutions/schools', query: 'county=Nairobi', page: '/institutions/schools?county=Nairobi' });
  if (resource.name === 'institutions/enquiries') {
    row.listing_type = 'institutions/schools';
    row.listing_id = await idOf('institutions/schools', true);
  }
  // A claim of a listing of its own, with an address at that listing's own domain (claimableListing gives it one).
  if (resource.name === 'institutions/claims') {
    const listing = await idOf('institutions/schools', true);
    Object.assign(row, { listing_kind: 'schools', listing_id: listing, evidence: 'email', email: `head@${claimDomain(listing)}` });
  }
  if (resource.name === 'auth/permissions') Object.assign(row, { resource: 'content/news', scope: 'any' });
  // Made by an admin, a listing is live at once (anyone else's `moderation` is ignored).
  if (resource.visibility === 'moderated') row.moderation = 'approved';
  return row;
};

const claimDomain = (listing: number) => `school-${listing}.sc.ke`;

/**
 * Readies a sample claim's school as the import leaves one: no owner (the admin made it), and a web domain of its
 * own, since every sample listing's addresses are at example.co.ke, a domain shared by many proves no claim.
 */
export const claimableListing = (db: Db, listing: number) =>
  db
    .updateTable('institutions_schools')
    .set({ owner_id: null, website: `https://${claimDomain(listing)}`, email: null })
    .where('id', '=', listing)
    .execute();
