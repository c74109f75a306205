/** Each page of the site is sent with its own head: title, description, canonical address and share-card tags. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteWords } from '../../src/server/i18n/site-words.ts';
import { rowHead } from '../../src/registry/row-heads.ts';
import { signInAdmin, type Client } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';
import { inDays } from '../../src/registry/clock.ts';

const site = 'https://elimuhub.example.co.ke';
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-web-'));
let server: Awaited<ReturnType<typeof startServer>>;
let admin: Client;
const ids: Record<string, number> = {};
const hostile = `</title><script>alert("x")</script><meta name='a' & "b"`;
const longSummary = `${'Alliance Girls High School is a national girls boarding school in Kikuyu, Kiambu County, '.repeat(3)}founded in 1948.`;

beforeAll(async () => {
  // The site's page as written, so its default tags are the ones the server replaces.
  fs.copyFileSync(path.join(import.meta.dirname, '../../src/web/index.html'), path.join(webDir, 'index.html'));
  server = await startServer({ publicUrl: site, webDir });
  admin = await signInAdmin(server.app);
  const create = async (base: string, body: Record<string, unknown>) => {
    const reply = await admin.post(`/api/${base}`, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return reply.body.id as number;
  };
  ids.school = await create('institutions/schools', {
    name: 'Alliance Girls High School',
    county: 'Kiambu',
    city: 'Kikuyu',
    summary: longSummary,
    moderation: 'approved',
  });
  ids.bare = await create('institutions/schools', { name: 'Kamusinga Boys', county: 'Bungoma', moderation: 'approved' });
  ids.pending = await create('institutions/schools', { name: 'Pending Academy', county: 'Kiambu', summary: 'Not yet reviewed.', moderation: 'pending' });
  ids.hostile = await create('institutions/schools', { name: hostile, summary: hostile, moderation: 'approved' });
  ids.employer = await create('jobs/employers', { name: 'Kenya High School', moderation: 'approved' });
  ids.job = await create('jobs/main', {
    title: 'ICT Teacher',
    employer_id: ids.employer,
    location: 'Nairobi',
    salary: 85_000,
    deadline: inDays(60),
    description: 'Teach computer studies to Form 1 to 4.',
    moderation: 'approved',
  });
  ids.news = await create('content/news', { title: 'KCSE results are out', content: 'The Ministry of Education released the results today.' });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const page = async (url: string) => {
  const reply = await server.app.inject({ method: 'GET', url });
  expect(reply.headers['content-type'], url).toContain('text/html');
  const html = reply.body;
  const head = html.slice(0, html.indexOf('</head>'));
  const tag = (attribute: string, key: string) => {
    const found = [...head.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, 'g'))].map((m) => m[1]!);
    expect(found.length, `${key} on ${url}`).toBeLessThanOrEqual(1);
    return found[0];
  };
  return {
    status: reply.statusCode,
    html,
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
    description: tag('name', 'description'),
    robots: tag('name', 'robots'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
    og: (key: string) => tag('property', `og:${key}`),
    twitter: (key: string) => tag('name', `twitter:${key}`),
  };
};

describe('head of a row page', () => {
  it('a school page carries its name, its summary cut at a word, its absolute address and its share card', async () => {
    const school = await page(`/institutions/schools/${ids.school}`);
    expect(school.status).toBe(200);
    expect(school.titles).toEqual(['Alliance Girls High School | ElimuHub']);
    expect(school.description!.length).toBeLessThanOrEqual(160);
    expect(school.description).toMatch(/^Alliance Girls High School is a national girls boarding school in Kikuyu, .*[a-z]…$/);
    expect(longSummary.startsWith(school.description!.slice(0, -1))).toBe(true);
    expect(longSummary[school.description!.length - 1]).toBe(' ');
    expect(school.canonical).toBe(`${site}/institutions/schools/${ids.school}`);
    expect(school.og('url')).toBe(school.canonical);
    expect(school.og('title')).toBe('Alliance Girls High School | ElimuHub');
    expect(school.og('description')).toBe(school.description);
    expect(school.og('type')).toBe('website');
    expect(school.og('image')).toMatch(new RegExp(`^${site}/cards/institutions/schools/${ids.school}\\.png\\?v=[0-9a-z]+$`));
    // The version the card's address carries is the row's as the public reads it, which the card answers to.
    const row = (await server.app.inject({ url: `/api/institutions/schools/${ids.school}` })).json();
    expect(school.og('image')).toBe(`${site}${rowHead('institutions/schools', row, siteWords.en).card}`);
    expect(school.og('image:width')).toBe('1200');
    expect(school.og('image:height')).toBe('630');
    expect(school.twitter('card')).toBe('summary_large_image');
    expect(school.twitter('title')).toBe(school.og('title'));
    expect(school.twitter('image')).toBe(school.og('image'));
    expect(school.robots).toBeUndefined();
    // The default words of index.html are gone, and the page still loads its scripts.
    expect(school.html).not.toContain('Find the right school for your child | ElimuHub');
    // (Its root now holds the page the server rendered: docs/server-rendering.md.)
    expect(school.html).toContain('<div id="root"><');
    expect(school.html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it('a listing without words of its own is described from its kind and place', async () => {
    const bare = await page(`/institutions/schools/${ids.bare}/`);
    expect(bare.description).toBe('Kamusinga Boys: a school in Bungoma on ElimuHub.');
    expect(bare.canonical).toBe(`${site}/institutions/schools/${ids.bare}`);
  });

  it('a job page and a news story carry their own title and words; a story is an article', async () => {
    const job = await page(`/jobs/${ids.job}?ref=whatsapp`);
    expect(job.status).toBe(200);
    expect(job.titles).toEqual(['ICT Teacher | ElimuHub']);
    expect(job.description).toBe('Teach computer studies to Form 1 to 4.');
    expect(job.canonical).toBe(`${site}/jobs/${ids.job}`);
    expect(job.og('image')).toMatch(new RegExp(`^${site}/cards/jobs/${ids.job}\\.png\\?v=`));
    const news = await page(`/news/${ids.news}`);
    expect(news.titles).toEqual(['KCSE results are out | ElimuHub']);
    expect(news.og('type')).toBe('article');
  });

  it('a missing or pending listing keeps its 404, says so in its title, is not indexed and shows nothing of the row', async () => {
    for (const url of ['/institutions/schools/999999', `/institutions/schools/${ids.pending}`]) {
      const missing = await page(url);
      expect(missing.status, url).toBe(404);
      expect(missing.titles, url).toEqual(['School not found | ElimuHub']);
      expect(missing.robots, url).toBe('noindex');
      expect(missing.canonical, url).toBeUndefined();
      expect(missing.og('image'), url).toBe(`${site}/cards/site.png`);
      expect(missing.html, url).not.toContain('Pending Academy');
      expect(missing.html, url).not.toContain('Not yet reviewed');
    }
  });

  it('answers HEAD as GET would, without the body: a link checker sees 200 for a page and 404 for a missing one', async () => {
    for (const [url, status] of [
      [`/institutions/schools/${ids.school}`, 200],
      ['/institutions/schools/999999', 404],
      ['/about', 200],
    ] as const) {
      const reply = await server.app.inject({ method: 'HEAD', url });
      expect(reply.statusCode, url).toBe(status);
      expect(reply.headers['content-type'], url).toContain('text/html');
      expect(reply.body, url).toBe('');
    }
  });

  it('escapes a hostile name: nothing breaks out of the title or an attribute', async () => {
    const reply = await page(`/institutions/schools/${ids.hostile}`);
    expect(reply.status).toBe(200);
    expect(reply.titles).toHaveLength(1);
    expect(reply.html).not.toContain('<script>alert');
    expect(reply.html).not.toContain(`<meta name='a'`);
    expect(reply.html).toContain('&#60;/title&#62;&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
    expect(reply.description).toBe('&#60;/title&#62;&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;&#60;meta name=&#39;a&#39; &#38; &#34;b&#34;');
  });
});

describe('head of other pages', () => {
  it('list and static pages carry the title and words their page header shows', async () => {
    const expected: [string, string, string][] = [
      ['/', 'Find the right school for your child | ElimuHub', 'ElimuHub connects Kenyan families'],
      ['/jobs', 'Jobs | ElimuHub', 'Teaching and education jobs in Kenya'],
      ['/institutions/schools/primary', 'Primary Schools | ElimuHub', 'Browse primary schools in Kenya'],
      ['/institutions/colleges', 'Colleges | ElimuHub', 'Browse colleges in Kenya'],
      ['/about', 'About Us | ElimuHub', 'ElimuHub brings Kenya&#39;s education choices together'],
      ['/admission-events', 'Admission Events | ElimuHub', 'Admission days, intakes'],
      ['/compare/schools?ids=1,2', 'Compare schools | ElimuHub', 'Compare up to 4 schools'],
    ];
    for (const [url, title, words] of expected) {
      const reply = await page(url);
      expect(reply.status, url).toBe(200);
      expect(reply.titles, url).toEqual([title]);
      expect(reply.description, url).toContain(words);
      expect(reply.robots, url).toBeUndefined();
      expect(reply.canonical, url).toBe(`${site}${url.split('?')[0]}`);
      expect(reply.og('image'), url).toBe(`${site}/cards/site.png`);
    }
  });

  it("a person's own pages and search results say noindex and name no canonical address", async () => {
    for (const url of [
      '/profile',
      '/dashboard',
      '/settings',
      '/saved',
      '/cart',
      '/checkout',
      '/checkout-confirmation',
      '/orders/12',
      '/notifications',
      '/my-listings',
      '/jobs/resume',
      '/jobs/applications',
      '/search?q=alliance',
      '/reset-password?token=x',
    ]) {
      const reply = await page(url);
      expect(reply.status, url).toBe(200);
      expect(reply.robots, url).toBe('noindex');
      expect(reply.canonical, url).toBeUndefined();
    }
    const saved = await page('/saved');
    expect(saved.titles).toEqual(['Saved | ElimuHub']);
  });

  it('an address the site has no page for answers 404 and is not indexed', async () => {
    const reply = await page('/no/such/page');
    expect(reply.status).toBe(404);
    expect(reply.titles).toEqual(['Page not found | ElimuHub']);
    expect(reply.robots).toBe('noindex');
  });

  it('robots.txt keeps crawlers out of the same pages', async () => {
    const robots = (await server.app.inject({ url: '/robots.txt' })).body;
    for (const path of ['/search', '/saved', '/profile', '/my-listings', '/jobs/resume']) expect(robots).toContain(`Disallow: ${path}\n`);
  });
});
