/**
 * A demonstration install says on every page, before any script runs and in the page's language, that its reviews,
 * fees and results are invented; an install without the demo data (production) says nothing of the kind.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-web-'));
let demo: Awaited<ReturnType<typeof startServer>>;
let plain: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  fs.copyFileSync(path.join(import.meta.dirname, '../../src/web/index.html'), path.join(webDir, 'index.html'));
  // DEMO_NOTICE=on stands for the demo seed, which takes seconds this test need not spend.
  [demo, plain] = await Promise.all([startServer({ webDir, demoNotice: true }), startServer({ webDir })]);
});
afterAll(async () => {
  await Promise.all([demo?.close(), plain?.close()]);
  fs.rmSync(webDir, { recursive: true, force: true });
});

const notice = /<aside class="demo-notice" aria-label="([^"]+)">([^<]+)<\/aside>/;

describe('the demonstration notice', () => {
  it('is on every page of a demonstration install, in its language', async () => {
    for (const url of ['/', '/institutions/schools', '/jobs', '/no-such-page']) expect((await client(demo.app).get(url)).body).toMatch(notice);
    expect(notice.exec((await client(demo.app).get('/about')).body)?.[2]).toBe('Demonstration site: its reviews, fees and results are invented.');
    expect(notice.exec((await client(demo.app).get('/sw/about')).body)?.[2]).toBe('Tovuti ya maonyesho: tathmini, ada na matokeo yake ni ya kubuni.');
  });

  it('is absent where the database holds no demo data', async () => {
    expect((await client(plain.app).get('/about')).body).not.toMatch(/demo-notice/);
  });
});
