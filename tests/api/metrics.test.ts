/** Prometheus metrics at /metrics, and the request id every answer carries. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { client } from '../helpers/client.ts';
import { dialectName, startServer } from '../helpers/server.ts';

let open: Awaited<ReturnType<typeof startServer>>;
let guarded: Awaited<ReturnType<typeof startServer>>;
let proxied: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  open = await startServer();
  guarded = await startServer({ metricsToken: 'scrape-token-2026' });
  proxied = await startServer({ trustProxy: ['10.0.0.0/8'] });
});
afterAll(async () => {
  await open?.close();
  await guarded?.close();
  await proxied?.close();
});

const scrape = (app = open.app, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

it('counts requests by route pattern, statements by kind, and cache hits and misses', async () => {
  // An answer is kept on its second ask and served from the cache on the third.
  for (let i = 0; i < 3; i++) await client(open.app).get('/api/content/news?_start=0&_end=5');
  await client(open.app).get('/api/institutions/schools/123456');
  const reply = await scrape();
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toMatch(/^text\/plain/);
  const text = reply.body;
  expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/content\/news",status="200"\} 3/);
  // The pattern, never the raw address: ids and query strings would make a new series each.
  expect(text).toMatch(/route="\/api\/institutions\/schools\/:id",status="404"/);
  expect(text).not.toMatch(/123456/);
  expect(text).toMatch(/db_query_duration_seconds_count\{kind="select"\} [1-9]/);
  expect(text).toMatch(/response_cache_requests_total\{result="miss"\} [1-9]/);
  expect(text).toMatch(/response_cache_requests_total\{result="hit"\} [1-9]/);
  expect(text).toMatch(/process_resident_memory_bytes/);
  if (dialectName === 'postgres') expect(text).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
});

it('serves metrics to the local network only, or to whoever has the token', async () => {
  expect((await scrape(open.app, {}, '10.1.2.3')).statusCode).toBe(200);
  expect((await scrape(open.app, {}, '::ffff:192.168.4.5')).statusCode).toBe(200);
  const outsider = await scrape(open.app, {}, '41.90.64.10');
  expect(outsider.statusCode).toBe(403);
  expect(outsider.json().message).toMatch(/local network only/);
  expect((await scrape(guarded.app, {}, '127.0.0.1')).statusCode).toBe(403);
  expect((await scrape(guarded.app, { authorization: 'Bearer wrong-token-2026!' }, '127.0.0.1')).statusCode).toBe(403);
  expect((await scrape(guarded.app, { authorization: 'Bearer scrape-token-2026' }, '41.90.64.10')).statusCode).toBe(200);
});

it('refuses requests forwarded by a proxy that TRUST_PROXY does not name, and judges the client behind one it does', async () => {
  // A proxy on the private network would otherwise pass every visitor from the internet off as local.
  const forwardedFrom: Record<string, string>[] = [
    { 'x-forwarded-for': '41.90.64.10' },
    { forwarded: 'for=41.90.64.10;proto=https' },
    { 'x-forwarded-for': '10.1.2.3' },
  ];
  for (const headers of forwardedFrom) {
    const reply = await scrape(open.app, headers, '10.0.0.2');
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual({ message: expect.stringMatching(/TRUST_PROXY/) });
  }
  // The token does not open a door the proxy rule closes.
  expect((await scrape(guarded.app, { authorization: 'Bearer scrape-token-2026', 'x-forwarded-for': '10.1.2.3' }, '127.0.0.1')).statusCode).toBe(403);
  // Through the named proxy, the client's own address decides.
  expect((await scrape(proxied.app, { 'x-forwarded-for': '10.1.2.3' }, '10.0.0.2')).statusCode).toBe(200);
  expect((await scrape(proxied.app, { 'x-forwarded-for': '41.90.64.10' }, '10.0.0.2')).statusCode).toBe(403);
  // A machine the list does not name cannot forward, even from the private network.
  expect((await scrape(proxied.app, { 'x-forwarded-for': '10.1.2.3' }, '192.168.1.9')).statusCode).toBe(403);
  expect((await scrape(proxied.app, {}, '192.168.1.9')).statusCode).toBe(200);
});

it("answers with a request id: the proxy's when well formed, a new one otherwise", async () => {
  const own = await client(open.app).get('/api/health');
  expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  const kept = await client(open.app).raw('GET', '/api/health', undefined, { 'x-request-id': 'edge-7f3a9c2e' });
  expect(kept.headers['x-request-id']).toBe('edge-7f3a9c2e');
  const forged = await client(open.app).raw('GET', '/api/health', undefined, { 'x-request-id': 'x level=error forged line' });
  expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  const refused = await client(open.app).get('/api/nothing-here');
  expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});
