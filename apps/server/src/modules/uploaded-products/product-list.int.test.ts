import {
  naverProductPageResponseSchema,
  productPageResponseSchema,
  uploaderListResponseSchema,
} from '@ollida/contracts/uploaded-products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { productListKit, type SeedProduct } from '../../../test/kits/product-list.ts';

let ctx: TestContext;
let kit: ReturnType<typeof productListKit>;
let owner: Awaited<ReturnType<typeof kit.signIn>>;
let other: Awaited<ReturnType<typeof kit.signIn>>;
let coupangId: string;
let naverId: string;
let otherCoupangId: string;
/** The 45 seeded rows of the owner's two stores, in list order (newest first, id descending on equal times). */
let expected: { id: string; platform: 'coupang' | 'naver'; email: string }[];

const base = Date.parse('2025-03-01T09:00:00Z');

beforeAll(async () => {
  ctx = await buildTestApp();
  kit = productListKit(ctx);
  owner = await kit.signIn();
  other = await kit.signIn();
  coupangId = await kit.createCoupang(owner.token);
  naverId = await kit.createNaver(owner.token);
  otherCoupangId = await kit.createCoupang(other.token);

  // Interleaved stores; every three rows share a time, so the id decides their order, and the page breaks at 20 and 40
  // fall inside such a group (rows 18–20, 39–41): equal times split across two pages.
  const rows: SeedProduct[] = Array.from({ length: 45 }, (_, index) => ({
    workspaceId: index % 3 === 0 ? naverId : coupangId,
    platform: index % 3 === 0 ? 'naver' : 'coupang',
    createdAt: new Date(base - Math.floor(index / 3) * 60_000),
    uploaderEmail: index % 4 === 0 ? 'b@example.com' : 'a@example.com',
  }));
  const ids = await kit.seed(rows);
  expected = rows
    .map((row, index) => ({
      id: ids[index] ?? '',
      platform: row.platform,
      email: row.uploaderEmail ?? '',
      at: row.createdAt.getTime(),
    }))
    .sort((x, y) => y.at - x.at || (x.id < y.id ? 1 : -1))
    .map(({ id, platform, email }) => ({ id, platform, email }));
  await kit.seed([
    {
      workspaceId: otherCoupangId,
      platform: 'coupang',
      createdAt: new Date(base),
      uploaderEmail: 'z@example.com',
    },
  ]);
});
afterAll(async () => {
  await ctx.close();
});

async function mergedPage(token: string, query: Record<string, string | number>) {
  const response = await kit.list(token, '/api/uploaded-products', query);
  expect(response.statusCode, response.body).toBe(200);
  return productPageResponseSchema.parse(response.json()).data;
}

describe('GET /api/uploaded-products (both marketplaces merged)', () => {
  it('pages the merged list in one order with exact totals, no row missing or repeated', async () => {
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const data = await mergedPage(owner.token, { page, limit: 20 });
      const start = (page - 1) * 20;
      expect(data.products.map((product) => product.id)).toEqual(
        expected.slice(start, start + 20).map((row) => row.id),
      );
      expect(data.pagination).toEqual({
        page,
        limit: 20,
        total: 45,
        total_pages: 3,
        totalPages: 3,
        has_next: page < 3,
        has_prev: page > 1,
      });
      seen.push(...data.products.map((product) => product.id));
    }
    expect(new Set(seen).size).toBe(45);
    expect(seen).toHaveLength(45);

    const beyond = await mergedPage(owner.token, { page: 4, limit: 20 });
    expect(beyond.products).toEqual([]);
    expect(beyond.pagination).toMatchObject({ total: 45, total_pages: 3, has_next: false, has_prev: true });
    const wide = await mergedPage(owner.token, { limit: 50 });
    expect(wide.products.map((product) => product.id)).toEqual(expected.map((row) => row.id));
    expect(wide.pagination).toMatchObject({ page: 1, total_pages: 1, has_next: false, has_prev: false });
  });

  it('narrows to one of the caller workspaces, and answers 404 for any other', async () => {
    const naverOnly = await mergedPage(owner.token, { workspace_id: naverId, limit: 100 });
    expect(naverOnly.products.map((product) => product.id)).toEqual(
      expected.filter((row) => row.platform === 'naver').map((row) => row.id),
    );
    expect(naverOnly.pagination.total).toBe(15);

    for (const workspaceId of [otherCoupangId, '00000000-0000-4000-8000-000000000000']) {
      const response = await kit.list(owner.token, '/api/uploaded-products', { workspace_id: workspaceId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', detail: '워크스페이스를 찾을 수 없습니다.' });
    }
  });

  it('shows a member only their own workspaces', async () => {
    const data = await mergedPage(other.token, {});
    expect(data.products).toHaveLength(1);
    expect(data.products[0]).toMatchObject({ workspace_id: otherCoupangId, userEmail: 'z@example.com' });
    expect(data.pagination.total).toBe(1);

    const stranger = await kit.signIn();
    const empty = await mergedPage(stranger.token, {});
    expect(empty).toEqual({
      products: [],
      pagination: {
        page: 1,
        limit: 20,
        total: 0,
        total_pages: 0,
        totalPages: 0,
        has_next: false,
        has_prev: false,
      },
    });
  });

  it('filters by uploader, and lists the uploaders of the whole selection', async () => {
    const data = await mergedPage(owner.token, { uploader_email: 'b@example.com', limit: 20 });
    expect(data.products.map((product) => product.id)).toEqual(
      expected.filter((row) => row.email === 'b@example.com').map((row) => row.id),
    );
    expect(data.products.every((product) => product.userEmail === 'b@example.com')).toBe(true);
    expect(data.pagination).toMatchObject({ total: 12, total_pages: 1 });
    const aSecond = await mergedPage(owner.token, { uploader_email: 'a@example.com', page: 2 });
    expect(aSecond.products.map((product) => product.id)).toEqual(
      expected
        .filter((row) => row.email === 'a@example.com')
        .slice(20, 40)
        .map((row) => row.id),
    );
    expect(aSecond.pagination).toMatchObject({ total: 33, total_pages: 2, has_next: false });

    // The first page holds only a few uploaders' rows; the list still names every uploader of the selection.
    const uploaders = await kit.list(owner.token, '/api/uploaded-products/uploaders');
    expect(uploaderListResponseSchema.parse(uploaders.json())).toEqual({
      data: ['a@example.com', 'b@example.com'],
    });
    const naverUploaders = await kit.list(owner.token, '/api/uploaded-products/uploaders', {
      platform: 'naver',
    });
    expect(naverUploaders.json()).toEqual({ data: ['a@example.com', 'b@example.com'] });
    const otherUploaders = await kit.list(other.token, '/api/uploaded-products/uploaders');
    expect(otherUploaders.json()).toEqual({ data: ['z@example.com'] });
    const foreign = await kit.list(owner.token, '/api/uploaded-products/uploaders', {
      workspace_id: otherCoupangId,
    });
    expect(foreign.statusCode).toBe(404);
    const nobody = await mergedPage(owner.token, { uploader_email: 'nobody@example.com' });
    expect(nobody.pagination.total).toBe(0);
  });

  it('refuses a bad page or page size with a Korean message', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ page: 0 }, '페이지 번호는 1 이상이어야 합니다.'],
      [{ page: 'abc' }, '페이지 번호는 숫자여야 합니다.'],
      [{ limit: 30 }, '페이지 크기는 20, 50, 100 중 하나여야 합니다.'],
      [{ workspace_id: 'nope' }, '워크스페이스를 찾을 수 없습니다.'],
    ];
    for (const [query, message] of cases) {
      const response = await kit.list(owner.token, '/api/uploaded-products', query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_error',
        detail: '입력값을 확인해 주세요.',
        errors: [expect.objectContaining({ message })],
      });
    }
  });

  it('documents the four routes with their query schemas', async () => {
    const document = (await kit.list(undefined, '/api/docs/openapi.json')).json();
    for (const path of [
      '/api/uploaded-products',
      '/api/uploaded-products/uploaders',
      '/api/coupang/products',
      '/api/naver/products',
    ]) {
      expect(document.paths[path]?.get?.tags, path).toEqual(['uploaded-products']);
    }
    const parameters = document.paths['/api/naver/products'].get.parameters.map(
      (parameter: { name: string }) => parameter.name,
    );
    expect(parameters).toEqual(
      expect.arrayContaining(['page', 'limit', 'workspace_id', 'uploader_email', 'store_id']),
    );
  });

  it('needs a signed-in caller on every list route', async () => {
    for (const path of [
      '/api/uploaded-products',
      '/api/uploaded-products/uploaders',
      '/api/coupang/products',
      '/api/naver/products',
    ]) {
      expect((await kit.list(undefined, path)).statusCode).toBe(401);
    }
  });
});

describe('GET /api/coupang/products and /api/naver/products', () => {
  it('lists each marketplace on its own, in the documented shapes', async () => {
    const coupang = await kit.list(owner.token, '/api/coupang/products', { limit: 20, page: 2 });
    const coupangData = productPageResponseSchema.parse(coupang.json()).data;
    const coupangRows = expected.filter((row) => row.platform === 'coupang');
    expect(coupangData.products.map((product) => product.id)).toEqual(
      coupangRows.slice(20, 40).map((row) => row.id),
    );
    expect(coupangData.pagination).toMatchObject({
      total: 30,
      total_pages: 2,
      has_next: false,
      has_prev: true,
    });
    expect(coupangData.products[0]).toMatchObject({ platform: 'coupang', workspace_id: coupangId });

    const naver = await kit.list(owner.token, '/api/naver/products');
    const naverBody = naverProductPageResponseSchema.parse(naver.json());
    expect(naverBody.data.map((product) => product.id)).toEqual(
      expected.filter((row) => row.platform === 'naver').map((row) => row.id),
    );
    expect(naverBody.pagination).toMatchObject({ total: 15, total_pages: 1 });
  });

  it('answers 404 for a workspace of the other marketplace or of someone else', async () => {
    const naverOnCoupang = await kit.list(owner.token, '/api/coupang/products', { workspace_id: naverId });
    expect(naverOnCoupang.statusCode).toBe(404);
    const coupangOnNaver = await kit.list(owner.token, '/api/naver/products', { workspace_id: coupangId });
    expect(coupangOnNaver.statusCode).toBe(404);
    const foreign = await kit.list(owner.token, '/api/coupang/products', { workspace_id: otherCoupangId });
    expect(foreign.json()).toEqual({ code: 'not_found', detail: '워크스페이스를 찾을 수 없습니다.' });
  });

  it('filters Naver products by the Smart Store id', async () => {
    const workspace = await kit.workspaceRow(naverId);
    const storeId = workspace.storeId ?? '';
    expect(storeId).not.toBe('');
    const matching = naverProductPageResponseSchema.parse(
      (await kit.list(owner.token, '/api/naver/products', { store_id: storeId })).json(),
    );
    expect(matching.pagination.total).toBe(15);
    expect(matching.data[0]).toMatchObject({
      store_id: storeId,
      store_name: workspace.storeName,
      wingAccount: null,
    });
    const other = naverProductPageResponseSchema.parse(
      (await kit.list(owner.token, '/api/naver/products', { store_id: 'another-store' })).json(),
    );
    expect(other).toMatchObject({ data: [], pagination: { total: 0 } });
  });
});

describe('a disconnected store', () => {
  it('vanishes from every list, and its id answers 404', async () => {
    await kit.setWorkspace(naverId, { disconnectedAt: new Date() });
    const data = await mergedPage(owner.token, { limit: 100 });
    expect(data.products.map((product) => product.id)).toEqual(
      expected.filter((row) => row.platform === 'coupang').map((row) => row.id),
    );
    expect(data.pagination.total).toBe(30);
    const byId = await kit.list(owner.token, '/api/naver/products', { workspace_id: naverId });
    expect(byId.statusCode).toBe(404);
    const naver = naverProductPageResponseSchema.parse(
      (await kit.list(owner.token, '/api/naver/products')).json(),
    );
    expect(naver.pagination.total).toBe(0);
  });
});
