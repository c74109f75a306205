/**
 * The database cut through the proxy under a light load on two production processes: meanwhile every request that
 * needs it is answered 503 with Retry-After in JSON (never a 500, never a wait beyond the connect timeout), and
 * both processes serve again within 2 s of the database's return, without a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cutUnderLoad } from '../helpers/database-cut.ts';
import { startDeployment, type Deployment } from '../helpers/deployment.ts';
import { postgres } from './postgres-only.ts';

const connectTimeoutMs = 1000;
/** How long the instances may take to notice the cut: requests sent sooner may still get a kept answer. */
const noticeMs = 250;

describe.runIf(postgres)('the database cut under the deployed processes', () => {
  let deployment: Deployment;

  beforeAll(async () => {
    deployment = await startDeployment({ env: { DB_CONNECT_TIMEOUT_MS: String(connectTimeoutMs) } });
  });
  afterAll(() => deployment?.close());

  it('answers only 503 with Retry-After meanwhile, and serves again within 2 s of its return, same processes', async () => {
    const { during, answers, recoveredMs } = await cutUnderLoad(deployment, 3000);
    // Before, during and after the cut: an answer every time, and never a 500.
    expect(answers.filter((answer) => answer.status === 0 || answer.status === 500)).toEqual([]);
    expect(during.length).toBeGreaterThan(20);
    for (const answer of during) {
      expect(answer.status, `${answer.kind} on instance ${answer.instance}`).not.toBe(500);
      expect(answer.json, `${answer.kind}: JSON with a message`).toBe(true);
      expect(answer.tookMs, `${answer.kind} took ${answer.tookMs} ms`).toBeLessThan(connectTimeoutMs + 1000);
    }
    const noticed = during.filter((answer) => answer.sentMs >= noticeMs);
    expect(noticed.map((answer) => `${answer.kind}: ${answer.status} Retry-After ${answer.retryAfter}`)).toEqual(
      noticed.map((answer) => `${answer.kind}: 503 Retry-After 5`),
    );
    for (const ms of recoveredMs) expect(ms).not.toBeNull();
    for (const ms of recoveredMs) expect(ms!).toBeLessThanOrEqual(2000);
    for (const server of deployment.instances) expect(server.running()).toBe(true);
  });
});
