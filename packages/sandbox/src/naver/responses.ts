import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** One field-level problem in an API error, `name` being a dotted JSON path. */
export interface InvalidInput {
  name: string;
  type: string;
  message: string;
}

/** Error body of the gateway layer (`GW.*` codes). */
export interface GatewayErrorBody {
  code: string;
  message: string;
  timestamp: string;
  traceId: string;
}

/** Error body of the API layer (product, seller, category services). */
export interface ApiErrorBody {
  code: string;
  message: string;
  timestamp: string;
  traceId: string;
  invalidInputs?: InvalidInput[];
}

const KST_OFFSET_MS = 9 * 3_600_000;

/** ISO-8601 in Korean time with an explicit +09:00 offset, the way Naver writes every date. */
export function kstIso(ms: number): string {
  return new Date(ms + KST_OFFSET_MS).toISOString().replace('Z', '+09:00');
}

/** Trace id in the gateway's `host^millis^sequence` style; also sent as `GNCP-GW-Trace-ID`. */
export function newTraceId(now: number): string {
  return `sandbox-${randomBytes(3).toString('hex')}^${now}^${randomBytes(3).readUIntBE(0, 3)}`;
}

/** The trace id this request was given on arrival. */
export function traceIdOf(reply: FastifyReply): string {
  const value = reply.getHeader('gncp-gw-trace-id');
  return typeof value === 'string' ? value : '';
}

/** Answers a gateway-layer error (`{code, message, timestamp, traceId}`). */
export function sendGatewayError(
  reply: FastifyReply,
  now: number,
  status: number,
  code: string,
  message: string,
): FastifyReply {
  const body: GatewayErrorBody = { code, message, timestamp: kstIso(now), traceId: traceIdOf(reply) };
  return reply.code(status).send(body);
}

/** Answers an API-layer error; `invalidInputs` only when there are field problems to name. */
export function sendApiError(
  reply: FastifyReply,
  now: number,
  status: number,
  code: string,
  message: string,
  invalidInputs: InvalidInput[] = [],
): FastifyReply {
  const body: ApiErrorBody = {
    code,
    message,
    timestamp: kstIso(now),
    traceId: traceIdOf(reply),
    ...(invalidInputs.length > 0 ? { invalidInputs } : {}),
  };
  return reply.code(status).send(body);
}

/** The documented API error code for a status. */
export function apiCodeForStatus(status: number): string {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status >= 500) return 'INTERNAL_SERVER_ERROR';
  return 'BAD_REQUEST';
}
