/**
 * A member's sign-in details: changing the password or the email, a forgotten password reset by an emailed
 * single-use link, sessions that end when they should, and sign-in answers that give nothing away.
 */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, member, signIn, signInAdmin, type Session } from '../helpers/client.ts';
import { confirmationLink, mailWorkDone } from '../helpers/outbox.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** Runs SQL on the test's own database, for what no route may do: move a link's expiry into the past. */
const sql = async (statement: string): Promise<Record<string, unknown>[]> => {
  if (server.config.databaseUrl) {
    const connection = new pg.Client({ connectionString: server.config.databaseUrl });
    await connection.connect();
    try {
      return (await connection.query(statement)).rows;
    } finally {
      await connection.end();
    }
  }
  const database = new Database(path.join(server.config.dataDir, 'elimuhub.db'));
  try {
    const prepared = database.prepare(statement);
    return prepared.reader ? (prepared.all() as Record<string, unknown>[]) : (prepared.run(), []);
  } finally {
    database.close();
  }
};

const password = 'Nairobi-2026-pass';
let counter = 0;

/** A new subscriber, registered by the emailed link and signed in once (the link's own session). */
const newMember = async () => {
  counter += 1;
  const email = `member${counter}-${Date.now()}@example.co.ke`;
  expect((await client(server.app).post('/api/auth/register', { name: `Member ${counter}`, email, password })).status).toBe(202);
  const { token } = await confirmationLink(server.config.dataDir, email);
  const reply = await client(server.app).post('/api/auth/verify', { token });
  expect(reply.status).toBe(201);
  return { email, id: reply.body.user.id as number, session: client(server.app, reply.body.token) };
};

const me = (session: { get: Session['get'] }) => session.get('/api/auth/me').then((r) => r.status);

const outbox = () => path.join(server.config.dataDir, 'outbox');
const mails = () =>
  fs.existsSync(outbox())
    ? fs
        .readdirSync(outbox())
        .sort()
        .map((name) => fs.readFileSync(path.join(outbox(), name), 'utf8'))
    : [];
const mailsTo = (email: string, subject: string) => mails().filter((mail) => mail.includes(`\nTo: ${email}\r\n`) && mail.includes(`\nSubject: ${subject}\r\n`));

/** Mail leaves after the answer: wait until `count` messages with that subject reached `email`. */
const waitForMail = async (email: string, subject: string, count = 1) => {
  for (let waited = 0; waited < 5000; waited += 25) {
    const found = mailsTo(email, subject);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no "${subject}" mail for ${email} in the outbox`);
};

const resetSubject = 'Reset your ElimuHub password';
const linkPattern = /(http:\/\/\S+\/reset-password\?token=([A-Za-z0-9_-]+))\r?\n/;

const forgot = (email: string) => client(server.app).post('/api/auth/forgot', { email });

/** Asks for a reset link for the account and reads it from the outbox. */
const resetLink = async (email: string) => {
  const before = mailsTo(email, resetSubject).length;
  expect((await forgot(email)).status).toBe(202);
  const mail = (await waitForMail(email, resetSubject, before + 1)).at(-1)!;
  const [, link, token] = mail.match(linkPattern)!;
  return { link: link!, token: token!, mail };
};

const reset = (token: unknown, newPassword: unknown) => client(server.app).post('/api/auth/reset', { token, password: newPassword });
const login = (email: string, pass: string) => client(server.app).post('/api/auth/login', { email, password: pass });

describe('changing the password', () => {
  it('needs the current password, then keeps only the session that made the change', async () => {
    const { email, session } = await newMember();
    const phone = await signIn(server.app, email, password);
    const laptop = await signIn(server.app, email, password);

    const wrong = await session.post('/api/auth/password', { current_password: 'not-my-password', new_password: 'Kisumu-2026-new' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ current_password: 'Your current password is not correct.' });
    expect(await me(phone)).toBe(200);

    const changed = await session.post('/api/auth/password', { current_password: password, new_password: 'Kisumu-2026-new' });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toMatch(/password has been changed/);
    expect(changed.body.user.email).toBe(email);
    expect(JSON.stringify(changed.body)).not.toMatch(/argon2|"password"/);

    expect(await me(session)).toBe(200);
    expect(await me(phone)).toBe(401);
    expect(await me(laptop)).toBe(401);
    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, 'Kisumu-2026-new')).status).toBe(200);
    const [notice] = await waitForMail(email, 'Your ElimuHub password was changed');
    expect(notice).toMatch(/every\s+other device was signed out/);
  });

  it('says what is wrong with each field', async () => {
    const { session } = await newMember();
    const empty = await session.post('/api/auth/password', {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ current_password: 'Enter your current password.', new_password: 'Enter a new password.' });
    const short = await session.post('/api/auth/password', { current_password: password, new_password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({ new_password: 'Password must be at least 8 characters.' });
    const same = await session.post('/api/auth/password', { current_password: password, new_password: password });
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual({ new_password: 'Choose a password different from your current one.' });
    const wrongType = await session.post('/api/auth/password', { current_password: 12345678, new_password: ['x'] });
    expect(wrongType.status).toBe(400);
    expect(Object.keys(wrongType.body.errors).sort()).toEqual(['current_password', 'new_password']);
    const notAnObject = await session.post('/api/auth/password', ['x']);
    expect(notAnObject.status).toBe(400);
    expect(notAnObject.body.message).toBe('Send a JSON object with current_password and new_password.');
  });

  it('needs a signed-in member', async () => {
    const reply = await client(server.app).post('/api/auth/password', { current_password: password, new_password: 'Kisumu-2026-new' });
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe('Sign in to change your password.');
    const revoked = await client(server.app, 'not-a-real-token').post('/api/auth/email', { current_password: password, email: 'x@example.co.ke' });
    expect(revoked.status).toBe(401);
  });
});

describe('changing the email', () => {
  const confirmSubject = 'Confirm your new ElimuHub email address';
  const changedSubject = 'Your ElimuHub email address was changed';
  const tokenIn = (mail: string, kind: 'confirm' | 'undo') => mail.match(new RegExp(`http://\\S+/email-change\\?${kind}=([A-Za-z0-9_-]+)\\r?\\n`))![1]!;
  const sent = (next: string, current: string) => `We sent a confirmation link to ${next}; your email stays ${current} until you open it.`;
  const fresh = (name: string) => `${name}${++counter}-${Date.now()}@example.co.ke`;

  it('checks the request: the current password, a valid address, not the same one', async () => {
    const { email, session } = await newMember();
    const wrong = await session.post('/api/auth/email', { current_password: 'not-my-password', email: 'new@example.co.ke' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ current_password: 'Your current password is not correct.' });
    const invalid = await session.post('/api/auth/email', { current_password: password, email: 'not-an-email' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.email).toMatch(/valid email/);
    const same = await session.post('/api/auth/email', { current_password: password, email: email.toUpperCase() });
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual({ email: 'That is already your email address.' });
  });

  it('takes effect only when the link sent to the new address is opened; the old address is told and can undo it', async () => {
    const { email, session } = await newMember();
    const phone = await signIn(server.app, email, password);
    const next = fresh('moved');
    const asked = await session.post('/api/auth/email', { current_password: password, email: ` ${next.toUpperCase()} ` });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ message: sent(next, email) });
    // Nothing has changed yet: the account still signs in with its old address, everywhere.
    expect((await session.get('/api/auth/me')).body.user.email).toBe(email);
    expect(await me(phone)).toBe(200);
    expect((await login(next, password)).status).toBe(401);

    const token = tokenIn((await waitForMail(next, confirmSubject))[0]!, 'confirm');
    // Only the link's SHA-256 is kept.
    const digest = createHash('sha256').update(token).digest('hex');
    expect(await sql(`SELECT new_email FROM _email_changes WHERE token_hash = '${digest}'`)).toEqual([{ new_email: next }]);
    expect(JSON.stringify(await sql('SELECT * FROM _email_changes'))).not.toContain(token);

    // Opened on another device, signed out: the link is enough.
    const confirmed = await client(server.app).post('/api/auth/email/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(`Your email is now ${next}. Every other device has been signed out.`);
    expect(confirmed.body.user.email).toBe(next);
    // The device that asked stays signed in; the others do not.
    expect(await me(session)).toBe(200);
    expect(await me(phone)).toBe(401);
    expect((await login(email, password)).status).toBe(401);
    expect((await login(next, password)).status).toBe(200);
    const again = await client(server.app).post('/api/auth/email/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body.errors.token).toMatch(/already been used/);

    // The old address hears of it, with a way back, in case it was not its owner who made the change.
    const [notice] = await waitForMail(email, changedSubject);
    expect(notice).toContain(next);
    const undo = tokenIn(notice!, 'undo');
    const undone = await client(server.app).post('/api/auth/email/undo', { token: undo });
    expect(undone.status).toBe(200);
    expect(undone.body.message).toMatch(new RegExp(`^Your email is ${email.replace(/\./g, '\\.')} again\\. Every device has been signed out`));
    expect(await me(session)).toBe(401);
    expect((await login(email, password)).status).toBe(200);
    expect((await login(next, password)).status).toBe(401);
    expect((await client(server.app).post('/api/auth/email/undo', { token: undo })).body.errors.token).toMatch(/already been used/);
  });

  it('answers the same whether or not another account has the address, and tells that address instead of changing anything', async () => {
    const { email, session } = await newMember();
    const other = await newMember();
    const taken = await session.post('/api/auth/email', { current_password: password, email: other.email });
    const free = await session.post('/api/auth/email', { current_password: password, email: fresh('free') });
    expect(taken.status).toBe(free.status);
    expect(taken.body).toEqual({ message: sent(other.email, email) });
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(free.headers).sort());
    const [notice] = await waitForMail(other.email, 'Someone tried to use your email on ElimuHub');
    expect(notice).toMatch(/already has an account, so nothing changed/);
    expect(mailsTo(other.email, confirmSubject)).toEqual([]);
    expect((await session.get('/api/auth/me')).body.user.email).toBe(email);
  });

  it('changes nothing when the link has expired or the address found an account meanwhile, and says so', async () => {
    const { email, session } = await newMember();
    const late = fresh('late');
    expect((await session.post('/api/auth/email', { current_password: password, email: late })).status).toBe(202);
    const lateToken = tokenIn((await waitForMail(late, confirmSubject))[0]!, 'confirm');
    await sql(`UPDATE _email_changes SET expires_at = created_at WHERE new_email = '${late}'`);
    const expired = await client(server.app).post('/api/auth/email/confirm', { token: lateToken });
    expect(expired.status).toBe(400);
    expect(expired.body.errors.token).toMatch(/expired \(links last 24 hours\)/);

    const contested = fresh('contested');
    expect((await session.post('/api/auth/email', { current_password: password, email: contested })).status).toBe(202);
    const token = tokenIn((await waitForMail(contested, confirmSubject))[0]!, 'confirm');
    const admin = await signInAdmin(server.app);
    expect((await admin.post('/api/auth/users', { name: 'Got there first', email: contested, password: 'Passw0rd-test', roles: ['subscriber'] })).status).toBe(
      201,
    );
    const refused = await client(server.app).post('/api/auth/email/confirm', { token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`${contested} now belongs to another account, so your email stays ${email}.`);
    expect((await login(email, password)).status).toBe(200);
  });
});

describe('the generic user route', () => {
  it('cannot change a member’s own email or password, only the other fields', async () => {
    const { email, id, session } = await newMember();
    const phone = await signIn(server.app, email, password);
    const reply = await session.patch(`/api/auth/users/${id}`, { name: 'Renamed Member', email: 'hijack@example.co.ke', password: 'Hijack-2026-pass' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ name: 'Renamed Member', email });
    expect((await login(email, password)).status).toBe(200);
    expect((await login('hijack@example.co.ke', 'Hijack-2026-pass')).status).toBe(401);
    expect((await login(email, 'Hijack-2026-pass')).status).toBe(401);
    // Nothing about signing in changed, so no device was signed out.
    expect(await me(phone)).toBe(200);
  });

  it('lets an admin set a password, which ends every session of that member', async () => {
    const admin = await signInAdmin(server.app);
    const { email, id, session } = await newMember();
    const phone = await signIn(server.app, email, password);
    const reply = await admin.patch(`/api/auth/users/${id}`, { password: 'Set-by-admin-2026' });
    expect(reply.status).toBe(200);
    expect(await me(session)).toBe(401);
    expect(await me(phone)).toBe(401);
    expect(await me(admin)).toBe(200);
    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, 'Set-by-admin-2026')).status).toBe(200);
  });

  it('lets an admin change a member’s email without signing them out', async () => {
    const admin = await signInAdmin(server.app);
    const { id, session } = await newMember();
    const next = `admin-set${counter}-${Date.now()}@example.co.ke`;
    const reply = await admin.patch(`/api/auth/users/${id}`, { email: next });
    expect(reply.status).toBe(200);
    expect(reply.body.email).toBe(next);
    expect((await login(next, password)).status).toBe(200);
    expect(await me(session)).toBe(200);
  });

  it('ends every session on deactivation and again on reactivation', async () => {
    const admin = await signInAdmin(server.app);
    const { email, id, session } = await newMember();
    expect((await admin.patch(`/api/auth/users/${id}`, { active: false })).status).toBe(200);
    expect(await me(session)).toBe(401);

    // While deactivated: the right password hears why; a wrong one hears only that it is wrong.
    const right = await login(email, password);
    expect(right.status).toBe(403);
    expect(right.body.message).toMatch(/deactivated/);
    const wrong = await login(email, 'wrong-password-1');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Email or password is incorrect.');

    expect((await admin.patch(`/api/auth/users/${id}`, { active: true })).status).toBe(200);
    expect(await me(session)).toBe(401);
    const again = await signIn(server.app, email, password);
    expect(await me(again)).toBe(200);

    // A session that outlived a deactivation made outside the API (by a script) ends on reactivation.
    await sql(`UPDATE auth_users SET active = 0 WHERE id = ${id}`);
    expect(await me(again)).toBe(401);
    expect((await admin.patch(`/api/auth/users/${id}`, { active: true })).status).toBe(200);
    expect(await me(again)).toBe(401);
    expect((await sql(`SELECT token_hash FROM _sessions WHERE user_id = ${id}`)).length).toBe(0);
  });
});

describe('signing in', () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const timed = async (email: string) => {
    const started = performance.now();
    const reply = await login(email, 'wrong-password-1');
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: 'Email or password is incorrect.' });
    return performance.now() - started;
  };

  it('takes as long for an unknown email as for a known one with a wrong password', async () => {
    const { email } = await newMember();
    await timed(email);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await timed(email));
      unknown.push(await timed(`nobody${i}-${Date.now()}@example.co.ke`));
    }
    // Without the dummy hash an unknown email answers in a database look-up, about a twentieth of the time.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});

describe('a forgotten password', () => {
  it('answers the same whether or not the account exists, and mails a link only to an account', async () => {
    const { email } = await newMember();
    const nobody = `nobody-${Date.now()}@example.co.ke`;
    const unknown = await forgot(nobody);
    const known = await forgot(email.toUpperCase());
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toMatch(/^If an account exists for that email, we have sent a link to reset the password\./);

    const [mail] = await waitForMail(email, resetSubject);
    const [, link, token] = mail!.match(linkPattern)!;
    expect(link).toBe(`${server.config.publicUrl}/reset-password?token=${token}`);
    expect(link).toMatch(/^http:\/\/localhost:\d+\/reset-password\?token=/);
    // At least 128 bits, and stored only as its SHA-256.
    expect(Buffer.from(token!, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await sql(`SELECT token_hash FROM _password_resets WHERE token_hash = '${createHash('sha256').update(token!).digest('hex')}'`);
    expect(stored.length).toBe(1);
    expect((await sql(`SELECT token_hash FROM _password_resets WHERE token_hash = '${token}'`)).length).toBe(0);
    // Plain 7-bit text with short lines, so the link reads as it is in the file.
    expect(mail).toContain('Content-Transfer-Encoding: 7bit');
    expect(mails().some((m) => m.includes(nobody))).toBe(false);
  });

  it('refuses a missing or malformed email with a field message', async () => {
    const missing = await client(server.app).post('/api/auth/forgot', {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ email: 'Enter the email address you sign in with.' });
    const bad = await forgot('not-an-email');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.email).toMatch(/valid email/);
  });

  it('resets by the link once: the password changes, every session ends and the member is signed in', async () => {
    const { email, session } = await newMember();
    const phone = await signIn(server.app, email, password);
    const { token } = await resetLink(email);

    const done = await reset(token, 'Mombasa-2026-new');
    expect(done.status).toBe(200);
    expect(done.body.user.email).toBe(email);
    expect(await me(session)).toBe(401);
    expect(await me(phone)).toBe(401);
    expect(await me(client(server.app, done.body.token))).toBe(200);
    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, 'Mombasa-2026-new')).status).toBe(200);

    const again = await reset(token, 'Another-2026-new');
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/already been used/);
    expect(again.body.errors.token).toBe(again.body.message);
    expect((await login(email, 'Mombasa-2026-new')).status).toBe(200);
  });

  it('refuses an expired link and leaves the password as it was', async () => {
    const { email, id } = await newMember();
    const { token } = await resetLink(email);
    await sql(`UPDATE _password_resets SET expires_at = '2000-01-01T00:00:00.000Z' WHERE user_id = ${id}`);
    const late = await reset(token, 'Too-late-2026-new');
    expect(late.status).toBe(400);
    expect(late.body.message).toMatch(/expired/);
    expect((await login(email, password)).status).toBe(200);
  });

  it('refuses an unknown link, a missing token and a short password', async () => {
    const unknown = await reset('made-up-token-1234567890', 'Good-2026-pass');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      message: 'This password reset link is not valid. Ask for a new one.',
      errors: { token: 'This password reset link is not valid. Ask for a new one.' },
    });
    const missing = await client(server.app).post('/api/auth/reset', { password: 'Good-2026-pass' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.token).toMatch(/incomplete/);
    const { email } = await newMember();
    const { token } = await resetLink(email);
    const short = await reset(token, 'short');
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({ password: 'Password must be at least 8 characters.' });
    // A refused attempt does not use the link up.
    expect((await reset(token, 'Good-2026-pass')).status).toBe(200);
    const huge = await reset('x'.repeat(5000), 'Good-2026-pass');
    expect(huge.status).toBe(400);
  });

  it('stops a link working once the password is changed another way', async () => {
    const { email, session } = await newMember();
    const { token } = await resetLink(email);
    expect((await session.post('/api/auth/password', { current_password: password, new_password: 'Changed-2026-new' })).status).toBe(200);
    const stale = await reset(token, 'Stale-2026-new');
    expect(stale.status).toBe(400);
    expect((await login(email, 'Changed-2026-new')).status).toBe(200);
  });

  it('sends nothing to a deactivated account, and at most three links in half an hour', async () => {
    const admin = await signInAdmin(server.app);
    const off = await newMember();
    expect((await admin.patch(`/api/auth/users/${off.id}`, { active: false })).status).toBe(200);
    const busy = await newMember();
    expect((await forgot(off.email)).status).toBe(202);
    for (let i = 0; i < 5; i++) expect((await forgot(busy.email)).status).toBe(202);
    await waitForMail(busy.email, resetSubject, 3);
    // The work of the refused requests was done before that of a registration sent after them.
    await mailWorkDone(server.config.dataDir, (email) => client(server.app).post('/api/auth/register', { name: 'Later Member', email, password }));
    expect(mailsTo(busy.email, resetSubject).length).toBe(3);
    expect(mailsTo(off.email, resetSubject).length).toBe(0);
  });
});

/** A minimal SMTP server that accepts every message, to check that SMTP_URL really sends through SMTP. */
const fakeSmtp = async () => {
  const received: string[] = [];
  const smtp = net.createServer((socket) => {
    let buffer = '';
    let message: string | null = null;
    socket.write('220 fake.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (message !== null) {
          if (line === '.') {
            received.push(message);
            message = null;
            socket.write('250 queued\r\n');
          } else message += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') {
          message = '';
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(verb === 'EHLO' || verb === 'HELO' ? '250 fake.test\r\n' : '250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return { received, port: (smtp.address() as net.AddressInfo).port, close: () => new Promise((resolve) => smtp.close(resolve)) };
};

describe('mail through SMTP_URL', () => {
  it('sends the confirmation and reset links through the SMTP server, with PUBLIC_URL, and writes no outbox file', async () => {
    const smtp = await fakeSmtp();
    const withSmtp = await startServer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      publicUrl: 'https://elimuhub.example',
      mailFrom: 'ElimuHub <help@elimuhub.example>',
    });
    try {
      const email = `smtp-${Date.now()}@example.co.ke`;
      const waitForMessages = async (count: number) => {
        for (let waited = 0; waited < 5000 && smtp.received.length < count; waited += 25) await new Promise((resolve) => setTimeout(resolve, 25));
        expect(smtp.received).toHaveLength(count);
      };
      expect((await client(withSmtp.app).post('/api/auth/register', { name: 'Smtp Member', email, password })).status).toBe(202);
      await waitForMessages(1);
      const token = smtp.received[0]!.match(/https:\/\/elimuhub\.example\/verify-email\?token=([A-Za-z0-9_-]{22})\n/)![1];
      expect((await client(withSmtp.app).post('/api/auth/verify', { token })).status).toBe(201);
      expect((await client(withSmtp.app).post('/api/auth/forgot', { email })).status).toBe(202);
      await waitForMessages(2);
      expect(smtp.received[1]).toContain(`To: ${email}`);
      expect(smtp.received[1]).toContain('From: ElimuHub <help@elimuhub.example>');
      expect(smtp.received[1]).toMatch(/https:\/\/elimuhub\.example\/reset-password\?token=[A-Za-z0-9_-]{22}\n/);
      expect(fs.existsSync(path.join(withSmtp.config.dataDir, 'outbox'))).toBe(false);
    } finally {
      await withSmtp.close();
      await smtp.close();
    }
  });

  it('answers the same when the mail server cannot be reached', async () => {
    const closed = await fakeSmtp();
    await closed.close();
    const broken = await startServer({ smtpUrl: `smtp://127.0.0.1:${closed.port}` });
    try {
      const registered = await client(broken.app).post('/api/auth/register', {
        name: 'Unreachable',
        email: `unreachable-${Date.now()}@example.co.ke`,
        password,
      });
      expect(registered.status).toBe(202);
      expect(registered.body.message).toMatch(/^We have sent a link to unreachable-/);
      const { email } = (await member(broken.app, 'subscriber')).user;
      const reply = await client(broken.app).post('/api/auth/forgot', { email });
      expect(reply.status).toBe(202);
      expect(reply.body.message).toMatch(/^If an account exists/);
    } finally {
      await broken.close();
    }
  });
});
