/**
 * Odd addresses of the server-rendered site (docs/server-rendering.md, docs/languages.md): the page the server
 * renders is the page of the address asked, whatever its slashes and dot segments, and no link the server writes
 * into a page leaves the site because of what the address held.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRenderer } from '../../src/server/render/page-renderer.ts';
import { startSiteServer } from '../helpers/site-server.ts';

let server: Awaited<ReturnType<typeof startSiteServer>>;

beforeAll(async () => {
  server = await startSiteServer();
});
afterAll(() => server?.close());

const get = (url: string) => server.app.inject({ method: 'GET', url });
const pageData = (html: string) => {
  const data = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return data ? (JSON.parse(data) as { path: string }) : null;
};
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1]!);

describe('a rendered page', () => {
  it.each(['/sw//evil.example', '/sw//evil.example/jobs', '/sw/\\evil.example'])(
    'at %s links to no other site (the language switch stays on this one)',
    async (address) => {
      const page = await get(address);
      expect(page.statusCode).toBeLessThan(500);
      const offSite = hrefs(page.body).filter((href) => href.startsWith('//') || href.startsWith('/\\'));
      expect(offSite).toEqual([]);
    },
  );

  it.each(['//jobs', '//evil.example/institutions/schools/1'])('at %s is rendered for that very address, or left to the browser', async (address) => {
    const page = await get(address);
    // The head says what the address is; a body and its data, if the server writes them, are of the same address.
    expect(pageData(page.body)?.path ?? address).toBe(address);
  });

  // (The test client reads "%2e%2e" as ".." before the server sees the address, so these are checked on the renderer.)
  it.each(['/sw/%2e%2e/jobs', '/institutions/%2e%2e/jobs', '//jobs'])('at %s, as a browser sends it, is left to the browser', async (address) => {
    const render = pageRenderer(server.app, server.config.publicUrl);
    expect(await render(address, { ip: '127.0.0.1', log: server.app.log })).toBeNull();
    expect(await render('/jobs', { ip: '127.0.0.1', log: server.app.log })).not.toBeNull();
  });
});
