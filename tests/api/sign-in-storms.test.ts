/**
 * A storm of wrong passwords cannot be turned against an account's owner: a device that signed in before (its
 * signed, httpOnly cookie) still gets in with the right password while new devices are locked out; a password
 * reset lifts the lock; the admins are told once per account and lock window. A sign-in the server could not
 * answer (its database away) is no wrong password and counts towards no limit.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { browserAgent, client, signInAdmin, type Session } from '../helpers/client.ts';
import { eventually } from '../helpers/eventually.ts';
import { linkIn, newestMail } from '../helpers/outbox.ts';
import { relaxedLimits, startServer } from '../helpers/server.ts';

const minute = 60_000;
let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;

beforeAll(async () => {
  server = await startServer({
    loginAttempts: 3,
    loginAccountAttempts: 6,
    limits: { ...relaxedLimits, signIn: { max: 4, windowMs: minute } },
  });
  admin = await signInAdmin(server.app);
});
afterAll(() => server.close());

let addresses = 0;
const newAddress = () => `10.30.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

const login = (from: string, email: string, password: string, cookie?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from,
    payload: { email, password },
    headers: { 'user-agent': browserAgent, ...(cookie ? { cookie } : {}) },
  });

/** The known-device cookie a sign-in set, as a browser sends it back. */
const deviceCookie = (reply: Awaited<ReturnType<typeof login>>) => {
  const set = String(reply.headers['set-cookie'] ?? '');
  expect(set).toMatch(/^elimuhub_device=[\w.~-]+; Path=\/api\/auth; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
  return set.split(';')[0]!;
};

let members = 0;
const newMember = async () => {
  const email = `storm${++members}.${Date.now()}@example.co.ke`;
  const created = await admin.post('/api/auth/users', { name: `Storm member ${members}`, email, password: 'Passw0rd-test', roles: ['subscriber'] });
  expect(created.status).toBe(201);
  return { id: (created.body as { id: number }).id, email };
};

/** Wrong passwords from 11 addresses, as many as the account-wide cap lets through: the account is locked for new devices. */
const storm = async (email: string) => {
  for (let i = 0; i < 6; i++) expect((await login(newAddress(), email, 'guess')).statusCode).toBe(401);
  for (let i = 0; i < 5; i++) expect((await login(newAddress(), email, 'guess')).statusCode).toBe(429);
  expect((await login(newAddress(), email, 'Passw0rd-test')).statusCode).toBe(429);
};

const lockNotes = async (email: string) => {
  const notes = (await admin.get('/api/notifications/main?_end=100')).body as { title: string; body: string; link: string }[];
  return notes.filter((note) => note.title === `Sign-ins to ${email} locked for new devices`);
};

it('lets a device that signed in before through a storm that locks the account for new ones, and tells the admins once', async () => {
  const victim = await newMember();
  const phone = deviceCookie(await login(newAddress(), victim.email, 'Passw0rd-test'));
  await storm(victim.email);
  // The owner's phone, even on a network it never used, gets in with the right password.
  const back = await login(newAddress(), victim.email, 'Passw0rd-test', phone);
  expect(back.statusCode).toBe(200);
  // Its cookie keeps the same device id: the owner's later sign-ins keep getting through.
  expect(deviceCookie(back).split('.')[0]).toBe(phone.split('.')[0]);
  // A cookie made for another account, or altered, is worth nothing here.
  const other = await newMember();
  const othersPhone = deviceCookie(await login(newAddress(), other.email, 'Passw0rd-test'));
  expect((await login(newAddress(), victim.email, 'Passw0rd-test', othersPhone)).statusCode).toBe(429);
  expect(
    (
      await login(
        newAddress(),
        victim.email,
        'Passw0rd-test',
        phone.replace(/.(?=~|$)/, (c) => (c === 'A' ? 'B' : 'A')),
      )
    ).statusCode,
  ).toBe(429);
  // A known device is still limited on its own: three wrong passwords lock it, not the account's other devices.
  for (let i = 0; i < 3; i++) expect((await login(newAddress(), victim.email, 'guess', phone)).statusCode).toBe(401);
  expect((await login(newAddress(), victim.email, 'Passw0rd-test', phone)).statusCode).toBe(429);
  // One notice per account and window, however long the storm goes on.
  for (let i = 0; i < 3; i++) expect((await login(newAddress(), victim.email, 'guess')).statusCode).toBe(429);
  expect(await eventually(async () => (await lockNotes(victim.email)).length > 0, 5000)).not.toBeNull();
  const notes = await lockNotes(victim.email);
  expect(notes).toHaveLength(1);
  expect(notes[0]!.body).toMatch(/For 15 minutes only devices that signed in to this account before can sign in/);
  expect(notes[0]!.link).toBe(`/admin/auth/users/show/${victim.id}`);
});

it('keeps the admin in through a storm against the admin account', async () => {
  const desk = deviceCookie(await login(newAddress(), admin.user.email, 'Admin-pass-2026'));
  await (async () => {
    for (let i = 0; i < 6; i++) expect((await login(newAddress(), admin.user.email, 'guess')).statusCode).toBe(401);
    expect((await login(newAddress(), admin.user.email, 'Admin-pass-2026')).statusCode).toBe(429);
  })();
  expect((await login(newAddress(), admin.user.email, 'Admin-pass-2026', desk)).statusCode).toBe(200);
});

it('lifts the lock when the owner resets the password by the emailed link', async () => {
  const victim = await newMember();
  await storm(victim.email);
  const visitor = client(server.app);
  expect((await visitor.post('/api/auth/forgot', { email: victim.email })).status).toBe(202);
  const { token } = linkIn((await newestMail(server.config.dataDir, victim.email, { subject: 'Reset your ElimuHub password' })).text, '/reset-password');
  const reset = await server.app.inject({ method: 'POST', url: '/api/auth/reset', remoteAddress: newAddress(), payload: { token, password: 'New-pass-2026' } });
  expect(reset.statusCode).toBe(200);
  // The device that reset it is known from now on, and the lock is gone for new devices too.
  deviceCookie(reset);
  expect((await login(newAddress(), victim.email, 'New-pass-2026')).statusCode).toBe(200);
});

it('does not count a sign-in the server could not answer towards any limit', async () => {
  const member = await newMember();
  const from = newAddress();
  // The accounts' table out of reach: every sign-in fails on the server's side, more often than any limit allows.
  await sql`ALTER TABLE auth_users RENAME TO auth_users_away`.execute(server.app.db);
  try {
    for (let i = 0; i < 6; i++) expect((await login(from, member.email, 'Passw0rd-test')).statusCode).toBeGreaterThanOrEqual(500);
  } finally {
    await sql`ALTER TABLE auth_users_away RENAME TO auth_users`.execute(server.app.db);
  }
  // Neither the account's count from this address (3) nor the address's sign-in limit (4) was spent.
  expect((await login(from, member.email, 'Passw0rd-test')).statusCode).toBe(200);
  for (let i = 0; i < 3; i++) expect((await login(from, member.email, 'guess')).statusCode).toBe(401);
});
