import { f } from '../fields.ts';
import { as, grants } from '../access.ts';
import { defineResource } from '../resource.ts';
import { messageAbouts } from '../message-reasons.ts';

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
  // Only between people with a reason, and never from a sender the recipient blocked (src/server/messages/).
  behaviour: ['messages-need-a-reason'],
  fields: {
    recipient_id: f.ref('auth/users', { label: 'To', required: true }),
    about_type: f.enum(Object.keys(messageAbouts) as (keyof typeof messageAbouts)[], { label: 'About', required: true }),
    about_id: f.integer({ label: 'About which', required: true, min: 1, about: { by: 'about_type', resources: messageAbouts } }),
    // Set by the server when it is sent: the recipient sees who wrote and about what without reading accounts.
    sender_name: f.text({ label: 'From', system: true, max: 120 }),
    about_title: f.text({ label: 'Subject of', system: true, max: 200 }),
    subject: f.text({ label: 'Subject', required: true, max: 200 }),
    body: f.longText({ label: 'Message', required: true, max: 5000 }),
    read: f.boolean({ label: 'Read', default: false }),
  },
  index: ['recipient_id', 'created_at'],
  indexes: [['owner_id', 'recipient_id', 'about_type', 'about_id']],
  title: 'subject',
  columns: ['subject', 'sender_name', 'about_title', 'owner_id', 'recipient_id', 'read', 'created_at'],
  defaultSort: ['created_at', 'desc'],
});

/** A member refuses further messages from the sender of one they received; deleting the block lifts it. */
export const messageBlocks = defineResource({
  name: 'notifications/blocks',
  label: 'Blocked senders',
  singular: 'Blocked sender',
  family: 'Notifications',
  visibility: 'private',
  owned: true,
  // Made from a message received (the sender's account id is never shown to the recipient), lifted by a delete.
  offers: ['list', 'read', 'create', 'delete'],
  grants: grants.everyone(['create', ...as('own', 'list', 'read', 'delete')]),
  behaviour: ['blocks-a-messages-sender'],
  fields: {
    message_id: f.ref('notifications/messages', { label: 'Message', required: true }),
    blocked_id: f.ref('auth/users', { label: 'Blocked', system: true }),
    blocked_name: f.text({ label: 'Name', system: true, max: 120 }),
  },
  unique: [['owner_id', 'blocked_id']],
  title: 'blocked_name',
  columns: ['blocked_name', 'owner_id', 'created_at'],
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
