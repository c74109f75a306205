/** helmet's headers go out on every answer: API, errors and the web pages alike. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

// The last two are answered by the router before any hook: a broken %-escape, an over-long id.
it.each([
  '/api/health',
  '/api/institutions/schools',
  '/api/no-such-base',
  '/api/institutions/schools?rating_gte=many',
  '/news/%FF',
  `/api/jobs/main/${'9'.repeat(150)}`,
])('%s carries the security headers', async (url) => {
  const { headers } = await server.app.inject({ url });
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain('frame-src https://www.openstreetmap.org');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(headers['x-powered-by']).toBeUndefined();
});
