/**
 * At most `atOnce` reads (GET and HEAD) are worked on at a time; the others wait in line, first come first served,
 * before any work is done for them. Under a burst, a server working on every request at once shares its one event
 * loop among all of them: each request then lives as long as the slowest, its rows and answer outlive several of
 * V8's young-generation collections and are copied into the old generation, and the collector's work grows with the
 * crowd: at 100 connections on a million schools the server answered markedly fewer signed-in lists a second than
 * at 10, and in turn it keeps most of that rate (docs/benchmarks.md).
 *
 * A request waits after the rate limits and sign-in (onRequest hooks), so a flood is refused without queueing in
 * front of anyone, and leaves its place once its answer is handed to the socket (onSend): a phone reading the
 * answer slowly holds no place. The server's own reads made while rendering a page run in the page's turn, never
 * behind it. The health and readiness checks never wait, nor do answers the response cache holds. Writes do not
 * wait either: they are fewer, and a write's body arrives at the client's pace.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ServiceUnavailable } from '../http-error.ts';

const reads = new Set(['GET', 'HEAD']);
const neverWaits = new Set(['/api/health', '/api/ready']);

/**
 * The header the server's own reads carry while it renders a page (render/page-renderer.ts), with a value no one
 * outside this process knows: they run in the page's turn. A header rather than an async context, which every
 * promise of every read would have had to carry.
 */
export const ownRead = { header: 'x-elimuhub-own-read', value: randomBytes(16).toString('hex') };

declare module 'fastify' {
  interface FastifyRequest {
    /** Gives up the request's place in turn, if it holds one (once; later calls do nothing). */
    leaveTurn: (() => void) | null;
  }
}

export interface InTurnOptions {
  /** Reads worked on at once. */
  atOnce: number;
  /** Reads that may wait; one more is answered 503 at once. */
  maxWaiting: number;
  /**
   * Reads answered from memory (the response cache holds their answer): they cost less than keeping them in line
   * would, so they never wait.
   */
  kept: (request: FastifyRequest) => boolean;
}

export const readsInTurn = (app: FastifyInstance, { atOnce, maxWaiting, kept }: InTurnOptions) => {
  let working = 0;
  const line: (() => void)[] = [];
  /** A place is free: the next in line takes it, or it is left free. */
  const pass = () => {
    const next = line.shift();
    if (next) next();
    else working--;
  };
  // On the request itself rather than in a WeakMap keyed by it: a WeakMap of short-lived keys is extra work for every
  // young-generation collection.
  app.decorateRequest('leaveTurn', null);

  app.addHook('preParsing', (request, reply, payload, done) => {
    if (!reads.has(request.method) || request.headers[ownRead.header] === ownRead.value || neverWaits.has(request.url.split('?', 1)[0]!) || kept(request))
      return done(null, payload);
    let holding = false;
    let gone = false;
    const start = () => {
      holding = true;
      done(null, payload);
    };
    request.leaveTurn = () => {
      if (!holding) return;
      holding = false;
      pass();
    };
    // Fires once, when the answer has gone or the client went away, whichever comes first.
    reply.raw.once('close', () => {
      gone = true;
      request.leaveTurn!();
    });
    if (working < atOnce) {
      working++;
      return start();
    }
    if (line.length >= maxWaiting)
      return done(new ServiceUnavailable('ElimuHub is answering too many requests just now. Please try again in a few seconds.', 2));
    // A client gone while it waited gives its turn straight on.
    line.push(() => (gone ? pass() : start()));
  });

  app.addHook('onSend', (request, _reply, payload, done) => {
    request.leaveTurn?.();
    done(null, payload);
  });
};
