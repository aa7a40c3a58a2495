import { type BulkBatch, bulkBatchSchema } from '@ollida/contracts/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { createUser, loginAs } from '../test/factories.ts';
import { chairDraft, uploadKit } from '../test/kits/uploads.ts';
import {
  expectVictimUntouched,
  type Outcome,
  type SsrfTargets,
  startSsrfTargets,
  unclearRefusals,
} from './ssrf-targets.ts';

// The crawler, whose sites are fixed, is covered by ssrf-crawler.test.ts.

let targets: SsrfTargets;
let ctx: TestContext;

beforeAll(async () => {
  targets = await startSsrfTargets();
  ctx = await buildTestApp({
    // Short timeouts: a URL that slipped through should fail the test quickly, not hang it.
    sourceFetch: { allowedPrefixes: [targets.allowedPrefix], totalTimeoutMs: 3_000, connectTimeoutMs: 2_000 },
  });
});
afterAll(async () => {
  await ctx.close();
  await targets.close();
});

const outcomeOf = (url: string, response: { statusCode: number; json(): unknown }): Outcome => {
  const body = response.json() as { code?: string; detail?: string };
  return { url, status: response.statusCode, code: body.code ?? '', detail: body.detail ?? '' };
};

describe('hostile URLs through every endpoint that fetches one', () => {
  it('POST /api/url-parser refuses each one', async () => {
    const token = await loginAs(ctx, (await createUser(ctx)).id);
    const outcomes: Outcome[] = [];
    for (const url of targets.urls()) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/url-parser',
        headers: { authorization: `Bearer ${token}` },
        payload: { url },
      });
      outcomes.push(outcomeOf(url, response));
    }
    expect(unclearRefusals(outcomes)).toEqual([]);
    expectVictimUntouched(targets.victim);
  });

  it('POST /api/product-search refuses each one and keeps no search record', async () => {
    const outcomes: Outcome[] = [];
    let token = '';
    const urls = targets.urls();
    for (const [index, url] of urls.entries()) {
      // A new searcher every 25 searches: the search limit (30 a minute per user) is not what this test is about.
      if (index % 25 === 0) token = await loginAs(ctx, (await createUser(ctx)).id);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/product-search',
        headers: { authorization: `Bearer ${token}` },
        payload: { url, search_keyword: 'ssrf' },
      });
      outcomes.push(outcomeOf(url, response));
    }
    expect(unclearRefusals(outcomes)).toEqual([]);
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/product-search/history',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(history.json()).toEqual({ results: [] });
    expectVictimUntouched(targets.victim);
  });

  it('POST /api/product-registration/bulk fails every item without a fetch reaching the victim', async () => {
    const store = await uploadKit(ctx).naverStore();
    const headers = { authorization: `Bearer ${store.owner.token}` };
    const urls = targets.urls();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/product-registration/bulk',
      headers,
      payload: { workspace_id: store.workspaceId, urls },
    });
    expect(created.statusCode, created.body).toBe(201);
    const batchId: string = created.json().batch_id;
    let batch: BulkBatch | undefined;
    const deadline = Date.now() + 45_000;
    while (batch?.status !== 'completed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const read = await ctx.app.inject({
        method: 'GET',
        url: `/api/product-registration/bulk/${batchId}`,
        headers,
      });
      batch = bulkBatchSchema.parse(read.json());
    }
    expect(batch?.status).toBe('completed');
    expect(batch?.success).toBe(0);
    // Lines that normalise to the same URL are kept once; every kept line failed with a Korean reason.
    expect(batch?.fail).toBe(batch?.total);
    for (const item of batch?.items ?? []) {
      expect.soft(item.status, item.url).toBe('failure');
      expect.soft(item.message ?? '', item.url).toMatch(/[가-힣]/);
      expect.soft(item.uploaded_product_id, item.url).toBeNull();
    }
    expectVictimUntouched(targets.victim);
  });

  it('the Naver image re-upload refuses pictures at hostile URLs before anything is listed', async () => {
    const kit = uploadKit(ctx);
    const store = await kit.naverStore();
    const outcomes: Outcome[] = [];
    for (const [index, url] of targets.urls().entries()) {
      const draft = chairDraft('https://cdn.supplier.example/img/', {
        imageUrl: url,
        images: [url],
        // One supplier item per URL, so the duplicate guard never answers instead of the image download.
        sourceUrl: `https://supplier.example/products/ssrf-${index}`,
        supplier: { parser: 'generic', itemId: `ssrf-${index}`, imageReuseAllowed: null },
      });
      const response = await kit.upload(store.member.token, 'naver', {
        product_details: draft,
        workspace_id: store.workspaceId,
      });
      outcomes.push(outcomeOf(url, response));
    }
    // The image download refuses with `invalid_request` and the picture named in the detail; the draft's schema
    // refuses what is not a URL at all.
    expect(unclearRefusals(outcomes, ['invalid_request', 'validation_error'])).toEqual([]);
    expect(ctx.naver.store.productsOf(store.workspaceId)).toEqual([]);
    expect((await kit.uploadRows(store.workspaceId)).filter((row) => row.status === 'success')).toEqual([]);
    expectVictimUntouched(targets.victim);
  });
});
