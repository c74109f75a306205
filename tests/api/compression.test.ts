/** Answers go out compressed to clients that accept it; small ones are not worth it and go out as they are. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

it('serves a kept answer compressed from its stored copy, in the encoding each client asks for', async () => {
  const url = '/api/institutions/locations?_end=40&_sort=county';
  const ask = (encoding?: string) => server.app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });
  const first = await ask('br');
  await ask('br');
  const again = await ask('br');
  expect(again.headers['x-cache']).toBe('HIT');
  expect(again.headers['content-encoding']).toBe('br');
  expect(again.headers.vary).toMatch(/accept-encoding/i);
  expect(again.headers['x-total-count']).toBe(first.headers['x-total-count']);
  const plain = zlib.brotliDecompressSync(again.rawPayload).toString();
  expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toBe(plain);
  expect(JSON.parse(plain)).toHaveLength(40);

  const gzip = await ask('br;q=0, gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  const identity = await ask();
  expect(identity.headers['content-encoding']).toBeUndefined();
  expect(identity.body).toBe(plain);
});

it('sends a built script as the build compressed it, not compressing it again', async () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.mkdirSync(path.join(webDir, 'admin'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(webDir, 'admin', 'index.html'), '<!doctype html><div id="root"></div>');
  const script = `export const words = ${JSON.stringify('habari '.repeat(2000))};`;
  const file = path.join(webDir, 'assets', 'words-abc123.js');
  fs.writeFileSync(file, script);
  // Marked, so the test tells the build's copies from a compression made on the fly.
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(`${script}// br`));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(`${script}// gz`));
  const web = await startServer({ webDir });
  try {
    const ask = (encoding?: string) => web.app.inject({ url: '/assets/words-abc123.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await ask('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(`${script}// br`);
    const gzip = await ask('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(`${script}// gz`);
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  } finally {
    await web.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  }
});
