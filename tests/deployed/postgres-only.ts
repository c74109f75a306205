/**
 * The tests of the deployed server run real processes on PostgreSQL, as production does; without
 * TEST_DATABASE_URL (a plain `npm test` on SQLite) they are skipped, and say so. CI sets it (.ci/run).
 */
export const postgres = !!process.env.TEST_DATABASE_URL;

if (!postgres)
  console.warn('\n*** Tests of the deployed server SKIPPED: they need PostgreSQL (TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test) ***\n');
