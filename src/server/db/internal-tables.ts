/**
 * Tables the server keeps for itself, outside the REST resources: applied migrations, sign-in sessions,
 * password-reset links, the answers kept for idempotency keys, registrations waiting for their emailed link,
 * the mails registering has sent, mail waiting to be sent, the shared rate-limit counters, what saved-search
 * alerts have looked at, changes of sign-in email waiting for their links, whose turn it is, and Daraja's shared
 * OAuth token.
 */
import type { Dialect } from './dialect.ts';

export const internalTables: ((dialect: Dialect) => Promise<unknown>)[] = [
  ({ db }) =>
    db.schema
      .createTable('_migrations')
      .ifNotExists()
      .addColumn('version', 'text', (c) => c.primaryKey())
      .addColumn('applied_at', 'text', (c) => c.notNull())
      .execute(),
  ({ db }) =>
    db.schema
      .createTable('_sessions')
      .ifNotExists()
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute(),
  ({ db }) => db.schema.createIndex('ix__sessions_user_id').ifNotExists().on('_sessions').column('user_id').execute(),
  // Only the SHA-256 of a reset link's token is kept; used_at marks a link that has been used.
  ({ db }) =>
    db.schema
      .createTable('_password_resets')
      .ifNotExists()
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute(),
  ({ db }) => db.schema.createIndex('ix__password_resets_user_id').ifNotExists().on('_password_resets').column('user_id').execute(),
  // A write's Idempotency-Key, claimed before the work and holding the answer once it is sent.
  ({ db }) =>
    db.schema
      .createTable('_idempotency')
      .ifNotExists()
      .addColumn('scope', 'text', (c) => c.primaryKey())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('status', 'integer')
      .addColumn('body', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute(),
  ({ db }) => db.schema.createIndex('ix__idempotency_created_at').ifNotExists().on('_idempotency').column('created_at').execute(),
  // A registration waits here until its emailed link is opened: only the SHA-256 of the link's token and the
  // argon2id hash of the chosen password are kept; used_at marks a link that has been used (or replaced).
  ({ db }) =>
    db.schema
      .createTable('_registrations')
      .ifNotExists()
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('password', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute(),
  ({ db }) => db.schema.createIndex('ix__registrations_email').ifNotExists().on('_registrations').column('email').execute(),
  // Every mail a registration sent (a link, or a notice to an existing account), to bound them per address.
  ({ db }) =>
    db.schema
      .createTable('_registration_mails')
      .ifNotExists()
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .execute(),
  ({ db }) => db.schema.createIndex('ix__registration_mails_email').ifNotExists().on('_registration_mails').column('email').execute(),
  // Mail written with the change it tells of and sent after the commit (mail/mail-queue.ts); next_at is null for
  // a message given up after its last attempt.
  ({ db }) =>
    db.schema
      .createTable('_mail_queue')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('to', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('next_at', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('claimed_until', 'text')
      .addColumn('last_error', 'text')
      .execute(),
  ({ db }) => db.schema.createIndex('ix__mail_queue_next_at').ifNotExists().on('_mail_queue').column('next_at').execute(),
  // Rate-limit and throttle counters every instance shares, when there is no Redis (abuse/postgres-counters.ts).
  ({ db }) =>
    db.schema
      .createTable('_counters')
      .ifNotExists()
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('until_ms', 'bigint', (c) => c.notNull())
      .execute(),
  // Listings and jobs as they became approved, read by the saved-search alerts (saved/alert-digests.ts).
  ({ db }) =>
    db.schema
      .createTable('_listing_approvals')
      .ifNotExists()
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('record_id', 'integer', (c) => c.notNull())
      .addColumn('approved_at', 'text', (c) => c.notNull())
      .execute(),
  ({ db }) => db.schema.createIndex('ix__listing_approvals_at').ifNotExists().on('_listing_approvals').columns(['resource', 'approved_at']).execute(),
  // Per member: approvals up to `since` have been looked at; `last_digest_at` is when the last digest went out.
  ({ db }) =>
    db.schema
      .createTable('_alert_digests')
      .ifNotExists()
      .addColumn('user_id', 'integer', (c) => c.primaryKey())
      .addColumn('since', 'text', (c) => c.notNull())
      .addColumn('last_digest_at', 'text')
      .execute(),
  // A change of sign-in email waiting for its confirmation link, then for its undo link (auth/email-changes.ts):
  // only the SHA-256 of each link's token is kept.
  ({ db }) =>
    db.schema
      .createTable('_email_changes')
      .ifNotExists()
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('old_email', 'text', (c) => c.notNull())
      .addColumn('new_email', 'text', (c) => c.notNull())
      .addColumn('session_hash', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('undo_hash', 'text', (c) => c.unique())
      .addColumn('undo_expires_at', 'text')
      .addColumn('undone_at', 'text')
      .execute(),
  ({ db }) => db.schema.createIndex('ix__email_changes_user_id').ifNotExists().on('_email_changes').column('user_id').execute(),
  // A row per thing whose work runs one at a time on every instance (db/turns.ts): a member's plan purchase, an
  // M-Pesa request nobody knows.
  ({ db }) =>
    db.schema
      .createTable('_turns')
      .ifNotExists()
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('at', 'text', (c) => c.notNull())
      .execute(),
  // Daraja's OAuth token, one per credentials for every instance (payments/daraja-tokens.ts).
  ({ db }) =>
    db.schema
      .createTable('_daraja_tokens')
      .ifNotExists()
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('token', 'text', (c) => c.notNull())
      .addColumn('expires_ms', 'bigint', (c) => c.notNull())
      .execute(),
];
