/**
 * A server render whose reads are refused for a moment (the SQLite readers busy: a 503 that says "try again in a
 * few seconds") must not send that moment's refusal as the page: the browser adopts the page's answers without
 * asking again (docs/server-rendering.md), so a refusal baked in stays on the visitor's screen, and in the
 * offline copy, as if it were the page. Such a page goes out as the shell, which the browser loads itself.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer } from '../helpers/site-server.ts';

let server: Awaited<ReturnType<typeof startSiteServer>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-busy-'));

beforeAll(async () => {
  // Seeded first with the usual readers, then served by one reader and no queue: a few pages asked at once find
  // the readers busy.
  const seeding = await startSiteServer({ dataDir });
  await seeding.app.close();
  server = await startSiteServer({ dataDir, sqliteReaders: 1, sqliteReadQueue: 0 });
  await server.app.inject({ method: 'GET', url: '/institutions/schools' });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const answersOf = (html: string) => {
  const data = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return data ? Object.values((JSON.parse(data) as { answers: Record<string, { status?: number | null }> }).answers) : [];
};

describe.skipIf(process.env.TEST_DATABASE_URL)('a page rendered while the readers are busy', () => {
  it('carries no refusal of the moment in its data', async () => {
    const pages = await Promise.all(
      Array.from({ length: 20 }, (_, i) => server.app.inject({ method: 'GET', url: `/institutions/schools?county=Nairobi&q=busy${i}` })),
    );
    const refused = pages.flatMap((page) => answersOf(page.body)).filter((answer) => answer.status === 503);
    expect(refused).toEqual([]);
  });
});
