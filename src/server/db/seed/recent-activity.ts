/**
 * Thirty days of visits and searches, so the admin's analytics have something true-to-life to chart on a
 * new demo installation, and a few notifications for the demo parent.
 */
import { dayMs, nairobiDay, now } from '../../../registry/clock.ts';
import type { User } from '../../access/principal.ts';
import type { Db } from '../dialect.ts';

const paths = [
  '/',
  '/institutions/schools',
  '/institutions/schools/primary',
  '/institutions/universities',
  '/jobs',
  '/news',
  '/shops',
  '/institutions/colleges/medical',
];
const searches = ['Nairobi', 'boarding school', 'KMTC', 'ECDE teacher', 'Kisumu primary', 'uniforms', 'Strathmore', 'TSC jobs', 'Mombasa', 'polytechnic'];

/** A small deterministic generator, so every demo installation shows the same history. */
const random = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

const insertInChunks = async (db: Db, table: string, rows: Record<string, unknown>[]) => {
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 200))
      .execute();
};

export const recentActivity = async (db: Db, members: User[]) => {
  const next = random(2026);
  const at = (daysAgo: number) => {
    const time = new Date(now() - daysAgo * dayMs - Math.floor(next() * dayMs)).toISOString();
    return { created_at: time, updated_at: time };
  };
  const views = [];
  const queries = [];
  for (let d = 0; d < 30; d++) {
    // Weekends are Nairobi's.
    const weekday = new Date(nairobiDay(now() - d * dayMs)).getUTCDay();
    const count = 25 + Math.floor(next() * 30) + (weekday === 0 || weekday === 6 ? -10 : 10);
    for (let i = 0; i < count; i++) {
      const member = next() < 0.3 ? members[Math.floor(next() * members.length)]! : null;
      views.push({
        path: paths[Math.floor(next() * paths.length)],
        referrer: null,
        visitor: `v${Math.floor(next() * 500)}`,
        owner_id: member?.id ?? null,
        ...at(d),
      });
    }
    for (let i = 0; i < 3 + Math.floor(next() * 6); i++)
      queries.push({
        query: searches[Math.floor(next() * searches.length)],
        resource: 'institutions/schools',
        results: Math.floor(next() * 40),
        owner_id: null,
        ...at(d),
      });
  }
  await insertInChunks(db, 'analytics_page_views', views);
  await insertInChunks(db, 'analytics_search_queries', queries);

  const parent = members[0]!;
  await insertInChunks(db, 'notifications_main', [
    {
      owner_id: null,
      recipient_id: parent.id,
      title: 'Welcome to ElimuHub',
      body: 'Compare schools, read reviews and follow admission dates in one place.',
      link: '/institutions',
      read: 1,
      ...at(6),
    },
    {
      owner_id: null,
      recipient_id: parent.id,
      title: 'New admission event near you',
      body: 'An open day has been announced for January intake. See the details.',
      link: '/admission-events',
      read: 0,
      ...at(2),
    },
    {
      owner_id: null,
      recipient_id: parent.id,
      title: 'Your review was published',
      body: 'Thank you for helping other parents choose well.',
      link: '/institutions/schools',
      read: 0,
      ...at(1),
    },
  ]);
};
