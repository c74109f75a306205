import { f } from '../fields.ts';
import { as, grants, memberRoles } from '../access.ts';
import { defineResource } from '../resource.ts';

export const ticketStatuses = ['open', 'pending', 'resolved', 'closed'] as const;
export const priorities = ['low', 'normal', 'high', 'urgent'] as const;

export const faqs = defineResource({
  name: 'support/faqs',
  label: 'FAQs',
  singular: 'FAQ',
  family: 'Support',
  visibility: 'public',
  grants: grants.editorial(),
  fields: {
    question: f.text({ label: 'Question', required: true, max: 300 }),
    answer: f.longText({ label: 'Answer', required: true, max: 5000 }),
    position: f.integer({ label: 'Position', default: 0 }),
  },
  search: ['question', 'answer'],
  index: ['position'],
  title: 'question',
  columns: ['question', 'position'],
  defaultSort: ['position', 'asc'],
});

export const feedback = defineResource({
  name: 'support/feedback',
  label: 'Feedback and contact messages',
  singular: 'Message',
  family: 'Support',
  visibility: 'private',
  owned: true,
  // The contact form works for visitors who have no account; editors answer it.
  open: ['create'],
  grants: grants.merge(grants.personal(memberRoles), grants.editorial()),
  fields: {
    name: f.text({ label: 'Name', required: true, max: 120 }),
    email: f.email({ label: 'Email', required: true }),
    subject: f.text({ label: 'Subject', max: 200 }),
    message: f.longText({ label: 'Message', required: true, max: 5000 }),
    handled: f.boolean({ label: 'Handled', default: false, staff: true }),
  },
  index: ['handled', 'created_at'],
  title: 'subject',
  columns: ['name', 'email', 'subject', 'handled', 'created_at'],
  defaultSort: ['created_at', 'desc'],
});

export const issues = defineResource({
  name: 'support/issues',
  label: 'Reported issues',
  singular: 'Issue',
  family: 'Support',
  visibility: 'private',
  owned: true,
  grants: grants.merge(grants.personal(memberRoles), grants.editorial()),
  behaviour: ['opened-with-priority-perk'],
  fields: {
    title: f.text({ label: 'Title', required: true, max: 200 }),
    description: f.longText({ label: 'Description', required: true, max: 5000 }),
    page: f.text({ label: 'Page', max: 300 }),
    status: f.enum(ticketStatuses, { label: 'Status', default: 'open', staff: true }),
    // Set by the server from the member's plan (priority support); the support team may change it.
    priority: f.enum(priorities, { label: 'Priority', default: 'normal', staff: true }),
  },
  index: ['status', 'created_at'],
  title: 'title',
  columns: ['title', 'status', 'priority', 'created_at'],
  defaultSort: ['created_at', 'desc'],
});

export const tickets = defineResource({
  name: 'support/tickets',
  label: 'Support tickets',
  singular: 'Ticket',
  family: 'Support',
  visibility: 'private',
  owned: true,
  // The member who opened it, and the support team (editors) who answer it.
  grants: grants.merge(grants.personal(memberRoles), grants.editorial()),
  behaviour: ['opened-with-priority-perk'],
  fields: {
    subject: f.text({ label: 'Subject', required: true, max: 200 }),
    description: f.longText({ label: 'Description', required: true, max: 5000 }),
    status: f.enum(ticketStatuses, { label: 'Status', default: 'open', staff: true }),
    // Set by the server from the member's plan (priority support); the support team may change it.
    priority: f.enum(priorities, { label: 'Priority', default: 'normal', staff: true }),
  },
  search: ['subject', 'description'],
  index: ['status', 'created_at'],
  title: 'subject',
  columns: ['subject', 'status', 'priority', 'created_at'],
  defaultSort: ['created_at', 'desc'],
});

export const ticketResponses = defineResource({
  name: 'support/ticket-responses',
  label: 'Ticket responses',
  singular: 'Ticket response',
  family: 'Support',
  visibility: 'private',
  owned: true,
  // Replies are written by the ticket's owner or the support team: the ticket must be one the writer may see.
  parties: { ticket: { path: ['ticket_id', 'owner_id'], label: "ticket's owner", writes: [] } },
  grants: grants.merge(grants.personal(memberRoles), Object.fromEntries(memberRoles.map((role) => [role, as('ticket', 'list', 'read')])), grants.editorial()),
  fields: {
    ticket_id: f.ref('support/tickets', { label: 'Ticket', required: true }),
    body: f.longText({ label: 'Response', required: true, max: 5000 }),
  },
  index: ['ticket_id'],
  title: 'body',
  columns: ['ticket_id', 'body', 'created_at'],
  defaultSort: ['created_at', 'asc'],
});
