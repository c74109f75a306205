/** Accounts: register, sign in, who am I, sign out, throttling, and that secrets never leave the server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, signInAdmin } from '../helpers/client.ts';
import { confirmationLink } from '../helpers/outbox.ts';
import { adminCredentials, startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer({ loginAttempts: 3 });
});
afterAll(() => server.close());

const register = (body: Record<string, unknown>) => client(server.app).post('/api/auth/register', body);

/** Registers and opens the emailed link, as a person does: the answer is the new member's session. */
const registerAndConfirm = async (body: { name: string; email: string; password: string; role?: string }) => {
  const asked = await register(body);
  expect(asked.status).toBe(202);
  const { token } = await confirmationLink(server.config.dataDir, body.email.trim().toLowerCase());
  return client(server.app).post('/api/auth/verify', { token });
};

describe('register', () => {
  it('creates a subscriber by default once the emailed link is opened, and signs them in', async () => {
    const reply = await registerAndConfirm({ name: 'Wanjiru Mwangi', email: 'Wanjiru@Example.co.ke', password: 'Mombasa-2026' });
    expect(reply.status).toBe(201);
    expect(reply.body.user).toMatchObject({ name: 'Wanjiru Mwangi', email: 'wanjiru@example.co.ke', roles: ['subscriber'], username: 'wanjiru' });
    expect(reply.body.token.length).toBeGreaterThanOrEqual(32);
    expect(JSON.stringify(reply.body)).not.toMatch(/argon2|password/);
    const me = await client(server.app, reply.body.token).get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('wanjiru@example.co.ke');
    expect((await signIn(server.app, 'wanjiru@example.co.ke', 'Mombasa-2026')).user.email).toBe('wanjiru@example.co.ke');
  });

  it('lets a school register as a school', async () => {
    const reply = await registerAndConfirm({ name: 'Nakuru Hills Academy', email: 'office@nakuruhills.sc.ke', password: 'Nakuru-2026', role: 'school' });
    expect(reply.status).toBe(201);
    expect(reply.body.user.roles).toEqual(['school']);
  });

  it('refuses any other role, bad emails, short passwords and missing names with field messages', async () => {
    const admin = await register({ name: 'Sneaky', email: 'sneaky@example.co.ke', password: 'Sneaky-2026', role: 'admin' });
    expect(admin.status).toBe(400);
    expect(admin.body.errors.role).toBe('Role must be subscriber or school.');
    const bad = await register({ name: '', email: 'not-an-email', password: 'short' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      name: 'Name is required.',
      email: expect.stringMatching(/valid email/),
      password: 'Password must be at least 8 characters.',
    });
    const notAnObject = await register(['x'] as unknown as Record<string, unknown>);
    expect(notAnObject.status).toBe(400);
    expect(notAnObject.body.message).toBe('Send a JSON object with name, email, password and role.');
  });

  it('answers a second registration of an email as it answered the first, and creates no second account', async () => {
    const first = await registerAndConfirm({ name: 'Juma Said', email: 'juma@example.co.ke', password: 'Kilifi-2026' });
    expect(first.status).toBe(201);
    const again = await register({ name: 'Juma Again', email: 'JUMA@example.co.ke', password: 'Kilifi-2026' });
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ message: 'We have sent a link to juma@example.co.ke. Open it to finish creating your account; it works for 24 hours.' });
    const admin = await signInAdmin(server.app);
    expect((await admin.get('/api/auth/users?email=juma@example.co.ke')).body).toHaveLength(1);
  });
});

describe('sign in and out', () => {
  it('signs in, then logout revokes the token', async () => {
    const session = await signInAdmin(server.app);
    expect(session.user.roles).toEqual(['admin']);
    expect((await session.get('/api/auth/me')).status).toBe(200);
    const out = await session.delete('/api/auth/logout');
    expect(out.status).toBe(200);
    const after = await session.get('/api/auth/me');
    expect(after.status).toBe(401);
    // The revoked token is treated as signed out, so private data is refused.
    expect((await session.get('/api/auth/users')).status).toBe(401);
  });

  it('reads the token whatever the case of its scheme, as HTTP allows', async () => {
    const session = await signInAdmin(server.app);
    for (const scheme of ['bearer', 'BEARER'])
      expect((await server.app.inject({ url: '/api/auth/me', headers: { authorization: `${scheme} ${session.token}` } })).statusCode).toBe(200);
  });

  it('signs out a client that names JSON on a request without a body', async () => {
    const session = await signInAdmin(server.app);
    const out = await server.app.inject({
      method: 'DELETE',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(200);
    expect((await session.get('/api/auth/me')).status).toBe(401);
  });

  it('says when the email or password is wrong, and throttles repeated failures with 429', async () => {
    expect((await registerAndConfirm({ name: 'Kip Keino', email: 'kip@example.co.ke', password: 'Eldoret-2026' })).status).toBe(201);
    for (let i = 0; i < 3; i++) {
      const wrong = await client(server.app).post('/api/auth/login', { email: 'kip@example.co.ke', password: 'wrong-password' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.message).toBe('Email or password is incorrect.');
    }
    const throttled = await client(server.app).post('/api/auth/login', { email: 'kip@example.co.ke', password: 'Eldoret-2026' });
    expect(throttled.status).toBe(429);
    expect(throttled.body.message).toMatch(/Too many failed sign-in attempts. Try again in \d+ minutes?\./);
    // Other accounts are not affected.
    expect((await signIn(server.app, adminCredentials.email, adminCredentials.password)).user).toBeTruthy();
  });

  it('asks for both fields', async () => {
    const reply = await client(server.app).post('/api/auth/login', {});
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toMatchObject({ email: 'Email is required.', password: 'Password is required.' });
  });

  it('never returns password hashes, in lists or by id', async () => {
    const admin = await signInAdmin(server.app);
    const users = await admin.get('/api/auth/users?_end=100');
    expect(users.status).toBe(200);
    expect(users.body.length).toBeGreaterThan(0);
    expect(JSON.stringify(users.body)).not.toMatch(/argon2|"password"/);
  });

  it('keeps a user from giving themselves roles (no mass assignment)', async () => {
    const reg = await registerAndConfirm({ name: 'Otieno', email: 'otieno@example.co.ke', password: 'Kisumu-2026' });
    const me = client(server.app, reg.body.token);
    const changed = await me.patch(`/api/auth/users/${reg.body.user.id}`, { roles: ['admin'], name: 'Otieno Ouma', subscribed: true, plan: 'Gold' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Otieno Ouma', roles: ['subscriber'], subscribed: false, plan: null });
    expect((await me.get('/api/auth/roles')).status).toBe(200);
    expect((await me.post('/api/auth/permissions', { role_id: 1, resource: 'content/news', action: 'delete' })).status).toBe(403);
  });

  it('ships the admin from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const admin = await signIn(server.app, adminCredentials.email, adminCredentials.password);
    expect(admin.user.email).toBe(adminCredentials.email);
  });
});
