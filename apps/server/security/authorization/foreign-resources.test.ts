import { randomUUID } from 'node:crypto';
import { bulkBatchSchema } from '@ollida/contracts/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentBatchesSchema } from '../../src/modules/bulk-registration/bulk-registration.routes.ts';
import { insertWorkspace } from '../../test/kits/members.ts';
import type { HttpMethod, RouteRequest } from './route-entry.ts';
import { routeTable } from './route-table.ts';
import { callRoute, expectOutcome } from './walk-calls.ts';
import { startWalkWorld, type WalkFixture, type WalkWorld } from './walk-fixture.ts';

// A resource of another workspace, or of another user, must look exactly like one that does not exist: the same 404
// and the same body, so ids cannot be probed. The intruder here runs a workspace of their own.

let world: WalkWorld;

beforeAll(async () => {
  world = await startWalkWorld();
  await insertWorkspace(world.ctx, world.fixture.users.stranger.id, { name: '다른 상점' });
}, 120_000);
afterAll(async () => {
  await world?.close();
});

interface ForeignCase {
  resource: string;
  method: HttpMethod;
  request: (f: WalkFixture, id: string) => RouteRequest;
  /** The id of a resource the intruder has no business with. */
  foreignId: (f: WalkFixture) => string;
  /** An id of the same shape that names nothing. */
  missingId: string;
}

const workspaceIdIn = (path: string) => (_f: WalkFixture, id: string) => ({ url: path.replace(':id', id) });
const batchIn = (suffix: string) => (_f: WalkFixture, id: string) => ({
  url: `/api/product-registration/bulk/${id}${suffix}`,
});

const cases: ForeignCase[] = [
  {
    resource: 'workspace (path)',
    method: 'GET',
    request: workspaceIdIn('/api/workspaces/:id/members'),
    foreignId: (f) => f.coupang.workspaceId,
    missingId: randomUUID(),
  },
  {
    resource: 'workspace (stats)',
    method: 'GET',
    request: workspaceIdIn('/api/workspaces/:id/stats'),
    foreignId: (f) => f.coupang.workspaceId,
    missingId: randomUUID(),
  },
  {
    resource: 'workspace (query)',
    method: 'GET',
    request: (_f, id) => ({ url: `/api/uploaded-products?workspace_id=${id}` }),
    foreignId: (f) => f.coupang.workspaceId,
    missingId: randomUUID(),
  },
  {
    resource: 'workspace (URL parser exchange rates)',
    method: 'POST',
    request: (f, id) => ({ url: '/api/url-parser', payload: { url: f.shopProductUrl, workspace_id: id } }),
    foreignId: (f) => f.coupang.workspaceId,
    missingId: randomUUID(),
  },
  {
    resource: 'workspace (body)',
    method: 'POST',
    request: (f, id) => ({
      url: '/api/upload-to-coupang',
      payload: { product_details: f.draft, workspace_id: id },
    }),
    foreignId: (f) => f.coupang.workspaceId,
    missingId: randomUUID(),
  },
  {
    resource: 'store (Wing account)',
    method: 'GET',
    request: (_f, id) => ({ url: `/api/coupang/return-centers/${id}` }),
    foreignId: (f) => f.coupang.wingAccount,
    missingId: 'no_such_wing_account',
  },
  {
    resource: 'uploaded product (resend)',
    method: 'POST',
    request: (f, id) => ({
      url: `/api/uploaded-products/${id}/resend`,
      payload: { product_details: f.draft },
    }),
    foreignId: (f) => f.product.id,
    missingId: randomUUID(),
  },
  {
    resource: 'uploaded product (whole draft)',
    method: 'GET',
    request: (_f, id) => ({ url: `/api/uploaded-products/${id}` }),
    foreignId: (f) => f.product.id,
    missingId: randomUUID(),
  },
  {
    resource: 'uploaded product (review states)',
    method: 'POST',
    request: (_f, id) => ({ url: '/api/uploaded-products/listing-states', payload: { ids: [id] } }),
    foreignId: (f) => f.product.id,
    missingId: randomUUID(),
  },
  {
    resource: 'uploaded product (seller product id)',
    method: 'GET',
    request: (_f, id) => ({ url: `/api/coupang/products/${id}` }),
    foreignId: (f) => f.product.sellerProductId,
    missingId: '987654321987',
  },
  {
    resource: 'bulk batch',
    method: 'GET',
    request: batchIn(''),
    foreignId: (f) => f.batchId,
    missingId: randomUUID(),
  },
  {
    resource: 'bulk batch (events)',
    method: 'GET',
    request: batchIn('/events'),
    foreignId: (f) => f.batchId,
    missingId: randomUUID(),
  },
  {
    resource: 'bulk batch (stop)',
    method: 'POST',
    request: batchIn('/stop'),
    foreignId: (f) => f.batchId,
    missingId: randomUUID(),
  },
  {
    resource: 'crawl session',
    method: 'GET',
    request: (_f, id) => ({ url: `/api/product-investigator/crawler/sessions/${id}` }),
    foreignId: (f) => f.own.owner.crawlSessionId,
    missingId: randomUUID(),
  },
  ...(['html-content', 'parse-file'] as const).map(
    (route): ForeignCase => ({
      resource: `stored page (${route})`,
      method: 'GET',
      request: (_f, path) => ({
        url: `/api/product-investigator/${route}?file_path=${encodeURIComponent(path)}`,
      }),
      foreignId: (f) => f.own.owner.storedPagePath,
      missingId: 'domeggook.com/2025-01-01/walk-missing.html',
    }),
  ),
  {
    resource: 'payment order',
    method: 'POST',
    request: (f, id) => ({
      url: '/api/payments/confirm',
      payload: { payment_key: 'walk_intruder_key', order_id: id, amount: f.own.owner.paymentAmount },
    }),
    foreignId: (f) => f.own.owner.paymentOrderId,
    missingId: 'ollida_no_such_order_0000',
  },
  {
    resource: 'product search record',
    method: 'DELETE',
    request: (_f, id) => ({ url: `/api/product-search/${id}` }),
    foreignId: (f) => f.own.owner.searchRecordId,
    missingId: randomUUID(),
  },
  ...(['accept', 'decline', 'read'] as const).map(
    (action): ForeignCase => ({
      resource: `notification (${action})`,
      method: 'POST',
      request: (_f, id) => ({ url: `/api/notifications/${id}/${action}` }),
      foreignId: (f) =>
        action === 'accept'
          ? f.own.owner.acceptNotificationId
          : action === 'decline'
            ? f.own.owner.declineNotificationId
            : f.own.owner.readNotificationId,
      missingId: randomUUID(),
    }),
  ),
];

async function asIntruder(method: HttpMethod, request: RouteRequest) {
  return world.ctx.app.inject({
    method,
    url: request.url,
    headers: { authorization: `Bearer ${world.fixture.tokens.stranger}` },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

describe("another workspace's or user's resources", () => {
  for (const c of cases) {
    it(`${c.resource}: ${c.method} answers 404, the same as for an id that does not exist`, async () => {
      const f = world.fixture;
      const foreign = await asIntruder(c.method, c.request(f, c.foreignId(f)));
      const missing = await asIntruder(c.method, c.request(f, c.missingId));
      expect(foreign.statusCode, foreign.body).toBe(404);
      expect(missing.statusCode, missing.body).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
    });
  }

  it('are left as they were by the attempts', async () => {
    const f = world.fixture;
    const owner = { authorization: `Bearer ${f.tokens.owner}` };
    const post = (url: string) => world.ctx.app.inject({ method: 'POST', url, headers: owner });
    expect((await post(`/api/notifications/${f.own.owner.acceptNotificationId}/accept`)).statusCode).toBe(
      200,
    );
    expect((await post(`/api/notifications/${f.own.owner.declineNotificationId}/decline`)).statusCode).toBe(
      200,
    );
    const removed = await world.ctx.app.inject({
      method: 'DELETE',
      url: `/api/product-search/${f.own.owner.searchRecordId}`,
      headers: owner,
    });
    expect(removed.statusCode, removed.body).toBe(200);
  });
});

// Runs last: it takes the member out of both stores.
describe('a removed member', () => {
  let batchId = '';

  it("finds every workspace route's resources absent, like any outsider", async () => {
    const f = world.fixture;
    const { ctx } = world;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/product-registration/bulk',
      headers: { authorization: `Bearer ${f.tokens.member}` },
      payload: { urls: ['not a url'], workspace_id: f.coupang.workspaceId },
    });
    batchId = bulkBatchSchema.parse(created.json()).batch_id;
    for (const workspaceId of [f.coupang.workspaceId, f.naver.workspaceId]) {
      const removal = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/workspaces/${workspaceId}/members/${encodeURIComponent(f.users.member.email)}`,
        headers: { authorization: `Bearer ${f.tokens.owner}` },
      });
      expect(removal.statusCode, removal.body).toBe(200);
    }

    for (const entry of routeTable.filter((e) => e.access.startsWith('workspace:'))) {
      // No prepare: whatever state the route would need, a non-member is answered 404 first.
      const response = await callRoute(ctx, f, entry, 'member', undefined);
      expectOutcome(response, 'hidden', { entry, who: 'member' });
    }
  });

  // The batch they started belongs to the workspace: its detail answers 404 once they are out (checked above), so
  // the list must not keep showing its status and counts either.
  it('no longer lists the batches of the workspace they left', async () => {
    const f = world.fixture;
    const response = await world.ctx.app.inject({
      method: 'GET',
      url: '/api/product-registration/bulk',
      headers: { authorization: `Bearer ${f.tokens.member}` },
    });
    const listed = recentBatchesSchema.parse(response.json()).data.map((row) => row.batch_id);
    expect(
      listed,
      'GET /api/product-registration/bulk lists a batch of a workspace the caller left',
    ).not.toContain(batchId);
  });
});
