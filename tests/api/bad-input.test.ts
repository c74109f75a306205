/** Property test: whatever a client sends to any route, the answer is never a 500, and a refusal is JSON with a message. */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { resources } from '../../src/registry/index.ts';
import { signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;
beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
});
afterAll(() => server.close());

const names = resources.map((r) => r.name);
const fieldNames = [...new Set(resources.flatMap((r) => Object.keys(r.fields)))];
const key = fc.oneof(
  fc.constantFrom(...fieldNames, '_start', '_end', '_sort', '_order', 'q', 'id'),
  fc.tuple(fc.constantFrom(...fieldNames), fc.constantFrom('_like', '_ne', '_gte', '_lte', '_in')).map(([f, s]) => f + s),
  fc.string({ maxLength: 12 }),
);
const value = fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String), fc.constantFrom('true', '-1', '1e9', "'; DROP TABLE x;--", '%', '"a" OR *', '🙂'));
const jsonValue = fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 2 }));

const expectClean = (status: number, body: string) => {
  expect(status, body).toBeLessThan(500);
  if (status >= 400) expect(JSON.parse(body).message, body).toEqual(expect.any(String));
};

it('list queries', async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...names), fc.array(fc.tuple(key, value), { maxLength: 4 }), async (name, params) => {
      const query = new URLSearchParams(params).toString();
      const reply = await server.app.inject({ method: 'GET', url: `/api/${name}?${query}`, headers: { authorization: `Bearer ${admin.token}` } });
      expectClean(reply.statusCode, reply.body);
    }),
    { numRuns: 300 },
  );
});

it('create and update bodies', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...names),
      fc.dictionary(fc.constantFrom(...fieldNames, 'extra'), jsonValue, { maxKeys: 5 }),
      fc.constantFrom('POST', 'PATCH'),
      async (name, body, method) => {
        const url = method === 'POST' ? `/api/${name}` : `/api/${name}/1`;
        const reply = await server.app.inject({ method, url, payload: body, headers: { authorization: `Bearer ${admin.token}` } });
        expectClean(reply.statusCode, reply.body);
      },
    ),
    { numRuns: 300 },
  );
});

it('ids in the path', async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...names), fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), fc.bigInt().map(String)), async (name, id) => {
      const reply = await server.app.inject({ method: 'GET', url: `/api/${name}/${encodeURIComponent(id)}`, headers: { authorization: `Bearer ${admin.token}` } });
      expectClean(reply.statusCode, reply.body);
    }),
    { numRuns: 200 },
  );
});
