/**
 * A client must send its whole request within the request timeout. Node's own check misses a body that keeps
 * trickling in, so each request with a body gets a timer: when it fires before the body is complete, the
 * client is told 408 and the connection is closed.
 */
import type { FastifyInstance } from 'fastify';

export const cutSlowClients = (app: FastifyInstance, timeoutMs: number) => {
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    if (raw.complete || !(Number(raw.headers['content-length']) > 0 || raw.headers['transfer-encoding'])) return;
    const timer = setTimeout(() => {
      if (raw.complete || reply.raw.headersSent) return;
      const body = JSON.stringify({ message: `The request took longer than ${Math.round(timeoutMs / 1000)} s to arrive. Check your connection and try again.` });
      reply.raw.writeHead(408, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close' });
      reply.raw.end(body, () => raw.socket?.destroy());
    }, timeoutMs);
    timer.unref();
    raw.once('end', () => clearTimeout(timer));
    reply.raw.once('close', () => clearTimeout(timer));
  });
};
