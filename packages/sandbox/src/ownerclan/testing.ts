import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { OWNERCLAN_DEMO_PASSWORD, OWNERCLAN_DEMO_USERNAME } from './demo-accounts.ts';
import type { OwnerclanSandboxOptions } from './options.ts';
import { ownerclanSandboxPlugin } from './plugin.ts';

// Shared fixtures for the sandbox's own tests; not used at runtime.

export const TEST_PREFIX = '/sandbox/ownerclan';
export const TEST_HOST = 'ownerclan.test';

/** A movable clock for token-expiry tests. */
export function testClock(start = Date.parse('2026-11-20T03:00:00Z')) {
  let current = start;
  return {
    now: () => current,
    advance: (ms: number) => {
      current += ms;
    },
  };
}

/** Builds a host app with the plugin mounted at /sandbox/ownerclan. */
export async function buildOwnerclanTestApp(options: OwnerclanSandboxOptions = {}): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(ownerclanSandboxPlugin, { prefix: TEST_PREFIX, ...options });
  await app.ready();
  return app;
}

/** POSTs `/auth` with the demo seller (or `overrides`). */
export function postAuth(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${TEST_PREFIX}/auth`,
    payload: {
      service: 'ownerclan',
      userType: 'seller',
      username: OWNERCLAN_DEMO_USERNAME,
      password: OWNERCLAN_DEMO_PASSWORD,
      ...overrides,
    },
  });
}

/** Logs the demo seller in and returns the token. */
export async function demoToken(app: FastifyInstance): Promise<string> {
  const response = await postAuth(app);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.body;
}

/** POSTs a GraphQL request with a bearer token. */
export function postGraphql(
  app: FastifyInstance,
  token: string | undefined,
  body: { query: string; variables?: Record<string, unknown>; operationName?: string },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${TEST_PREFIX}/v1/graphql`,
    headers: { host: TEST_HOST, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    payload: body,
  });
}
