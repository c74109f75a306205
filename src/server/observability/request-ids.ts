/**
 * Every request has an id that each of its log lines carries (pino's `reqId`) and that its answer returns in
 * `X-Request-Id`, so a user's report or a proxy's log leads to the server's lines. A proxy's own id is kept when
 * it looks like one; anything else (too long, odd characters that could forge log lines) is replaced.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const wellFormed = /^[A-Za-z0-9._:-]{8,128}$/;

/** Fastify's `genReqId`. */
export const requestId = (request: IncomingMessage) => {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && wellFormed.test(given) ? given : randomUUID();
};

export const echoRequestIds = (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
};
