/**
 * Registering by an emailed link: the answer never tells whether an email has an account, an existing account
 * gets a notice instead of a second account, and the link creates the account once, within 24 hours.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signInAdmin, type Session } from '../helpers/client.ts';
import { confirmationLink, linkIn, mailsTo, mailWorkDone, newestMail } from '../helpers/outbox.ts';
import { startServer } from '../helpers/server.ts';
import { sqlOn } from '../helpers/sql.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;
let sql: ReturnType<typeof sqlOn>;
beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
  sql = sqlOn(server.config);
});
afterAll(() => server.close());

const password = 'Machakos-2026-pass';
let counter = 0;
const newEmail = () => `joiner${++counter}-${Date.now()}@example.co.ke`;
const confirmSubject = 'Finish creating your ElimuHub account';
const noticeSubject = 'Your ElimuHub account already exists';

/** The raw answer, as a client receives it. */
const registerRaw = (body: unknown) =>
  server.app.inject({ method: 'POST', url: '/api/auth/register', payload: body as object, headers: { 'content-type': 'application/json' } });
const register = (email: string, extra: Record<string, unknown> = {}) =>
  client(server.app).post('/api/auth/register', { name: 'Mutua Kioko', email, password, ...extra });
const verify = (token: unknown) => client(server.app).post('/api/auth/verify', { token });
const login = (email: string, pass = password) => client(server.app).post('/api/auth/login', { email, password: pass });
const accountsWith = async (email: string) => (await admin.get(`/api/auth/users?email=${encodeURIComponent(email)}`)).body as { id: number }[];
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Registers `email` and opens its link: the new member's session. */
const joined = async (email: string) => {
  expect((await register(email)).status).toBe(202);
  const { token } = await confirmationLink(server.config.dataDir, email);
  const done = await verify(token);
  expect(done.status).toBe(201);
  return done;
};

/** The links of the first two registration mails to `email`, oldest first. */
const bothLinks = async (email: string) => {
  await newestMail(server.config.dataDir, email, { subject: confirmSubject, count: 2 });
  const links = mailsTo(server.config.dataDir, email, confirmSubject).map((mail) => linkIn(mail.text, '/verify-email'));
  expect(links).toHaveLength(2);
  expect(links[1]!.token).not.toBe(links[0]!.token);
  return links as [(typeof links)[0], (typeof links)[0]];
};

/** Mail leaves after the answer: waits until a message that should not come would have come before a later one. */
const settle = () => mailWorkDone(server.config.dataDir, (email) => register(email));

describe('the answer to registering', () => {
  it('is byte for byte the same for an email with an account as for a new one', async () => {
    const email = newEmail();
    const before = await registerRaw({ name: 'Mutua Kioko', email, password });
    await joined(email);
    expect(await accountsWith(email)).toHaveLength(1);
    const after = await registerRaw({ name: 'Someone Else', email, password: 'Other-2026-pass', role: 'school' });

    expect(before.statusCode).toBe(202);
    expect(after.statusCode).toBe(202);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
    expect(before.json()).toEqual({ message: `We have sent a link to ${email}. Open it to finish creating your account; it works for 24 hours.` });
    // Only the time and the request's own id may differ.
    const headers = (reply: typeof before) => Object.entries(reply.headers).filter(([name]) => name !== 'date' && name !== 'x-request-id');
    expect(headers(after)).toEqual(headers(before));
  });

  it('says the same, apart from the address, for new and existing emails, and takes as long', async () => {
    const existing = newEmail();
    await joined(existing);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const timed = async (email: string) => {
      const started = performance.now();
      const reply = await register(email);
      const took = performance.now() - started;
      expect(reply.status).toBe(202);
      expect(reply.body.message.replace(email, '<email>')).toBe(
        'We have sent a link to <email>. Open it to finish creating your account; it works for 24 hours.',
      );
      return took;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      known.push(await timed(existing));
      unknown.push(await timed(newEmail()));
    }
    // Neither waits for a look-up, an argon2id hash (tens of milliseconds) or a mail.
    expect(median(unknown)).toBeLessThan(median(known) * 3 + 25);
    expect(median(known)).toBeLessThan(median(unknown) * 3 + 25);
  });

  it('refuses bad input with a 400 naming each field, never creating or mailing anything', async () => {
    const email = newEmail();
    const bad = await register(email, { name: ' ', password: 'short', role: 'admin' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      name: 'Name is required.',
      password: 'Password must be at least 8 characters.',
      role: 'Role must be subscriber or school.',
    });
    for (const body of [
      {},
      { name: 'A', email: 'not-an-email', password },
      { name: 'A', email: 42, password },
      { name: 'A', email, password: 'x'.repeat(201) },
    ]) {
      const reply = await client(server.app).post('/api/auth/register', body);
      expect(reply.status).toBe(400);
      expect(typeof reply.body.message).toBe('string');
      expect(Object.keys(reply.body.errors).length).toBeGreaterThan(0);
    }
    // A field registration does not take (an attempt at roles, or a typo) is named, not quietly dropped.
    const extra = await register(email, { roles: ['admin'], foo: 1 });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toMatch(/Unknown fields "roles" and "foo"/);
    for (const raw of ['[1,2]', '"text"', 'null', '{"name":']) {
      const reply = await server.app.inject({ method: 'POST', url: '/api/auth/register', payload: raw, headers: { 'content-type': 'application/json' } });
      expect(reply.statusCode).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode).toBeLessThan(500);
      expect(typeof reply.json().message).toBe('string');
    }
    await settle();
    expect(mailsTo(server.config.dataDir, email)).toEqual([]);
  });
});

describe('an email that already has an account', () => {
  it('gets a notice with links to sign in and to reset, and no second account', async () => {
    const email = newEmail();
    const first = await joined(email);
    expect((await register(email.toUpperCase(), { name: 'Impostor', password: 'Impostor-2026', role: 'school' })).status).toBe(202);
    const notice = await newestMail(server.config.dataDir, email, { subject: noticeSubject });
    expect(notice.text).toContain(`${server.config.publicUrl}/login\n`);
    expect(notice.text).toContain(`${server.config.publicUrl}/forgot-password\n`);
    expect(notice.text).not.toMatch(/verify-email|token=|Impostor/);

    expect(await accountsWith(email)).toHaveLength(1);
    expect((await sql(`SELECT email FROM _registrations WHERE email = '${email}' AND used_at IS NULL`)).length).toBe(0);
    // The owner's account is as it was: the same password, the same role, still signed in.
    expect((await login(email)).status).toBe(200);
    expect((await login(email, 'Impostor-2026')).status).toBe(401);
    const me = await client(server.app, first.body.token).get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.roles).toEqual(['subscriber']);
  });
});

describe('the confirmation link', () => {
  it('creates the account only when opened, signs the member in, and records the registration', async () => {
    const email = newEmail();
    expect((await register(email, { role: 'school' })).status).toBe(202);
    const { link, token } = await confirmationLink(server.config.dataDir, email);
    expect(link).toBe(`${server.config.publicUrl}/verify-email?token=${token}`);
    // Plain 7-bit text with short lines and nothing the registrant typed but the address it goes to.
    const mail = (await newestMail(server.config.dataDir, email, { subject: confirmSubject })).text;
    expect(mail).toContain('Content-Transfer-Encoding: 7bit');
    expect(mail).not.toContain('Mutua');
    // At least 128 bits, kept only as its SHA-256; the password only as an argon2id hash.
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const [stored] = await sql(`SELECT * FROM _registrations WHERE email = '${email}'`);
    expect(stored!.token_hash).toBe(hashOf(token));
    expect(String(stored!.password)).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(stored)).not.toContain(password);
    expect(JSON.stringify(stored)).not.toContain(token);

    expect(await accountsWith(email)).toHaveLength(0);
    expect((await login(email)).status).toBe(401);

    const done = await verify(token);
    expect(done.status).toBe(201);
    expect(done.body.user).toMatchObject({ email, name: 'Mutua Kioko', roles: ['school'] });
    expect(JSON.stringify(done.body)).not.toMatch(/argon2|password/);
    expect((await client(server.app, done.body.token).get('/api/auth/me')).body.user.email).toBe(email);
    expect(await accountsWith(email)).toHaveLength(1);
    expect((await login(email)).status).toBe(200);
    // The hash of the password is not kept once the account has it.
    expect((await sql(`SELECT password FROM _registrations WHERE email = '${email}'`))[0]!.password).toBe('');
    const activity = await admin.get(`/api/analytics/user-activity?owner_id=${done.body.user.id}&action=register`);
    expect(activity.body).toMatchObject([{ action: 'register', details: 'school' }]);
  });

  it('works once, even when opened twice at the same moment', async () => {
    const email = newEmail();
    expect((await register(email)).status).toBe(202);
    const { token } = await confirmationLink(server.config.dataDir, email);
    const answers = await Promise.all([verify(token), verify(token), verify(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400]);
    expect(await accountsWith(email)).toHaveLength(1);
    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/already been used/);
    expect(again.body.errors).toEqual({ token: again.body.message });
  });

  it('expires after 24 hours', async () => {
    const email = newEmail();
    expect((await register(email)).status).toBe(202);
    const { token } = await confirmationLink(server.config.dataDir, email);
    const [row] = await sql(`SELECT created_at, expires_at FROM _registrations WHERE token_hash = '${hashOf(token)}'`);
    expect(Date.parse(String(row!.expires_at)) - Date.parse(String(row!.created_at))).toBe(24 * 60 * 60 * 1000);
    await sql(`UPDATE _registrations SET expires_at = '2000-01-01T00:00:00.000Z' WHERE token_hash = '${hashOf(token)}'`);
    const late = await verify(token);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('This confirmation link has expired (links last 24 hours). Register again to get a new one.');
    expect(late.body.errors.token).toBe(late.body.message);
    expect(await accountsWith(email)).toHaveLength(0);
  });

  it('refuses unknown, missing and malformed tokens with a message a person can act on', async () => {
    const unknown = await verify('made-up-token-1234567890');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      message: 'This confirmation link is not valid. Register again to get a new one.',
      errors: { token: 'This confirmation link is not valid. Register again to get a new one.' },
    });
    const missing = await client(server.app).post('/api/auth/verify', {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors.token).toMatch(/incomplete/);
    for (const token of ['', 42, null, ['x'], 'x'.repeat(5000)]) {
      const reply = await verify(token);
      expect(reply.status).toBe(400);
      expect(reply.body.errors.token).toBeTruthy();
    }
    const notAnObject = await client(server.app).post('/api/auth/verify', ['x']);
    expect(notAnObject.status).toBe(400);
    expect(notAnObject.body.message).toBe('Send a JSON object with token.');
  });

  it('answers 409 when the email got an account in the meantime, and the other links of an address stop working', async () => {
    const email = newEmail();
    expect((await register(email)).status).toBe(202);
    expect((await register(email, { password: 'Second-2026-pass' })).status).toBe(202);
    const [first, second] = await bothLinks(email);
    expect((await admin.post('/api/auth/users', { name: 'Made By Admin', email, password: 'Admin-made-2026', roles: ['subscriber'] })).status).toBe(201);

    const taken = await verify(first.token);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/Sign in, or reset your password/);
    const other = await verify(second.token);
    expect(other.status).toBe(400);
    expect(other.body.errors.token).toMatch(/already been used/);
    expect(await accountsWith(email)).toHaveLength(1);
    expect((await login(email, 'Admin-made-2026')).status).toBe(200);
  });

  it('opening one of two links makes the other useless', async () => {
    const email = newEmail();
    expect((await register(email)).status).toBe(202);
    expect((await register(email, { password: 'Second-2026-pass' })).status).toBe(202);
    const [first, second] = await bothLinks(email);
    expect((await verify(second.token)).status).toBe(201);
    expect((await verify(first.token)).status).toBe(400);
    expect((await login(email, 'Second-2026-pass')).status).toBe(200);
    expect((await login(email)).status).toBe(401);
  });
});

describe('how much mail registering sends', () => {
  it('sends at most three messages to one address in half an hour, links and notices alike', async () => {
    const fresh = newEmail();
    for (let i = 0; i < 5; i++) expect((await register(fresh)).status).toBe(202);
    await newestMail(server.config.dataDir, fresh, { count: 3 });
    await settle();
    expect(mailsTo(server.config.dataDir, fresh, confirmSubject)).toHaveLength(3);
    expect((await sql(`SELECT email FROM _registrations WHERE email = '${fresh}'`)).length).toBe(3);

    const existing = newEmail();
    await joined(existing);
    for (let i = 0; i < 5; i++) expect((await register(existing)).status).toBe(202);
    await newestMail(server.config.dataDir, existing, { subject: noticeSubject, count: 2 });
    await settle();
    // The link that created the account counted as one of the three.
    expect(mailsTo(server.config.dataDir, existing, noticeSubject)).toHaveLength(2);
  });
});
