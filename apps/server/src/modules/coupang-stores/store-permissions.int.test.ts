import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { storeKit } from '../../../test/kits/coupang-stores.ts';
import { demoVendor } from '../../../test/kits/workspaces.ts';

let ctx: TestContext;
let kit: ReturnType<typeof storeKit>;

beforeAll(async () => {
  ctx = await buildTestApp();
  kit = storeKit(ctx);
});
afterAll(() => ctx.close());

type Role = 'anonymous' | 'outsider' | 'member' | 'admin' | 'owner';
type Team = Awaited<ReturnType<ReturnType<typeof storeKit>['storeWithTeam']>>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

interface RouteCase {
  method: Method;
  path: (wing: string) => string;
  body?: (team: Team) => Promise<unknown> | unknown;
  /** Runs before each caller, so every role meets the same state (e.g. a key to revoke). */
  prepare?: (team: Team) => Promise<unknown>;
  expected: Record<Role, number>;
}

const everyone = { anonymous: 401, outsider: 200, member: 200, admin: 200, owner: 200 };
const viewers = { anonymous: 401, outsider: 404, member: 200, admin: 200, owner: 200 };
const managers = { anonymous: 401, outsider: 404, member: 403, admin: 200, owner: 200 };
const ownerOnly = { anonymous: 401, outsider: 404, member: 403, admin: 403, owner: 200 };

async function firstUsable(team: Team, list: 'return-centers' | 'shipping-places') {
  const response = await kit.call(team.owner.token, 'GET', `/api/coupang/${list}/${team.wingAccount}`);
  const content: { usable: boolean }[] = response.json().data.content;
  const found = content.find((place) => place.usable);
  if (!found) throw new Error(`no usable ${list}`);
  return found;
}

const table: Record<string, RouteCase> = {
  'list stores': { method: 'GET', path: () => '/api/coupang/stores', expected: everyone },
  'validate credentials': {
    method: 'POST',
    path: () => '/api/validate-coupang-credentials',
    body: () => ({
      accesskey: demoVendor.accessKey,
      secretkey: demoVendor.secretKey,
      vendorId: demoVendor.vendorId,
    }),
    expected: everyone,
  },
  connect: {
    method: 'POST',
    path: () => '/api/coupang/connect',
    body: () => kit.connectBody(),
    // Anyone signed in may connect their own store of that account; the owner reconnects theirs.
    expected: { anonymous: 401, outsider: 201, member: 201, admin: 201, owner: 200 },
  },
  'return centers': {
    method: 'GET',
    path: (wing) => `/api/coupang/return-centers/${wing}`,
    expected: viewers,
  },
  'shipping places': {
    method: 'GET',
    path: (wing) => `/api/coupang/shipping-places/${wing}`,
    expected: viewers,
  },
  'connect return center': {
    method: 'PATCH',
    path: (wing) => `/api/coupang/stores/${wing}/connect-return-center`,
    body: async (team) => ({
      returnCenterCode: Reflect.get(await firstUsable(team, 'return-centers'), 'returnCenterCode'),
    }),
    expected: managers,
  },
  'connect shipping place': {
    method: 'PATCH',
    path: (wing) => `/api/coupang/stores/${wing}/connect-shipping-place`,
    body: async (team) => ({
      outboundShippingPlaceCode: Reflect.get(
        await firstUsable(team, 'shipping-places'),
        'outboundShippingPlaceCode',
      ),
    }),
    expected: managers,
  },
  'update extra': {
    method: 'PATCH',
    path: (wing) => `/api/coupang/stores/${wing}/update-extra`,
    body: () => ({ deliveryChargeOnReturn: 3000, returnCharge: 3000, requested: true }),
    expected: managers,
  },
  'generate api key': {
    method: 'POST',
    path: (wing) => `/api/coupang/stores/${wing}/generate-api-key`,
    expected: managers,
  },
  'api key status': {
    method: 'GET',
    path: (wing) => `/api/coupang/stores/${wing}/api-key`,
    expected: managers,
  },
  'revoke api key': {
    method: 'DELETE',
    path: (wing) => `/api/coupang/stores/${wing}/revoke-api-key`,
    prepare: (team) =>
      kit.call(team.owner.token, 'POST', `/api/coupang/stores/${team.wingAccount}/generate-api-key`),
    expected: managers,
  },
  'reveal keys': {
    method: 'POST',
    path: (wing) => `/api/coupang/stores/${wing}/reveal-keys`,
    expected: ownerOnly,
  },
  disconnect: {
    method: 'DELETE',
    path: (wing) => `/api/coupang/stores/${wing}`,
    body: (team) => ({ wingAccount: team.wingAccount }),
    expected: ownerOnly,
  },
};

// The owner goes last, so a destructive call (disconnect) runs after everyone else has met the store.
const roles: Role[] = ['anonymous', 'outsider', 'member', 'admin', 'owner'];

describe('store routes × roles', () => {
  it.each(Object.entries(table))('%s', async (_name, route) => {
    const team = await kit.storeWithTeam();
    const tokens: Record<Role, string | undefined> = {
      anonymous: undefined,
      outsider: team.outsider.token,
      member: team.member.token,
      admin: team.admin.token,
      owner: team.owner.token,
    };
    const seen: Record<string, number> = {};
    for (const role of roles) {
      await route.prepare?.(team);
      const body = route.body === undefined ? undefined : await route.body(team);
      const response = await kit.call(tokens[role], route.method, route.path(team.wingAccount), body);
      seen[role] = response.statusCode;
      if (response.statusCode >= 400) expect(response.json().detail).toMatch(/[가-힣]/);
    }
    expect(seen).toEqual(route.expected);
  });
});
