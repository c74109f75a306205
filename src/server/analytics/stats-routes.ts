/** Public counts for the home page's stats strip, from approved listings only. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/dialect.ts';

export const statsRoutes = async (app: FastifyInstance, { db }: { db: Db }) => {
  const approved = async (table: string) =>
    Number(
      (await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('moderation', '=', 'approved').executeTakeFirstOrThrow()).n,
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

  app.get('/api/stats', async (_request, reply) => {
    const [schools, colleges, universities, jobs, shops] = await Promise.all(
      ['institutions_schools', 'institutions_colleges', 'institutions_universities', 'jobs_main', 'shop_shops'].map(approved),
    );
    const learnersReached = (
      await Promise.all(['institutions_schools', 'institutions_colleges', 'institutions_universities'].map(learners))
    ).reduce((a, b) => a + b, 0);
    reply.header('Cache-Control', 'public, max-age=60');
    return {
      schools,
      colleges,
      universities,
      jobs,
      shops,
      learners: learnersReached,
      partners: colleges! + universities!,
    };
  });
};
