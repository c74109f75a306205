/** Valid example values for every field kind, so tests can exercise every resource from the registry alone. */
import type { Field } from '../../src/registry/fields.ts';
import { writableFields } from '../../src/registry/schemas.ts';
import type { Resource } from '../../src/registry/resource.ts';
import { ratingTargets } from '../../src/registry/resources/content.ts';
import { savedTargets } from '../../src/registry/saved-targets.ts';
import { inDays, nowIso } from '../../src/registry/clock.ts';
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
  // A message is about something; staff (who make the samples) may write about any listing.
  if (resource.name === 'notifications/messages') {
    row.about_type = 'school';
    row.about_id = await idOf('institutions/schools', true);
  }
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

/**
 * Readies a sample message or block for the member `userId` who sends it: a message goes to the owner of the listing
 * it is about (a reason to write), and a block is made from a message addressed to that member by a new sender.
 */
export const messageSample = async (db: Db, resource: Resource, body: Record<string, unknown>, userId: number | undefined) => {
  if (resource.name === 'notifications/messages' && body.about_id) {
    const school = await db
      .selectFrom('institutions_schools')
      .select('owner_id')
      .where('id', '=', body.about_id as number)
      .executeTakeFirst();
    body.recipient_id = school?.owner_id;
  }
  if (resource.name === 'notifications/blocks' && userId) {
    const stamp = nowIso();
    const sender = await db
      .insertInto('auth_users')
      .values({
        name: 'Sample sender',
        email: `sender-${sequence++}-${Date.now()}@example.co.ke`,
        password: '-',
        roles: '["subscriber"]',
        settings: '{}',
        active: 1,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = await db
      .insertInto('notifications_messages')
      .values({
        owner_id: sender.id,
        recipient_id: userId,
        about_type: 'school',
        about_id: 1,
        sender_name: 'Sample sender',
        subject: 'Hello',
        body: 'Hello',
        read: 0,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    body.message_id = message.id;
  }
};
