/** Helmet's headers and the content security policy on every answer (security-headers.ts). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { addSecurityHeaders } from '../security-headers.ts';

const securityHeaders: FastifyPluginAsync = async (app) => {
  addSecurityHeaders(app);
};

export default fp(securityHeaders, { name: 'security-headers' });
