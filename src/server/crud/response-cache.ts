/**
 * Anonymous visitors all see the same public lists and records, and most traffic is anonymous, so the
 * serialised answer is kept and served again until a write to one of the tables it came from. An answer
 * is only kept when no write request was under way while it was read: a write counts its tables when it
 * runs, but commits later, and an answer read in between must not outlive it.
 */
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { TableVersions } from '../db/table-versions.ts';

type Encoding = 'br' | 'gzip';

export interface CachedAnswer {
  body: string;
  /** X-Total-Count of a list, null for a single record. */
  total: number | null;
  /** True when the list is longer than the total says (counting stops at a cap). */
  capped?: boolean;
  /** Present on kept answers only: their compressed copies, each made the first time a client asks for it. */
  encoded?: Partial<Record<Encoding, Buffer>>;
}

/** Brotli at a middle quality packs nearly as well as its best at a small fraction of the time. */
export const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
/** Smaller answers are not worth compressing (the same threshold as for everything else). */
export const compressThreshold = 1024;

const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });
const compress = (encoding: Encoding, body: string) =>
  encoding === 'br' ? zlib.brotliCompressSync(body, brotliOptions) : zlib.gzipSync(body);

/**
 * Sends a JSON answer. A kept answer goes out compressed from its stored copy, so a popular page is compressed
 * once rather than on every request; any other answer is left to the compression plugin.
 */
export const sendAnswer = (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) => {
  reply.type('application/json; charset=utf-8');
  if (answer.total !== null) reply.header('X-Total-Count', answer.total);
  if (answer.capped) reply.header('X-Total-Count-Capped', 'true');
  const accepted = request.headers['accept-encoding'];
  const encoding = answer.encoded && accepted && answer.body.length >= compressThreshold ? encodings.negotiate(accepted) : null;
  if (!encoding) return reply.send(answer.body);
  const bytes = (answer.encoded![encoding] ??= compress(encoding, answer.body));
  return reply.header('Content-Encoding', encoding).header('Vary', 'Accept-Encoding').send(bytes);
};

const readOnly = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * `publish` tells other instances which tables a write request changed, once its answer has gone (and so its
 * transaction has committed).
 */
export const createResponseCache = (
  app: FastifyInstance,
  versions: TableVersions,
  publish: (tables: readonly string[]) => Promise<void> = async () => undefined,
) => {
  const answers = new LRUCache<string, CachedAnswer & { token: string }>({
    maxSize: 32 * 1024 * 1024,
    // The body and room for its compressed copies, which are a fraction of it.
    sizeCalculation: (answer) => Math.ceil(answer.body.length * 1.5) + 200,
  });
  let writing = 0;
  let writesEnded = 0;

  // A write counts as under way once its body has arrived: a client sending one slowly must not stop answers
  // being kept meanwhile.
  app.addHook('preHandler', (request, reply, done) => {
    if (readOnly.has(request.method)) return done();
    writing++;
    const written = new Set<string>();
    // The response's 'close' fires once, whether the answer was sent or the client went away.
    reply.raw.once('close', () => {
      writing--;
      writesEnded++;
      if (written.size) publish([...written]).catch((error: Error) => request.log.warn({ err: error }, 'could not tell other instances of a change'));
    });
    // The rest of the request runs inside this context, so its statements add the tables they write.
    versions.collect(written, done);
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
      if (quiet && writing === 0 && writesEnded === endedBefore && versions.token(tables) === token) {
        const kept = { ...fresh, token, encoded: {} };
        answers.set(request.url, kept);
        return kept;
      }
      return fresh;
    },
  };
};

export type ResponseCache = ReturnType<typeof createResponseCache>;
