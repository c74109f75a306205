/**
 * Members whose review reports count (docs/moderation.md, "Reports that weigh"): accounts made `days` ago, hours
 * apart from each other, each reporting from an address of its own. The server must trust the test's
 * X-Forwarded-For (`startServer({ trustProxy: ['127.0.0.1'] })`).
 */
import { now } from '../../src/registry/clock.ts';
import type { Db } from '../../src/server/db/dialect.ts';
import { member, type Client, type Session } from './client.ts';

let made = 0;

/** A member whose account is `days` old (each a few hours apart), with or without a confirmed email. */
export const agedMember = async (app: Parameters<typeof member>[0] & { db: Db }, admin: Client, days = 40, verified = false): Promise<Session> => {
  const who = await member(app, 'subscriber', admin);
  made += 1;
  const createdAt = new Date(now() - (days * 24 + made * 3) * 60 * 60_000).toISOString();
  await app.db
    .updateTable('auth_users')
    .set({ created_at: createdAt, email_verified: verified ? 1 : 0 })
    .where('id', '=', who.user.id)
    .execute();
  return who;
};

let addresses = 0;
/** An address no other report of the run came from. */
export const freshAddress = () => `41.90.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

/** POST /api/content/review-reports from an address of its own (or `address`). */
export const reportReview = (who: Client, body: Record<string, unknown>, address = freshAddress()) =>
  who.raw('POST', '/api/content/review-reports', body, { 'x-forwarded-for': address });
