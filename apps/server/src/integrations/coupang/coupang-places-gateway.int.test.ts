import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CoupangHarness, startCoupangHarness, upstreamOf } from '../../../test/kits/coupang-sandbox.ts';
import { Upstream } from '../../platform/domain-errors.ts';

let h: CoupangHarness;
beforeAll(async () => {
  h = await startCoupangHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  // Each case starts with the vendor's one-second quota unused.
  await h.reset();
});

describe('Coupang client against the sandbox: return centers and outbound places', () => {
  it('pages return centers past 50 from the enveloped shape', async () => {
    const client = h.clientFor(h.credentials);
    const first = await client.listReturnCenters({ pageNum: 1, pageSize: 50 });
    const second = await client.listReturnCenters({ pageNum: 2, pageSize: 50 });
    expect(first.pagination).toMatchObject({ currentPage: 1, totalPages: 2 });
    expect(first.content).toHaveLength(50);
    expect(second.content.length).toBe(first.pagination.totalElements - 50);
    const all = [...first.content, ...second.content];
    expect(all.filter((center) => !center.usable).length).toBeGreaterThan(0);
    expect(all[0]).toMatchObject({
      returnCenterCode: expect.stringMatching(/^\d{10}$/),
      fees: expect.objectContaining({ returnFee05kg: 3500 }),
    });
    expect(all[0]?.createdAt).toMatch(/\+09:00$/);
    expect(h.seen[0]?.text.startsWith('{"code":200')).toBe(true);
  });

  it('pages outbound places past 50 from the bare shape', async () => {
    const client = h.clientFor(h.credentials);
    const first = await client.listOutboundPlaces({ pageNum: 1, pageSize: 50 });
    const second = await client.listOutboundPlaces({ pageNum: 2, pageSize: 50 });
    expect(first.content).toHaveLength(50);
    expect(second.content.length).toBe(first.pagination.totalElements - 50);
    expect([...first.content, ...second.content].some((place) => !place.usable)).toBe(true);
    expect(first.content[0]).toMatchObject({
      createDate: '2023-01-02',
      remoteInfos: expect.arrayContaining([expect.objectContaining({ deliveryCode: 'CJGLS', jeju: 5000 })]),
    });
    expect(h.seen[0]?.text.startsWith('{"content":')).toBe(true);
  });
});

describe('Coupang client against the sandbox: categories', () => {
  it('predicts from Korean keywords and reads the meta of the predicted category', async () => {
    const client = h.clientFor(h.credentials);
    const prediction = await client.predictCategory({
      productName: '여성 린넨 반팔 셔츠',
      attributes: { 색상: '베이지' },
    });
    expect(prediction).toEqual({
      resultType: 'SUCCESS',
      categoryId: '69182',
      categoryName: '셔츠/블라우스',
      comment: null,
    });
    const meta = await client.getCategoryMeta(prediction.categoryId ?? '');
    expect(
      meta.attributes
        .filter((attribute) => attribute.required === 'MANDATORY')
        .map((attribute) => attribute.attributeTypeName),
    ).toEqual(['색상', '사이즈']);
    expect(meta.noticeCategories[0]?.noticeCategoryName).toBe('의류');
    const unknown = await client.predictCategory({ productName: '정체를 알 수 없는 물건' });
    expect(unknown).toMatchObject({ resultType: 'FAILURE', categoryId: null });
    const error = await upstreamOf(client.getCategoryMeta(1));
    expect(error.detail).toContain('노출카테고리코드[1]');
  });
});

describe('Coupang client against the sandbox: gateway rules', () => {
  it('keeps a burst of 30 calls under the sandbox limit, while the same burst unthrottled gets 429', async () => {
    const client = h.clientFor(h.credentials);
    for (let i = 0; i < 30; i += 1) await client.listReturnCenters({ pageNum: 1, pageSize: 1 });
    expect(h.seen.map((response) => response.status)).toEqual(Array(30).fill(200));

    await h.advance(2000);
    h.seen.length = 0;
    const raw = h.clientFor(h.credentials, { throttled: false, maxRetries: 0 });
    const outcomes: (number | undefined)[] = [];
    for (let i = 0; i < 30; i += 1) {
      const error = await raw.listReturnCenters({ pageNum: 1, pageSize: 1 }).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      outcomes.push(error instanceof Upstream ? error.info.httpStatus : 200);
    }
    expect(outcomes.filter((status) => status === 200)).toHaveLength(10);
    expect(outcomes.filter((status) => status === 429)).toHaveLength(20);
    const throttled = await upstreamOf(raw.listReturnCenters({ pageNum: 1, pageSize: 1 }));
    expect(throttled.info).toMatchObject({ httpStatus: 429, retryable: true, providerCode: 'ERROR' });
    expect(throttled.detail).toContain('호출 한도를 초과했습니다');
  });

  it('retries a throttled read with backoff and succeeds once the window has passed', async () => {
    const raw = h.clientFor(h.credentials, { throttled: false, maxRetries: 3 });
    for (let i = 0; i < 10; i += 1) await raw.listReturnCenters({ pageNum: 1, pageSize: 1 });
    h.attempts.length = 0;
    const before = h.clock.ms;
    // The 11th call gets 429; the http client backs off 200, 400, 800 ms (virtual) until the second is over.
    const page = await raw.listReturnCenters({ pageNum: 1, pageSize: 1 });
    expect(page.content).toHaveLength(1);
    expect(h.attempts).toEqual([429, 429, 429, 200]);
    expect(h.clock.ms - before).toBe(1400);
  });

  it('spends one vendor token per attempt, so retries of a 429 burst count against the quota too', async () => {
    const taken: string[] = [];
    // Counts without pacing, so the burst outruns the sandbox's 10 per second and draws 429s to retry.
    const counting = {
      take: async (key: string) => {
        taken.push(key);
      },
    };
    const client = h.clientFor(h.credentials, { rateLimiter: counting, maxRetries: 3 });
    for (let i = 0; i < 12; i += 1) await client.listReturnCenters({ pageNum: 1, pageSize: 1 });
    expect(h.attempts.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(h.seen.map((response) => response.status)).toEqual(Array(12).fill(200));
    expect(taken).toHaveLength(h.attempts.length);
    expect(new Set(taken)).toEqual(new Set([h.credentials.vendorId]));
  });

  it('reports a stale clock as an expired signature', async () => {
    const error = await upstreamOf(
      h.clientFor(h.credentials, { clockSkewMs: -10 * 60 * 1000 }).listOutboundPlaces(),
    );
    expect(error.info).toMatchObject({ httpStatus: 401, retryable: false });
    expect(error.detail).toContain('Specified signature is expired.');
    expect(error.detail).toContain('서버 시계를 확인해 주세요');
  });

  it("reports a vendorId that is not the key's own as not found", async () => {
    const error = await upstreamOf(
      h.clientFor({ ...h.credentials, vendorId: h.other.vendorId }).listReturnCenters(),
    );
    expect(error.info.httpStatus).toBe(404);
    expect(error.detail).not.toContain(h.credentials.secretKey);
  });

  it('serves each demo vendor with its own keys', async () => {
    const page = await h.clientFor(h.other).listReturnCenters({ pageNum: 1, pageSize: 5 });
    expect(page.content).toHaveLength(5);
  });
});
