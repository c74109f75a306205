/**
 * Bounds on the query string of every API request, checked before any route reads it: its length, how many
 * different keys it has and how often one key is repeated (`id=1&id=2…` asks for many rows; a page holds at most
 * `maxPageSize`, so more values than that are never needed). A list checks each filter more closely (query.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { maxPageSize } from '../../registry/query-bounds.ts';
import { badRequest } from '../http-error.ts';
import { errorIn } from '../i18n/error-words.ts';
import { requestLocale } from '../i18n/locale-of.ts';
import { securityHeaders } from '../security-headers.ts';

export const maxQueryLength = 8192;
export const maxQueryKeys = 50;
export const maxRepeats = maxPageSize;

export const checkQuery = (url: string, query: Record<string, unknown>) => {
  const mark = url.indexOf('?');
  if (mark !== -1 && url.length - mark - 1 > maxQueryLength) throw badRequest(`The query string is too long: at most ${maxQueryLength} characters after "?".`);
  const keys = Object.keys(query);
  if (keys.length > maxQueryKeys) throw badRequest(`The query has ${keys.length} different parameters; at most ${maxQueryKeys} are allowed.`);
  for (const key of keys) {
    const value = query[key];
    if (Array.isArray(value) && value.length > maxRepeats) {
      const name = key.length > 40 ? `${key.slice(0, 40)}…` : key;
      throw badRequest(`"${name}" is repeated ${value.length} times; give it at most ${maxRepeats} values.`);
    }
  }
};

export const queryLimits = (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) checkQuery(request.url, request.query as Record<string, unknown>);
  });
};

/**
 * Fastify's `frameworkErrors`: an address the router cannot read (a broken %-escape) or with a path segment longer
 * than its limit (100 characters) answers like every other refusal, JSON with a message, instead of the
 * router's own body, with the same security headers.
 */
export const malformedUrl = (error: { code?: string }, request: FastifyRequest, reply: FastifyReply) => {
  // Read before the error handler could run, so the answer is put in the request's language here.
  const answer = (message: string) => ({ message: errorIn(requestLocale(undefined, request.headers['accept-language']), message) });
  // No hook runs for an address the router cannot read, so the headers every answer carries are set here.
  reply.headers(securityHeaders);
  if (error.code === 'FST_ERR_BAD_URL') return reply.code(400).send(answer('The address is not valid: it has a broken %-escape. Check the link.'));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.code(400).send(answer('A part of the address is too long (an id has at most 10 digits). Check the link.'));
  return reply.code(500).send(answer('Something went wrong on our side. Please try again.'));
};
