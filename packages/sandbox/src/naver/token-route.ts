import { hashSync } from 'bcryptjs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sameSecret } from '../text-safety.ts';
import type { NaverDemoApplication } from './demo-accounts.ts';
import {
  type NaverSandboxContext,
  TIMESTAMP_WINDOW_MS,
  TOKEN_REUSE_MIN_REMAINING_MS,
  TOKEN_TTL_MS,
} from './options.ts';
import { type InvalidInput, sendApiError, sendGatewayError } from './responses.ts';

/** Successful token answer. */
export interface NaverTokenResponse {
  access_token: string;
  expires_in: number;
  token_type: 'Bearer';
}

const TOKEN_PARAMS = ['client_id', 'timestamp', 'grant_type', 'client_secret_sign', 'type', 'account_id'];

/** The signature Naver expects: Base64 of bcrypt(`clientId_timestamp`) with the secret as the salt. */
export function expectedSignature(clientId: string, timestamp: string, clientSecret: string): string {
  return Buffer.from(hashSync(`${clientId}_${timestamp}`, clientSecret), 'utf8').toString('base64');
}

function param(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value: unknown = Reflect.get(body, name);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function isForm(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

/** What the real gateway does to apps that send token parameters outside a form body (§1.6): throttle them. */
function quotaPenalty(reply: FastifyReply, now: number, reason: string): FastifyReply {
  reply.headers({
    'gncp-gw-quota-period': 'HOURS',
    'gncp-gw-quota-limit': '1',
    'gncp-gw-quota-remaining': '0',
    // Sandbox-only hint: the real gateway does not say why, which makes this bug hard to find.
    'x-sandbox-reason': reason,
  });
  return sendGatewayError(reply, now, 429, 'GW.QUOTA_LIMIT', '할당된 시간당 요청량을 초과하였습니다.');
}

function badInput(reply: FastifyReply, now: number, input: InvalidInput): FastifyReply {
  return sendApiError(reply, now, 400, 'BAD_REQUEST', input.message, [input]);
}

/** Checks the signed timestamp: 13 digits, not ahead of the server clock, at most 5 minutes old. */
function timestampProblem(timestamp: string, now: number): InvalidInput | undefined {
  if (!/^\d{13}$/.test(timestamp) || Number(timestamp) < now - TIMESTAMP_WINDOW_MS) {
    return { name: 'timestamp', type: 'Expired', message: 'timestamp항목의 유효 시간이 만료되었습니다.' };
  }
  if (Number(timestamp) > now) {
    return { name: 'timestamp', type: 'Future', message: 'timestamp 항목은 현재 이전이어야 합니다.' };
  }
  return undefined;
}

/** Returns the resource key (`type:account`) or the problem with `type` / `account_id`. */
function resourceFor(body: unknown, application: NaverDemoApplication): string | InvalidInput {
  const type = param(body, 'type');
  const accountId = param(body, 'account_id');
  if (type !== 'SELF' && type !== 'SELLER') {
    return { name: 'type', type: 'Enum', message: 'type 항목은 SELF 또는 SELLER 이어야 합니다.' };
  }
  if (type === 'SELF') {
    return accountId === undefined
      ? `SELF:${application.accountId}`
      : {
          name: 'account_id',
          type: 'NotAllowed',
          message: 'type이 SELF이면 account_id를 보내지 않아야 합니다.',
        };
  }
  if (accountId === undefined) {
    return {
      name: 'account_id',
      type: 'NotBlank',
      message: 'type이 SELLER이면 account_id 항목은 필수입니다.',
    };
  }
  // A seller's own application can only act for that seller; solution apps are out of the sandbox's scope.
  if (accountId !== application.accountId && accountId !== application.accountUid) {
    return { name: 'account_id', type: 'Forbidden', message: '해당 판매자에 대한 권한이 없습니다.' };
  }
  return `SELLER:${application.accountId}`;
}

/** Registers POST /v1/oauth2/token (client_credentials with the bcrypt signature). */
export function registerTokenRoute(app: FastifyInstance, ctx: NaverSandboxContext): void {
  app.post('/v1/oauth2/token', async (request, reply) => {
    const now = ctx.now();
    const query = request.query as Record<string, unknown>;
    if (TOKEN_PARAMS.some((name) => Object.hasOwn(query, name))) {
      return quotaPenalty(reply, now, 'token parameters sent in the query string');
    }
    if (!isForm(request.headers['content-type'])) {
      return quotaPenalty(reply, now, 'token request body is not application/x-www-form-urlencoded');
    }
    const body = request.body;
    const repeated = TOKEN_PARAMS.find(
      (name) => typeof body === 'object' && body !== null && Array.isArray(Reflect.get(body, name)),
    );
    if (repeated !== undefined) {
      return badInput(reply, now, {
        name: repeated,
        type: 'Duplicated',
        message: `${repeated} 항목이 중복되었습니다.`,
      });
    }
    for (const name of ['client_id', 'timestamp', 'grant_type', 'client_secret_sign', 'type']) {
      if (param(body, name) === undefined) {
        return badInput(reply, now, { name, type: 'NotBlank', message: `${name} 항목은 필수입니다.` });
      }
    }
    if (param(body, 'grant_type') !== 'client_credentials') {
      return badInput(reply, now, {
        name: 'grant_type',
        type: 'Enum',
        message: 'grant_type 항목은 client_credentials 이어야 합니다.',
      });
    }
    const clientId = param(body, 'client_id') ?? '';
    const application = ctx.applications.get(clientId);
    if (application === undefined) {
      return badInput(reply, now, {
        name: 'client_id',
        type: 'Invalid',
        message: '존재하지 않는 애플리케이션입니다.',
      });
    }
    const timestamp = param(body, 'timestamp') ?? '';
    const timeProblem = timestampProblem(timestamp, now);
    if (timeProblem !== undefined) return badInput(reply, now, timeProblem);
    // Recompute with the stored secret: compareSync would accept a hash made with any salt.
    const expected = expectedSignature(clientId, timestamp, application.clientSecret);
    if (!sameSecret(expected, param(body, 'client_secret_sign') ?? '')) {
      return badInput(reply, now, {
        name: 'client_secret_sign',
        type: 'Invalid',
        message: 'client_secret_sign 항목이 유효하지 않습니다.',
      });
    }
    const resource = resourceFor(body, application);
    if (typeof resource !== 'string') {
      return resource.type === 'Forbidden'
        ? sendApiError(reply, now, 403, 'FORBIDDEN', resource.message, [resource])
        : badInput(reply, now, resource);
    }
    const live = ctx.store.liveToken(clientId, resource, now);
    const token =
      live !== undefined && live.expiresAt - now >= TOKEN_REUSE_MIN_REMAINING_MS
        ? live
        : ctx.store.issueToken(clientId, resource, now, TOKEN_TTL_MS);
    const answer: NaverTokenResponse = {
      access_token: token.accessToken,
      expires_in: Math.floor((token.expiresAt - now) / 1000),
      token_type: 'Bearer',
    };
    return reply.header('cache-control', 'no-store').send(answer);
  });
}
