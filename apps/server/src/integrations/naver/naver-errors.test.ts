import { describe, expect, it } from 'vitest';
import type { OutboundResponse } from '../http-client.ts';
import { gatewayCodeOf, NaverUpstream, naverErrorFrom, readNaverErrorBody } from './naver-errors.ts';

function answer(status: number, body: unknown, headers: Record<string, string> = {}): OutboundResponse {
  return {
    status,
    headers: new Headers(headers),
    text: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

const write = { action: '상품 등록', idempotent: false };
const read = { action: '상품 목록 조회', idempotent: true };

describe('naverErrorFrom', () => {
  it('keeps a gateway error code, message and trace id, with a hint on what to check', () => {
    const error = naverErrorFrom(
      answer(401, {
        code: 'GW.AUTHN',
        message: '요청을 보낼 권한이 없습니다.',
        timestamp: '2023-11-05T23:35:24.415+09:00',
        traceId: 'cr3-000000-aaaaaa^1730711073284^6745261',
      }),
      read,
    );
    expect(error).toBeInstanceOf(NaverUpstream);
    expect(error.info).toEqual({
      provider: 'naver',
      providerCode: 'GW.AUTHN',
      httpStatus: 401,
      // The transport already refreshed the token once; the same credentials will be refused again.
      retryable: false,
    });
    expect(error.detail).toContain('요청을 보낼 권한이 없습니다.');
    expect(error.detail).toContain('API 그룹');
    expect(error.detail).toContain('cr3-000000-aaaaaa^1730711073284^6745261');
    expect(error.traceId).toBe('cr3-000000-aaaaaa^1730711073284^6745261');
  });

  it('lists the invalid inputs of an API error and keeps them structured', () => {
    const error = naverErrorFrom(
      answer(
        400,
        {
          code: 'BAD_REQUEST',
          message: '판매가를 확인해 주세요.',
          invalidInputs: [{ name: 'originProduct.salePrice', type: 'NotNull', message: '필수 항목입니다.' }],
          timestamp: '2024-01-01T00:00:00.000+09:00',
        },
        { 'gncp-gw-trace-id': 'trace-from-header' },
      ),
      write,
    );
    expect(error.info.providerCode).toBe('BAD_REQUEST');
    expect(error.detail).toContain('네이버 커머스 상품 등록에 실패했습니다: 판매가를 확인해 주세요.');
    expect(error.detail).toContain('originProduct.salePrice: 필수 항목입니다.');
    expect(error.invalidInputs).toEqual([
      { name: 'originProduct.salePrice', type: 'NotNull', message: '필수 항목입니다.' },
    ]);
    expect(error.traceId).toBe('trace-from-header');
    // Repeating would be harmless but pointless: the same product fails the same validation.
    expect(error.info.retryable).toBe(false);
  });

  it('marks any other 4xx as not worth repeating, even for a read', () => {
    const wrongSecret = {
      code: 'BAD_REQUEST',
      message: '잘못된 요청입니다.',
      invalidInputs: [{ name: 'client_secret_sign', type: 'Invalid', message: '유효하지 않습니다.' }],
    };
    expect(naverErrorFrom(answer(400, wrongSecret), read).info.retryable).toBe(false);
    expect(
      naverErrorFrom(answer(403, { code: 'GW.IP_NOT_ALLOWED', message: 'm' }), read).info.retryable,
    ).toBe(false);
    expect(naverErrorFrom(answer(404, { code: 'NOT_FOUND', message: 'm' }), read).info.retryable).toBe(false);
  });

  it('marks a 429 as worth repeating later, even for a write the gateway refused', () => {
    const body = { code: 'GW.RATE_LIMIT', message: '요청이 많습니다.' };
    expect(naverErrorFrom(answer(429, body), write).info.retryable).toBe(true);
    expect(naverErrorFrom(answer(429, body), read).info.retryable).toBe(true);
  });

  it('marks a 5xx after a write as not safe to repeat, and after a read as safe', () => {
    const body = { code: 'INTERNAL_SERVER_ERROR', message: '일시적인 오류' };
    expect(naverErrorFrom(answer(500, body), write).info.retryable).toBe(false);
    expect(naverErrorFrom(answer(500, body), read).info.retryable).toBe(true);
    expect(naverErrorFrom(answer(500, body), write).detail).toContain('일시적인 문제');
  });

  it('explains rate and quota limits from the gateway headers', () => {
    const rate = naverErrorFrom(
      answer(
        429,
        { code: 'GW.RATE_LIMIT', message: '요청이 많습니다.' },
        { 'gncp-gw-ratelimit-replenish-rate': '2' },
      ),
      read,
    );
    expect(rate.detail).toContain('초당 2회');
    const quota = naverErrorFrom(
      answer(
        429,
        { code: 'GW.QUOTA_LIMIT', message: '할당된 시간당 요청량을 초과하였습니다.' },
        { 'gncp-gw-quota-period': 'HOURS', 'gncp-gw-quota-limit': '1' },
      ),
      read,
    );
    expect(quota.detail).toContain('HOURS 기준 1회');
    expect(quota.detail).toContain('할당된 시간당 요청량을 초과하였습니다.');
  });

  it('copes with a body that is not JSON', () => {
    const error = naverErrorFrom(answer(502, '<html>Bad Gateway</html>'), write);
    expect(error.info).toEqual({ provider: 'naver', httpStatus: 502, retryable: false });
    expect(error.detail).toContain('HTTP 502');
  });

  it('shortens a long list of invalid inputs', () => {
    const invalidInputs = Array.from({ length: 8 }, (_, index) => ({ name: `f${index}`, message: 'x' }));
    const error = naverErrorFrom(answer(400, { code: 'BAD_REQUEST', message: 'm', invalidInputs }), write);
    expect(error.detail).toContain('외 3건');
    expect(error.invalidInputs).toHaveLength(8);
  });
});

describe('readNaverErrorBody / gatewayCodeOf', () => {
  it('reads either layer and tells gateway codes apart', () => {
    expect(gatewayCodeOf(answer(401, { code: 'GW.AUTHN', message: 'm' }))).toBe('GW.AUTHN');
    expect(gatewayCodeOf(answer(401, { code: 'UNAUTHORIZED', message: 'm' }))).toBeUndefined();
    expect(gatewayCodeOf(answer(401, 'nope'))).toBeUndefined();
    expect(readNaverErrorBody('[1,2]')).toBeUndefined();
    expect(readNaverErrorBody('{"code":"X"}')).toEqual({
      code: 'X',
      message: undefined,
      traceId: undefined,
      invalidInputs: [],
    });
  });
});
