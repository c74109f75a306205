/**
 * Limits that count only accepted requests (review reports, uploads): a refused request gives its count back
 * before its answer is sent, even when the shared counters (PostgreSQL, Redis) answer slowly; a burst past the
 * limit does not lock the member out; and members behind one address (a school's network) do not use up each
 * other's refunds.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { abuseLimits } from '../../src/server/abuse/rate-limits.ts';
import { memoryCounters, type Counters } from '../../src/server/abuse/counters.ts';
import { defaultLimits } from '../../src/server/abuse/limits.ts';

/** Counters that take a while to answer, as a busy database does. */
const slow = (counters: Counters, ms: number): Counters => ({
  ...counters,
  add: async (...args) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return counters.add(...args);
  },
});

let app: FastifyInstance;
let url = '';
const max = 2;

beforeAll(async () => {
  app = Fastify();
  // The member a request is from, as the session would name it.
  app.addHook('onRequest', async (request) => {
    request.user = { id: Number(request.headers['x-member']), roles: ['subscriber'] } as never;
  });
  await abuseLimits(app, { limits: { ...defaultLimits, reviewReports: { max, windowMs: 60_000 } }, resources: [], counters: slow(memoryCounters(1000), 30) });
  app.post('/api/content/review-reports', async (request, reply) =>
    (request.body as { reason?: string }).reason === 'spam' ? reply.code(201).send({ id: 1 }) : reply.code(400).send({ message: 'Choose a reason.' }),
  );
  url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/content/review-reports`;
});
afterAll(() => app.close());

const report = async (member: number, reason: string) =>
  (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-member': String(member) }, body: JSON.stringify({ reason }) })).status;

it('counts back a refused request before answering it, so the next request finds the count already given back', async () => {
  const answers = [];
  for (let i = 0; i < max * 3; i++) answers.push(await report(1, 'no such reason'));
  expect(answers).toEqual(Array<number>(max * 3).fill(400));
  expect([await report(1, 'spam'), await report(1, 'spam'), await report(1, 'spam')]).toEqual([201, 201, 429]);
});

it('a burst of refused requests sent at once, many answered 429, leaves the member free to send a good one', async () => {
  const answers = await Promise.all(Array.from({ length: 30 }, () => report(2, 'no such reason')));
  expect(answers).toContain(429);
  expect(answers.filter((status) => status !== 429).every((status) => status === 400)).toBe(true);
  expect(await report(2, 'spam')).toBe(201);
});

it("members behind one address do not use up each other's refunds", async () => {
  for (let member = 100; member < 112; member++) for (let i = 0; i < max * 2; i++) expect(await report(member, 'no such reason')).toBe(400);
  expect(await report(200, 'spam')).toBe(201);
  for (let i = 0; i < max * 2; i++) expect(await report(201, 'no such reason')).toBe(400);
  expect(await report(201, 'spam')).toBe(201);
});
