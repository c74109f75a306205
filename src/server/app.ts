/**
 * buildApp(config): the whole server as one Fastify instance — API, uploads, the public site and the admin.
 * main.ts only listens; tests call buildApp and talk to it through inject() or a real port.
 *
 * The server is a list of named plugins (src/server/plugins/), registered below in the order they start. Each
 * declares, with fastify-plugin, the plugins it depends on and the decorators it reads (`app.db`, `request.user`),
 * and Fastify refuses to start if one is registered before them. They are wrapped by fastify-plugin, so what they
 * add (decorators, request hooks, the error handler) applies to the whole app; the route modules they register
 * keep a scope of their own. Request hooks of one stage run in the order their plugins are registered here.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { fastifyTrustProxy } from './abuse/limits.ts';
import type { Config } from './config.ts';
import { readableValidationErrors } from './http/readable-zod.ts';
import { malformedUrl } from './http/query-limits.ts';
import { answerClientErrors, checkEveryMs } from './http/slow-clients.ts';
import { requestId } from './observability/request-ids.ts';
import abuseLimits from './plugins/abuse-limits.ts';
import accountRoutes from './plugins/account-routes.ts';
import analyticsRoutes from './plugins/analytics-routes.ts';
import appSecret from './plugins/app-secret.ts';
import applicationRoutes from './plugins/application-routes.ts';
import authentication from './plugins/authentication.ts';
import commerceRoutes from './plugins/commerce-routes.ts';
import corsCompressMultipart from './plugins/cors-compress-multipart.ts';
import counters from './plugins/counters.ts';
import crawlers from './plugins/crawlers.ts';
import crud from './plugins/crud.ts';
import crudRoutes from './plugins/crud-routes.ts';
import placeRoutes from './plugins/place-routes.ts';
import database from './plugins/database.ts';
import demoData from './plugins/demo-data.ts';
import errorHandling from './plugins/error-handling.ts';
import files from './plugins/files.ts';
import grantRoutes from './plugins/grant-routes.ts';
import health from './plugins/health.ts';
import idempotency from './plugins/idempotency.ts';
import jobDeadlines from './plugins/job-deadlines.ts';
import mail from './plugins/mail.ts';
import metrics from './plugins/metrics.ts';
import moderationRoutes from './plugins/moderation-routes.ts';
import observability from './plugins/observability.ts';
import openApi from './plugins/openapi.ts';
import payments from './plugins/payments.ts';
import permissions from './plugins/permissions.ts';
import planRoutes from './plugins/plan-routes.ts';
import readsInTurn from './plugins/reads-in-turn.ts';
import requestLimits from './plugins/request-limits.ts';
import routeGrants from './plugins/route-grants.ts';
import savedAndAlerts from './plugins/saved-and-alerts.ts';
import searchAppearances from './plugins/search-appearances.ts';
import searchRoutes from './plugins/search-routes.ts';
import securityHeaders from './plugins/security-headers.ts';
import seoRoutes from './plugins/seo-routes.ts';
import slowClients from './plugins/slow-clients.ts';
import uploadRoutes from './plugins/upload-routes.ts';
import web from './plugins/web.ts';
import writeTracking from './plugins/write-tracking.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration buildApp was given (config.ts). */
    config: Config;
  }
}

export const buildApp = async (config: Config) => {
  readableValidationErrors();
  const app: FastifyInstance = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'] },
    genReqId: requestId,
    bodyLimit: 1024 * 1024,
    // A client sending its request slowly is cut off, so it cannot hold a connection (or a shutdown) for ever.
    requestTimeout: config.requestTimeoutMs,
    http: { connectionsCheckingInterval: checkEveryMs(config.requestTimeoutMs) },
    clientErrorHandler: answerClientErrors(config.requestTimeoutMs),
    // Off unless TRUST_PROXY names the proxies in front: otherwise anyone could choose their address.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // An address the router cannot read answers JSON with a message, like every other refusal.
    frameworkErrors: malformedUrl,
    // A plugin may wait for another instance's migration, or seed the demo data: no time limit on starting one.
    pluginTimeout: 0,
  });
  app.decorate('config', config);

  // What the routes use. `onClose` hooks run in the reverse order of their adding: the database closes last.
  await app.register(metrics);
  await app.register(database);
  await app.register(permissions);
  await app.register(appSecret);
  await app.register(files);
  await app.register(mail);
  await app.register(crud);
  await app.register(demoData);

  // What every request goes through, in this order within each stage (docs/architecture.md, "How a request flows").
  // The database plugin added the first `onRequest` hook: a request sees what other processes committed before it.
  await app.register(errorHandling);
  await app.register(readsInTurn);
  await app.register(observability);
  await app.register(requestLimits);
  await app.register(counters);
  // Before the first route is added: each limited route gets its rule as it is added.
  await app.register(abuseLimits);
  await app.register(slowClients);
  await app.register(authentication);
  await app.register(routeGrants);
  await app.register(idempotency);
  await app.register(writeTracking);
  await app.register(securityHeaders);
  await app.register(corsCompressMultipart);

  // The routes, then the site, which takes every address no route took. Background work stops in `preClose`
  // hooks, which run before the database closes.
  await app.register(health);
  await app.register(accountRoutes);
  await app.register(uploadRoutes);
  await app.register(payments);
  await app.register(commerceRoutes);
  await app.register(grantRoutes);
  await app.register(moderationRoutes);
  await app.register(applicationRoutes);
  await app.register(planRoutes);
  await app.register(searchAppearances);
  await app.register(analyticsRoutes);
  await app.register(savedAndAlerts);
  await app.register(jobDeadlines);
  await app.register(searchRoutes);
  await app.register(placeRoutes);
  await app.register(crawlers);
  await app.register(crudRoutes);
  await app.register(openApi);
  await app.register(seoRoutes);
  await app.register(web);
  return app;
};
