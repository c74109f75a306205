/**
 * Mail in the outbox (DATA_DIR/outbox, written when there is no SMTP_URL): the newest message to an address,
 * and the link in it, waiting a little since mail leaves after the answer.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Mail {
  file: string;
  text: string;
}

/** Every message to `email` (optionally with `subject`), oldest first. */
export const mailsTo = (dataDir: string, email: string, subject?: string): Mail[] => {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => ({ file: name, text: fs.readFileSync(path.join(dir, name), 'utf8') }))
    .filter(({ text }) => text.includes(`\nTo: ${email}\r\n`) && (!subject || text.includes(`\nSubject: ${subject}\r\n`)));
};

/** Waits until at least `count` messages reached `email` and gives the newest. */
export const newestMail = async (
  dataDir: string,
  email: string,
  { subject, count = 1, timeoutMs = 5000 }: { subject?: string; count?: number; timeoutMs?: number } = {},
) => {
  for (let waited = 0; ; waited += 25) {
    const found = mailsTo(dataDir, email, subject);
    if (found.length >= count) return found.at(-1)!;
    if (waited >= timeoutMs) throw new Error(`no${subject ? ` "${subject}"` : ''} mail for ${email} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/** The first link to `page` (e.g. "/verify-email") in a message, with its token. */
export const linkIn = (text: string, page: string) => {
  const match = text.match(new RegExp(`(https?://\\S+?${page.replace(/[/-]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+))\\r?\\n`));
  if (!match) throw new Error(`no ${page} link in the message`);
  return { link: match[1]!, token: match[2]! };
};

/** The confirmation link of the newest registration mail to `email` (waiting for the `count`th one). */
export const confirmationLink = async (dataDir: string, email: string, count = 1) =>
  linkIn((await newestMail(dataDir, email, { subject: 'Finish creating your ElimuHub account', count })).text, '/verify-email');

/**
 * For checking that no further message comes: the server does the mail work of account requests after the answer,
 * one job at a time, in the order the requests came. Once the confirmation of a registration made now has arrived,
 * the work of every account request answered before it has run and handed its message over. `register` posts a
 * registration of the address it is given.
 */
export const mailWorkDone = async (dataDir: string, register: (email: string) => Promise<{ status: number }>) => {
  const email = `later-${randomUUID()}@example.co.ke`;
  const answer = await register(email);
  if (answer.status !== 202) throw new Error(`registering ${email} answered ${answer.status}`);
  await newestMail(dataDir, email, { subject: 'Finish creating your ElimuHub account' });
};
