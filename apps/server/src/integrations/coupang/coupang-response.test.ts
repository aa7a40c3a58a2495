import { describe, expect, it } from 'vitest';
import { Upstream } from '../../platform/domain-errors.ts';
import { readCoupangBody, unwrapEnvelope } from './coupang-response.ts';
import { locatePage } from './shipping-place-api.ts';

const call = { operation: '테스트 조회', idempotent: true };
const response = (status: number, text: string) => ({ status, text, headers: new Headers() });

function upstreamOf(action: () => unknown): Upstream {
  try {
    action();
  } catch (error) {
    if (error instanceof Upstream) return error;
    throw error;
  }
  throw new Error('expected an Upstream error');
}

describe('Coupang response handling', () => {
  it('accepts the success code however each API family spells it', () => {
    expect(unwrapEnvelope({ code: 'SUCCESS', message: '', data: 1 }, call)).toBe(1);
    expect(unwrapEnvelope({ code: 200, message: 'OK', data: [] }, call)).toEqual([]);
    expect(unwrapEnvelope({ code: '200', message: '', data: 'x' }, call)).toBe('x');
  });

  it("unwraps G19's doubled product envelope", () => {
    expect(
      unwrapEnvelope(
        { code: '200', message: '', data: { code: 'SUCCESS', message: '', data: 427011919 } },
        call,
      ),
    ).toBe(427011919);
  });

  it('finds the page in the bare, enveloped and doubly enveloped shapes', () => {
    const page = {
      content: [{ a: 1 }],
      pagination: { currentPage: 1, totalPages: 1, totalElements: 1, countPerPage: 10 },
    };
    expect(locatePage(page, '출고지')).toBe(page);
    expect(locatePage({ code: 200, message: 'SUCCESS', data: page }, '반품지')).toBe(page);
    expect(locatePage({ code: 200, message: 'SUCCESS', data: { code: 200, data: page } }, '반품지')).toBe(
      page,
    );
    expect(upstreamOf(() => locatePage({ code: 200, data: [] }, '반품지')).detail).toContain(
      '목록(content)을 찾지 못했습니다',
    );
  });

  it('keeps 18-digit ids exact while reading a body', () => {
    expect(readCoupangBody(response(200, '{"data":{"shipmentBoxId":642538970006401429}}'), call)).toEqual({
      data: { shipmentBoxId: '642538970006401429' },
    });
  });

  it.each([
    [
      400,
      '{"code":"ERROR","message":"입력값에 오류가 있습니다. line: 3"}',
      '쿠팡이 테스트 조회 요청을 거절했습니다. (HTTP 400) (쿠팡 메시지: 입력값에 오류가 있습니다. line: 3)',
      false,
    ],
    [
      401,
      '{"code":"ERROR","message":"Invalid signature.","transactionId":"t"}',
      '쿠팡 API 인증에 실패했습니다',
      false,
    ],
    [401, '{"code":"ERROR","message":"Specified signature is expired."}', '서버 시계를 확인해 주세요', false],
    [404, '{"code":"ERROR","message":"Not Found"}', '대상을 찾지 못했습니다', false],
    [429, '{"code":"ERROR","message":"Too many requests"}', '호출 한도를 초과했습니다', true],
    [
      503,
      'Service Unavailable',
      '쿠팡 서버 오류로 테스트 조회에 실패했습니다. 잠시 후 다시 시도해 주세요. (HTTP 503)',
      true,
    ],
  ])('maps HTTP %i to a Korean Upstream error', (status, text, expected, retryable) => {
    const error = upstreamOf(() => readCoupangBody(response(status, text), call));
    expect(error.detail).toContain(expected);
    expect(error.info).toMatchObject({ provider: 'coupang', httpStatus: status, retryable });
  });

  it('keeps the 2026 product error details next to the message', () => {
    const error = upstreamOf(() =>
      readCoupangBody(
        response(
          400,
          '{"code":"ERROR","message":"필수 구매 옵션이 존재하지 않습니다.","details":"\'색상\'은(는) 필수 구매 옵션입니다","errorItems":[{}]}',
        ),
        { operation: '상품 등록', idempotent: false },
      ),
    );
    expect(error.detail).toContain("필수 구매 옵션이 존재하지 않습니다. - '색상'은(는) 필수 구매 옵션입니다");
    expect(error.info.providerCode).toBe('ERROR');
  });
});
