/** Public counts for the home page's stats strip, from approved listings only. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/dialect.ts';
import { now } from '../../registry/clock.ts';
import type { SiteStats } from '../../registry/site-stats.ts';

export const statsRoutes = async (app: FastifyInstance, { db }: { db: Db }) => {
  const approved = async (table: string) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('moderation', '=', 'approved')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const learners = async (table: string) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.coalesce(eb.fn.sum('student_population'), eb.lit(0)).as('n'))
          .where('moderation', '=', 'approved')
          .executeTakeFirstOrThrow()
      ).n,
    );

  const count = async (): Promise<SiteStats> => {
    const [schools, colleges, universities, jobs, shops] = await Promise.all(
      ['institutions_schools', 'institutions_colleges', 'institutions_universities', 'jobs_main', 'shop_shops'].map(approved),
    );
    const learnersReached = (await Promise.all(['institutions_schools', 'institutions_colleges', 'institutions_universities'].map(learners))).reduce(
      (a, b) => a + b,
      0,
    );
    return {
      schools,
      colleges,
      universities,
      jobs,
      shops,
      learners: learnersReached,
      partners: colleges! + universities!,
    };
  };

  // The counts read every approved row (slow on a large directory) and the home page is rendered with them on
  // each visit (docs/server-rendering.md): one count serves for as long as its Cache-Control lets a browser keep it.
  const freshMs = 60_000;
  let counted: { at: number; stats: Promise<SiteStats> } | null = null;

  app.get('/api/stats', async (_request, reply): Promise<SiteStats> => {
    if (!counted || now() - counted.at >= freshMs) {
      const stats = count();
      counted = { at: now(), stats };
      // A failed count is not kept: the next visitor's asks again.
      stats.catch(() => {
        if (counted?.stats === stats) counted = null;
      });
    }
    reply.header('Cache-Control', `public, max-age=${freshMs / 1000}`);
    return counted.stats;
  });
};
