/** Answers go out compressed to clients that accept it; small ones are not worth it and go out as they are. */
import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

it('compresses a large list with brotli or gzip, as the client asks', async () => {
  for (const [encoding, decode] of [
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ] as const) {
    const response = await server.app.inject({ url: '/api/institutions/locations?_end=47', headers: { 'accept-encoding': encoding } });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(JSON.parse(decode(response.rawPayload).toString())).toHaveLength(47);
    expect(response.rawPayload.length).toBeLessThan(decode(response.rawPayload).length / 3);
  }
});

it('leaves small answers and clients without compression alone', async () => {
  expect((await server.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBeUndefined();
  expect((await server.app.inject({ url: '/api/institutions/locations?_end=47' })).headers['content-encoding']).toBeUndefined();
});
