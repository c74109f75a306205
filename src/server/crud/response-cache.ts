/**
 * Anonymous visitors all see the same public lists and records, and most traffic is anonymous, so the
 * serialised answer is kept and served again until a write to one of the tables it came from
 * (db/versioned-cache.ts says when an answer may be kept). Only answers asked for again are kept: most lists
 * (a county's ninth page by name, say) are asked once, and keeping each would crowd out the popular ones and
 * leave the heap full of answers never reused.
 */
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TableVersions } from '../db/table-versions.ts';
import { VersionedCache } from '../db/versioned-cache.ts';

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
const compress = (encoding: Encoding, body: string) => (encoding === 'br' ? zlib.brotliCompressSync(body, brotliOptions) : zlib.gzipSync(body));

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

/** Anonymous answers by URL, kept until a write to the tables they were read from. */
export const createResponseCache = (versions: TableVersions) => {
  const answers = new VersionedCache<CachedAnswer>(versions, {
    // Some 500 lists of 20 schools, or thousands of records: the first pages people ask for again and again.
    max: 16 * 1024 * 1024,
    // The body and room for its compressed copies, which are a fraction of it.
    sizeOf: (answer) => Math.ceil(answer.body.length * 1.5) + 200,
  });

  /** Addresses asked for lately: an answer is kept when its address is among them (so again once a write dropped it). */
  const askedLately = new LRUCache<string, true>({ max: 20_000 });
  const keepOnSecondAsk = (url: string) => (fresh: CachedAnswer) => {
    if (askedLately.has(url)) return { ...fresh, encoded: {} };
    askedLately.set(url, true);
    return null;
  };

  return {
    /** Whether an answer is kept for this request (anonymous, and asked for at this address before). */
    holds: (request: FastifyRequest) => !request.user && answers.holds(request.url),
    /**
     * The answer to an anonymous request from the cache, or made by `produce` (and kept when safe and asked for
     * before). The X-Cache header says which, as caching proxies do.
     */
    async answer(request: FastifyRequest, reply: FastifyReply, tables: readonly string[], produce: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
      if (request.user) return produce();
      const { value, hit } = await answers.read(request.url, tables, produce, keepOnSecondAsk(request.url));
      reply.header('X-Cache', hit ? 'HIT' : 'MISS');
      return value;
    },
  };
};

export type ResponseCache = ReturnType<typeof createResponseCache>;
