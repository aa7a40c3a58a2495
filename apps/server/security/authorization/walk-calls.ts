import { errorCodes } from '@ollida/contracts/errors';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestContext } from '../../test/build-test-app.ts';
import { type Identity, type Outcome, pathFits, type RouteEntry, routeKey } from './route-entry.ts';
import type { WalkFixture } from './walk-fixture.ts';

/** What callers without a key present to store-key routes: well-formed, but no store's. */
export const forgedStoreKey = 'olk_walk_forged_0123456789abcdef0123456789abcdef';

/** Calls a route of the table as one caller; `storeKey` is what a store-key route is given. */
export async function callRoute(
  ctx: TestContext,
  fixture: WalkFixture,
  entry: RouteEntry,
  who: Identity,
  storeKey: string | undefined,
): Promise<LightMyRequestResponse> {
  const request = entry.request?.(fixture, who, storeKey) ?? { url: entry.path };
  expect(pathFits(entry.path, request.url), `${request.url} does not reach ${entry.path}`).toBe(true);
  const token =
    who === 'anonymous'
      ? undefined
      : entry.revokesSession
        ? await fixture.freshToken(who)
        : fixture.tokens[who];
  return ctx.app.inject({
    method: entry.method,
    url: request.url,
    headers: { ...request.headers, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

function errorBodyOf(response: LightMyRequestResponse): { detail?: unknown; code?: unknown } {
  if (!String(response.headers['content-type'] ?? '').includes('application/json')) return {};
  const body: unknown = response.json();
  return typeof body === 'object' && body !== null ? body : {};
}

/** Upstream failures (a sandbox refusing, an unbuilt extension) are past authorization; a 500 is a bug anywhere. */
const isServerBug = (status: number) => status === 500;

/** Asserts the answer fits the prescribed outcome; the message names the route, the caller and the body. */
export function expectOutcome(
  response: LightMyRequestResponse,
  outcome: Outcome,
  context: { entry: RouteEntry; who: Identity },
): void {
  const { status, code } = { status: response.statusCode, code: errorBodyOf(response).code };
  const where = `${routeKey(context.entry)} as ${context.who}: expected ${outcome}, got ${status} ${response.body.slice(0, 300)}`;
  // An unknown-route 404 means the request missed the route: it proves nothing about authorization.
  expect(code, where).not.toBe(errorCodes.routeNotFound);
  expect(isServerBug(status), where).toBe(false);
  switch (outcome) {
    case 'unauthenticated':
      expect(status, where).toBe(401);
      expect(errorBodyOf(response).detail, where).toMatch(/[가-힣]/);
      return;
    case 'forbidden':
      expect(status, where).toBe(403);
      expect(errorBodyOf(response).detail, where).toMatch(/[가-힣]/);
      if (context.entry.access === 'admin') expect(code, where).toBe(errorCodes.adminRequired);
      return;
    case 'hidden':
      expect(status, where).toBe(404);
      expect(errorBodyOf(response).detail, where).toMatch(/[가-힣]/);
      return;
    case 'allowed':
      expect([401, 403], where).not.toContain(status);
      return;
    case 'allowedInWorkspace':
      expect([401, 403, 404], where).not.toContain(status);
      return;
    case 'refused':
      expect(status >= 400 && status < 500, where).toBe(true);
      return;
    default: {
      const unexpected: never = outcome;
      throw new Error(`unknown outcome ${String(unexpected)}`);
    }
  }
}
