/** Odd query strings and JSON bodies are refused with a 400 before any route reads them (http/query-limits.ts, http/json-body.ts). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonBodies } from '../http/json-body.ts';
import { queryLimits } from '../http/query-limits.ts';

const requestLimits: FastifyPluginAsync = async (app) => {
  queryLimits(app);
  jsonBodies(app);
};

export default fp(requestLimits, { name: 'request-limits' });
