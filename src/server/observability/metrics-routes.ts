/**
 * `GET /metrics` for Prometheus. The figures tell an outsider how busy the service is and which routes exist, so
 * they are not public: with METRICS_TOKEN set a scraper sends `Authorization: Bearer <token>`; without it only
 * loopback and private-network addresses may read them.
 *
 * A request that came through a proxy (it carries X-Forwarded-For or Forwarded) is refused unless TRUST_PROXY names
 * the proxy it came from: a reverse proxy on the private network would otherwise make every visitor from the
 * internet look local. Behind a named proxy the address checked is the client's, as the proxy reports it.
 */
import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.ts';
import type { Metrics } from './metrics.ts';

/** Loopback, the private IPv4 ranges, and IPv6 loopback, unique-local and link-local addresses. */
const local = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const)
  local.addSubnet(network, prefix, 'ipv4');
local.addAddress('::1', 'ipv6');
local.addSubnet('fc00::', 7, 'ipv6');
local.addSubnet('fe80::', 10, 'ipv6');

const isPrivate = (address: string) => {
  // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (v4) return local.check(v4, 'ipv4');
  return local.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
};

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const forwarded = (request: FastifyRequest) => request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;

/**
 * Fastify believed the proxy: with TRUST_PROXY it lists the addresses from the socket's along X-Forwarded-For and
 * stops at the first it does not trust, so more than one means the socket's address is a proxy it names.
 */
const fromTrustedProxy = (request: FastifyRequest) => (request.ips?.length ?? 0) > 1;

/** Called on the root instance (not registered as a plugin), so its hook times every route. */
export const metricsRoutes = (app: FastifyInstance, { metrics, token }: { metrics: Metrics; token: string | null }) => {
  app.addHook('onResponse', async (request, reply) => {
    metrics.request(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    const cached = reply.getHeader('x-cache');
    if (cached === 'HIT' || cached === 'MISS') metrics.cache(cached === 'HIT' ? 'hit' : 'miss');
  });
  app.get('/metrics', async (request, reply) => {
    if (forwarded(request) && !fromTrustedProxy(request))
      throw new HttpError(403, 'Metrics are not served through a proxy that TRUST_PROXY does not name; scrape the server directly.');
    if (token ? !sameText(request.headers.authorization ?? '', `Bearer ${token}`) : !isPrivate(request.ip))
      throw new HttpError(
        403,
        token ? 'Send the metrics token as "Authorization: Bearer <token>".' : 'Metrics are served to the local network only (or set METRICS_TOKEN).',
      );
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
};
