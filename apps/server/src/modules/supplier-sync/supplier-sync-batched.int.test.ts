import { randomUUID } from 'node:crypto';
import { defaultPriceRule, priceDraft } from '@ollida/contracts/price-rule';
import { productDetailsSchema } from '@ollida/contracts/product-details';
import { syncRunResponseSchema } from '@ollida/contracts/supplier-sync';
import { uploadResponseSchema } from '@ollida/contracts/uploads';
import { ownerclanSeeds } from '@ollida/sandbox/ownerclan/seeds';
import { type RunningOwnerclanSandbox, startOwnerclanSandbox } from '@ollida/sandbox/ownerclan/standalone';
import { type RunningShopSandbox, startShopSandbox } from '@ollida/sandbox/shop/standalone';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { uploadKit } from '../../../test/kits/uploads.ts';
import { uploadedProducts } from '../../db/schema/uploads.ts';
import { type LoopbackServer, startLoopbackServer } from '../../sources/loopback-server.test-helper.ts';

let ctx: TestContext;
let shop: RunningShopSandbox;
let ownerclan: RunningOwnerclanSandbox;
/** Stands between the app and the 오너클랜 sandbox, so the test sees every call the app makes. */
let counter: LoopbackServer;
let kit: ReturnType<typeof uploadKit>;
/** The GraphQL operations the app sent to 오너클랜, in order. */
const operations: string[] = [];

beforeAll(async () => {
  shop = await startShopSandbox();
  ownerclan = await startOwnerclanSandbox({ shopBaseUrl: shop.baseUrl });
  counter = await startLoopbackServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.url?.endsWith('/v1/graphql') === true)
      operations.push(String(JSON.parse(Buffer.concat(chunks).toString() || '{}').operationName));
    const answer = await fetch(`${ownerclan.baseUrl}${request.url}`, {
      method: request.method,
      headers: Object.fromEntries(
        Object.entries(request.headers).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'host',
        ),
      ),
      body: request.method === 'POST' ? Buffer.concat(chunks) : undefined,
    });
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  ctx = await buildTestApp({
    env: { OWNERCLAN_AUTH_BASE: counter.origin, OWNERCLAN_API_BASE: counter.origin },
    sourceFetch: { allowedPrefixes: [`${shop.baseUrl}/`] },
  });
  kit = uploadKit(ctx);
});
afterAll(async () => {
  await ctx.close();
  await Promise.all([shop.close(), ownerclan.close(), counter.close()]);
});

describe('supplier sync through the 오너클랜 API (issue 24)', () => {
  it('reads every 오너클랜 listing of a run with one items call instead of one call per listing', async () => {
    const store = await kit.coupangStore();
    const product = shop.catalogue.find((candidate) => candidate.id === 'godo-1000000201');
    if (product === undefined) throw new Error('the demo shop has no godo-1000000201');
    const parsed = await kit.call(store.owner.token, 'POST', '/api/url-parser', {
      url: shop.productUrl(product),
    });
    const draft = priceDraft(productDetailsSchema.parse(parsed.json().data), defaultPriceRule);
    const uploaded = await kit.upload(store.owner.token, 'coupang', {
      product_details: draft,
      workspace_id: store.workspaceId,
    });
    const listing = uploadResponseSchema.parse(uploaded.json()).data;
    const [row] = await ctx.database.db
      .select()
      .from(uploadedProducts)
      .where(eq(uploadedProducts.id, listing.id));
    if (row === undefined) throw new Error('the listing was not stored');
    // Three listings made from 오너클랜 items: the stored listing's row under each item's URL.
    const keys = ownerclanSeeds.slice(0, 3).map((seed) => seed.key);
    await ctx.database.db.delete(uploadedProducts).where(eq(uploadedProducts.id, listing.id));
    await ctx.database.db.insert(uploadedProducts).values(
      keys.map((key) => ({
        ...row,
        id: randomUUID(),
        supplierKey: `ownerclan:${key}`,
        originalUrl: `https://ownerclan.com/V2/product/view.php?selfcode=${key}`,
      })),
    );

    const from = operations.length;
    const started = await kit.call(store.owner.token, 'POST', '/api/sync/check', {
      workspace_id: store.workspaceId,
    });
    expect(started.statusCode, started.body).toBe(202);
    let run = syncRunResponseSchema.parse(
      (await kit.call(store.owner.token, 'GET', `/api/sync/runs/${started.json().data.run_id}`)).json(),
    ).data;
    for (let attempt = 0; attempt < 200 && run.status === 'running'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      run = syncRunResponseSchema.parse(
        (await kit.call(store.owner.token, 'GET', `/api/sync/runs/${run.id}`)).json(),
      ).data;
    }
    expect(run).toMatchObject({ status: 'done', product_count: 3, checked_count: 3 });
    expect(operations.slice(from)).toEqual(['OllidaItems']);
  });
});
