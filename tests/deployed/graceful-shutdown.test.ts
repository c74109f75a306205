/**
 * SIGTERM to a production process, as a deploy or a scale-down sends it: a request under way still gets its
 * answer, a new connection is refused, a client stalled in the middle of its body cannot keep the process past
 * SHUTDOWN_TIMEOUT_MS, and the other instance serves throughout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signInAdmin } from '../helpers/client.ts';
import { from, startDeployment, type Deployment } from '../helpers/deployment.ts';
import type { RunningServer } from '../helpers/server-process.ts';
import { sigtermWithStalledClient } from '../helpers/sigterm.ts';
import { postgres } from './postgres-only.ts';

const shutdownMs = 2000;
/** Beyond the deadline: the time to notice it, exit, and for this side to see the exit on a busy machine. */
const marginMs = 1500;

describe.runIf(postgres)('SIGTERM to an instance as deployed', () => {
  let deployment: Deployment;

  beforeAll(async () => {
    // The request timeout is far longer than the deadline, so it is the deadline that ends the stalled client.
    deployment = await startDeployment({ env: { SHUTDOWN_TIMEOUT_MS: String(shutdownMs), REQUEST_TIMEOUT_MS: '60000' } });
  });
  afterAll(() => deployment?.close());

  it('answers the request under way, refuses new connections and exits by the deadline despite a stalled client', async () => {
    const [a, b] = deployment.instances as [RunningServer, RunningServer];
    const admin = await signInAdmin(from(a));
    const shutdown = await sigtermWithStalledClient(a, admin.token!, 'Term dates after the shutdown', shutdownMs + marginMs);

    expect(shutdown.refusedMs).not.toBeNull();
    // The rest of its body arrived after the signal; the request was still answered in full.
    expect(shutdown.underWay.status).toBe(201);
    expect(JSON.parse(shutdown.underWay.body)).toMatchObject({ title: 'Term dates after the shutdown' });
    expect(shutdown.exit).toMatchObject({ signal: null }); // it ended by itself, not by a kill from here
    expect(shutdown.exitMs).not.toBeNull();
    expect(shutdown.exitMs!).toBeLessThan(shutdownMs + marginMs);

    // The other instance served throughout, and has the news written through the one that left.
    const news = await client(from(b)).get('/api/content/news');
    expect(news.status).toBe(200);
    expect(news.body.map((row: { title: string }) => row.title)).toContain('Term dates after the shutdown');
  });
});
