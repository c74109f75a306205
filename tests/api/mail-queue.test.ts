/**
 * Mail written with its change: none for a change rolled back, sent once after the commit, tried again after a
 * failure, sent by a later start when the process stopped before sending, and sent once when two instances look
 * for it at the same time. On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { openDialect, type Dialect } from '../../src/server/db/dialect.ts';
import { internalTables } from '../../src/server/db/internal-tables.ts';
import { createMailQueue, mailQueueTable, type MailQueue } from '../../src/server/mail/mail-queue.ts';
import type { Mailer } from '../../src/server/mail/mailer.ts';
import { inPostgres, postgresSchema } from '../helpers/server.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-mail-queue-'));
const postgres = await postgresSchema();
let dialect: Dialect;
const queues: MailQueue[] = [];

beforeAll(async () => {
  dialect = await openDialect({ dataDir, databaseUrl: postgres?.url ?? null });
  for (const create of internalTables) await create(dialect);
});
afterAll(async () => {
  for (const queue of queues) await queue.close();
  await dialect.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (postgres) await inPostgres(`DROP SCHEMA ${postgres.schema} CASCADE`);
});
beforeEach(async () => {
  await dialect.db.deleteFrom(mailQueueTable).execute();
});

const quietLog = { info: () => undefined, error: () => undefined };

/** A mail server that records what it took and fails the next `failures` messages. */
const fakeMailer = (failures = 0) => {
  const delivered: string[] = [];
  let left = failures;
  const deliver = async (mail: { subject: string }) => {
    // A mail server takes a moment to take a message: while one instance sends, the other's round runs beside it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (left > 0) {
      left -= 1;
      throw new Error('421 Service not available');
    }
    delivered.push(mail.subject);
  };
  const mailer: Mailer = { deliver, send: deliver, idle: async () => undefined, close: async () => undefined };
  return { mailer, delivered };
};

const queueWith = (mailer: Mailer) => {
  // Rounds only when asked: the test decides when an instance looks for due mail.
  const queue = createMailQueue(dialect.db, mailer, quietLog, { every: 3_600_000 });
  queues.push(queue);
  return queue;
};

const waiting = async () => dialect.db.selectFrom(mailQueueTable).selectAll().execute();
const mail = (subject: string) => ({ to: 'wanjiru@example.co.ke', subject, text: `Hello,\n\n${subject}.` });

it('writes nothing for a change rolled back, and sends a committed one once', async () => {
  const { mailer, delivered } = fakeMailer();
  const queue = queueWith(mailer);
  await dialect.db
    .transaction()
    .execute(async (trx) => {
      await queue.enqueue(trx, mail('Rolled back'));
      throw new Error('the change failed');
    })
    .catch(() => undefined);
  await dialect.db.transaction().execute((trx) => queue.enqueue(trx, mail('Your school is now live')));
  await queue.flush();
  await queue.flush();
  expect(delivered).toEqual(['Your school is now live']);
  expect(await waiting()).toEqual([]);
});

it('keeps a message the mail server refused and sends it on a later round', async () => {
  const { mailer, delivered } = fakeMailer(1);
  const queue = queueWith(mailer);
  await queue.enqueue(dialect.db, mail('Your job was not approved'));
  await queue.flush();
  expect(delivered).toEqual([]);
  const [kept] = await waiting();
  expect(kept).toMatchObject({ attempts: 1, claimed_until: null, last_error: '421 Service not available' });
  // Not before its time: a minute later at the earliest.
  expect(Date.parse(kept!.next_at as string)).toBeGreaterThan(Date.now() + 50_000);
  await queue.flush();
  expect(delivered).toEqual([]);
  await dialect.db
    .updateTable(mailQueueTable)
    .set({ next_at: new Date(Date.now() - 1000).toISOString() })
    .execute();
  await queue.flush();
  expect(delivered).toEqual(['Your job was not approved']);
  expect(await waiting()).toEqual([]);
});

it('sends what a stopped server had claimed but not sent, once its claim has run out', async () => {
  const { mailer, delivered } = fakeMailer();
  const queue = queueWith(mailer);
  await queue.enqueue(dialect.db, mail('Your shop is now live'));
  // As a server killed while sending leaves it: claimed, one attempt counted.
  await dialect.db
    .updateTable(mailQueueTable)
    .set({ attempts: 1, claimed_until: new Date(Date.now() + 60_000).toISOString() })
    .execute();
  await queue.flush();
  expect(delivered).toEqual([]);
  await dialect.db
    .updateTable(mailQueueTable)
    .set({ claimed_until: new Date(Date.now() - 1000).toISOString() })
    .execute();
  await queue.flush();
  expect(delivered).toEqual(['Your shop is now live']);
});

it('a new start sends what was written before it', async () => {
  await queueWith(fakeMailer().mailer).close();
  await dialect.db
    .insertInto(mailQueueTable)
    .values({ id: 'left-behind', ...mail('Left behind'), created_at: new Date().toISOString(), next_at: new Date().toISOString(), attempts: 0 })
    .execute();
  const { mailer, delivered } = fakeMailer();
  const queue = createMailQueue(dialect.db, mailer, quietLog, { every: 3_600_000 });
  queues.push(queue);
  await queue.flush();
  expect(delivered).toEqual(['Left behind']);
});

it('of two instances looking at once, one sends each message', async () => {
  const first = fakeMailer();
  const second = fakeMailer();
  const a = queueWith(first.mailer);
  const b = queueWith(second.mailer);
  for (let n = 1; n <= 10; n += 1) await a.enqueue(dialect.db, mail(`Decision ${n}`));
  await Promise.all([a.flush(), b.flush(), a.flush(), b.flush()]);
  const all = [...first.delivered, ...second.delivered].sort();
  expect(all).toEqual(Array.from({ length: 10 }, (_, n) => `Decision ${n + 1}`).sort());
  expect(await waiting()).toEqual([]);
});
