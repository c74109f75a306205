/**
 * Every rate limit of the server, in one table keyed by route ("POST /api/auth/login"), applied by
 * @fastify/rate-limit as routes are added (an onRoute hook puts the rule in the route's config). A route that
 * is added later, by any module, gets its limit as long as its method and URL are in the table.
 *
 * Counters live where the sign-in throttle's do (rate-limit-store.ts): in memory for one instance, in Redis or
 * PostgreSQL when several instances share them.
 * Addresses are the client's as Fastify sees it (request.ip: the socket's, unless TRUST_PROXY names the proxies
 * in front); IPv6 addresses count per /64, as one household or phone gets a whole /64.
 */
import rateLimit, { type CreateRateLimitOptions } from '@fastify/rate-limit';
import { clientAddress } from './client-address.ts';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Resource } from '../../registry/resource.ts';
import { TooManyRequests } from '../http-error.ts';
import type { AbuseLimits, Limit } from './limits.ts';
import type { Counters } from './counters.ts';
import { rateLimitStore } from './rate-limit-store.ts';
import { countBack, type Counted } from './count-back.ts';
import { waitInWords } from './wait.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** False when this member or address has had more searches recorded than the limit allows. */
    recordSearch: boolean;
  }
}

/** `address`: per client address; `member`: per signed-in account, or per address for a visitor. */
export type KeyBy = 'address' | 'member';

export interface Rule {
  limit: Limit;
  keyBy: KeyBy;
  /** What is counted, for the message: "Too many <what> from this network." */
  what: string;
  /**
   * Only some answers count (count-back.ts): `accepted` requests, a refused one giving its count back, or only
   * `refused` ones, an accepted one giving it back. Otherwise every request counts.
   */
  counts?: Counted;
}

const addressKey = (request: FastifyRequest) => `address ${clientAddress(request)}`;
const memberKey = (request: FastifyRequest) => (request.user ? `member ${request.user.id}` : addressKey(request));
const keyOf = (keyBy: KeyBy) => (keyBy === 'member' ? memberKey : addressKey);

/** Messages anyone may send that land in a person's inbox: the contact form (editors) and enquiries (owners). */
const personalMessages = new Map([
  ['support/feedback', 'messages'],
  ['institutions/enquiries', 'enquiries'],
]);

/** The rule of each limited route, by "METHOD /url". */
export const routeLimits = (limits: AbuseLimits, resources: readonly Resource[]) => {
  const rules = new Map<string, Rule>([
    ['POST /api/auth/login', { limit: limits.signIn, keyBy: 'address', what: 'sign-in attempts', counts: 'refused' }],
    ['POST /api/auth/register', { limit: limits.register, keyBy: 'address', what: 'registrations' }],
    ['POST /api/auth/verify', { limit: limits.register, keyBy: 'address', what: 'confirmation attempts' }],
    ['POST /api/auth/forgot', { limit: limits.passwordReset, keyBy: 'address', what: 'password reset requests' }],
    ['POST /api/auth/reset', { limit: limits.passwordReset, keyBy: 'address', what: 'password reset attempts' }],
    ['POST /api/auth/email/confirm', { limit: limits.register, keyBy: 'address', what: 'confirmation attempts' }],
    ['POST /api/auth/email/undo', { limit: limits.register, keyBy: 'address', what: 'confirmation attempts' }],
    ['POST /api/uploads/images', { limit: limits.uploads, keyBy: 'member', what: 'uploads', counts: 'accepted' }],
    ['POST /api/jobs/resumes', { limit: limits.uploads, keyBy: 'member', what: 'uploads', counts: 'accepted' }],
    ['POST /api/payments/:id/retry', { limit: limits.paymentRetries, keyBy: 'member', what: 'M-Pesa requests' }],
    ['POST /api/shop/checkout', { limit: limits.checkouts, keyBy: 'member', what: 'checkouts' }],
    ['POST /api/plans/checkout', { limit: limits.checkouts, keyBy: 'member', what: 'checkouts' }],
    ['POST /api/institutions/claims', { limit: limits.claims, keyBy: 'member', what: 'claims', counts: 'accepted' }],
    ['POST /api/institutions/claims/verify', { limit: limits.register, keyBy: 'address', what: 'confirmation attempts' }],
    ['POST /api/content/review-reports', { limit: limits.reviewReports, keyBy: 'member', what: 'review reports', counts: 'accepted' }],
    ['POST /api/notifications/messages', { limit: limits.messages, keyBy: 'member', what: 'messages', counts: 'accepted' }],
    ['POST /api/support/tickets', { limit: limits.supportTickets, keyBy: 'member', what: 'support tickets', counts: 'accepted' }],
    ['POST /api/support/issues', { limit: limits.supportTickets, keyBy: 'member', what: 'issue reports', counts: 'accepted' }],
    // One site-wide search runs a search in each of its groups: it gets the limit of the searches a person types.
    ['GET /api/search', { limit: limits.searches, keyBy: 'member', what: 'searches' }],
    ['GET /cards/*', { limit: limits.shareCards, keyBy: 'address', what: 'share pictures' }],
  ]);
  // Every list's CSV export reads every row of its filter (csv/export-route.ts).
  for (const resource of resources)
    if (resource.offers.includes('list')) rules.set(`GET /api/${resource.name}/export.csv`, { limit: limits.exports, keyBy: 'member', what: 'CSV exports' });
  for (const resource of resources)
    // A new listing of the directory (those on the map); refused ones (a missing field) do not count.
    if (resource.located) rules.set(`POST /api/${resource.name}`, { limit: limits.listings, keyBy: 'member', what: 'new listings', counts: 'accepted' });
    // Every write a visitor may make without an account (the registry's `open` actions).
    else if (resource.open.includes('create'))
      rules.set(
        `POST /api/${resource.name}`,
        personalMessages.has(resource.name)
          ? { limit: limits.contact, keyBy: 'member', what: personalMessages.get(resource.name)!, counts: 'accepted' }
          : { limit: limits.openWrites, keyBy: 'member', what: `${resource.singular.toLowerCase()} records` },
      );
  return rules;
};

const from = (request: FastifyRequest, keyBy: KeyBy) => (keyBy === 'member' && request.user ? 'from your account' : 'from this network');

export const tooMany = (request: FastifyRequest, rule: Pick<Rule, 'keyBy' | 'what'>, ttlMs: number) => {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new TooManyRequests(`Too many ${rule.what} ${from(request, rule.keyBy)}. Try again in ${waitInWords(seconds)}.`, seconds);
};

/**
 * Installs the limits on `app` (the root instance, before any route is added): the rules of `routeLimits`, and
 * the cap on searches recorded in the analytics, which leaves the search itself answered.
 */
export const abuseLimits = async (
  app: FastifyInstance,
  { limits, resources, counters }: { limits: AbuseLimits; resources: readonly Resource[]; counters: Counters },
) => {
  const rules = routeLimits(limits, resources);
  const lists = new Set(resources.map((resource) => `/api/${resource.name}`));
  app.decorateRequest('recordSearch', true);

  let searches: ReturnType<FastifyInstance['createRateLimit']> | null = null;
  const searchOptions = { max: limits.searches.max, timeWindow: limits.searches.windowMs, keyGenerator: memberKey, cache: limits.keys };
  // A list with `q` on its first page is recorded as a search (crud/routes.ts); past the limit it is not.
  const countSearch = async (request: FastifyRequest) => {
    const query = request.query as Record<string, unknown>;
    if (!query.q || (query._start !== undefined && String(query._start) !== '0')) return;
    searches ??= app.createRateLimit(searchOptions as CreateRateLimitOptions);
    const result = await searches(request);
    if (!result.isAllowed && result.isExceeded) request.recordSearch = false;
  };

  // Added before the plugin's own onRoute hook, so the plugin finds the rule in the route's config.
  app.addHook('onRoute', (route: RouteOptions) => {
    const method = [route.method].flat()[0];
    const name = `${method} ${route.url}`;
    const rule = rules.get(name);
    const countsBack = rule?.counts ? countBack(counters, name, rule.limit, rule.counts) : null;
    if (countsBack) route.onSend = [...[route.onSend ?? []].flat(), countsBack.onSend];
    if (rule)
      route.config = {
        ...route.config,
        rateLimit: {
          max: rule.limit.max,
          timeWindow: rule.limit.windowMs,
          keyGenerator: keyOf(rule.keyBy),
          cache: limits.keys,
          errorResponseBuilder: (request, context) => tooMany(request, rule, context.ttl),
          ...(countsBack ? { onExceeding: countsBack.onExceeding, onExceeded: countsBack.onExceeded } : {}),
        },
      };
    if (method === 'GET' && lists.has(route.url)) route.preHandler = [...[route.preHandler ?? []].flat(), countSearch];
  });
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(counters),
    hook: 'onRequest',
    cache: limits.keys,
    // Counts are not told until they run out: the answers to a registration must not differ by who asked before.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });
};
