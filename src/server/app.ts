/**
 * buildApp(config): the whole server as one Fastify instance — API, uploads, the public site and the admin.
 * main.ts only listens; tests call buildApp and talk to it through inject() or a real port.
 */
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { resources } from '../registry/index.ts';
import { createPermissions } from './access/permissions.ts';
import { routeGrantCheck } from './access/route-grants.ts';
import { roleHooks } from './access/role-hooks.ts';
import { dependentsHooks } from './crud/dependents.ts';
import { distinctNameHooks } from './crud/distinct-names.ts';
import { permissionHooks } from './access/permission-hooks.ts';
import { grantRoutes } from './access/grant-routes.ts';
import { countAppearances } from './analytics/count-appearances.ts';
import { leaveCrawlerVisitsUnrecorded } from './analytics/crawlers.ts';
import { dashboardRoutes } from './analytics/dashboard-routes.ts';
import { ownerAnalyticsRoutes } from './analytics/owner-routes.ts';
import { createSearchAppearances } from './analytics/search-appearances.ts';
import { statsRoutes } from './analytics/stats-routes.ts';
import { authenticate } from './auth/authenticate.ts';
import { keptSessions } from './auth/kept-sessions.ts';
import { accountRoutes } from './auth/account-routes.ts';
import { authRoutes } from './auth/routes.ts';
import { userHooks } from './auth/user-hooks.ts';
import { commerceRoutes } from './commerce/routes.ts';
import { shopHooks } from './commerce/shop-hooks.ts';
import type { Config } from './config.ts';
import { combineHooks } from './crud/hooks.ts';
import { brotliOptions, compressThreshold, createResponseCache } from './crud/response-cache.ts';
import { createFacetIndex } from './crud/facet-index.ts';
import { crudRoutes } from './crud/routes.ts';
import { createCrud } from './crud/service.ts';
import { openDialect } from './db/dialect.ts';
import { holdsDemo, prepareDatabase, seedDemoOnce } from './db/first-start.ts';
import { editedHooks } from './open-data/edited-hooks.ts';
import { loadShippedListsOnce } from './open-data/shipped-lists.ts';
import { currentSchema } from './db/migrate.ts';
import { decisionRoutes } from './moderation/decision-routes.ts';
import { queueRoutes } from './moderation/queue-routes.ts';
import { errorHandling } from './errors.ts';
import { readsInTurn } from './http/reads-in-turn.ts';
import { idempotency } from './http/idempotency.ts';
import { jsonBodies } from './http/json-body.ts';
import { readableValidationErrors } from './http/readable-zod.ts';
import { malformedUrl, queryLimits } from './http/query-limits.ts';
import { abuseLimits } from './abuse/rate-limits.ts';
import { openCounters } from './abuse/shared-counters.ts';
import { fastifyTrustProxy } from './abuse/limits.ts';
import { answerClientErrors, checkEveryMs, cutSlowClients } from './http/slow-clients.ts';
import { trackWriteRequests } from './http/write-requests.ts';
import { openApiRoutes } from './openapi.ts';
import { createMetrics } from './observability/metrics.ts';
import { metricsRoutes } from './observability/metrics-routes.ts';
import { echoRequestIds, requestId } from './observability/request-ids.ts';
import { ratingHooks } from './ratings/rating-hooks.ts';
import { helpfulHooks } from './ratings/helpful-hooks.ts';
import { reportHooks } from './ratings/report-hooks.ts';
import { replyHooks } from './ratings/reply-hooks.ts';
import { applicationHooks } from './jobs/application-hooks.ts';
import { enquiryHooks } from './enquiries/enquiry-hooks.ts';
import { applicationRoutes } from './jobs/application-routes.ts';
import { jobDeadlineHooks, startClosingPastDeadlines } from './jobs/job-deadlines.ts';
import { myApplicationsLink } from './jobs/stage-moves.ts';
import { stageChangedMessage } from './mail/application-messages.ts';
import { createMailer } from './mail/mailer.ts';
import { createMailQueue } from './mail/mail-queue.ts';
import { scamGuardHooks } from './moderation/scam-guard.ts';
import { commentHooks } from './content/comment-hooks.ts';
import { addSecurityHeaders } from './security-headers.ts';
import { createSigner, loadSecret } from './uploads/signed-links.ts';
import { uploadOverrides, uploadRoutes } from './uploads/routes.ts';
import { privateFileHooks } from './uploads/file-hooks.ts';
import { prioritySupportHooks } from './plans/priority-support.ts';
import { planRoutes } from './plans/plan-routes.ts';
import { subscriptionHooks } from './plans/subscription-hooks.ts';
import { openFileStore } from './uploads/open-store.ts';
import { maxUploadBytes } from './uploads/storage.ts';
import { searchRoutes } from './search/search-routes.ts';
import { createVocabulary } from './search/vocabulary.ts';
import { sitemapRoutes } from './seo/sitemap-routes.ts';
import { pageRows } from './seo/page-status.ts';
import { cardRoutes } from './cards/card-routes.ts';
import { serveWeb } from './web-routes.ts';
import { pageRenderer } from './render/page-renderer.ts';
import { callbackSecret } from './payments/callback-secret.ts';
import { choosePayments } from './payments/payment-options.ts';
import { callbackPath, paymentRoutes } from './payments/payment-routes.ts';
import { startSweep } from './payments/payment-sweep.ts';
import { startAlertDigests } from './saved/alert-digests.ts';
import { approvalHooks } from './saved/approval-hooks.ts';
import { saveOverrides, saveRoute } from './saved/save-route.ts';
import { visitOverrides, visitRoutes } from './analytics/visit-routes.ts';
import { savedHooks } from './saved/saved-hooks.ts';
import type { Locale } from '../registry/locales.ts';

export const buildApp = async (config: Config) => {
  readableValidationErrors();
  const metrics = createMetrics();
  // A dropped idle connection is logged; the pool replaces it, and requests meanwhile answer 503.
  const dialect = await openDialect({ ...config, onPoolError: (error) => app.log.warn({ err: error }, 'database connection lost'), onQuery: metrics.query });
  if (dialect.poolUsage) metrics.pool(dialect.poolUsage);
  const { db } = dialect;
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
  });
  app.addHook('onClose', () => dialect.close());

  await prepareDatabase(dialect, config, (message) => app.log.warn(message));
  const permissions = createPermissions(db, dialect.versions);
  await permissions.reload();

  const appSecret = config.secret ?? loadSecret(config.dataDir);
  const signer = createSigner(appSecret);
  const store = await openFileStore(config, {
    warn: (error, message) => app.log.warn({ err: error }, message),
    info: (message) => app.log.info(message),
    error: (error, message) => app.log.error({ err: error }, message),
  });
  app.addHook('onClose', async () => store.close());
  // One mailer for the server: account links and notices, and the applicant's news of a move.
  const mailer = createMailer(config, { info: (m) => app.log.info(m), error: (d, m) => app.log.error(d, m) });
  // Mail that must outlive a stopped process is written with its change and sent from the database.
  const mailQueue = createMailQueue(db, mailer, { info: (m) => app.log.info(m), error: (d, m) => app.log.error(d, m) });
  app.addHook('onClose', async () => {
    await mailQueue.close();
    await mailer.close();
  });
  const mailStage = (to: string, locale: Locale, stage: string) =>
    void mailer.send({ to, ...stageChangedMessage(locale, stage, `${config.publicUrl}${myApplicationsLink}`) });
  const crud = createCrud({
    dialect,
    permissions,
    hooks: combineHooks(
      dependentsHooks,
      distinctNameHooks,
      ratingHooks,
      helpfulHooks,
      reportHooks,
      replyHooks,
      shopHooks,
      commentHooks,
      applicationHooks(mailStage),
      jobDeadlineHooks,
      enquiryHooks,
      scamGuardHooks(
        resources.filter((resource) => resource.visibility === 'moderated').map((resource) => resource.name),
        resources.filter((resource) => resource.visibility === 'public' && resource.publicWith).map((resource) => resource.name),
      ),
      userHooks,
      prioritySupportHooks,
      subscriptionHooks,
      roleHooks,
      permissionHooks(permissions),
      savedHooks,
      approvalHooks,
      privateFileHooks({ db, store, log: (error) => app.log.error({ err: error }, 'removing a deleted private file failed') }),
      editedHooks,
    ),
    fileLink: (name) => signer.link(name),
  });
  if (config.seed === 'demo') await seedDemoOnce(dialect, crud, config, store, (message) => app.log.info(message));
  // After the demo, so the list's schools that the demo names take its listings rather than doubling them.
  if (config.openLists === 'load') await loadShippedListsOnce(dialect, config, (message) => app.log.info(message));
  const demoNotice = config.demoNotice ?? (await holdsDemo(db));

  errorHandling(app, dialect.isUnavailable);
  // First of the hooks: whatever another process committed before a request arrived, that request sees.
  app.addHook('onRequest', (_request, _reply, done) => {
    dialect.versions.arrived();
    done();
  });
  const cache = createResponseCache(dialect.versions);
  readsInTurn(app, { atOnce: config.readsAtOnce, maxWaiting: config.readsWaiting, kept: cache.holds });
  metricsRoutes(app, { metrics, token: config.metricsToken });
  echoRequestIds(app);
  // Odd query strings and JSON bodies are refused with a 400 before any route reads them; rate limits are set
  // here, before the first route is added, so every route in abuse/rate-limits.ts gets its limit.
  queryLimits(app);
  jsonBodies(app);
  const counters = openCounters({
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    dialect,
    keys: config.limits.keys,
    log: {
      away: (error) => app.log.warn({ err: error }, 'rate-limit counters unavailable; each instance counts in its own memory until they answer'),
      back: () => app.log.info('rate-limit counters answer again; limits are counted together again'),
    },
  });
  app.addHook('onClose', () => counters.close());
  await abuseLimits(app, { limits: config.limits, resources, counters });
  cutSlowClients(app, config.requestTimeoutMs);
  authenticate(app, keptSessions(db, dialect.versions));
  // A signed-in request is judged by the permissions as they are now, whichever instance changed them.
  app.addHook('onRequest', async (request) => {
    if (request.user) await permissions.fresh();
  });
  routeGrantCheck(app, permissions);
  idempotency(app, db, appSecret);
  trackWriteRequests(app, dialect.versions, dialect.publishChanges);
  addSecurityHeaders(app);
  await app.register(cors, { exposedHeaders: ['X-Total-Count', 'X-Total-Count-Capped', 'X-Cache'] });
  // Most visitors pay for every byte on a phone: pages, scripts and JSON go out compressed.
  await app.register(compress, { threshold: compressThreshold, encodings: ['br', 'gzip'], brotliOptions });
  await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 2, fields: 30 } });

  // Alive: the process answers. Ready: the database answers and has this version's schema.
  app.get('/api/health', async () => ({ status: 'ok' }));
  const schema = currentSchema(resources);
  app.get('/api/ready', async (_request, reply) => {
    const applied = await db.selectFrom('_migrations').select('version').where('version', '=', schema).executeTakeFirst();
    if (!applied) return reply.code(503).header('Retry-After', '5').send({ message: 'The database schema is being upgraded; try again shortly.' });
    return { status: 'ready', database: dialect.name };
  });
  await app.register(authRoutes, { db, crud, config, counters });
  await app.register(accountRoutes, { db, crud, config, counters, mailer });
  await app.register(uploadRoutes, {
    crud,
    permissions,
    signer,
    store,
    db,
    limits: config.limits,
    counters,
    log: (error) => app.log.error({ err: error }, 'removing the files of a failed upload failed'),
  });
  const payments = choosePayments(config);
  const mpesaSecret = callbackSecret(config.mpesa?.callbackSecret ?? null, appSecret);
  const push = payments.push && {
    db,
    provider: payments.push,
    callbackUrl: () => `${config.mpesa!.callbackBaseUrl}${callbackPath}/${mpesaSecret}`,
    promptsPerPhone: config.limits.promptsPerPhone,
    log: { warn: (message: string) => app.log.warn(message) },
  };
  // Stopped before the database closes, so a round under way finishes its settlement.
  if (push) app.addHook('preClose', startSweep(push, config.mpesa!));
  await app.register(commerceRoutes, { db, crud, permissions, payments, push });
  await app.register(paymentRoutes, { db, options: payments, push, secret: mpesaSecret });
  await app.register(grantRoutes, { permissions });
  await app.register(decisionRoutes, { crud, mailQueue, config });
  await app.register(queueRoutes, { db, crud });
  await app.register(applicationRoutes, { db, permissions, mail: mailStage });
  await app.register(planRoutes, { db, payments, push });
  await app.register(statsRoutes, { db });
  await app.register(dashboardRoutes, { db });
  const appearances = createSearchAppearances(db, { log: (error) => app.log.warn({ err: error }, 'writing search appearances failed; kept for the next try') });
  // Before the database closes, so the last seconds' counts are written.
  app.addHook('preClose', () => appearances.close());
  await app.register(ownerAnalyticsRoutes, { db, appearances });
  await app.register(saveRoute, { db, crud });
  await app.register(visitRoutes, { db, crud });
  // Every instance looks for due digests; each member's digest is claimed by one (saved/alert-digests.ts).
  let stopAlerts: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopAlerts = startAlertDigests(
      { db, crud, mailQueue, publicUrl: config.publicUrl, settleMs: config.alertSettleMs, warn: (error, message) => app.log.warn({ err: error }, message) },
      config.alertDigestEveryMs,
    );
  });
  app.addHook('preClose', async () => stopAlerts?.());
  // Every instance closes the jobs whose deadline day is over in Nairobi (jobs/job-deadlines.ts).
  let stopClosing: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopClosing = startClosingPastDeadlines(dialect, (error) =>
      app.log.warn({ err: error }, 'closing jobs past their deadline failed; it runs again within a minute'),
    );
  });
  app.addHook('preClose', async () => stopClosing?.());
  await app.register(searchRoutes, { db, crud, cache, vocabulary: createVocabulary(db, dialect.versions) });
  leaveCrawlerVisitsUnrecorded(app);
  await app.register(crudRoutes, {
    db,
    crud,
    cache,
    facets: createFacetIndex(crud, dialect.versions),
    resources,
    overridden: new Set([...uploadOverrides, ...saveOverrides, ...visitOverrides]),
    onList: countAppearances(appearances),
  });
  await app.register(openApiRoutes, { resources });
  await app.register(sitemapRoutes, { db, config, resources });
  await app.register(cardRoutes, { crud, config, resources });
  await serveWeb(app, config, store, pageRows(crud, resources), pageRenderer(app, config.publicUrl), { demoNotice });
  return app;
};
