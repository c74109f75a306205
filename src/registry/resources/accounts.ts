import { f } from '../fields.ts';
import { grants } from '../access.ts';
import { defineResource } from '../resource.ts';
import { savedTargets, searchableLists, type SavedTarget } from '../saved-targets.ts';

export const savedItems = defineResource({
  name: 'accounts/saved-items',
  label: 'Saved items',
  singular: 'Saved item',
  family: 'Notifications',
  visibility: 'private',
  owned: true,
  audited: false,
  grants: grants.personal(),
  // A saved item is kept or removed, never moved to another target.
  parties: { own: { path: ['owner_id'], label: 'owner', writes: [] } },
  behaviour: ['saves-public-row-once'],
  fields: {
    target_type: f.enum(Object.keys(savedTargets) as SavedTarget[], { label: 'Kind', required: true }),
    target_id: f.integer({ label: 'Saved', required: true, min: 1, about: { by: 'target_type', resources: savedTargets } }),
  },
  index: ['created_at'],
  indexes: [['owner_id', 'created_at']],
  unique: [['owner_id', 'target_type', 'target_id']],
  title: 'target_type',
  columns: ['owner_id', 'target_type', 'target_id', 'created_at'],
  defaultSort: ['created_at', 'desc'],
});

export const savedSearches = defineResource({
  name: 'accounts/saved-searches',
  label: 'Saved searches',
  singular: 'Saved search',
  family: 'Notifications',
  visibility: 'private',
  owned: true,
  audited: false,
  grants: grants.personal(),
  // What the search is (its list and filters) stays as saved; its owner renames it and turns alerts on or off.
  parties: { own: { path: ['owner_id'], label: 'owner', writes: ['name', 'alerts'] } },
  behaviour: ['saves-search-its-list-accepts'],
  fields: {
    name: f.text({ label: 'Name', required: true, max: 80 }),
    resource: f.enum(searchableLists, { label: 'List', required: true }),
    // The list's filters as the API takes them (county=Nairobi&q=stem), checked by the list's own parser.
    query: f.text({ label: 'Filters', max: 1000, help: 'The list query, e.g. county=Nairobi&q=boarding' }),
    // The site page the search was saved on, with its own address query, so opening it shows the same list.
    page: f.text({ label: 'Page', required: true, max: 1200, help: 'A page of the site, e.g. /jobs?county=Nairobi' }),
    alerts: f.boolean({ label: 'Email alerts', default: true }),
  },
  index: ['created_at', 'alerts'],
  indexes: [['owner_id', 'created_at']],
  title: 'name',
  columns: ['owner_id', 'name', 'resource', 'alerts', 'created_at'],
  defaultSort: ['created_at', 'desc'],
});
