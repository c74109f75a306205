/**
 * The client's address as the limits count it: request.ip (the socket's, or the one a proxy named in TRUST_PROXY
 * wrote in X-Forwarded-For), with an IPv6 client's /64 network standing for it (@fastify/rate-limit's
 * normalizeIP). Some proxies write the client's port too ("41.90.1.2:51234", "[2001:db8::1]:443"): the port is
 * dropped, or each connection would count as a new client. Text that is no address at all counts as one
 * client, so a proxy writing garbage cannot hand out endless fresh counts.
 */
import { isIP } from 'node:net';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

const bracketed = /^\[([^\]]+)\](?::\d+)?$/;
const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/;

const addressOf = (ip: string) => {
  const bare = isIP(ip) ? ip : (bracketed.exec(ip)?.[1] ?? withPort.exec(ip)?.[1] ?? '');
  return isIP(bare) ? normalizeIP(bare) : 'unreadable';
};

export const clientAddress = (request: FastifyRequest) => addressOf(request.ip);
