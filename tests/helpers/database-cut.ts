/**
 * The database cut through the proxy while a light load runs on every instance of a deployment: what each
 * request got meanwhile, and how soon after the database's return each instance answered /api/ready with 200.
 * Every request of the load needs the database: a kept anonymous list (an instance that cannot hear the others'
 * writes must not serve it), an uncached list, a signed-in read, readiness and a write.
 */
import { client, signInAdmin, type Reply } from './client.ts';
import { from, type Deployment } from './deployment.ts';
import { eventually } from './eventually.ts';
import type { RunningServer } from './server-process.ts';

export interface Answer {
  instance: number;
  kind: string;
  /** 0 when no answer came (the connection failed, or nothing within the client's timeout). */
  status: number;
  retryAfter: string | null;
  /** The answer was JSON with a message, as every refusal must be. */
  json: boolean;
  /** When it was sent, in ms after the cut (negative before it), and how long the answer took. */
  sentMs: number;
  tookMs: number;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

const requests = (server: RunningServer, token: string, n: number): [string, () => Promise<Reply>][] => [
  ['kept list', () => client(from(server)).get('/api/content/news')],
  ['uncached list', () => client(from(server)).get(`/api/institutions/schools?_sort=name&_start=${n % 500}&_end=${(n % 500) + 5}`)],
  ['signed-in read', () => client(from(server), token).get('/api/auth/me')],
  ['readiness', () => client(from(server)).get('/api/ready')],
  ['write', () => client(from(server), token).post('/api/content/news', { title: `Notice ${n}`, content: 'Written while the database may be away.' })],
];

/** `connections` request loops per instance, each sending one request after another with a short pause. */
const lightLoad = (servers: RunningServer[], token: string, connections = 2) => {
  const answers: Answer[] = [];
  let running = true;
  let n = 0;
  const loop = async (instance: number) => {
    while (running) {
      n += 1;
      const [kind, send] = requests(servers[instance]!, token, n)[n % 5]!;
      const sent = performance.now();
      const reply = await send().catch(() => null);
      const message = reply && typeof reply.body === 'object' && reply.body !== null && typeof reply.body.message === 'string';
      answers.push({
        instance,
        kind,
        status: reply?.status ?? 0,
        retryAfter: (reply?.headers['retry-after'] as string | undefined) ?? null,
        json: reply?.status === 200 || !!message,
        sentMs: sent, // made relative to the cut once it is known
        tookMs: performance.now() - sent,
      });
      // The pause of a light load: the pace of the requests is part of the load, not a wait for something.
      await wait(30);
    }
  };
  const loops = servers.flatMap((_, instance) => Array.from({ length: connections }, () => loop(instance)));
  return {
    /** Whether every instance has answered `count` requests of the load with success. */
    under: (count: number) =>
      servers.every((_, instance) => answers.filter((a) => a.instance === instance && a.status >= 200 && a.status < 300).length >= count),
    stop: async (origin: number) => {
      running = false;
      await Promise.all(loops);
      return answers.map((answer) => ({ ...answer, sentMs: answer.sentMs - origin }));
    },
  };
};

export const cutUnderLoad = async (deployment: Deployment, cutMs: number, recoverWithinMs = 10_000) => {
  const admin = await signInAdmin(from(deployment.instances[0]!));
  const load = lightLoad(deployment.instances, admin.token!);
  // The load runs on every instance before the cut.
  if ((await eventually(async () => load.under(5), 10_000)) === null) throw new Error('the load did not reach every instance');
  deployment.proxy.cut();
  const cutAt = performance.now();
  // How long the database stays away is what is tried.
  await wait(cutMs);
  deployment.proxy.restore();
  const backMs = performance.now() - cutAt;
  const ready = (server: RunningServer) => async () =>
    (
      await client(from(server))
        .get('/api/ready')
        .catch(() => null)
    )?.status === 200;
  const recoveredMs = await Promise.all(deployment.instances.map((server) => eventually(ready(server), recoverWithinMs, 25)));
  const answers = await load.stop(cutAt);
  return {
    /** The answers to requests sent after the cut and answered before the return (one sent just before the return may be answered by the returned database). */
    during: answers.filter((a) => a.sentMs >= 0 && a.sentMs + a.tookMs < backMs),
    /** Every answer of the load, before, during and after the cut. */
    answers,
    /** Per instance, ms from the database's return to its first ready answer (null: not within recoverWithinMs). */
    recoveredMs,
  };
};
