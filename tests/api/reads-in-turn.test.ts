/**
 * Reads are worked on a few at a time, the others in the order they came: the server's own routes added here hold
 * their place until the test lets them go, so who is being worked on can be seen.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownRead } from '../../src/server/http/reads-in-turn.ts';
import { eventually } from '../helpers/eventually.ts';
import { startServer } from '../helpers/server.ts';

/** A promise and the function that keeps it. */
const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

const until = async (check: () => boolean) => {
  if ((await eventually(async () => check(), 5000, 5)) === null) throw new Error('waited 5 s in vain');
};

describe('reads in turn', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let base: string;
  /** The names of the held reads being worked on, in the order they started, and what lets each go. */
  const started: string[] = [];
  const releases = new Map<string, () => void>();
  let working = 0;
  let mostAtOnce = 0;
  /**
   * The addresses of the requests that reached the server, that were let through to their route, and whose client
   * went away. The line is taken in the same turn of the event loop as a request arrives: once it has arrived, it is
   * being worked on, waiting in the line, or refused.
   */
  const arrived: string[] = [];
  const through: string[] = [];
  const abandoned: string[] = [];

  beforeAll(async () => {
    server = await startServer({ readsAtOnce: 2, readsWaiting: 3 });
    server.app.get<{ Querystring: { name: string } }>('/test/held', async (request) => {
      const { name } = request.query;
      const held = deferred();
      releases.set(name, held.resolve);
      started.push(name);
      working += 1;
      mostAtOnce = Math.max(mostAtOnce, working);
      await held.promise;
      working -= 1;
      return { name };
    });
    // A read that asks the server for another read while it holds its place, as a page's render does.
    server.app.get('/test/outer', async () => {
      const inner = await server.app.inject({ method: 'GET', url: '/test/inner', headers: { [ownRead.header]: ownRead.value } });
      return { inner: inner.json() };
    });
    server.app.get('/test/inner', async () => ({ inner: true }));
    server.app.post('/test/write', async () => ({ written: true }));
    server.app.addHook('onRequest', async (request) => void arrived.push(request.url));
    server.app.addHook('preHandler', async (request) => void through.push(request.url));
    server.app.addHook('onRequestAbort', async (request) => void abandoned.push(request.url));
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => server?.close());

  const letGo = async (...names: string[]) => {
    for (const name of names) {
      await until(() => releases.has(name));
      releases.get(name)!();
      releases.delete(name);
    }
  };

  it('works on two reads at once and on the others in the order they came', async () => {
    started.length = 0;
    mostAtOnce = 0;
    const names = ['a', 'b', 'c', 'd', 'e'];
    const answers: Promise<Response>[] = [];
    for (const name of names) {
      answers.push(fetch(`${base}/test/held?name=${name}`));
      // Each one in before the next, so the order they came in is known.
      await until(() => arrived.includes(`/test/held?name=${name}`));
    }
    await until(() => started.length === 2);
    expect(started).toEqual(['a', 'b']);
    await letGo('b', 'a', 'c', 'd', 'e');
    const replies = await Promise.all(answers);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    expect(started).toEqual(names);
    expect(mostAtOnce).toBe(2);
  });

  it('answers the health check, a write and a read of its own while every place is taken', async () => {
    started.length = 0;
    const held = [fetch(`${base}/test/held?name=x`), fetch(`${base}/test/held?name=y`)];
    await until(() => started.length === 2);
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'POST', url: '/test/write' })).json()).toEqual({ written: true });
    // The outer read waits for a place; once it has one, its own read does not wait behind it.
    const outer = fetch(`${base}/test/outer`);
    await letGo('x');
    expect(await (await outer).json()).toEqual({ inner: { inner: true } });
    await letGo('y');
    await Promise.all(held);
  });

  it('answers a list the response cache holds while every place is taken', async () => {
    const list = `${base}/api/institutions/schools?county=Kisumu`;
    // Kept once asked for a second time.
    await fetch(list);
    await fetch(list);
    started.length = 0;
    const held = [fetch(`${base}/test/held?name=k1`), fetch(`${base}/test/held?name=k2`)];
    await until(() => started.length === 2);
    const kept = await fetch(list, { signal: AbortSignal.timeout(2000) });
    expect(kept.status).toBe(200);
    expect(kept.headers.get('x-cache')).toBe('HIT');
    // One not kept waits its turn.
    const other = fetch(`${base}/api/institutions/schools?county=Kitui`);
    await until(() => arrived.includes('/api/institutions/schools?county=Kitui'));
    expect(through, 'the list not kept waits for a place').not.toContain('/api/institutions/schools?county=Kitui');
    await letGo('k1', 'k2');
    await Promise.all([...held, other]);
  });

  it('lets no client skip the line with a header value of its own', async () => {
    started.length = 0;
    const held = [fetch(`${base}/test/held?name=h1`), fetch(`${base}/test/held?name=h2`)];
    await until(() => started.length === 2);
    const guessed = fetch(`${base}/test/held?name=guessed`, { headers: { [ownRead.header]: 'guess' } });
    await until(() => arrived.includes('/test/held?name=guessed'));
    expect(through).not.toContain('/test/held?name=guessed');
    expect(started).not.toContain('guessed');
    await letGo('h1', 'guessed', 'h2');
    await Promise.all([...held, guessed]);
  });

  it('refuses a read with 503 and a message once the line is full', async () => {
    started.length = 0;
    const held = ['p', 'q', 'r', 's', 't'].map((name) => fetch(`${base}/test/held?name=${name}`));
    await until(() => started.length === 2);
    // Two at work and three waiting: one more is refused at once.
    await until(() => ['p', 'q', 'r', 's', 't'].every((name) => arrived.includes(`/test/held?name=${name}`)));
    const refused = await fetch(`${base}/test/held?name=u`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect((await refused.json()).message).toMatch(/too many requests just now/);
    await letGo('p', 'q', 'r', 's', 't');
    expect((await Promise.all(held)).map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
  });

  it('gives the turn of a client that left while it waited to the next one', async () => {
    started.length = 0;
    const held = [fetch(`${base}/test/held?name=m`), fetch(`${base}/test/held?name=n`)];
    await until(() => started.length === 2);
    // A client that gives up while waiting.
    const leaving = http.get(`${base}/test/held?name=gone`);
    leaving.on('error', () => undefined);
    await until(() => arrived.includes('/test/held?name=gone'));
    leaving.destroy();
    await until(() => abandoned.includes('/test/held?name=gone'));
    const next = fetch(`${base}/test/held?name=next`);
    await until(() => arrived.includes('/test/held?name=next'));
    await letGo('m');
    // The place freed goes past the client that left, to the one after it.
    await until(() => started.includes('next'));
    expect(started).not.toContain('gone');
    await letGo('n', 'next');
    await Promise.all([...held, next]);
  });
});
