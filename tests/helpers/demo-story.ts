/**
 * A fresh install started with the demo data on whatever day the clock says, and the story the demo tells seen
 * through the API as the site asks for it: jobs open to apply to, events to come, recent news and a parent on a
 * plan. Each offset gets a server of its own, started and seeded with the product's clock moved that far ahead.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayMs, moveClock, nairobiToday, now, startOfNairobiDay } from '../../src/registry/clock.ts';
import { demoAccounts, demoPassword } from '../../src/server/db/seed/demo-accounts.ts';
import type { ScreeningQuestion } from '../../src/registry/resources/jobs.ts';
import { applyFor, uploadResume } from './applying.ts';
import { client, signIn, type Client, type Session } from './client.ts';
import { startServer } from './server.ts';

const parentEmail = demoAccounts.find((account) => account.role === 'subscriber')!.email;

/** The newest news may be this old: the demo's newest item is minutes old when seeded. */
const recentNewsMs = 3 * dayMs;

export const demoToldOn = (label: string, offsetMs: number) =>
  describe(`a fresh install started ${label}`, () => {
    let server: Awaited<ReturnType<typeof startServer>>;
    let visitor: Client;
    let parent: Session;

    beforeAll(async () => {
      moveClock(offsetMs);
      server = await startServer({ seed: 'demo' });
      visitor = client(server.app);
      parent = await signIn(server.app, parentEmail, demoPassword);
    }, 180_000);
    afterAll(async () => {
      await server?.close();
      moveClock(0);
    });

    it('has open jobs whose deadline is today or later, and the demo parent can apply to one', async () => {
      const today = nairobiToday();
      const open = await visitor.get('/api/jobs/main?status=Open&_sort=deadline&_order=asc&_end=100');
      expect(open.status).toBe(200);
      const jobs = open.body as { id: number; deadline: string; status: string; screening_questions: ScreeningQuestion[] | null }[];
      expect(jobs.length).toBeGreaterThan(3);
      // Open means it takes applications: none of them may be past its deadline day.
      for (const job of jobs) expect(job.deadline.slice(0, 10) >= today, `job ${job.id} is open with deadline ${job.deadline} on ${today}`).toBe(true);

      // The advert closing soonest, the one nearest to running out, still takes an application.
      const applied = await applyFor(parent, jobs[0]!, await uploadResume(parent));
      expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    });

    it('has events to come, as the events page lists them', async () => {
      // The events page asks for those from the start of today in Nairobi (web/site/events/event-pages.tsx).
      const from = encodeURIComponent(startOfNairobiDay(nairobiToday()));
      for (const kind of ['events/main', 'events/admissions']) {
        const upcoming = await visitor.get(`/api/${kind}?date_gte=${from}&_sort=date&_order=asc&_end=5`);
        expect(upcoming.status).toBe(200);
        expect(upcoming.body.length, kind).toBeGreaterThan(0);
      }
    });

    it('has recent news, none of it from the future', async () => {
      const newest = (await visitor.get('/api/content/news?_end=1')).body[0] as { published_at: string };
      const age = now() - Date.parse(newest.published_at);
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(recentNewsMs);
    });

    it('has the demo parent on an active plan today', async () => {
      const mine = (await parent.get('/api/plans/mine')).body;
      expect(mine.plan).toBe('Silver');
      expect(mine.ends_at >= nairobiToday()).toBe(true);
      expect(mine.perks).toContain('downloads');
      expect((await parent.get('/api/auth/me')).body.user).toMatchObject({ plan: 'Silver', subscribed: true });
    });
  });
