/**
 * First starts killed (SIGKILL) at a random moment, each followed by a start that must complete. Every trial is
 * a new installation (a fresh schema, SEED=demo), killed somewhere within the time a whole start takes; the
 * start after it must become ready and leave every table with as many rows as a first start never killed.
 */
import pg from 'pg';
import { resources } from '../../src/registry/index.ts';
import { startDeployment } from '../helpers/deployment.ts';

/** Rows in each table of the registry, in the schema `databaseUrl` names. */
const tableCounts = async (databaseUrl: string) => {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const union = resources.map((r) => `SELECT '${r.table}' AS name, COUNT(*)::int AS n FROM ${r.table}`).join(' UNION ALL ');
    const { rows } = await db.query<{ name: string; n: number }>(union);
    return new Map(rows.map((row) => [row.name, row.n]));
  } finally {
    await db.end();
  }
};

export interface Trial {
  killedAfterMs: number;
  /** The killed start had already begun to listen (its first start was over). */
  killedListening: boolean;
  complete: boolean;
  /** What differed from a full first start, or why the next start failed. */
  problem?: string;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;

/**
 * The kill window is the median time a whole start has taken so far (the first, and each start after a kill,
 * which seeds everything again): on a busy machine a single measure can be far off, and a kill after the start
 * is over tests nothing.
 */
export const killedStarts = async (database: string, trials: number, deadline: number) => {
  const demo = { SEED: 'demo' };
  const reference = await startDeployment({ instances: 0, env: demo, database });
  const startsMs: number[] = [];
  let expected: Map<string, number>;
  try {
    const started = performance.now();
    await reference.start();
    startsMs.push(performance.now() - started);
    expected = await tableCounts(reference.databaseUrl);
  } finally {
    await reference.close();
  }

  const results: Trial[] = [];
  for (let i = 0; i < trials && Date.now() < deadline; i++) {
    const deployment = await startDeployment({ instances: 0, env: demo, database });
    const killedAfterMs = Math.round(Math.random() * median(startsMs));
    let killedListening = false;
    try {
      const first = deployment.spawn();
      void first.listening.then(
        () => (killedListening = true),
        () => undefined,
      );
      await wait(killedAfterMs);
      first.signal('SIGKILL');
      await first.exited;
      const started = performance.now();
      await deployment.start();
      startsMs.push(performance.now() - started);
      const counts = await tableCounts(deployment.databaseUrl);
      const differences = [...expected].filter(([table, n]) => counts.get(table) !== n).map(([table, n]) => `${table} ${counts.get(table)} (not ${n})`);
      results.push({ killedAfterMs, killedListening, complete: !differences.length, ...(differences.length ? { problem: differences.join(', ') } : {}) });
    } catch (error) {
      results.push({ killedAfterMs, killedListening, complete: false, problem: (error as Error).message });
    } finally {
      await deployment.close();
    }
  }
  const rows = [...expected.values()].reduce((sum, n) => sum + n, 0);
  return { startMs: median(startsMs), tables: expected.size, rows, results };
};
