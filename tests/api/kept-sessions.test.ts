/**
 * A signed-in request's session is kept between requests (src/server/auth/kept-sessions.ts): it still ends at
 * its expiry with no write in between, at sign-out, when its account changes, and when a script changes the
 * database outside the server.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { moveClock } from '../../src/registry/clock.ts';
import { member, signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';
import { sqlOn } from '../helpers/sql.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let sql: ReturnType<typeof sqlOn>;
let admin: Session;

beforeAll(async () => {
  server = await startServer();
  sql = sqlOn(server.config);
  admin = await signInAdmin(server.app);
});
afterAll(() => server.close());

const me = async (session: Session) => {
  const reply = await session.get('/api/auth/me');
  return reply.status === 200 ? (reply.body.user as { name: string; roles: string[] }) : reply.status;
};

it('ends a session at its expiry though nothing was written since it was read', async () => {
  const session = await member(server.app, 'subscriber', admin);
  const soon = new Date(Date.now() + 60_000).toISOString();
  await sql(`UPDATE _sessions SET expires_at = '${soon}' WHERE user_id = ${session.user.id}`);
  expect(await me(session)).toMatchObject({ roles: ['subscriber'] });
  expect(await me(session)).toMatchObject({ roles: ['subscriber'] });
  // The product's clock moves past the expiry; the session kept in memory is not read again.
  moveClock(61_000);
  try {
    expect(await me(session)).toBe(401);
  } finally {
    moveClock(0);
  }
});

it('ends a session at sign-out, and shows a change to its account at the next request', async () => {
  const session = await member(server.app, 'subscriber', admin);
  const other = await member(server.app, 'subscriber', admin);
  expect(await me(session)).toMatchObject({ roles: ['subscriber'] });
  expect((await admin.patch(`/api/auth/users/${session.user.id}`, { name: 'Renamed Subscriber' })).status).toBe(200);
  expect(await me(session)).toMatchObject({ name: 'Renamed Subscriber' });
  expect((await session.delete('/api/auth/logout')).status).toBeLessThan(300);
  expect(await me(session)).toBe(401);
  expect(await me(other)).toMatchObject({ roles: ['subscriber'] });
});

it('sees a script’s change to an account at the next request', async () => {
  const session = await member(server.app, 'subscriber', admin);
  expect(await me(session)).toMatchObject({ roles: ['subscriber'] });
  await sql(`UPDATE auth_users SET roles = '["subscriber","vendor"]' WHERE id = ${session.user.id}`);
  expect(await me(session)).toMatchObject({ roles: ['subscriber', 'vendor'] });
  await sql(`DELETE FROM _sessions WHERE user_id = ${session.user.id}`);
  expect(await me(session)).toBe(401);
});
