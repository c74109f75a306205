/**
 * Security headers from helmet, worked out once at start. @fastify/helmet builds helmet's middleware again on
 * every request (to allow per-route options we do not use), which halved the API's throughput.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { starterSource } from './render/scripts-after-paint.ts';

/** Content Security Policy: our own scripts only (and the inline one that starts them); OpenStreetMap may be framed for institution maps. */
export const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", starterSource],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    frameSrc: ['https://www.openstreetmap.org'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    upgradeInsecureRequests: null,
  },
};

/** The headers helmet would set, captured by running its middleware once against a recording response. */
const helmetHeaders = () => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  helmet({ contentSecurityPolicy, crossOriginEmbedderPolicy: false })({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
};

/** Set on every answer, including those the router gives before any hook runs (http/query-limits.ts). */
export const securityHeaders = helmetHeaders();

export const addSecurityHeaders = (app: FastifyInstance) => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
};
