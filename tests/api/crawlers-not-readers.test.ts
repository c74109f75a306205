/**
 * Crawlers and link-preview bots are not readers (docs/owners-back-office.md): a page the server renders for
 * Googlebot or WhatsApp, a list they read, or a page view their script posts adds nothing to a listing's views
 * or search appearances; the same page rendered for a person's browser does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAgent, member, signInAdmin, type Session } from '../helpers/client.ts';
import { startSiteServer } from '../helpers/site-server.ts';
import { decide } from '../helpers/moderation.ts';

let server: Awaited<ReturnType<typeof startSiteServer>>;
let owner: Session;
let schoolId: number;
const county = 'Marsabit';

const crawlers = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'WhatsApp/2.23.20.0',
  'Twitterbot/1.0',
];
const browser = browserAgent;

beforeAll(async () => {
  // Visitors are told apart by their address, which the tests give through a proxy's X-Forwarded-For.
  server = await startSiteServer({ trustProxy: ['127.0.0.1'] });
  const admin = await signInAdmin(server.app);
  owner = await member(server.app, 'school', admin);
  schoolId = (await owner.post('/api/institutions/schools', { name: 'Moyale Hills School', county })).body.id;
  expect((await decide(admin, 'institutions/schools', schoolId)).status).toBe(200);
});
afterAll(() => server?.close());

const numbers = async () => {
  const mine = await owner.get('/api/analytics/mine');
  const row = (mine.body as { listings: { id: number; views: number; appearances: number }[] }).listings.find((listing) => listing.id === schoolId)!;
  return { views: row.views, appearances: row.appearances };
};

/** A page or API answer asked from its own address by `userAgent`. */
const ask = (method: 'GET' | 'POST', url: string, userAgent: string, address: string, payload?: object) =>
  server.app.inject({ method, url, payload, headers: { 'user-agent': userAgent, 'x-forwarded-for': address } });

describe('crawlers are not readers', () => {
  it('add no views or appearances by pages rendered for them, lists they read or views they post', async () => {
    const before = await numbers();
    for (const [i, userAgent] of crawlers.entries()) {
      const address = `10.1.0.${i + 1}`;
      const list = await ask('GET', `/institutions/schools?county=${county}`, userAgent, address);
      expect(list.statusCode).toBe(200);
      // The rendered list holds the school: it was read for the page, and not counted.
      expect(list.body).toContain('Moyale Hills School');
      expect((await ask('GET', `/api/institutions/schools?county=${county}`, userAgent, address)).statusCode).toBe(200);
      expect((await ask('GET', `/institutions/schools/${schoolId}`, userAgent, address)).statusCode).toBe(200);
      expect((await ask('POST', '/api/analytics/page-views', userAgent, address, { path: `/institutions/schools/${schoolId}` })).statusCode).toBe(204);
    }
    expect(await numbers()).toEqual(before);
  });

  it('while the same page rendered for a person counts, as the views their browser posts', async () => {
    const before = await numbers();
    const list = await ask('GET', `/institutions/schools?county=${county}`, browser, '10.2.0.1');
    expect(list.body).toContain('Moyale Hills School');
    expect((await ask('POST', '/api/analytics/page-views', browser, '10.2.0.1', { path: `/institutions/schools/${schoolId}` })).statusCode).toBe(201);
    expect(await numbers()).toEqual({ views: before.views + 1, appearances: before.appearances + 1 });
  });
});
