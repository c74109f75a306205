/**
 * The server renders each public page with its data into #root (docs/server-rendering.md): a crawler or a
 * phone without the script gets the school's name and facts, a list's rows, a job's and a story's text, and a
 * missing listing's not-found page with status 404. The data goes along as inert JSON, escaped; a person's own
 * pages stay the shell; the render is always the anonymous visitor's and shows moderation at once.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, type Session } from '../helpers/client.ts';
import { startSiteServer } from '../helpers/site-server.ts';

let server: Awaited<ReturnType<typeof startSiteServer>>;
let admin: Session;

beforeAll(async () => {
  server = await startSiteServer();
  admin = await signInAdmin(server.app);
});
afterAll(() => server?.close());

const page = async (url: string, headers: Record<string, string> = {}) => {
  const reply = await server.app.inject({ method: 'GET', url, headers });
  const root =
    /<div id="root">([\s\S]*?)<\/div>\s*(?:<script type="application\/json" id="page-data">([\s\S]*?)<\/script>)?\s*(?:<script data-entry=[^>]*>[^<]*<\/script>)?\s*<\/body>/.exec(
      reply.body,
    );
  return { status: reply.statusCode, html: reply.body, root: root?.[1] ?? '', data: root?.[2] ?? null };
};

/** What a reader sees: the markup's text. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

const first = async <T>(url: string) => ((await server.app.inject({ url })).json() as T[])[0]!;

describe('server-rendered pages', () => {
  it('writes a school page with its name and facts, and the row as inert, escaped JSON', async () => {
    const summary = 'Fees </script><script>alert(1)</script> & <!-- more --> termly';
    const { id } = (await admin.post('/api/institutions/schools', { name: 'Kiambu Hills Academy', county: 'Kiambu', summary, moderation: 'approved' }))
      .body as { id: number };
    const school = await page(`/institutions/schools/${id}`);
    expect(school.status).toBe(200);
    expect(text(school.root)).toContain('Kiambu Hills Academy');
    expect(text(school.root)).toContain('Kiambu');
    // The summary is text in the page and in the data, never markup or a script of its own.
    expect(school.html).not.toContain('<script>alert(1)</script>');
    expect(school.data).not.toContain('</script');
    const data = JSON.parse(school.data!) as { path: string; answers: Record<string, { data?: { name: string; summary: string } }> };
    expect(data.path).toBe(`/institutions/schools/${id}`);
    expect(data.answers[`institutions/schools/${id}`]?.data).toMatchObject({ name: 'Kiambu Hills Academy', summary });
    // The server's head tags are written once; the page adds none of its own.
    expect(school.html.match(/<title>/g)).toHaveLength(1);
    expect(school.html.match(/rel="canonical"/g)).toHaveLength(1);
  });

  it('writes a directory list, a job, a story and the home page with their text', async () => {
    const school = await first<{ name: string }>('/api/institutions/schools?_sort=rating_score&_order=desc&_end=1');
    expect(text((await page('/institutions/schools')).root)).toContain(school.name);
    const job = await first<{ id: number; title: string }>('/api/jobs/main?_end=1');
    const jobPage = await page(`/jobs/${job.id}`);
    expect(jobPage.status).toBe(200);
    expect(text(jobPage.root)).toContain(job.title);
    const story = await first<{ id: number; title: string; story: string }>('/api/content/news?_end=1');
    const storyPage = text((await page(`/news/${story.id}`)).root);
    expect(storyPage).toContain(story.title);
    expect(storyPage).toContain(story.story.split('\n')[0]!.slice(0, 60));
    const home = text((await page('/')).root);
    expect(home).toContain('Find the right school for your child');
    const [news] = (await server.app.inject({ url: '/api/content/news?_start=0&_end=6&_sort=published_at&_order=desc' })).json() as { title: string }[];
    expect(home).toContain(news!.title);
  });

  it("answers a missing school with 404 and its not-found page, and an unknown address with the site's", async () => {
    const missing = await page('/institutions/schools/999999');
    expect(missing.status).toBe(404);
    expect(text(missing.root)).toContain('School not found');
    for (const address of ['/no/such/page', '/sw/no/such/page', '/profile/old', '/index.html']) {
      const unknown = await page(address);
      expect(unknown.status, address).toBe(404);
      expect(unknown.html, address).toContain('<meta name="robots" content="noindex" />');
      // The site's not-found page, rendered, with the site's header and footer as ways on.
      expect(unknown.root, address).toMatch(/class="[^"]*not-found/);
      expect(unknown.root, address).toMatch(/href="(\/sw)?\/about"/);
    }
    expect(text((await page('/no/such/page')).root)).toContain('The page you’re looking for doesn’t exist');
  });

  it('shows moderation at once, and renders as the anonymous visitor whoever asks', async () => {
    const { id } = (await admin.post('/api/institutions/schools', { name: 'Riverside Prep', county: 'Nakuru', moderation: 'approved' })).body as { id: number };
    expect(text((await page(`/institutions/schools/${id}`)).root)).toContain('Riverside Prep');
    await admin.patch(`/api/institutions/schools/${id}`, { name: 'Riverside Preparatory' });
    expect(text((await page(`/institutions/schools/${id}`)).root)).toContain('Riverside Preparatory');
    await admin.patch(`/api/institutions/schools/${id}`, { moderation: 'rejected' });
    const hidden = await page(`/institutions/schools/${id}`, { authorization: `Bearer ${admin.token}` });
    expect(hidden.status).toBe(404);
    expect(text(hidden.root)).not.toContain('Riverside');
  });

  it('sends an address written in capitals or with needless escapes to the one address of its page, and never off the site', async () => {
    for (const [address, to] of [
      ['/JOBS', '/jobs'],
      ['/SW/Jobs?page=2&q=Math', '/sw/jobs?page=2&q=Math'],
      ['/Institutions/Schools/36', '/institutions/schools/36'],
      ['/news/%31', '/news/1'],
      ['/search/%2f%c3%a9', '/search/%2F%C3%A9'],
    ]) {
      const sent = await server.app.inject({ url: address });
      expect(sent.statusCode, address).toBe(301);
      expect(sent.headers.location, address).toBe(to);
    }
    for (const address of ['//EVIL.example/x', '/\\EVIL.example'])
      expect((await server.app.inject({ url: address })).headers.location ?? '', address).not.toMatch(/evil/i);
  });

  it("answers /favicon.ico with the site's icon, not a page", async () => {
    const icon = await server.app.inject({ url: '/favicon.ico' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it("names the page's own styles in its head, once each, files that are there, and leaves its scripts to the entry", async () => {
    const { id } = await first<{ id: number }>('/api/institutions/schools?_end=1');
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const links = (html: string, rel: string) => [...head(html).matchAll(new RegExp(`<link rel="${rel}" crossorigin href="([^"]+)"`, 'g'))].map((m) => m[1]!);
    const school = (await page(`/institutions/schools/${id}`)).html;
    // The page's styles before the first paint; its scripts would take the bandwidth that paint needs.
    expect(links(school, 'stylesheet').some((href) => /^\/assets\/detail-page-[\w-]+\.css$/.test(href))).toBe(true);
    expect(links(school, 'modulepreload').some((href) => href.includes('-page-'))).toBe(false);
    for (const href of links(school, 'stylesheet')) expect((await server.app.inject({ url: href })).statusCode, href).toBe(200);
    expect(new Set(links(school, 'stylesheet')).size).toBe(links(school, 'stylesheet').length);
    // A page left to the browser names only the entry's.
    expect(links((await page('/profile')).html, 'stylesheet').some((href) => href.includes('detail-page'))).toBe(false);
  });

  it("asks for a rendered page's scripts once it is painted, its own chunks with the entry's, and a shell's at once", async () => {
    const { id } = await first<{ id: number }>('/api/institutions/schools?_end=1');
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const scriptTags = (html: string) => head(html).match(/<script type="module"|<link rel="modulepreload"/g) ?? [];
    const shell = await server.app.inject({ url: '/profile' });
    expect(scriptTags(shell.body).length).toBeGreaterThan(1);
    expect(shell.body).not.toContain('data-preload');

    const answer = await server.app.inject({ url: `/institutions/schools/${id}` });
    expect(scriptTags(answer.body)).toEqual([]);
    const starter = /<script data-entry="([^"]+)" data-preload="([^"]+)">([^<]+)<\/script>\s*<\/body>/.exec(answer.body);
    expect(starter).not.toBeNull();
    const [, entry, preload, code] = starter!;
    // The shell's entry and chunks, and the page's own chunk, which the entry would otherwise ask for once it ran.
    expect(answer.body).not.toContain(`src="${entry}"`);
    expect(shell.body).toContain(`src="${entry}"`);
    const preloaded = preload!.split(' ');
    for (const href of shell.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)) expect(preloaded).toContain(href[1]);
    expect(preloaded.some((href) => /^\/assets\/detail-page-[\w-]+\.js$/.test(href))).toBe(true);
    for (const href of [entry!, ...preloaded]) expect((await server.app.inject({ url: href })).statusCode, href).toBe(200);
    // Allowed by its hash, and by nothing wider.
    const hash = `'sha256-${createHash('sha256').update(code!).digest('base64')}'`;
    const scriptSrc = /script-src ([^;]+)/.exec(String(answer.headers['content-security-policy']))![1]!.split(' ');
    expect(scriptSrc.sort()).toEqual(["'self'", hash].sort());
  });

  it("keeps a person's own pages as the shell", async () => {
    for (const url of ['/profile', '/cart', '/saved']) {
      const own = await page(url);
      expect(own.root, url).toBe('');
      expect(own.data, url).toBeNull();
    }
  });
});
