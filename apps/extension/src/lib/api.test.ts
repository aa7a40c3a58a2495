import { sampleDraft } from '@ollida/contracts/sample-draft';
import { describe, expect, it } from 'vitest';
import { coupangWhoami, fakeFetch, json, readyReview, uploadAnswer } from '../test/fake-fetch.ts';
import { ForeignOriginRefused, fetchWhoami, reviewDraft, serverEndpoint, uploadDraft } from './api.ts';

const settings = { serverUrl: 'https://ollida.example.kr', apiKey: 'olk_ab12_secret' };
const existing = {
  id: 'e1',
  display_product_name: '예전에 올린 이불',
  store_url: 'https://www.coupang.com/vp/products/1',
  admin_url: null,
  created_at: '2025-02-01T00:00:00.000Z',
};

const priceUnit = {
  code: 'price_unit',
  severity: 'error',
  field: 'price',
  detail: '판매가 12,345원은 10원 단위가 아닙니다.',
  fix: { label: '12,350원으로 고치기', path: 'items.0.salePrice', value: 12_350 },
};

describe('fetchWhoami', () => {
  it('asks the configured server with the key in its header, no cookies, no redirects', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, coupangWhoami));
    expect(await fetchWhoami(fetch, settings)).toEqual({ ok: true, value: coupangWhoami });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('https://ollida.example.kr/api/extension/whoami');
    expect(call?.init.method).toBe('GET');
    expect(call?.init.headers).toMatchObject({ 'x-ollida-api-key': 'olk_ab12_secret' });
    expect(call?.init.redirect).toBe('error');
    expect(call?.init.credentials).toBe('omit');
  });

  it.each([
    [
      401,
      { detail: '유효하지 않은 API 키입니다.', code: 'api_key_invalid' },
      'invalid_key',
      '유효하지 않은 API 키입니다.',
    ],
    [429, { detail: '요청이 너무 많습니다.', code: 'rate_limited' }, 'rate_limited', '요청이 너무 많습니다.'],
  ])('maps %i to %s', async (status, body, kind, message) => {
    const { fetch } = fakeFetch(() => json(status, body));
    expect(await fetchWhoami(fetch, settings)).toEqual({ ok: false, failure: { kind, message } });
  });

  it('a network failure means the server cannot be reached', async () => {
    const { fetch } = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const result = await fetchWhoami(fetch, settings);
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'unreachable', message: expect.stringContaining('연결할 수 없습니다') },
    });
  });

  it('an answer that is not Ollida (an HTML 404) says to check the address', async () => {
    const { fetch } = fakeFetch(() => new Response('<h1>Not Found</h1>', { status: 404 }));
    const result = await fetchWhoami(fetch, settings);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.failure.message).toContain('서버 주소');
  });
});

describe('uploadDraft', () => {
  it.each([
    ['coupang', 'https://ollida.example.kr/api/coupang/upload-product-with-key'],
    ['naver', 'https://ollida.example.kr/api/naver/upload-product-with-key'],
  ] as const)('posts a %s upload to its key upload call', async (platform, url) => {
    const { fetch, calls } = fakeFetch(() => json(200, uploadAnswer));
    const result = await uploadDraft(fetch, settings, {
      platform,
      details: sampleDraft,
      confirmDuplicate: false,
    });
    expect(result).toEqual({ ok: true, value: uploadAnswer });
    expect(calls[0]?.url).toBe(url);
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.redirect).toBe('error');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      api_key: 'olk_ab12_secret',
      product_details: sampleDraft,
      confirm_duplicate: false,
    });
  });

  it('resends with confirm_duplicate when the seller insists', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, uploadAnswer));
    await uploadDraft(fetch, settings, { platform: 'coupang', details: sampleDraft, confirmDuplicate: true });
    expect(JSON.parse(String(calls[0]?.init.body)).confirm_duplicate).toBe(true);
  });

  it.each([
    [
      409,
      { detail: '이미 등록한 상품입니다.', code: 'duplicate_upload', existing_product: existing },
      { kind: 'duplicate', message: '이미 등록한 상품입니다.', existing },
    ],
    [
      422,
      { detail: '[쿠팡] 카테고리 필수 속성 누락', code: 'marketplace_rejected', uploaded_product_id: 'u1' },
      {
        kind: 'refused',
        status: 422,
        code: 'marketplace_rejected',
        message: '[쿠팡] 카테고리 필수 속성 누락',
      },
    ],
    [
      403,
      { detail: '베이직 요금제의 이번 달 등록 한도(100개)를 다 썼습니다.', code: 'upload_quota_exceeded' },
      {
        kind: 'refused',
        status: 403,
        code: 'upload_quota_exceeded',
        message: '베이직 요금제의 이번 달 등록 한도(100개)를 다 썼습니다.',
      },
    ],
    [
      400,
      {
        detail: '입력값을 확인해 주세요.',
        code: 'validation_error',
        errors: [{ path: 'product_details.items.0.salePrice', message: '너무 큼' }],
      },
      {
        kind: 'refused',
        status: 400,
        code: 'validation_error',
        message: '입력값을 확인해 주세요. (product_details.items.0.salePrice: 너무 큼)',
      },
    ],
    [
      502,
      { detail: '쿠팡 서버가 응답하지 않습니다.', code: 'upstream_error' },
      { kind: 'refused', status: 502, code: 'upstream_error', message: '쿠팡 서버가 응답하지 않습니다.' },
    ],
    [
      401,
      { detail: '유효하지 않은 API 키입니다.', code: 'api_key_invalid' },
      { kind: 'invalid_key', message: '유효하지 않은 API 키입니다.' },
    ],
    [
      422,
      {
        detail: '업로드 전 검수에서 고칠 점이 있습니다: 판매가 12,345원은 10원 단위가 아닙니다.',
        code: 'listing_review_failed',
        checks: [priceUnit],
      },
      {
        kind: 'review_failed',
        message: '업로드 전 검수에서 고칠 점이 있습니다: 판매가 12,345원은 10원 단위가 아닙니다.',
        checks: [priceUnit],
      },
    ],
  ])('maps a %i answer', async (status, body, failure) => {
    const { fetch } = fakeFetch(() => json(status, body));
    const result = await uploadDraft(fetch, settings, {
      platform: 'coupang',
      details: sampleDraft,
      confirmDuplicate: false,
    });
    expect(result).toEqual({ ok: false, failure });
  });
});

describe('reviewDraft', () => {
  it('posts the draft with the key in the body to the review call, no cookies, no redirects', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { data: readyReview }));
    expect(await reviewDraft(fetch, settings, { details: sampleDraft })).toEqual({
      ok: true,
      value: readyReview,
    });
    const [call] = calls;
    expect(call?.url).toBe('https://ollida.example.kr/api/extension/listing-review');
    expect(call?.init).toMatchObject({ method: 'POST', redirect: 'error', credentials: 'omit' });
    expect(JSON.parse(String(call?.init.body))).toEqual({
      api_key: 'olk_ab12_secret',
      product_details: sampleDraft,
    });
  });

  it('sends the chosen category and keeps every check with its fix', async () => {
    const review = { ...readyReview, ready: false, checks: [priceUnit] };
    const { fetch, calls } = fakeFetch(() => json(200, { data: review }));
    const result = await reviewDraft(fetch, settings, { details: sampleDraft, categoryId: '77723' });
    expect(result).toEqual({ ok: true, value: review });
    expect(JSON.parse(String(calls[0]?.init.body)).category_id).toBe('77723');
  });

  it.each([
    [
      401,
      { detail: '유효하지 않은 API 키입니다.', code: 'api_key_invalid' },
      { kind: 'invalid_key', message: '유효하지 않은 API 키입니다.' },
    ],
    [
      429,
      { detail: '요청이 너무 많습니다.', code: 'rate_limited' },
      { kind: 'rate_limited', message: '요청이 너무 많습니다.' },
    ],
  ])('maps a %i answer', async (status, body, failure) => {
    const { fetch } = fakeFetch(() => json(status, body));
    expect(await reviewDraft(fetch, settings, { details: sampleDraft })).toEqual({ ok: false, failure });
  });

  it('an answer that is not a review (an older server without the call) says to check the address', async () => {
    const { fetch } = fakeFetch(() => new Response('<h1>Not Found</h1>', { status: 404 }));
    const result = await reviewDraft(fetch, settings, { details: sampleDraft });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.failure).toMatchObject({ kind: 'refused', code: 'unexpected_response' });
  });
});

describe('the key stays on the configured server', () => {
  it('builds URLs on that origin only', () => {
    expect(serverEndpoint('http://localhost:3000', '/api/extension/whoami')).toBe(
      'http://localhost:3000/api/extension/whoami',
    );
    expect(() => serverEndpoint('https://ollida.example.kr', '//evil.example/steal')).toThrow(
      ForeignOriginRefused,
    );
    expect(() => serverEndpoint('https://ollida.example.kr', 'https://evil.example/steal')).toThrow(
      ForeignOriginRefused,
    );
    expect(() => serverEndpoint('https://ollida.example.kr/some/path', '/api/x')).toThrow(
      ForeignOriginRefused,
    );
    expect(() => serverEndpoint('javascript:alert(1)', '/api/x')).toThrow(ForeignOriginRefused);
  });

  it('never calls fetch when the address is not a plain server origin', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, coupangWhoami));
    await expect(
      fetchWhoami(fetch, { serverUrl: 'https://user:pw@evil.example', apiKey: 'k' }),
    ).rejects.toBeInstanceOf(ForeignOriginRefused);
    await expect(
      uploadDraft(
        fetch,
        { serverUrl: 'file:///etc', apiKey: 'k' },
        {
          platform: 'naver',
          details: sampleDraft,
          confirmDuplicate: false,
        },
      ),
    ).rejects.toBeInstanceOf(ForeignOriginRefused);
    await expect(
      reviewDraft(fetch, { serverUrl: 'http://evil.example/path', apiKey: 'k' }, { details: sampleDraft }),
    ).rejects.toBeInstanceOf(ForeignOriginRefused);
    expect(calls).toEqual([]);
  });
});
