/**
 * Mail that must not be lost with the process: the message is written in the same transaction as the change it
 * tells of (a moderator's decision), so it exists exactly when the change does, and is sent after the commit.
 * A message whose sending failed, or whose server stopped before sending it, is sent on a later round: every
 * instance looks for due messages every half minute, and claims each one before sending it, so of two instances
 * one sends it. A message that still fails after `maxAttempts` is left in the table, marked, for an operator.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/dialect.ts';
import type { Mail } from './transport.ts';
import type { MailLog, Mailer } from './mailer.ts';
import { now } from '../../registry/clock.ts';

export const mailQueueTable = '_mail_queue';
const roundMs = 30_000;
/** Long enough for a slow mail server; a claim older than this is taken to be of a server that stopped. */
const claimMs = 120_000;
const maxAttempts = 8;
const batch = 20;
/** Waits before the next attempt: a minute, then doubling, at most six hours. */
const backoffMs = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 6 * 3_600_000);

const iso = (ms: number) => new Date(ms).toISOString();

export interface MailQueue {
  /** Writes the message with `db` (a transaction's), to be sent once that is committed and `flush` runs. */
  enqueue(db: Db, mail: Omit<Mail, 'from'>): Promise<void>;
  /** Sends the messages due now; resolves when this round is done. */
  flush(): Promise<void>;
  /** Stops looking for due messages, once the round under way is done. */
  close(): Promise<void>;
}

export const createMailQueue = (db: Db, mailer: Mailer, log: MailLog, { every = roundMs } = {}): MailQueue => {
  let round: Promise<void> | null = null;

  const sendOne = async (row: { id: string; to: string; subject: string; text: string; attempts: number }) => {
    const at = now();
    const claimed = await db
      .updateTable(mailQueueTable)
      .set({ claimed_until: iso(at + claimMs), attempts: row.attempts + 1 })
      .where('id', '=', row.id)
      .where('attempts', '=', row.attempts)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', iso(at))]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return;
    try {
      await mailer.deliver({ to: row.to, subject: row.subject, text: row.text });
      await db.deleteFrom(mailQueueTable).where('id', '=', row.id).execute();
    } catch (error) {
      const attempts = row.attempts + 1;
      log.error(
        { err: error, subject: row.subject, attempts },
        attempts < maxAttempts ? 'A message could not be sent; it will be tried again' : 'A message could not be sent and is given up',
      );
      await db
        .updateTable(mailQueueTable)
        .set({
          claimed_until: null,
          next_at: attempts < maxAttempts ? iso(now() + backoffMs(attempts)) : null,
          last_error: String((error as Error).message ?? error).slice(0, 500),
        })
        .where('id', '=', row.id)
        .execute();
    }
  };

  const sendDue = async () => {
    const due = await db
      .selectFrom(mailQueueTable)
      .select(['id', 'to', 'subject', 'text', 'attempts'])
      .where('next_at', '<=', iso(now()))
      .orderBy('next_at')
      .limit(batch)
      .execute();
    for (const row of due) await sendOne(row as Parameters<typeof sendOne>[0]);
  };

  const flush = (): Promise<void> => {
    // One round at a time; a flush asked for during a round runs once it ends, for what was written meanwhile.
    const next = (round ?? Promise.resolve()).then(sendDue).catch((error: Error) => log.error({ err: error }, 'The mail queue could not be read'));
    round = next.finally(() => {
      if (round === next) round = null;
    });
    return next;
  };

  const timer = setInterval(() => void flush(), every);
  timer.unref();
  void flush();

  return {
    async enqueue(trx, mail) {
      const at = iso(now());
      await trx
        .insertInto(mailQueueTable)
        .values({ id: randomUUID(), ...mail, created_at: at, next_at: at, attempts: 0 })
        .execute();
    },
    flush,
    async close() {
      clearInterval(timer);
      await round;
    },
  };
};
