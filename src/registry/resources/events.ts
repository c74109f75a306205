import { f } from '../fields.ts';
import { grants } from '../access.ts';
import { defineResource } from '../resource.ts';

/**
 * docs/product.md#events-admission-events-and-webinars: admission events and events share id, title, date,
 * location, description, agenda.
 */
const eventFields = () => ({
  title: f.text({ label: 'Title', required: true, max: 200 }),
  date: f.datetime({ label: 'Date and time', required: true }),
  location: f.text({ label: 'Location', max: 200 }),
  description: f.longText({ label: 'Description' }),
  agenda: f.longText({ label: 'Agenda' }),
  image: f.image({ label: 'Image' }),
});

const eventResource = {
  family: 'Events',
  visibility: 'public',
  grants: grants.editorial(),
  search: ['title', 'location', 'description'],
  index: ['date'],
  title: 'title',
  columns: ['title', 'date', 'location'],
  defaultSort: ['date', 'asc'],
} as const;

export const events = defineResource({
  ...eventResource,
  name: 'events/main',
  page: '/events/:id',
  label: 'Events',
  singular: 'Event',
  fields: eventFields(),
});

export const admissions = defineResource({
  ...eventResource,
  name: 'events/admissions',
  page: '/admission-events/:id',
  label: 'Admission events',
  singular: 'Admission event',
  fields: {
    ...eventFields(),
    institution: f.text({ label: 'Institution', max: 200 }),
    apply_url: f.url({ label: 'Application link' }),
  },
});

export const seminars = defineResource({
  ...eventResource,
  name: 'events/seminars',
  label: 'Seminars',
  singular: 'Seminar',
  fields: { ...eventFields(), speaker: f.text({ label: 'Speaker', max: 200 }) },
});

export const webinars = defineResource({
  ...eventResource,
  name: 'events/webinars',
  page: '/webinars/:id',
  label: 'Webinars',
  singular: 'Webinar',
  fields: {
    ...eventFields(),
    speaker: f.text({ label: 'Speaker', max: 200 }),
    join_url: f.url({ label: 'Join link', perk: 'webinars' }),
  },
});

export const eventFeedback = defineResource({
  name: 'events/feedback',
  label: 'Event feedback',
  singular: 'Event feedback',
  family: 'Events',
  visibility: 'moderated',
  owned: true,
  grants: grants.contribution(),
  byline: true,
  parties: { own: { path: ['owner_id'], label: 'author', writes: ['stars', 'comment'] } },
  fields: {
    event_id: f.ref('events/main', { label: 'Event', required: true }),
    stars: f.integer({ label: 'Stars', required: true, min: 1, max: 5 }),
    comment: f.longText({ label: 'Comment', max: 3000 }),
  },
  index: ['event_id'],
  title: 'comment',
  columns: ['event_id', 'stars', 'comment', 'moderation', 'created_at'],
  defaultSort: ['created_at', 'desc'],
});
