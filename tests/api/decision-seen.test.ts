/** A moderation decision naming a `seen` that is no time at all is a bad request (400), not a changed version (409). */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
});
afterAll(() => server.close());

it('refuses a malformed seen with a 400 naming the field', async () => {
  for (const seen of ['yesterday', '2026-13-45', '1']) {
    const answer = await admin.post('/api/moderation/decisions', { resource: 'institutions/schools', id: 1, decision: 'approve', seen });
    expect(answer.status, seen).toBe(400);
    expect(answer.body.errors.seen).toContain('time of the version');
  }
  const bulk = await admin.post('/api/moderation/decisions/bulk', { decision: 'approve', items: [{ resource: 'institutions/schools', id: 1, seen: 'soon' }] });
  expect(bulk.status).toBe(400);
});
