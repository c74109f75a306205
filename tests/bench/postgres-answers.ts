/** Whether PostgreSQL answers at `url` within a second: the benchmarks say so plainly when it does not. */
import pg from 'pg';

export const postgresUrl = 'postgres://postgres@127.0.0.1:5432/test';

export const postgresAnswers = async (url = postgresUrl) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
};
