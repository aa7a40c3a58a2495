import { canonicalIp } from '@ollida/contracts/ip-address';
import type { FastifyRequest } from 'fastify';

const known = new WeakMap<FastifyRequest, string>();

/**
 * The client's address in canonical form (IPv4-mapped IPv6 as IPv4). `request.ip` already honours X-Forwarded-For
 * from the configured trusted proxies only (Fastify `trustProxy`, TRUST_PROXY).
 */
export function clientIpOf(request: FastifyRequest): string {
  const cached = known.get(request);
  if (cached !== undefined) return cached;
  const ip = canonicalIp(request.ip) ?? request.ip;
  known.set(request, ip);
  return ip;
}
