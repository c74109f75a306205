/**
 * The server renders a page by sending its loads to its own routes (docs/server-rendering.md). An address whose
 * id holds encoded dot segments (`/jobs/..%2F..%2F..%2Finstitutions%2Fschools`) must not steer those loads to
 * another route: not to another API, and above all not to another page, which the server would render inside the
 * render (and that one inside another: one request of a few kilobytes made dozens of renders).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer } from '../helpers/site-server.ts';

let server: Awaited<ReturnType<typeof startSiteServer>>;

beforeAll(async () => {
  server = await startSiteServer();
});
afterAll(() => server?.close());

const answersOf = async (url: string) => {
  const page = await server.app.inject({ method: 'GET', url });
  const data = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(page.body)?.[1];
  return data ? (JSON.parse(data) as { answers: Record<string, { error?: string; status?: number | null }> }).answers : {};
};

/** `/jobs/<id>` whose id climbs out of the job's API path to `target`, `depth` times over. */
const climbing = (target: string, depth = 1) => {
  let address = target;
  for (let i = 0; i < depth; i++) address = `/jobs/${encodeURIComponent(`../../..${address}`)}`;
  return address;
};

describe("a rendered page's loads", () => {
  it.each([
    climbing('/institutions/schools'),
    climbing('/institutions/schools', 5),
    '/jobs/..%2F..%2Fauth%2Fme',
    '/institutions/schools/..%2F..%2Fanalytics%2Fsearch-appearances',
  ])("at %s stay on the page's own API route", async (address) => {
    const answers = await answersOf(address);
    for (const [key, answer] of Object.entries(answers)) {
      // Whatever the id, the answer is the API's (a 404 for no such job), never a page's HTML read as JSON, and
      // an id that climbs is not sent at all.
      expect(answer.error ?? '').not.toMatch(/doctype|not valid JSON/i);
      if (key.includes('../')) expect(answer).toMatchObject({ status: 404, error: 'There is no such page on ElimuHub.' });
    }
  });
});
