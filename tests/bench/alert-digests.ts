/**
 * `npx tsx tests/bench/alert-digests.ts` (TEST_DATABASE_URL for PostgreSQL; MEMBERS, APPROVALS): one saved-search
 * alert run over MEMBERS members with three alert searches each and APPROVALS schools approved since their last
 * look, then a second run the same day. Rows are written straight into a fresh database; nothing is asserted.
 */
import { performance } from 'node:perf_hooks';
import { createCrud } from '../../src/server/crud/service.ts';
import { createPermissions } from '../../src/server/access/permissions.ts';
import { openDialect } from '../../src/server/db/dialect.ts';
import { runAlertDigests } from '../../src/server/saved/alert-digests.ts';
import { createMailQueue } from '../../src/server/mail/mail-queue.ts';
import { startServer } from '../helpers/server.ts';

const members = Number(process.env.MEMBERS ?? 500);
const approvals = Number(process.env.APPROVALS ?? 300);
const server = await startServer({ alertDigestEveryMs: 3600_000 });
const dialect = await openDialect(server.config);
const { db } = dialect;
const permissions = createPermissions(db);
await permissions.reload();
const crud = createCrud({ dialect, permissions, hooks: {}, fileLink: (n: string) => n });
const now = new Date(Date.now() - 3600_000).toISOString();
const counties = ['Nairobi', 'Kakamega', 'Mombasa', 'Kisumu', 'Nakuru'];
for (let i = 0; i < approvals; i++) {
  const { id } = await db
    .insertInto('institutions_schools')
    .values({ name: `School ${i}`, county: counties[i % 5], moderation: 'approved', created_at: now, updated_at: now, is_public: 1 } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('_listing_approvals')
    .values({ resource: 'institutions/schools', record_id: id as number, approved_at: now })
    .execute();
}
const old = new Date(Date.now() - 7200_000).toISOString();
for (let m = 0; m < members; m++) {
  const { id } = await db
    .insertInto('auth_users')
    .values({ name: `M${m}`, email: `m${m}@example.co.ke`, password: 'x', roles: '["subscriber"]', active: 1, created_at: old, updated_at: old } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const county of [counties[m % 5], counties[(m + 1) % 5]])
    await db
      .insertInto('accounts_saved_searches')
      .values({
        owner_id: id,
        name: county,
        resource: 'institutions/schools',
        query: `county=${county}`,
        page: '/institutions/schools',
        alerts: 1,
        created_at: old,
        updated_at: old,
      } as never)
      .execute();
  await db
    .insertInto('accounts_saved_searches')
    .values({
      owner_id: id,
      name: 'q',
      resource: 'institutions/schools',
      query: 'q=school&county=Lamu',
      page: '/institutions/schools',
      alerts: 1,
      created_at: old,
      updated_at: old,
    } as never)
    .execute();
}
// The digests' mail is written to the queue with each claim, as the server does; sending it is not measured.
const mailQueue = {
  enqueue: createMailQueue(
    db,
    { deliver: async () => {}, send: async () => {}, idle: async () => {}, close: async () => {} },
    { info: () => {}, error: () => {} },
    { every: 3_600_000 },
  ).enqueue,
  flush: async () => {},
};
const deps = { db, crud, mailQueue, publicUrl: 'http://x', settleMs: 60_000, warn: (e: unknown) => console.error(e) };
let t = performance.now();
const sent = await runAlertDigests(deps);
console.log(
  `${server.config.databaseUrl ? 'postgres' : 'sqlite'}: first run, ${members} members x 3 searches, ${approvals} approvals: ${sent} digests in ${Math.round(performance.now() - t)} ms`,
);
t = performance.now();
const again = await runAlertDigests(deps);
console.log(`second run the same day: ${again} digests in ${Math.round(performance.now() - t)} ms`);
await dialect.close();
await server.close();
