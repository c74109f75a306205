import { f } from '../fields.ts';
import { grants } from '../access.ts';
import { defineResource } from '../resource.ts';
import { deskListings } from '../owner-desks.ts';

/** Recorded facts: anyone's visit may be recorded, only admins read them (in the admin's charts). */
const recorded = {
  family: 'Analytics',
  visibility: 'private',
  owned: true,
  grants: grants.adminOnly(),
  // A visit recorded is a record already; logging it again would double the busiest writes.
  audited: false,
  index: ['created_at'],
  defaultSort: ['created_at', 'desc'],
} as const;

export const pageViews = defineResource({
  ...recorded,
  name: 'analytics/page-views',
  label: 'Page views',
  singular: 'Page view',
  open: ['create'],
  fields: {
    path: f.text({ label: 'Page', required: true, max: 500 }),
    referrer: f.text({ label: 'Came from', max: 500 }),
    visitor: f.text({ label: 'Visitor', max: 64, help: 'An anonymous id kept by the browser' }),
  },
  index: ['created_at', 'path'],
  // The dashboard counts distinct visitors in a period from this index alone, not from every view's row.
  indexes: [['created_at', 'visitor']],
  title: 'path',
  columns: ['path', 'referrer', 'owner_id', 'created_at'],
});

export const searchQueries = defineResource({
  ...recorded,
  name: 'analytics/search-queries',
  label: 'Search queries',
  singular: 'Search query',
  fields: {
    query: f.text({ label: 'Query', required: true, max: 200 }),
    resource: f.text({ label: 'Searched in', max: 80 }),
    results: f.integer({ label: 'Results', min: 0 }),
  },
  index: ['created_at', 'query'],
  title: 'query',
  columns: ['query', 'resource', 'results', 'created_at'],
});

export const engagement = defineResource({
  ...recorded,
  name: 'analytics/engagement',
  label: 'Engagement',
  singular: 'Engagement',
  open: ['create'],
  fields: {
    action: f.enum(['view', 'click', 'share', 'call', 'email', 'directions', 'apply'], {
      label: 'Action',
      required: true,
    }),
    // A listing kind of the owners' desks: what an owner's numbers count.
    target_type: f.enum(
      deskListings.map(({ resource }) => resource),
      { label: 'On', required: true },
    ),
    target_id: f.integer({ label: 'On ID', required: true, min: 1, about: { by: 'target_type' } }),
    visitor: f.text({ label: 'Visitor', max: 64 }),
  },
  index: ['created_at', 'target_type'],
  title: 'action',
  columns: ['action', 'target_type', 'target_id', 'created_at'],
});

export const userActivity = defineResource({
  ...recorded,
  name: 'analytics/user-activity',
  label: 'User activity',
  singular: 'Activity',
  fields: {
    action: f.enum(['register', 'login', 'logout', 'listing-submitted', 'review', 'resume', 'order'], {
      label: 'Action',
      required: true,
    }),
    details: f.text({ label: 'Details', max: 300 }),
  },
  index: ['created_at', 'action'],
  title: 'action',
  columns: ['owner_id', 'action', 'details', 'created_at'],
});

export const seo = defineResource({
  name: 'analytics/seo',
  label: 'SEO data',
  singular: 'SEO entry',
  family: 'Analytics',
  visibility: 'public',
  grants: grants.editorial(),
  fields: {
    path: f.text({ label: 'Page', required: true, max: 300, unique: true }),
    title: f.text({ label: 'Title', required: true, max: 70 }),
    description: f.text({ label: 'Description', max: 160 }),
    keywords: f.csv({ label: 'Keywords' }),
    image: f.image({ label: 'Share image' }),
  },
  title: 'path',
  columns: ['path', 'title', 'description'],
  defaultSort: ['path', 'asc'],
});

/**
 * How often each listing appeared in the answers of public lists and searches, one counter a listing a day
 * (a Nairobi day). The server adds to them; admins read them here, owners only their own listings' through
 * GET /api/analytics/mine.
 */
export const searchAppearances = defineResource({
  name: 'analytics/search-appearances',
  label: 'Search appearances',
  singular: 'Search appearance',
  family: 'Analytics',
  visibility: 'private',
  grants: grants.adminOnly(),
  offers: ['list', 'read'],
  audited: false,
  fields: {
    resource: f.text({ label: 'Listing kind', required: true, max: 80 }),
    listing_id: f.integer({ label: 'Listing ID', required: true, min: 1, about: { by: 'resource' } }),
    day: f.date({ label: 'Day', required: true }),
    count: f.integer({ label: 'Appearances', required: true, min: 0 }),
  },
  unique: [['resource', 'listing_id', 'day']],
  index: ['day'],
  title: 'resource',
  columns: ['day', 'resource', 'listing_id', 'count'],
  defaultSort: ['day', 'desc'],
});
