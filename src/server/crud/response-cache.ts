/**
 * Anonymous visitors all see the same public lists and records, and most traffic is anonymous, so the
 * serialised answer is kept and served again until a write to one of the tables it came from. An answer
 * is only kept when no write request was under way while it was read: a write counts its tables when it
 * runs, but commits later, and an answer read in between must not outlive it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { TableVersions } from '../db/table-versions.ts';

export interface CachedAnswer {
  body: string;
  /** X-Total-Count of a list, null for a single record. */
  total: number | null;
}

const readOnly = new Set(['GET', 'HEAD', 'OPTIONS']);

export const createResponseCache = (app: FastifyInstance, versions: TableVersions) => {
  const answers = new LRUCache<string, CachedAnswer & { token: string }>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (answer) => answer.body.length + 200,
  });
  let writing = 0;
  let writesEnded = 0;

  app.addHook('onRequest', async (request, reply) => {
    if (readOnly.has(request.method)) return;
    writing++;
    // The response's 'close' fires once, whether the answer was sent or the client went away.
    reply.raw.once('close', () => {
      writing--;
      writesEnded++;
    });
  });

  return {
    /**
     * The answer to an anonymous request from the cache, or made by `produce` (and kept when safe). The
     * X-Cache header says which, as caching proxies do.
     */
    async answer(request: FastifyRequest, reply: FastifyReply, tables: readonly string[], produce: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
      if (request.user) return produce();
      const token = versions.token(tables);
      const hit = answers.get(request.url);
      reply.header('X-Cache', hit?.token === token ? 'HIT' : 'MISS');
      if (hit?.token === token) return hit;
      const quiet = writing === 0;
      const endedBefore = writesEnded;
      const fresh = await produce();
      if (quiet && writing === 0 && writesEnded === endedBefore && versions.token(tables) === token)
        answers.set(request.url, { ...fresh, token });
      return fresh;
    },
  };
};

export type ResponseCache = ReturnType<typeof createResponseCache>;
