/**
 * The directory in Kiswahili (docs/languages.md): under /sw the school list, a school's page and the comparison
 * carry none of their English page words and read in Kiswahili, adopted without a hydration error; their head
 * tags, as the server writes them, are Kiswahili; the English pages keep their words. Screenshots at 360 px and
 * 1280 px when asked for.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch, pageReady, screenshot, startWebServer } from '../helpers/browser.ts';

/** Words of the pages' own English: none may show under /sw (whole words, so "founded" is not "found"). */
const englishWords: Record<string, readonly string[]> = {
  list: [
    'More filters',
    'Fewer filters',
    'Best rated',
    'found',
    'How we rank',
    'Compare',
    'a year',
    'Region',
    'County',
    'City or town',
    'Run a school',
    'List it on ElimuHub',
    'Page 1 of',
    'Next',
    'Save',
  ],
  school: [
    'Key facts',
    'Overview',
    'Contact',
    'Academics',
    'Gallery & Map',
    'Reviews',
    'Not provided',
    'Day or boarding',
    'Annual fees',
    'Ask the school',
    'Send to the school',
    'Your name',
    'Message',
    'Overall',
    'Sign in',
    'Home',
    'Compare',
  ],
  compare: [
    'Compare schools',
    'Show only differences',
    'rows differ',
    'Remove',
    'Add a school',
    'Day or boarding',
    'Not provided',
    'Home',
    'Schools',
    'Yes',
    'No',
  ],
};

const kiswahiliWords: Record<string, readonly string[]> = {
  list: ['Tafuta', 'zimepatikana', 'Jinsi tunavyopanga', 'kwa mwaka', 'Linganisha', 'Unaendesha shule?'],
  school: ['Mambo muhimu', 'Muhtasari', 'Mawasiliano', 'Picha na Ramani', 'Tathmini', 'Uliza shule', 'Jina lako', 'Tuma kwa shule', 'Mwanzo'],
  compare: ['Linganisha shule', 'Onyesha tofauti tu', 'Ondoa', 'Kutwa au bweni', 'Mwanzo'],
};

const englishIn = (text: string, words: readonly string[]) =>
  words.filter((word) => new RegExp(`(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text));

describe.skipIf(!hasChromium)('the directory in Kiswahili', { timeout: 180_000 }, () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;
  let ids: number[];

  beforeAll(async () => {
    server = await startWebServer('demo');
    browser = await launch();
    const list = (await (await fetch(`${server.url}/api/institutions/schools?_end=2&_sort=rating_score&_order=desc`)).json()) as { id: number }[];
    ids = list.map((row) => row.id);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** The page's own words: what is shown in its main part, with the row's own text (names, summaries) as written. */
  const wordsOf = async (page: Page) => page.locator('main').innerText();

  const pages = () => ({
    list: '/institutions/schools',
    school: `/institutions/schools/${ids[0]}`,
    compare: `/compare/schools?ids=${ids.join(',')}`,
  });

  it.each([360, 1280])('shows the list, a school and the comparison in Kiswahili at %i px', async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) errors.push(message.text());
    });
    for (const [name, path] of Object.entries(pages())) {
      await page.goto(`${server.url}/sw${path}`, { waitUntil: 'networkidle' });
      await pageReady(page);
      if (name === 'list' && width >= 900) await page.getByRole('button', { name: 'Vichujio vichache' }).waitFor();
      await screenshot(page, `sw-directory-${name}-${width}`);
      const text = await wordsOf(page);
      expect(englishIn(text, englishWords[name]!), `${name}: English words under /sw`).toEqual([]);
      for (const word of kiswahiliWords[name]!) expect(text, `${name}: ${word}`).toContain(word);
      // The trail names the directory in the page's language (a school's own words may name "Schools").
      if (name !== 'list') expect(await page.getByRole('navigation', { name: 'Njia ya ukurasa' }).innerText()).toMatch(/^Mwanzo\s+Shule\s/);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('writes the heads of /sw pages in Kiswahili before any script runs', async () => {
    const head = async (path: string) => {
      const html = await (await fetch(`${server.url}${path}`)).text();
      return {
        title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
        description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
      };
    };
    expect(await head('/sw/institutions/schools')).toEqual({
      title: 'Shule | ElimuHub',
      description: 'Vinjari shule nchini Kenya, pamoja na alama, tathmini, mawasiliano na ramani kwenye ElimuHub.',
    });
    expect((await head('/sw/institutions/schools/primary')).title).toBe('Shule za Msingi | ElimuHub');
    expect(await head('/sw/compare/schools')).toEqual({
      title: 'Linganisha shule | ElimuHub',
      description: 'Linganisha hadi shule 4 za Kenya bega kwa bega kwenye ElimuHub.',
    });
    expect((await head('/sw/jobs')).title).toBe('Kazi | ElimuHub');
    expect((await head('/sw/about')).description).toBe('ElimuHub inaleta pamoja chaguo za elimu za Kenya mahali pamoja.');
    expect((await head('/sw/institutions/schools/99999999')).title).toBe('Shule haikupatikana | ElimuHub');
    expect((await head('/sw/no/such/page')).title).toBe('Ukurasa haupatikani | ElimuHub');
    // English stays English.
    expect(await head('/institutions/schools')).toEqual({
      title: 'Schools | ElimuHub',
      description: 'Browse schools in Kenya with ratings, reviews, contacts and maps on ElimuHub.',
    });
    expect((await head('/compare/schools')).title).toBe('Compare schools | ElimuHub');
  });

  it('keeps the English pages English', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    for (const [name, path] of Object.entries(pages())) {
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      await pageReady(page);
      const text = await wordsOf(page);
      for (const word of kiswahiliWords[name]!) expect(text, `${name}: ${word}`).not.toContain(word);
    }
    await page.goto(`${server.url}/institutions/schools`);
    await pageReady(page);
    expect(await wordsOf(page)).toMatch(/schools found/);
    await page.close();
  });
});
