import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { DOMEGGOOK_DEMO_API_KEY } from './demo-accounts.ts';
import type { DomeggookSandboxOptions } from './options.ts';
import { domeggookSandboxPlugin } from './plugin.ts';

// Shared fixtures for the sandbox's own tests; not used at runtime.

export const TEST_PREFIX = '/sandbox/domeggook';
export const TEST_HOST = 'api.test';

/** Builds a host app with the plugin mounted at /sandbox/domeggook. */
export async function buildDomeggookTestApp(options: DomeggookSandboxOptions = {}): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(domeggookSandboxPlugin, { prefix: TEST_PREFIX, ...options });
  await app.ready();
  return app;
}

/** Calls `/ssl/api/` with getItemView defaults (demo key, ver 4.5, market dome, om json) and `overrides`. */
export function callItemView(
  app: FastifyInstance,
  overrides: Record<string, string | undefined>,
): Promise<LightMyRequestResponse> {
  const params: Record<string, string | undefined> = {
    ver: '4.5',
    mode: 'getItemView',
    aid: DOMEGGOOK_DEMO_API_KEY,
    market: 'dome',
    om: 'json',
    ...overrides,
  };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
  return app.inject({ method: 'GET', url: `${TEST_PREFIX}/ssl/api/?${query}`, headers: { host: TEST_HOST } });
}
