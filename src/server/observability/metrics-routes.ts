/**
 * `GET /metrics` for Prometheus. The figures tell an outsider how busy the service is and which routes exist, so
 * they are not public: with METRICS_TOKEN set a scraper sends `Authorization: Bearer <token>`; without it only
 * loopback and private-network addresses may read them (a reverse proxy in front should not pass /metrics on).
 */
import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';
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

/** Called on the root instance (not registered as a plugin), so its hook times every route. */
export const metricsRoutes = (app: FastifyInstance, { metrics, token }: { metrics: Metrics; token: string | null }) => {
  app.addHook('onResponse', async (request, reply) => {
    metrics.request(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    const cached = reply.getHeader('x-cache');
    if (cached === 'HIT' || cached === 'MISS') metrics.cache(cached === 'HIT' ? 'hit' : 'miss');
  });
  app.get('/metrics', async (request, reply) => {
    if (token ? !sameText(request.headers.authorization ?? '', `Bearer ${token}`) : !isPrivate(request.ip))
      throw new HttpError(
        403,
        token ? 'Send the metrics token as "Authorization: Bearer <token>".' : 'Metrics are served to the local network only (or set METRICS_TOKEN).',
      );
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
};
