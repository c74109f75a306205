/**
 * A client must send its whole request within the request timeout. Node's own check misses a body that keeps
 * trickling in, so each request with a body gets a timer: when it fires before the body is complete, the
 * client is told 408 and the connection is closed. Headers that arrive too slowly are caught by Node, and
 * answered here in the app's own shape.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

const tooSlow = (timeoutMs: number) => `The request took longer than ${Math.round(timeoutMs / 1000)} s to arrive. Check your connection and try again.`;

/**
 * Fastify's `clientErrorHandler`: what Node refuses before any route sees it (headers too slow or too large, or
 * not HTTP at all) is answered `{message}` with a sentence a person can act on, instead of Fastify's own body.
 */
export const answerClientErrors = (timeoutMs: number) => (error: Error & { code?: string }, socket: Socket) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, tooSlow(timeoutMs)]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, "The request's headers are too large. Clear this site's cookies and try again."]
        : [400, 'The request is not HTTP this server can read. Check the address and the client, and try again.'];
  const body = JSON.stringify({ message });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy();
};

/** How often Node looks for requests past their time; its default, 30 s, would let slow headers stay twice as long. */
export const checkEveryMs = (timeoutMs: number) => Math.min(30_000, Math.max(100, Math.round(timeoutMs / 4)));

export const cutSlowClients = (app: FastifyInstance, timeoutMs: number) => {
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    if (raw.complete || !(Number(raw.headers['content-length']) > 0 || raw.headers['transfer-encoding'])) return;
    const timer = setTimeout(() => {
      if (raw.complete || reply.raw.headersSent) return;
      const body = JSON.stringify({ message: tooSlow(timeoutMs) });
      reply.raw.writeHead(408, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close' });
      reply.raw.end(body, () => raw.socket?.destroy());
    }, timeoutMs);
    timer.unref();
    raw.once('end', () => clearTimeout(timer));
    reply.raw.once('close', () => clearTimeout(timer));
  });
};
