/**
 * Without SMTP_URL, mail is not sent but kept: each message is built by nodemailer exactly as it would go out
 * and written as an .eml file (readable by any mail program) into DATA_DIR/outbox. Only the server's own user
 * may read the folder, since a message may hold a password-reset link.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mail, Transport } from './transport.ts';
import { nowIso } from '../../registry/clock.ts';

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

export const outboxTransport = (dataDir: string): Transport => {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const dir = outboxDir(dataDir);
  return {
    describe: `no SMTP_URL: mail is written to ${dir}`,
    async send(mail: Mail) {
      const { message } = await builder.sendMail(mail);
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      // Sortable by time; the random part keeps two messages of one millisecond apart.
      const name = `${nowIso().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await fs.writeFile(path.join(dir, name), message as Buffer, { mode: 0o600 });
    },
    close() {},
  };
};
