/**
 * The listing forms under /sw speak Kiswahili (docs/languages.md): an owner editing a school and the forms that add
 * a school, college, university, shop or job show their sections, labels, help, pick-lists, upload controls and
 * buttons in Kiswahili, with no English word left where the two languages differ, and the server's complaint about
 * a field lands beside it in Kiswahili. The same form under / keeps its English words.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as siteEn } from '../../src/locales/site/en.ts';
import { messages as siteSw } from '../../src/locales/site/sw.ts';
import { messages as pagesEn } from '../../src/locales/site-pages/en.ts';
import { messages as pagesSw } from '../../src/locales/site-pages/sw.ts';
import { makeSay } from '../../src/web/common/say.ts';
import { formFields, listingKinds, type ListingKind } from '../../src/web/site/listings/listing-kinds.ts';
import { demoPassword } from '../../src/server/db/seed/demo-accounts.ts';
import { hasChromium, launch, pageReady, screenshot, startWebServer } from '../helpers/browser.ts';

const demoSchool = { email: 'school@elimuhub.co.ke', password: demoPassword };
const english = makeSay('en', { ...siteEn, ...pagesEn });
const kiswahili = makeSay('sw', { ...siteSw, ...pagesSw });

/**
 * What a form of this kind may show in English: its fields' labels, their pick-list values and the forms' own
 * words (`listing.*`), wherever the Kiswahili differs (CBC, IB and county names are the same in both).
 */
const englishWords = (kind: ListingKind) => {
  const { resource } = listingKinds[kind];
  const pairs: [string, string][] = [];
  for (const { name, field } of formFields(resource)) {
    pairs.push([english.field(resource.name, name), kiswahili.field(resource.name, name)]);
    for (const value of field.values ?? []) pairs.push([english.choice(name, value, resource.name), kiswahili.choice(name, value, resource.name)]);
  }
  for (const id of Object.keys(pagesEn).filter((id) => id.startsWith('listing.')))
    pairs.push([english(id, { label: '', value: '', n: '', message: '' }).trim(), kiswahili(id, { label: '', value: '', n: '', message: '' }).trim()]);
  return new Set(pairs.filter(([en, sw]) => en && en !== sw).map(([en]) => en));
};

/** Every label, legend, option, button and help line of the page's listing form, as a person reads them. */
const formTexts = (page: Page) =>
  page
    .locator('form.listing-form')
    .evaluate((form) =>
      [...form.querySelectorAll('label, legend, option, button, .help, p.muted, progress, img')].map((el) =>
        (el.getAttribute('aria-label') ?? el.getAttribute('alt') ?? el.textContent ?? '').replace(/\s*\*$/, '').trim(),
      ),
    );

const expectKiswahiliForm = async (page: Page, kind: ListingKind, present: string[]) => {
  const texts = await formTexts(page);
  for (const word of present) expect(texts, kind).toContain(word);
  const left = englishWords(kind);
  expect(
    texts.filter((text) => left.has(text)),
    kind,
  ).toEqual([]);
};

describe.skipIf(!hasChromium)('listing forms in Kiswahili', { timeout: 180_000 }, () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;

  beforeAll(async () => {
    server = await startWebServer('demo');
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const newPage = async (width: number) => {
    const page = await (await browser.newContext({ viewport: { width, height: 800 } })).newPage();
    page.setDefaultTimeout(30_000);
    return page;
  };

  const signIn = async (page: Page, prefix: '/sw' | '', words: { email: string; password: string; button: string }) => {
    await page.goto(`${server.url}${prefix}/login`);
    await pageReady(page);
    await page.getByLabel(words.email).fill(demoSchool.email);
    await page.getByLabel(words.password).fill(demoSchool.password);
    await page.getByRole('button', { name: words.button, exact: true }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  };

  /** Opens the owner's first school from My listings, and gives a year the server refuses. */
  const editSchool = async (page: Page, prefix: '/sw' | '', save: string) => {
    await page.goto(`${server.url}${prefix}/my-listings`);
    await pageReady(page);
    await page.locator('a[href*="/my-listings/school/"]').first().click();
    await page.getByRole('button', { name: save }).waitFor();
    await page.locator('#listing-year_founded').fill('3000');
    await page.getByRole('button', { name: save }).click();
    const error = page.locator('#listing-year_founded-error');
    await error.waitFor();
    return (await error.textContent()) ?? '';
  };

  it.each([360, 1280])('an owner edits a school and opens each form to add a listing at %i px', async (width) => {
    const page = await newPage(width);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, '/sw', { email: 'Barua pepe', password: 'Nenosiri', button: 'Ingia' });

    // The server refuses the year, in Kiswahili, beside the field that the form's own label names the same way.
    expect(await editSchool(page, '/sw', 'Hifadhi mabadiliko')).toBe('Mwaka ilipoanzishwa: weka mwaka kati ya 1850 na mwaka huu.');
    await expectKiswahiliForm(page, 'school', [
      'Sehemu zenye alama * ni za lazima.',
      'Kuhusu',
      'Mahali na mawasiliano',
      'Maelezo zaidi',
      'Jina',
      'Nembo',
      'Pakia nembo',
      'Bandika kiungo cha picha, au pakia picha.',
      'Chagua…',
      'Kutwa na bweni',
      'Mchanganyiko',
      'Viwango vya CBC',
      'Sekondari Msingi',
      'Maktaba',
      'Ada ya chini kabisa kwa mwaka, kwa shilingi kamili.',
      'Ongeza picha',
      'Picha za JPEG, PNG au WebP.',
      'Hifadhi mabadiliko',
    ]);
    await page.locator('#listing-year_founded').scrollIntoViewIfNeeded();
    await screenshot(page, `sw-listing-form-error-${width}`, { fullPage: false });
    await screenshot(page, `sw-listing-form-edit-${width}`);

    const present: Record<ListingKind, string[]> = {
      school: ['Tuma kwa ukaguzi', 'Chagua kaunti kwanza', 'Mji'],
      college: ['Aina ya chuo', 'Politekniki ya Kitaifa', 'Viwianishi vya GPS'],
      university: ['Aina ya chuo kikuu', 'Chuo Kikuu cha Binafsi'],
      shop: ['Kauli mbiu', 'Mawakala wa', 'Chapa ambazo wewe ni wakala wake, zikitenganishwa kwa koma'],
      job: ['Aina ya ajira', 'Muda wote', 'Wazi', 'Makundi', 'Mwisho wa kutuma maombi'],
    };
    for (const kind of Object.keys(present) as ListingKind[]) {
      await page.goto(`${server.url}/sw${listingKinds[kind].page}`);
      await pageReady(page);
      await page.getByRole('button', { name: 'Tuma kwa ukaguzi' }).waitFor();
      // The job's categories are rows, shown as stored; wait for them so no loading line is left to read.
      if (kind === 'job') await page.locator('#listing-categories input[type=checkbox]').first().waitFor();
      await expectKiswahiliForm(page, kind, present[kind]);
      if (kind === 'job') await screenshot(page, `sw-listing-form-job-${width}`);
    }
    // A form's own check speaks Kiswahili too.
    await page.getByRole('button', { name: 'Tuma kwa ukaguzi' }).click();
    await page.getByText('Kichwa: sehemu hii inahitajika.').waitFor();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the same form under / keeps its English words', async () => {
    const page = await newPage(1280);
    await signIn(page, '', { email: 'Email', password: 'Password', button: 'Login' });
    expect(await editSchool(page, '', 'Save changes')).toBe('Year founded must be a year from 1850 to this year.');
    const texts = await formTexts(page);
    for (const word of [
      'Fields marked * are required.',
      'About',
      'Location and contact',
      'More details',
      'Name',
      'Upload logo',
      'Choose…',
      'Day and boarding',
      'Add photos',
      'Save changes',
    ])
      expect(texts).toContain(word);
    for (const word of ['Kuhusu', 'Jina', 'Chagua…', 'Hifadhi mabadiliko']) expect(texts).not.toContain(word);
    await page.context().close();
  });
});
