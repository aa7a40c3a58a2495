import { extensionListingReviewPath, uploadWithKeyPaths } from '@ollida/contracts/extension';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedOutcome, identities, type RouteEntry, routeKey } from './route-entry.ts';
import { findEntry, routeTable } from './route-table.ts';
import { callRoute, expectOutcome, forgedStoreKey } from './walk-calls.ts';
import { startWalkWorld, type WalkWorld } from './walk-fixture.ts';

// Every route of the table x every kind of caller, against one fixture world. The expected answer of each pair comes
// from the route's access class alone (expectedOutcome), never written per route.

let world: WalkWorld;

beforeAll(async () => {
  world = await startWalkWorld();
}, 120_000);
afterAll(async () => {
  await world?.close();
});

// Routes that make the fixture store disappear go last; sandbox routes are out of the walk (route-table.test.ts).
const walked = [
  ...routeTable.filter((entry) => !entry.runsLast && entry.access !== 'sandbox'),
  ...routeTable.filter((entry) => entry.runsLast),
];

function storeKeyEntry(method: string, path: string): RouteEntry {
  const entry = findEntry(method, path);
  if (entry?.access !== 'storeKey')
    throw new Error(`${method} ${path} is not a store-key route in the table`);
  return entry;
}

// Before the walk, which disconnects the fixture store at its end.
describe('store-key routes', () => {
  const keyed = routeTable.filter((entry) => entry.access === 'storeKey');

  it('are all named here', () => {
    expect(keyed.map(routeKey).sort()).toEqual(
      [
        'GET /api/extension/whoami',
        `POST ${extensionListingReviewPath}`,
        `POST ${uploadWithKeyPaths.coupang}`,
        `POST ${uploadWithKeyPaths.naver}`,
      ].sort(),
    );
  });

  it('refuse a missing key', async () => {
    for (const entry of keyed) {
      const response = await callRoute(world.ctx, world.fixture, entry, 'anonymous', undefined);
      // A missing header is a 401; a body without its required key fails validation (400) before any lookup.
      expect([400, 401], `${routeKey(entry)}: ${response.body}`).toContain(response.statusCode);
    }
  });

  it('let a valid key of the store through, with no session', async () => {
    const checks = [
      { entry: storeKeyEntry('GET', '/api/extension/whoami'), store: 'coupang' },
      { entry: storeKeyEntry('POST', extensionListingReviewPath), store: 'coupang' },
      { entry: storeKeyEntry('POST', uploadWithKeyPaths.coupang), store: 'coupang' },
      { entry: storeKeyEntry('POST', uploadWithKeyPaths.naver), store: 'naver' },
    ] as const;
    for (const { entry, store } of checks) {
      const key = await world.fixture.newStoreKey(store);
      const response = await callRoute(world.ctx, world.fixture, entry, 'anonymous', key);
      expect(response.statusCode, `${routeKey(entry)}: ${response.body}`).toBe(200);
    }
  });
});

describe('authorization matrix', () => {
  for (const entry of walked) {
    describe(`${routeKey(entry)} [${entry.access}]`, () => {
      for (const who of identities) {
        const outcome = expectedOutcome(entry.access, who);
        it(`${who} -> ${outcome}`, async () => {
          await entry.prepare?.(world.fixture);
          // A session is not a store key: store-key routes are sent a well-formed key of no store.
          const key = entry.access === 'storeKey' ? forgedStoreKey : undefined;
          const response = await callRoute(world.ctx, world.fixture, entry, who, key);
          expectOutcome(response, outcome, { entry, who });
        });
      }
    });
  }
});

// Issue 22: the session is checked before the body or the query is read, so an anonymous caller learns nothing of
// the route's schema (no validation report) and the server parses nothing for them.
describe('anonymous calls with bad input', () => {
  const sessionRoutes = walked.filter(
    (entry) =>
      entry.access !== 'storeKey' && expectedOutcome(entry.access, 'anonymous') === 'unauthenticated',
  );

  it('answer 401 before any validation, for a malformed and for a wrong-shaped body', async () => {
    // From addresses of their own, so the per-address limits they count toward never reach the walk's callers.
    let sent = 0;
    for (const entry of sessionRoutes) {
      const request = entry.request?.(world.fixture, 'anonymous', undefined) ?? { url: entry.path };
      const separator = request.url.includes('?') ? '&' : '?';
      const url = `${request.url}${separator}page=-1&limit=abc&date=2026-02-30`;
      const hasBody = !['GET', 'DELETE', 'HEAD'].includes(entry.method);
      for (const payload of hasBody
        ? ['{"broken":', JSON.stringify({ unexpected: [1, 2, 3] })]
        : [undefined]) {
        sent += 1;
        const response = await world.ctx.app.inject({
          method: entry.method,
          url,
          remoteAddress: `198.18.${Math.floor(sent / 250)}.${(sent % 250) + 1}`,
          ...(payload === undefined
            ? {}
            : { payload, headers: { ...request.headers, 'content-type': 'application/json' } }),
        });
        expect(response.statusCode, `${routeKey(entry)}: ${response.body.slice(0, 200)}`).toBe(401);
        expect(response.json(), routeKey(entry)).not.toHaveProperty('errors');
      }
    }
  });
});

// After the walk, whose last route disconnected the Coupang store.
describe('a disconnected store', () => {
  it('is absent for its whole team, owner included, on every workspace route', async () => {
    const f = world.fixture;
    const onCoupangStore = routeTable.filter((e) => e.access.startsWith('workspace:') && !e.onNaverStore);
    for (const entry of onCoupangStore) {
      for (const who of ['owner', 'workspaceAdmin', 'member'] as const) {
        // No prepare: whatever state the route would need, an absent store answers 404 first.
        const response = await callRoute(world.ctx, f, entry, who, undefined);
        expectOutcome(response, 'hidden', { entry, who });
      }
    }
  });

  it('no longer accepts the store API key it had', async () => {
    const entry = storeKeyEntry('GET', '/api/extension/whoami');
    const key = world.fixture.latestStoreKey.coupang;
    expect(key).not.toBe('');
    const response = await callRoute(world.ctx, world.fixture, entry, 'anonymous', key);
    expect(response.statusCode, response.body).toBe(401);
  });
});
