/**
 * What bounds the server's rendering (docs/server-rendering.md): a member signed in in this browser gets the shell,
 * which their browser draws with their session; and no more renders run at once than the renderer's slots, a page
 * asked for beyond them being sent as the shell at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRenderer } from '../../src/server/render/page-renderer.ts';
import { startSiteServer } from '../helpers/site-server.ts';

let server: Awaited<ReturnType<typeof startSiteServer>>;

beforeAll(async () => {
  server = await startSiteServer();
});
afterAll(() => server?.close());

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*(?:<script|<\/body>)/.exec(html)?.[1] ?? '';

describe('rendering on the server', () => {
  it('leaves the page of a browser where a member is signed in to that browser, and renders it for anyone else', async () => {
    const member = await server.app.inject({ url: '/institutions/schools', headers: { cookie: 'elimuhub_member=1' } });
    expect(member.statusCode).toBe(200);
    expect(member.body).toContain('<div id="root"></div>');
    expect(member.body).not.toContain('id="page-data"');
    const visitor = await server.app.inject({ url: '/institutions/schools', headers: { cookie: 'elimuhub_member=0' } });
    expect(rootOf(visitor.body)).not.toBe('');
    expect(visitor.body).toContain('id="page-data"');
  });

  it('runs no more renders at once than its slots, and sends the rest as the shell', async () => {
    const render = pageRenderer(server.app, server.config.publicUrl, 2000, 1);
    const visitor = { ip: '127.0.0.1', log: server.app.log };
    const [first, second] = await Promise.all([render('/institutions/schools', visitor), render('/jobs', visitor)]);
    expect(first?.root).toBeTruthy();
    expect(second).toBeNull();
    // The slot is free again once the first is done.
    expect((await render('/jobs', visitor))?.root).toBeTruthy();
  });
});

describe('a form sent before its page was adopted', () => {
  it('comes back to the page it was sent from, keeping nothing it posted', async () => {
    const posted = await server.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=wanjiru%40example.co.ke&password=Siri-2026-pass',
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/login');
    expect(posted.body).not.toContain('Siri-2026-pass');
    // The API and the admin keep their own answers.
    expect((await server.app.inject({ method: 'POST', url: '/api/nowhere' })).statusCode).toBe(404);
  });

  it('comes back to this site only, whatever address it was sent to', async () => {
    for (const url of ['//evil.example/login', '///evil.example', '/\\evil.example/x', '/%5Cevil.example']) {
      const posted = await server.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'x=1' });
      expect(posted.statusCode, url).toBe(303);
      const location = posted.headers.location as string;
      expect(new URL(location, 'https://elimuhub.example').host, `${url} → ${location}`).toBe('elimuhub.example');
    }
  });

  it('is a POST wherever it holds a password, so nothing typed goes into an address', async () => {
    const page = await server.app.inject({ url: '/login' });
    expect(/<form [^>]*>/.exec(page.body)?.[0]).toContain('method="post"');
  });
});
