/**
 * Bounds on the query string of every API request, checked before any route reads it: its length, how many
 * different keys it has and how often one key is repeated (`id=1&id=2…` asks for many rows; a page holds at most
 * 100, so more values than that are never needed).
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http-error.ts';

export const maxQueryLength = 8192;
export const maxQueryKeys = 50;
export const maxRepeats = 100;

export const checkQuery = (url: string, query: Record<string, unknown>) => {
  const mark = url.indexOf('?');
  if (mark !== -1 && url.length - mark - 1 > maxQueryLength)
    throw badRequest(`The query string is too long: at most ${maxQueryLength} characters after "?".`);
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
