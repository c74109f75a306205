/**
 * Tables the server keeps for itself, outside the REST resources: applied migrations, sign-in sessions,
 * password-reset links and the answers kept for idempotency keys.
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
];
