/**
 * The server's mailer: SMTP when SMTP_URL is set, the outbox folder otherwise. Messages leave in the
 * background, so an answer never waits on (or reveals anything by) a mail server; a failure is logged.
 */
import type { Config } from '../config.ts';
import { outboxTransport } from './outbox.ts';
import { smtpTransport } from './smtp.ts';
import type { Mail } from './transport.ts';

export interface Mailer {
  /** Queues a message from MAIL_FROM; resolves when it has been handed over (or has failed and been logged). */
  send(mail: Omit<Mail, 'from'>): Promise<void>;
  /** Hands a message from MAIL_FROM over, failing when it could not be (for senders that try again). */
  deliver(mail: Omit<Mail, 'from'>): Promise<void>;
  /** Waits for every message queued so far. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const closeWaitMs = 5000;

export interface MailLog {
  info(message: string): void;
  error(details: object, message: string): void;
}

export const createMailer = (config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: MailLog): Mailer => {
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : outboxTransport(config.dataDir);
  log.info(`Mail: ${transport.describe}`);
  const pending = new Set<Promise<void>>();
  const mailer: Mailer = {
    send(mail) {
      return mailer.deliver(mail).catch((error: Error) => log.error({ err: error, subject: mail.subject }, 'A message could not be sent'));
    },
    deliver(mail) {
      const sending = transport.send({ from: config.mailFrom, ...mail }).finally(() => pending.delete(settled));
      const settled = sending.catch(() => undefined);
      pending.add(settled);
      return sending;
    },
    async idle() {
      await Promise.all(pending);
    },
    async close() {
      // A mail server that does not answer must not hold up a shutdown for its whole connection timeout.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([mailer.idle(), new Promise((resolve) => (timer = setTimeout(resolve, closeWaitMs)))]);
      clearTimeout(timer);
      transport.close();
    },
  };
  return mailer;
};
