import type {
  FastifyError,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { normalizeShopBaseUrl, shopBaseUrlFor, shopContextOf } from '../shop/shop-links.ts';
import { sameSecret } from '../text-safety.ts';
import { createOwnerclanTokens, type OwnerclanTokens } from './auth.ts';
import { OWNERCLAN_DEMO_ACCOUNTS, type OwnerclanAccount } from './demo-accounts.ts';
import { executeOwnerclanQuery, type GqlRequest } from './graphql-execute.ts';
import { ownerclanItems } from './items.ts';
import type { OwnerclanSandboxOptions } from './options.ts';

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? Reflect.get(body, name) : undefined;
}

function sendText(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply.code(status).type('text/plain; charset=utf-8').send(text);
}

/** Bad or missing tokens: HTTP 401 with a GraphQL-shaped body, so both status-checking and errors-checking clients see it. */
function sendUnauthenticated(reply: FastifyReply): FastifyReply {
  return reply.code(401).send({
    errors: [
      {
        message: '인증 토큰이 없거나 만료되었습니다. 다시 로그인해 주세요.',
        extensions: { code: 'UNAUTHENTICATED' },
      },
    ],
  });
}

/**
 * `POST /auth` with `{service:"ownerclan", userType:"seller", username, password}` answers the JWT as plain text,
 * as Ownerclan does. Failures are plain text too (the documented client only prints `responseText`): 400 for a
 * malformed body, 401 for wrong credentials.
 */
function registerAuthRoute(
  app: FastifyInstance,
  accounts: readonly OwnerclanAccount[],
  tokens: OwnerclanTokens,
) {
  app.post('/auth', async (request, reply) => {
    const body = request.body;
    const username = field(body, 'username');
    const password = field(body, 'password');
    if (typeof username !== 'string' || typeof password !== 'string' || username === '' || password === '') {
      return sendText(reply, 400, 'username과 password를 JSON 본문에 입력해 주세요.');
    }
    if (field(body, 'service') !== 'ownerclan' || field(body, 'userType') !== 'seller') {
      return sendText(reply, 400, 'service는 "ownerclan", userType은 "seller"여야 합니다.');
    }
    const account = accounts.find(
      (candidate) => sameSecret(username, candidate.username) && sameSecret(password, candidate.password),
    );
    if (account === undefined) return sendText(reply, 401, '아이디 또는 비밀번호가 일치하지 않습니다.');
    return sendText(reply, 200, await tokens.issue(account.username));
  });
}

function parseVariables(raw: unknown): Record<string, unknown> | undefined {
  if (raw === undefined || raw === null || raw === '') return {};
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** Reads `query`, `variables` and `operationName` from GET parameters or a POST JSON body. */
function graphqlRequestOf(request: FastifyRequest): GqlRequest | string {
  const source = request.method === 'GET' ? request.query : request.body;
  const query = field(source, 'query');
  if (typeof query !== 'string' || query.trim() === '') return 'Must provide query string.';
  const variables = parseVariables(field(source, 'variables'));
  if (variables === undefined) return 'Variables are invalid JSON.';
  const operationName = field(source, 'operationName');
  return {
    query,
    variables,
    operationName: typeof operationName === 'string' && operationName !== '' ? operationName : undefined,
  };
}

/** Mounts `/auth` and `/v1/graphql` on an (already prefixed, encapsulated) instance. */
export async function mountOwnerclanSandbox(
  app: FastifyInstance,
  opts: OwnerclanSandboxOptions,
): Promise<void> {
  const now = opts.now ?? Date.now;
  const accounts = opts.accounts ?? OWNERCLAN_DEMO_ACCOUNTS;
  const fixedShop = opts.shopBaseUrl === undefined ? undefined : normalizeShopBaseUrl(opts.shopBaseUrl);
  const tokens = createOwnerclanTokens({ secret: opts.tokenSecret, now, ttlMs: opts.tokenTtlMs });

  // Fastify's own failures (bad JSON, wrong content type) answer in each endpoint's format.
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error, 'ownerclan sandbox failure');
    if (request.routeOptions.url?.endsWith('/auth') === true)
      return sendText(reply, status, '요청을 처리하지 못했습니다.');
    return reply
      .code(status)
      .send({ errors: [{ message: error.message, extensions: { code: 'BAD_REQUEST' } }] });
  });

  registerAuthRoute(app, accounts, tokens);

  const graphql = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (token === undefined || (await tokens.verify(token)) === undefined) return sendUnauthenticated(reply);
    const parsed = graphqlRequestOf(request);
    if (typeof parsed === 'string') {
      return reply.code(400).send({ errors: [{ message: parsed, extensions: { code: 'BAD_REQUEST' } }] });
    }
    const shop = shopContextOf(fixedShop ?? shopBaseUrlFor(request), now());
    const result = executeOwnerclanQuery(parsed, ownerclanItems(shop, opts.supplier));
    return reply.code(result.status).send(result.body);
  };
  app.get('/v1/graphql', graphql);
  app.post('/v1/graphql', graphql);
}

/** Fastify plugin serving a local Ownerclan seller API (`/auth` token, `/v1/graphql`); mount at /sandbox/ownerclan. */
export const ownerclanSandboxPlugin: FastifyPluginAsync<OwnerclanSandboxOptions> = async (app, opts) => {
  await mountOwnerclanSandbox(app, opts);
};
