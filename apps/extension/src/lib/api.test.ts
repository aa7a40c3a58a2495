import { describe, expect, it } from 'vitest';
import { coupangWhoami, fakeFetch, json, uploadAnswer } from '../test/fake-fetch.ts';
import { sampleDraft } from '../test/sample-draft.ts';
import { ForeignOriginRefused, fetchWhoami, serverEndpoint, uploadDraft } from './api.ts';

const settings = { serverUrl: 'https://ollida.example.kr', apiKey: 'olk_ab12_secret' };
const existing = {
  id: 'e1',
  display_product_name: '예전에 올린 이불',
  store_url: 'https://www.coupang.com/vp/products/1',
  admin_url: null,
  created_at: '2025-02-01T00:00:00.000Z',
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
    expect(calls).toEqual([]);
  });
});
