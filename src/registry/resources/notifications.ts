import { f } from '../fields.ts';
import { as, grants } from '../access.ts';
import { defineResource } from '../resource.ts';

/** A note addressed to one member (recipient_id) by its sender (owner_id: staff, or the server's own account). */
const personalNote = () => ({
  recipient_id: f.ref('auth/users', { label: 'To', required: true }),
  title: f.text({ label: 'Title', required: true, max: 200 }),
  body: f.longText({ label: 'Body', max: 3000 }),
  link: f.text({ label: 'Link', max: 300, help: 'A page of the site, e.g. /jobs/12' }),
  read: f.boolean({ label: 'Read', default: false }),
});

const personal = {
  family: 'Notifications',
  visibility: 'private',
  owned: true,
  // Members read theirs and mark them read, nothing else; editors send them and see what they sent.
  parties: { recipient: { path: ['recipient_id'], label: 'recipient', writes: ['read'] } },
  grants: grants.merge(grants.everyone(as('recipient', 'list', 'read', 'update')), {
    editor: ['create', ...as('own', 'list', 'read', 'update', 'delete')],
  }),
  index: ['read', 'created_at', 'recipient_id'],
  title: 'title',
  columns: ['title', 'recipient_id', 'owner_id', 'read', 'created_at'],
  defaultSort: ['created_at', 'desc'],
} as const;

export const notifications = defineResource({
  ...personal,
  name: 'notifications/main',
  label: 'Notifications',
  singular: 'Notification',
  fields: personalNote(),
});

export const alerts = defineResource({
  ...personal,
  name: 'notifications/alerts',
  label: 'Alerts',
  singular: 'Alert',
  fields: {
    ...personalNote(),
    kind: f.enum(['job', 'admission', 'event', 'system'], { label: 'Kind', default: 'system' }),
  },
});

export const push = defineResource({
  ...personal,
  name: 'notifications/push',
  label: 'Push notifications',
  singular: 'Push notification',
  fields: {
    ...personalNote(),
    status: f.enum(['queued', 'sent', 'failed'], { label: 'Delivery', default: 'queued', staff: true }),
  },
});

export const messages = defineResource({
  name: 'notifications/messages',
  label: 'Messages',
  singular: 'Message',
  family: 'Notifications',
  visibility: 'private',
  owned: true,
  // The sender writes it and may read it back; the recipient reads it and marks it read.
  parties: {
    own: { path: ['owner_id'], label: 'sender', writes: [] },
    recipient: { path: ['recipient_id'], label: 'recipient', writes: ['read'] },
  },
  grants: grants.everyone(['create', ...as('own', 'list', 'read'), ...as('recipient', 'list', 'read', 'update')]),
  fields: {
    recipient_id: f.ref('auth/users', { label: 'To', required: true }),
    subject: f.text({ label: 'Subject', required: true, max: 200 }),
    body: f.longText({ label: 'Message', required: true, max: 5000 }),
    read: f.boolean({ label: 'Read', default: false }),
  },
  index: ['recipient_id', 'created_at'],
  title: 'subject',
  columns: ['subject', 'owner_id', 'recipient_id', 'read', 'created_at'],
  defaultSort: ['created_at', 'desc'],
});

export const announcements = defineResource({
  name: 'notifications/announcements',
  label: 'Announcements',
  singular: 'Announcement',
  family: 'Notifications',
  visibility: 'public',
  grants: grants.editorial(),
  fields: {
    title: f.text({ label: 'Title', required: true, max: 200 }),
    body: f.longText({ label: 'Body', required: true, max: 5000 }),
    audience: f.enum(['everyone', 'parents', 'students', 'teachers', 'institutions', 'vendors'], {
      label: 'Audience',
      default: 'everyone',
    }),
    published_at: f.datetime({ label: 'Published', default: 'now' }),
  },
  search: ['title', 'body'],
  index: ['published_at', 'audience'],
  title: 'title',
  columns: ['title', 'audience', 'published_at'],
  defaultSort: ['published_at', 'desc'],
});
