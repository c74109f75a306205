/**
 * Builds a large database for benchmarks: `npm run seed -- --scale 100000` adds that many approved schools,
 * as many reviews, a tenth as many jobs and a twentieth as many news stories, then brings ratings up to date.
 * Rows are written in multi-row inserts inside one transaction per table, which is what makes it fast.
 */
import { sql } from 'kysely';
import { getResource } from '../../../registry/index.ts';
import { toColumns } from '../../crud/codec.ts';
import type { Db } from '../dialect.ts';
import { scaleJob, scaleNews, scaleReview, scaleSchool } from './data/scale.ts';

type Row = Record<string, unknown>;

const random = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

const bulkInsert = async (db: Db, name: string, count: number, make: (i: number) => Row, moderation: string | null = 'approved') => {
  const resource = getResource(name);
  const now = new Date().toISOString();
  const first = { ...toColumns(resource, make(0)) };
  const width = Object.keys(first).length + 4;
  // SQLite allows 32 766 bound values a statement; PostgreSQL 65 535.
  const batch = Math.max(1, Math.floor(30000 / width));
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += batch) {
      const rows = [];
      for (let i = start; i < Math.min(count, start + batch); i++) {
        const row: Row = { ...toColumns(resource, make(i)), created_at: now, updated_at: now };
        if (resource.visibility === 'moderated') row.moderation = moderation;
        rows.push(row);
      }
      await trx.insertInto(resource.table).values(rows).execute();
    }
  });
};

export const seedScale = async (db: Db, scale: number, log: (message: string) => void) => {
  const rand = random(42);
  const started = Date.now();
  const before = Number((await db.selectFrom('institutions_schools').select((eb) => eb.fn.max('id').as('n')).executeTakeFirstOrThrow()).n ?? 0);
  await bulkInsert(db, 'institutions/schools', scale, (i) => scaleSchool(i, rand));
  log(`${scale} schools in ${Date.now() - started} ms`);
  await bulkInsert(db, 'content/ratings', scale, () => {
    const review = scaleReview(rand, scale);
    return { ...review, target_id: before + (review.target_id as number) };
  });
  await bulkInsert(db, 'jobs/main', Math.ceil(scale / 10), (i) => scaleJob(i, rand));
  await bulkInsert(db, 'content/news', Math.ceil(scale / 20), (i) => scaleNews(i, rand), null);
  await sql`UPDATE institutions_schools SET
      rating = COALESCE((SELECT ROUND(AVG(stars) * 10) / 10.0 FROM content_ratings r WHERE r.target_type = 'school' AND r.target_id = institutions_schools.id AND r.moderation = 'approved'), 0),
      review_count = (SELECT COUNT(*) FROM content_ratings r WHERE r.target_type = 'school' AND r.target_id = institutions_schools.id AND r.moderation = 'approved')
    WHERE id > ${before}`.execute(db);
  log(`Scale data (${scale} schools, ${scale} reviews, ${Math.ceil(scale / 10)} jobs, ${Math.ceil(scale / 20)} news) in ${Date.now() - started} ms`);
};
