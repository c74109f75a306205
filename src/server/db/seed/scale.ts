/**
 * Builds a large database for benchmarks: `npm run seed -- --scale 100000` adds that many approved schools,
 * as many reviews, a tenth as many jobs and a twentieth as many news stories, then brings ratings up to date.
 * Rows are written in multi-row inserts inside one transaction per table, which is what makes it fast.
 */
import { sql } from 'kysely';
import { nowIso } from '../../../registry/clock.ts';
import { getResource } from '../../../registry/index.ts';
import { weightedRating } from '../../../registry/rating-score.ts';
import type { Resource } from '../../../registry/resource.ts';
import { toColumns } from '../../crud/codec.ts';
import { withDefaults } from '../../crud/field-defaults.ts';
import type { Dialect } from '../dialect.ts';
import { scaleJob, scaleNews, scaleReview, scaleSchool, scaleSpots } from './data/scale.ts';
import { readWards } from '../../open-data/kenya-wards.ts';
import { inKenya } from '../../open-data/kenya-bounds.ts';

type Row = Record<string, unknown>;

/**
 * mulberry32: a seeded generator in exact 32-bit arithmetic (Math.imul). A product of two large numbers in plain
 * JavaScript arithmetic loses its low bits, and the generator then repeats within a few thousand draws: a million
 * rows on a few hundred points.
 */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/**
 * Runs `work` with the table's secondary indexes and its search index set aside, and makes them again after from
 * their own definitions: building an index once from all the rows is several times faster than adding a million
 * rows to twenty indexes at random places. Unique indexes come back too, so duplicates made meanwhile would fail there.
 */
const indexesAside = async (dialect: Dialect, resource: Resource, work: () => Promise<void>) => {
  const { db } = dialect;
  const { table } = resource;
  const indexes = await dialect.secondaryIndexes(table);
  const searched = resource.search.length > 0;
  for (const { name } of indexes) await sql`DROP INDEX ${sql.ref(name)}`.execute(db);
  if (searched) for (const statement of dialect.fullText.pause(table)) await sql.raw(statement).execute(db);
  try {
    await work();
  } finally {
    for (const { definition } of indexes) await sql.raw(definition).execute(db);
    if (searched) for (const statement of dialect.fullText.resume(table, resource.search)) await sql.raw(statement).execute(db);
  }
};

const bulkInsert = async (dialect: Dialect, name: string, count: number, make: (i: number) => Row, moderation: string | null = 'approved') => {
  const resource = getResource(name);
  const { db } = dialect;
  const now = nowIso();
  // Stored as the API would store them: a field the row leaves out gets its default (a review's helpful_count 0).
  const made = (i: number) => toColumns(resource, withDefaults(resource, make(i), now));
  const first = made(0);
  const width = Object.keys(first).length + 4;
  // SQLite allows 32 766 bound values a statement; PostgreSQL 65 535.
  const batch = Math.max(1, Math.floor(30000 / width));
  await indexesAside(dialect, resource, () =>
    db.transaction().execute(async (trx) => {
      for (let start = 0; start < count; start += batch) {
        const rows = [];
        for (let i = start; i < Math.min(count, start + batch); i++) {
          const row: Row = { ...made(i), created_at: now, updated_at: now };
          if (resource.visibility === 'moderated') row.moderation = moderation;
          rows.push(row);
        }
        await trx.insertInto(resource.table).values(rows).execute();
      }
    }),
  );
};

export const seedScale = async (dialect: Dialect, scale: number, openDataDir: string, log: (message: string) => void) => {
  const { db } = dialect;
  const spotOf = scaleSpots(readWards(openDataDir), inKenya);
  const rand = random(42);
  const started = Date.now();
  const before = Number(
    (
      await db
        .selectFrom('institutions_schools')
        .select((eb) => eb.fn.max('id').as('n'))
        .executeTakeFirstOrThrow()
    ).n ?? 0,
  );
  // Reviews are drawn first, so each school is written with its rating and review count: updating them afterwards
  // would rewrite every school and every index holding those columns.
  const reviews = Array.from({ length: scale }, () => scaleReview(rand, scale));
  const stars = new Float64Array(scale + 1);
  const counts = new Int32Array(scale + 1);
  for (const review of reviews) {
    stars[review.target_id] += review.stars;
    counts[review.target_id] += 1;
  }
  // As the rating hook computes it: the average of approved reviews to one decimal, 0 without any.
  const rating = (n: number) => (counts[n] ? Math.round((stars[n]! / counts[n]!) * 10) / 10 : 0);
  await bulkInsert(dialect, 'institutions/schools', scale, (i) => ({
    ...scaleSchool(i, rand, spotOf(rand)),
    rating: rating(i + 1),
    review_count: counts[i + 1],
    rating_score: weightedRating(stars[i + 1]!, counts[i + 1]!),
  }));
  log(`${scale} schools in ${Date.now() - started} ms`);
  await bulkInsert(dialect, 'content/ratings', scale, (i) => ({ ...reviews[i], target_id: before + reviews[i]!.target_id }));
  await bulkInsert(dialect, 'jobs/main', Math.ceil(scale / 10), (i) => scaleJob(i, rand));
  await bulkInsert(dialect, 'content/news', Math.ceil(scale / 20), (i) => scaleNews(i, rand), null);
  // Statistics for the planner, which starts a search from its few matches only when it knows the table is large
  // (PostgreSQL's for this schema's tables only, with the visibility map set too).
  await dialect.gatherStatistics();
  log(`Scale data (${scale} schools, ${scale} reviews, ${Math.ceil(scale / 10)} jobs, ${Math.ceil(scale / 20)} news) in ${Date.now() - started} ms`);
};
