/**
 * The structured data the detail pages write, read from the page as a search engine reads it: each script of
 * JSON-LD parses, names the page's type, and says what the page itself shows.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch, startWebServer } from '../helpers/browser.ts';
import { inDays } from '../../src/registry/clock.ts';

type Data = Record<string, unknown> & { '@type': string };

describe.skipIf(!hasChromium)('public site: structured data of detail pages', () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;
  let page: Page;
  const rows = async <T = Record<string, unknown>>(path: string) => (await (await fetch(`${server.url}/api/${path}`)).json()) as T[];

  /** Every JSON-LD script of the page, parsed, as a search engine reads it. */
  const read = () => page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '') as Data));
  /** The page once its heading is drawn (its breadcrumb's data is written with it). */
  const open = async (path: string, heading: string) => {
    await page.goto(`${server.url}${path}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  };
  const structuredData = async (path: string, heading: string) => (await open(path, heading), read());
  const ofType = (all: Data[], type: string) => all.filter((d) => d['@type'] === type);
  /** An instant to the second, as ISO dates with an offset carry it. */
  const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000) * 1000;
  const text = (selector: string) => page.locator(selector).first().innerText();

  beforeAll(async () => {
    server = await startWebServer('demo');
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('a school says its name, address and the rating the page shows', async () => {
    const [school] = await rows<{ id: number; name: string; county: string; review_count: number }>('institutions/schools?review_count_gte=3&_end=1');
    expect(school, 'a demo school with three reviews').toBeTruthy();
    const all = await structuredData(`/institutions/schools/${school!.id}`, school!.name);
    expect(ofType(all, 'BreadcrumbList')).toHaveLength(1);
    const [data] = ofType(all, 'School');
    expect(data).toMatchObject({
      name: school!.name,
      // Under the site's public address, as its head tags are, whatever host name the browser reached it by.
      url: `${server.config.publicUrl}/institutions/schools/${school!.id}`,
      address: { addressRegion: school!.county, addressCountry: 'KE' },
      aggregateRating: { reviewCount: school!.review_count, bestRating: 5, worstRating: 1 },
    });
    const shown = await page.locator('.detail-header .stars').getAttribute('aria-label');
    expect(shown).toBe(`${(data!.aggregateRating as { ratingValue: number }).ratingValue.toFixed(1)} out of 5 stars (${school!.review_count} reviews)`);
  });

  it('a school with fewer than three reviews claims no rating', async () => {
    const [school] = await rows<{ id: number; name: string; review_count: number }>('institutions/schools?review_count_lte=2&_end=1');
    expect(school!.review_count).toBeLessThan(3);
    const [data] = ofType(await structuredData(`/institutions/schools/${school!.id}`, school!.name), 'School');
    expect(data).toMatchObject({ name: school!.name });
    expect(data).not.toHaveProperty('aggregateRating');
  });

  /** A job page once its employer is drawn too: the posting is written only when the employer is known. */
  const openJob = async (job: { id: number; title: string; employer_id: number | null }) => {
    const employer = (await (await fetch(`${server.url}/api/jobs/employers/${job.employer_id}`)).json()) as { name: string };
    await open(`/jobs/${job.id}`, job.title);
    await page.locator('#school').getByText(employer.name, { exact: true }).waitFor();
    return { employer, all: await read() };
  };

  it('an open job is a JobPosting with its employer, place, deadline and monthly salary', async () => {
    const open = await rows<{ id: number; title: string; employer_id: number | null; salary: number | null; deadline: string; county: string }>(
      `jobs/main?status=Open&deadline_gte=${inDays(0)}&_end=20`,
    );
    const job = open.find((j) => j.employer_id && j.salary !== null);
    expect(job, 'an open demo job with an employer and a salary').toBeTruthy();
    const { employer, all } = await openJob(job!);
    expect(ofType(all, 'BreadcrumbList')).toHaveLength(1);
    expect(ofType(all, 'JobPosting')).toHaveLength(1);
    expect(ofType(all, 'JobPosting')[0]).toMatchObject({
      title: job!.title,
      hiringOrganization: { '@type': 'Organization', name: employer.name },
      jobLocation: { address: { addressRegion: job!.county, addressCountry: 'KE' } },
      validThrough: `${job!.deadline.slice(0, 10)}T23:59:59+03:00`,
      baseSalary: { currency: 'KES', value: { value: job!.salary, unitText: 'MONTH' } },
      directApply: true,
    });
    expect(await text('.job-salary')).toContain(job!.salary!.toLocaleString('en-KE'));
  });

  it('a job past its deadline or closed is no JobPosting', async () => {
    type Row = { id: number; title: string; employer_id: number | null };
    const [expired] = await rows<Row>(`jobs/main?deadline_lte=${inDays(-1)}&_end=1`);
    const [closed] = await rows<Row>('jobs/main?status=Closed&_end=1');
    const ended = [expired, closed].filter((job): job is Row => Boolean(job?.employer_id));
    expect(ended.length, 'demo jobs that take no applications').toBeGreaterThan(0);
    for (const job of ended) {
      const { all } = await openJob(job);
      await page.locator('.job-closed').waitFor();
      expect(all.map((d) => d['@type'])).toEqual(['BreadcrumbList']);
    }
  });

  it('an event is an Event with its start in Kenya time and its venue', async () => {
    const event = (await rows<{ id: number; title: string; date: string; location: string | null }>('events/main?_end=20')).find((e) => e.location);
    const [data] = ofType(await structuredData(`/events/${event!.id}`, event!.title), 'Event');
    expect(data).toMatchObject({
      name: event!.title,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: event!.location },
    });
    expect(data!.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/);
    expect(new Date(data!.startDate as string).getTime()).toBe(seconds(event!.date));
    expect(await page.locator('time').first().getAttribute('datetime')).toBe(event!.date);
  });

  it('a product is a Product offered at the price shown, in shillings', async () => {
    const [product] = await rows<{ id: number; name: string; price: number }>('shop/products?_end=1');
    const [data] = ofType(await structuredData(`/products/${product!.id}`, product!.name), 'Product');
    expect(data).toMatchObject({ name: product!.name, offers: { '@type': 'Offer', price: product!.price, priceCurrency: 'KES' } });
    expect((data!.offers as { seller?: { name: string } }).seller?.name).toBe(await page.locator('.product-buy a[href^="/shops/"]').innerText());
    expect(await text('.product-price')).toContain(product!.price.toLocaleString('en-KE'));
  });

  it('a news story is a NewsArticle with its headline, date and author', async () => {
    const [story] = await rows<{ id: number; title: string; author: string | null; published_at: string }>(
      'content/news?_sort=published_at&_order=desc&_end=1',
    );
    const [data] = ofType(await structuredData(`/news/${story!.id}`, story!.title), 'NewsArticle');
    expect((data!.headline as string).length).toBeLessThanOrEqual(110);
    expect(story!.title.replace(/\s+/g, ' ').startsWith((data!.headline as string).replace(/…$/, ''))).toBe(true);
    expect(new Date(data!.datePublished as string).getTime()).toBe(seconds(story!.published_at));
    expect(data).toMatchObject({ author: { name: story!.author || 'ElimuHub' }, publisher: { '@type': 'Organization', name: 'ElimuHub' } });
    expect(await text('.article-meta')).toContain(`By ${story!.author || 'ElimuHub'}`);
  });
});
