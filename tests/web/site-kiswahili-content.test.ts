/**
 * News, posts, the archive, resources, events, the static pages, Saved and notifications in Kiswahili
 * (docs/languages.md): under /sw each carries none of its English page words and reads in Kiswahili, adopted
 * without a hydration error. Screenshots at 360 px and 1280 px when asked for.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, signInAdmin, type Session } from '../helpers/client.ts';
import { hasChromium, launch, pageReady, screenshot, startWebServer } from '../helpers/browser.ts';
import { demoParent } from './site-sign-in.ts';

interface Words {
  path: string;
  kiswahili: readonly string[];
  english: readonly string[];
}

/** What each page must say, and English words of its own that must be gone (whole words: "Pakua" is no "Past"). */
const pagesFor = (ids: Record<string, number>): Record<string, Words> => ({
  news: { path: '/news', kiswahili: ['Habari', 'zilizopita'], english: ['ago', 'Loading news', 'No news yet'] },
  story: { path: `/news/${ids.news}`, kiswahili: ['Ilichapishwa', 'Na ', 'Mwanzo'], english: ['Published', 'By', 'Home', 'News'] },
  posts: { path: '/post', kiswahili: ['Machapisho'], english: ['ago', 'Just now', 'No posts yet'] },
  post: { path: `/post/${ids.post}`, kiswahili: ['Na ', 'Machapisho'], english: ['By', 'ago', 'Just now', 'Posts'] },
  archive: { path: `/archive/${ids.archive}`, kiswahili: ['Kumbukumbu'], english: ['Archive', 'Home'] },
  resources: { path: '/resources', kiswahili: ['Rasilimali', 'Pakua'], english: ['Download'] },
  events: { path: '/events', kiswahili: ['Matukio', 'Yajayo', 'Yaliyopita'], english: ['Upcoming', 'Past', 'Location to be announced', 'No upcoming'] },
  event: {
    path: `/admission-events/${ids.admission}`,
    kiswahili: ['Lini', 'Wapi', 'Kuhusu', 'Ratiba', 'Matukio ya Udahili'],
    english: ['When', 'Where', 'About', 'Agenda', 'Apply online', 'Admission Events'],
  },
  webinars: { path: '/webinars', kiswahili: ['Zijazo', 'Zilizopita'], english: ['Upcoming', 'Past', 'Webinars'] },
  about: {
    path: '/about',
    kiswahili: ['Dhamira yetu', 'Tunachofanya', 'Maadili yetu', 'Uwazi', 'Wasiliana nasi'],
    english: ['Our mission', 'What we do', 'Our values', 'Transparency', 'Contact us'],
  },
  contact: {
    path: '/contact',
    kiswahili: ['Ofisi yetu', 'Tutumie ujumbe', 'Barua pepe', 'Jumatatu hadi Ijumaa', 'Tuma ujumbe'],
    english: ['Our office', 'Send us a message', 'Subject', 'Send message', 'Monday'],
  },
  terms: {
    path: '/terms',
    kiswahili: ['Kutumia ElimuHub', 'Matangazo na tathmini', 'Sheria ya Ulinzi wa Data'],
    english: ['Using ElimuHub', 'Listings and reviews', 'Your data'],
  },
  support: {
    path: '/support',
    kiswahili: ['Bado unahitaji msaada?', 'Tiketi zangu za msaada', 'Fungua tiketi'],
    english: ['Still need help', 'My support tickets', 'Open a ticket'],
  },
  saved: {
    path: '/saved',
    kiswahili: ['Shule, vyuo, vyuo vikuu na kazi', 'Utafutaji', 'Arifa kwa barua pepe', 'Ondoa', 'imehifadhiwa', 'Vilivyohifadhiwa:'],
    english: ['Searches', 'Email alerts', 'Remove', 'saved'],
  },
  notifications: { path: '/notifications', kiswahili: ['Arifa', 'Mpya', 'Weka kuwa imesomwa'], english: ['Mark as read', 'ago', 'Sent by you'] },
  notification: { path: `/notifications/${ids.notification}`, kiswahili: ['Tazama maelezo', 'Arifa'], english: ['View details', 'Notifications'] },
});

const englishIn = (text: string, words: readonly string[]) =>
  words.filter((word) => new RegExp(`(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text));

describe.skipIf(!hasChromium)('news, events, static pages, Saved and notifications in Kiswahili', { timeout: 240_000 }, () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;
  let parent: Session;
  const ids: Record<string, number> = {};

  const first = async (path: string) => ((await (await fetch(`${server.url}/api/${path}`)).json()) as { id: number }[])[0]!.id;

  beforeAll(async () => {
    server = await startWebServer('demo');
    browser = await launch();
    parent = await signIn(server.app, demoParent.email, demoParent.password);
    const admin = await signInAdmin(server.app);
    ids.news = await first('content/news?_end=1');
    ids.post = await first('content/posts?_end=1');
    ids.archive = await first('content/archives?_end=1');
    ids.admission = await first('events/admissions?_end=1');
    const school = await first('institutions/schools?_end=1');
    expect((await parent.post('/api/accounts/saved-items', { target_type: 'school', target_id: school })).status).toBe(201);
    expect(
      (
        await parent.post('/api/accounts/saved-searches', {
          name: 'Shule za Nakuru',
          resource: 'institutions/schools',
          query: 'county=Nakuru',
          page: '/institutions/schools?county=Nakuru',
        })
      ).status,
    ).toBe(201);
    const note = await admin.post('/api/notifications/main', {
      recipient_id: parent.user.id,
      title: 'Ombi lako limepokelewa',
      body: 'Maelezo ndani.',
      link: '/jobs',
    });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    ids.notification = note.body.id;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A page signed in as the demo parent, as the login form would leave it. */
  const signedInPage = async (width: number): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const me = await client(server.app, parent.token).get('/api/auth/me');
    await context.addInitScript(
      ([token, user]) => {
        localStorage.setItem('elimuhub.token', token as string);
        localStorage.setItem('elimuhub.user', user as string);
      },
      [parent.token!, JSON.stringify(me.body.user)],
    );
    return context.newPage();
  };

  it.each([360, 1280])('shows each page in Kiswahili at %i px', async (width) => {
    const page = await signedInPage(width);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) errors.push(message.text());
    });
    for (const [name, words] of Object.entries(pagesFor(ids))) {
      await page.goto(`${server.url}/sw${words.path}`, { waitUntil: 'networkidle' });
      await pageReady(page);
      const main = page.locator('main');
      // Member pages fill in once the session is known, lists once their rows arrive.
      await expect
        .poll(
          async () => {
            const text = await main.innerText();
            return words.kiswahili.filter((word) => !text.includes(word));
          },
          { message: `${name}: Kiswahili words missing` },
        )
        .toEqual([]);
      await screenshot(page, `sw-pages-${name}-${width}`);
      const text = await main.innerText();
      expect(englishIn(text, words.english), `${name}: English words under /sw`).toEqual([]);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('writes event times in Kiswahili, in Kenya time, and tells a visitor in Kiswahili which plans download', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/sw/resources`);
    await pageReady(page);
    await page
      .getByText(/^Kupakua rasilimali ni kwa wanachama walio na mpango wa .+\. Ingia ili uchague mpango$/)
      .first()
      .waitFor();
    await page.goto(`${server.url}/sw/admission-events/${ids.admission}`);
    await pageReady(page);
    const when = await page.locator('main time').first().innerText();
    expect(when).toMatch(/^(Jumatatu|Jumanne|Jumatano|Alhamisi|Ijumaa|Jumamosi|Jumapili), \d{1,2} \p{L}+ \d{4}, \d{1,2}:\d{2}/u);
    await page.close();
  });

  it('keeps the English pages English', async () => {
    const page = await signedInPage(1280);
    for (const [name, words] of Object.entries(pagesFor(ids))) {
      await page.goto(`${server.url}${words.path}`, { waitUntil: 'networkidle' });
      await pageReady(page);
      const main = page.locator('main');
      await expect.poll(async () => englishIn(await main.innerText(), words.english).length, { message: name }).toBeGreaterThan(0);
    }
    await page.context().close();
  });
});
