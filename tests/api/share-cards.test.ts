/** Share cards: a 1200×630 PNG per public row's page and one for the site, cached by version, 404 for the rest. */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardContent } from '../../src/server/cards/card-content.ts';
import { logoShapes } from '../../src/server/cards/card-svg.ts';
import { drawLimit } from '../../src/server/cards/draw-limit.ts';
import { siteWords } from '../../src/server/i18n/site-words.ts';
import { rowHead, type RowPageName } from '../../src/registry/row-heads.ts';
import { signInAdmin, type Client } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';
import { inDays } from '../../src/registry/clock.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Client;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
  const create = async (base: string, body: Record<string, unknown>) => {
    const reply = await admin.post(`/api/${base}`, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return reply.body.id as number;
  };
  ids.school = await create('institutions/schools', { name: 'Alliance Girls High School', county: 'Kiambu', city: 'Kikuyu', moderation: 'approved' });
  ids.pending = await create('institutions/schools', { name: 'Pending Academy', county: 'Kiambu', moderation: 'pending' });
  ids.hostile = await create('institutions/schools', { name: `</text></svg><script>x</script> & "quotes" 'too' ${'Ω'.repeat(150)}`, moderation: 'approved' });
  ids.employer = await create('jobs/employers', { name: 'Kenya High School', moderation: 'approved' });
  ids.job = await create('jobs/main', {
    title: 'ICT Teacher',
    employer_id: ids.employer,
    location: 'Nairobi',
    salary: 85_000,
    deadline: inDays(60),
    moderation: 'approved',
  });
  ids.shop = await create('shop/shops', { name: 'Uniform Hub', moderation: 'approved' });
  ids.product = await create('shop/products', { shop_id: ids.shop, name: 'School sweater', price: 1_200, moderation: 'approved' });
  ids.news = await create('content/news', { title: 'KCSE results are out', content: 'Released today.' });
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
/** The card of a row's page with its current version, as the page names it (registry/row-heads.ts). */
const cardOf = async (name: RowPageName, id: number) => rowHead(name, (await get(`/api/${name}/${id}`)).json(), siteWords.en).card;

describe('share cards', () => {
  it("draws a public row's card as a 1200×630 PNG at the address its page's head names, cached a day and revalidated by ETag", async () => {
    const rows: [RowPageName, number, string][] = [
      ['institutions/schools', ids.school!, `/institutions/schools/${ids.school}`],
      ['jobs/main', ids.job!, `/jobs/${ids.job}`],
      ['shop/products', ids.product!, `/products/${ids.product}`],
      ['content/news', ids.news!, `/news/${ids.news}`],
      ['shop/shops', ids.shop!, `/shops/${ids.shop}`],
    ];
    for (const [name, id, page] of rows) {
      const url = await cardOf(name, id);
      expect(url, page).toMatch(new RegExp(`^/cards${page}\\.png\\?v=[0-9a-z]+$`));
      const reply = await get(url);
      expect(reply.statusCode, page).toBe(200);
      expect(reply.headers['content-type'], page).toBe('image/png');
      expect(reply.headers['cache-control'], page).toBe('public, max-age=86400');
      expect(reply.headers['cross-origin-resource-policy'], page).toBe('cross-origin');
      const meta = await sharp(reply.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height], page).toEqual(['png', 1200, 630]);
      const etag = String(reply.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, page).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      // As caches send it too: weak, in a list, or any.
      for (const header of [`W/${etag}`, `"other", ${etag}`, '*']) expect((await get(url, { 'if-none-match': header })).statusCode, header).toBe(304);
      expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    }
  });

  it('a card asked for without its current version is cached an hour; an edited row gets a new address and picture', async () => {
    const page = `/institutions/schools/${ids.school}`;
    const before = await cardOf('institutions/schools', ids.school!);
    const first = await get(before);
    const plain = await get(`/cards${page}.png`);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=3600');
    expect(plain.headers.etag).toBe(first.headers.etag);

    expect((await admin.patch(`/api/institutions/schools/${ids.school}`, { name: 'Alliance Girls High School, Kikuyu' })).status).toBe(200);
    const after = await cardOf('institutions/schools', ids.school!);
    expect(after).not.toBe(before);
    const edited = await get(after);
    expect(edited.statusCode).toBe(200);
    expect(edited.headers.etag).not.toBe(first.headers.etag);
    // The old address shows the row as it is now, for an hour at most.
    const stale = await get(before);
    expect(stale.headers.etag).toBe(edited.headers.etag);
    expect(stale.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('the site has one card for every page without a row of its own', async () => {
    const reply = await get('/cards/site.png');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/png');
    expect((await sharp(reply.rawPayload).metadata()).width).toBe(1200);
  });

  it('answers 404 with a message for a pending, missing or malformed row and any other address', async () => {
    for (const url of [
      `/cards/institutions/schools/${ids.pending}.png`,
      '/cards/institutions/schools/999999.png',
      '/cards/institutions/schools/99999999999.png',
      '/cards/institutions/schools/abc.png',
      `/cards/institutions/schools/${ids.school}`,
      `/cards/institutions/colleges/${ids.school}.png`,
      '/cards/auth/users/1.png',
      '/cards/nothing.png',
      '/cards/',
    ]) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(404);
      expect(reply.json().message, url).toMatch(/share card/);
    }
    expect((await get(`/cards/institutions/schools/${ids.pending}.png`)).json().message).toBe(
      `School ${ids.pending} is not on ElimuHub for the public, so it has no share card.`,
    );
  });

  it('draws the logo the site shows', () => {
    expect(fs.readFileSync(path.join(import.meta.dirname, '../../public/favicon.svg'), 'utf8')).toContain(logoShapes);
  });

  it('draws a hostile or overlong name as text, never as markup or an error', async () => {
    const reply = await get(`/cards/institutions/schools/${ids.hostile}.png`);
    expect(reply.statusCode).toBe(200);
    expect((await sharp(reply.rawPayload).metadata()).height).toBe(630);
  });
});

describe('what a card says', () => {
  const none = async () => null;
  it('shows a rating only from three published reviews, as the site does', async () => {
    const school = { id: 1, name: 'Starehe', county: 'Nairobi', city: 'Nairobi', rating: 4.6, category: 'National', boarding: 'Boarding' };
    expect((await cardContent('institutions/schools', { ...school, review_count: 2 }, none)).rating).toBeUndefined();
    const rated = await cardContent('institutions/schools', { ...school, review_count: 3 }, none);
    expect(rated.rating).toEqual({ stars: 4.6, text: '4.6 · 3 reviews' });
    expect(rated.facts).toEqual(['Nairobi County', 'National · Boarding']);
  });

  /** Amounts are written with a no-break space after "Ksh". */
  const words = (facts: string[]) => facts.map((fact) => fact.replace(/\u00a0/g, ' '));

  it("names a job's employer, place and salary, and a product's price in shillings", async () => {
    const employer = async () => ({ name: 'Kenya High School' });
    const job = await cardContent(
      'jobs/main',
      { id: 1, title: 'ICT Teacher', employer_id: 2, location: 'Kileleshwa', county: 'Nairobi', salary: 85_000, employment_type: 'Full-time' },
      employer,
    );
    expect(words(job.facts).slice(0, 2)).toEqual(['Kenya High School', 'Kileleshwa, Nairobi County · Ksh 85,000 a month']);
    const product = await cardContent('shop/products', { id: 1, name: 'Sweater', price: 1_200, shop_id: 3 }, async () => ({ name: 'Uniform Hub' }));
    expect(words(product.facts)).toEqual(['Ksh 1,200', 'Sold by Uniform Hub']);
  });
});

describe('drawing limit', () => {
  it('draws a few at once, queues a few more and refuses the rest with 503 and a wait', async () => {
    const limit = drawLimit({ running: 1, waiting: 1 });
    let release = () => {};
    const first = limit(() => new Promise<string>((resolve) => (release = () => resolve('first'))));
    const second = limit(async () => 'second');
    await expect(limit(async () => 'third')).rejects.toMatchObject({ statusCode: 503, retryAfterSeconds: 5 });
    release();
    expect(await Promise.all([first, second])).toEqual(['first', 'second']);
    expect(await limit(async () => 'later')).toBe('later');
  });
});
