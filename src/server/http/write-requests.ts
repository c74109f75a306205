/**
 * Follows every request that may write (any method but GET, HEAD and OPTIONS): its statements' tables count as
 * being written until its answer has gone (table-versions.ts), so no cache keeps what was read from them meanwhile;
 * `publish` then tells other instances which tables it changed, its transaction having committed.
 */
import type { FastifyInstance } from 'fastify';
import type { TableVersions } from '../db/table-versions.ts';

const readOnly = new Set(['GET', 'HEAD', 'OPTIONS']);

export const trackWriteRequests = (app: FastifyInstance, versions: TableVersions, publish: (tables: readonly string[]) => Promise<void>) => {
  // A write counts as under way once its body has arrived: a client sending one slowly must not stop answers
  // being kept meanwhile.
  app.addHook('preHandler', (request, reply, done) => {
    if (readOnly.has(request.method)) return done();
    const written = new Set<string>();
    // The response's 'close' fires once, whether the answer was sent or the client went away.
    reply.raw.once('close', () => {
      versions.settle(written);
      if (written.size) publish([...written]).catch((error: Error) => request.log.warn({ err: error }, 'could not tell other instances of a change'));
    });
    // The rest of the request runs inside this context, so its statements add the tables they write.
    versions.collect(written, done);
  });
};
