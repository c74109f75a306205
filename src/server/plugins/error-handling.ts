/**
 * Every failure leaves as JSON {message, errors?} (errors.ts), a database that cannot answer as a 503. Set before
 * any route is added: a route keeps the error handler its instance had when it was added.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { errorHandling as answerErrors } from '../errors.ts';

const errorHandling: FastifyPluginAsync = async (app) => {
  answerErrors(app, app.dialect.isUnavailable);
};

export default fp(errorHandling, { name: 'error-handling', dependencies: ['database'], decorators: { fastify: ['dialect'] } });
