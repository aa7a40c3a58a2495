import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawledPages } from '../src/db/schema/investigator.ts';
import { sessions } from '../src/db/schema/sessions.ts';
import { uploadedProducts } from '../src/db/schema/uploads.ts';
import { users } from '../src/db/schema/users.ts';
import { workspaceMembers, workspaces } from '../src/db/schema/workspaces.ts';
import { seoulDayOf } from '../src/platform/seoul-calendar.ts';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { createUser, loginAs } from '../test/factories.ts';
import { chairDraft, startImageServer, uploadKit } from '../test/kits/uploads.ts';
import {
  hostileValues,
  isSane,
  nulByte,
  type Probe,
  type ProbeAnswer,
  pathProbes,
  queryProbes,
} from './injection-probes.ts';

// CSV formula payloads are in csv-formulas.test.ts.

let ctx: TestContext;
let store: Awaited<ReturnType<ReturnType<typeof uploadKit>['coupangStore']>>;
let adminToken: string;
let images: Awaited<ReturnType<typeof startImageServer>>;

beforeAll(async () => {
  images = await startImageServer();
  ctx = await buildTestApp({ sourceFetch: { allowedPrefixes: [images.baseUrl] } });
  const kit = uploadKit(ctx);
  store = await kit.coupangStore();
  // One listing and one stored page of the owner's, so a filter that matched too much would show rows it should not.
  const uploaded = await kit.upload(store.owner.token, 'coupang', {
    product_details: chairDraft(images.baseUrl),
    workspace_id: store.workspaceId,
  });
  if (uploaded.statusCode !== 200) throw new Error(`upload failed: ${uploaded.body}`);
  await ctx.database.db.insert(crawledPages).values({
    userId: store.owner.user.id,
    domain: 'godo.shop.example',
    productId: '1001',
    crawlDate: seoulDayOf(ctx.clock.now),
    url: 'https://godo.shop.example/goods/goods-view.php?goodsNo=1001',
    source: 'godomall',
    contentType: 'text/html',
    size: 10,
    compressedSize: 10,
    body: Buffer.from('<html></html>'),
    parseSuccess: true,
    parseMessage: '파싱 성공',
    itemName: '캠핑 테이블',
    images: [],
  });
  adminToken = await loginAs(ctx, (await createUser(ctx, { role: 'admin' })).id);
});
afterAll(async () => {
  await ctx.close();
  await images.close();
});

const authorization = (role: Probe['role']) => `Bearer ${role === 'admin' ? adminToken : store.owner.token}`;

/** Sends every value through every probe; returns the answers that are not sane (see `isSane`). */
async function insaneAnswers(
  probes: Probe[],
  values: ReadonlyArray<[string, string]>,
): Promise<ProbeAnswer[]> {
  const bad: ProbeAnswer[] = [];
  for (const probe of probes) {
    for (const [label, value] of values) {
      const response = await ctx.app.inject({
        method: probe.method,
        url: probe.url(value),
        headers: { authorization: authorization(probe.role) },
      });
      const answer = { probe: `${probe.name} ← ${label}`, status: response.statusCode, body: response.body };
      if (!isSane(answer, probe.ok)) bad.push({ ...answer, body: answer.body.slice(0, 160) });
    }
  }
  return bad;
}

async function rowCounts() {
  const tables: Record<string, PgTable> = {
    users,
    sessions,
    workspaces,
    workspaceMembers,
    uploadedProducts,
    crawledPages,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await ctx.database.db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? -1;
  }
  return counts;
}

describe('SQL metacharacters, wildcards, long and odd text in every filter', () => {
  it('answers each query filter with a Korean 4xx or a 200 that matches nothing, never a 5xx', async () => {
    const before = await rowCounts();
    expect(await insaneAnswers(queryProbes(store), hostileValues)).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });

  it('still finds the stored rows with ordinary filters (so the empty answers above mean something)', async () => {
    const get = (url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { authorization: authorization('seller') } });
    const mine = await get(
      `/api/uploaded-products?uploader_email=${encodeURIComponent(store.owner.user.email)}`,
    );
    expect(mine.json().data.products).toHaveLength(1);
    const found = await get(`/api/product-investigator/products/all?search=${encodeURIComponent('캠핑')}`);
    expect(found.json().products).toHaveLength(1);
    const bySource = await get('/api/product-investigator/products/all?source_filter=godomall');
    expect(bySource.json().products).toHaveLength(1);
  });

  // PostgreSQL text cannot hold U+0000: a filter passing it on unchecked makes the query fail.
  it('refuses a NUL character in a filter with a Korean 400 instead of a database error', async () => {
    expect(await insaneAnswers(queryProbes(store), [nulByte])).toEqual([]);
  });

  // The router decodes path parameters and bounds their length (100) before any schema or error handler of ours.
  it('answers malformed and over-long path parameters with the Korean error body too', async () => {
    expect(await insaneAnswers(pathProbes(), [...hostileValues, nulByte])).toEqual([]);
  });

  it('takes a member email literally when removing a member (no wildcard removes anyone)', async () => {
    const before = await rowCounts();
    for (const value of ['%', '_%', '*', "' OR 1=1 --", '%40example.com']) {
      const response = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/workspaces/${store.workspaceId}/members/${encodeURIComponent(value)}`,
        headers: { authorization: authorization('seller') },
      });
      expect(response.statusCode, value).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, value).toBeLessThan(500);
    }
    expect(await rowCounts()).toEqual(before);
  });
});
