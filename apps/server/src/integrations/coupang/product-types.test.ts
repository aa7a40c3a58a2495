import { describe, expect, it } from 'vitest';
import { parseShape, unwrapEnvelope } from './coupang-response.ts';
import { productHistoriesSchema, productStatusFromName } from './product-types.ts';

const call = { operation: '상품 이력 조회', idempotent: true } as const;
const histories = (body: unknown) => parseShape(productHistoriesSchema, unwrapEnvelope(body, call), call);

describe('product histories parsing', () => {
  it.each(['200', 200, 'SUCCESS'])('accepts the code %j', (code) => {
    const entries = histories({
      code,
      message: 'SUCCESS',
      data: [{ status: '승인반려', createdAt: '2025-07-20T12:00:01', createdBy: 'md', comment: '반려 사유' }],
    });
    expect(entries).toEqual([
      { status: '승인반려', createdAt: '2025-07-20T12:00:01+09:00', createdBy: 'md', comment: '반려 사유' },
    ]);
  });

  it('reads missing or null fields as empty, and a null data as no entries', () => {
    expect(histories({ code: '200', data: [{ status: '임시저장', comment: null }] })).toEqual([
      { status: '임시저장', createdAt: null, createdBy: '', comment: '' },
    ]);
    expect(histories({ code: '200', data: null })).toEqual([]);
  });

  it('refuses an error envelope with Coupang words', () => {
    expect(() => histories({ code: 'ERROR', message: '조회 권한이 없습니다.' })).toThrow(
      '조회 권한이 없습니다.',
    );
  });

  it.each([
    ['임시저장중', 'SAVING'],
    ['심사중', 'IN_REVIEW'],
    ['부분승인완료', 'PARTIAL_APPROVED'],
    ['새로운상태', 'UNKNOWN'],
  ])('maps statusName %s to %s', (name, status) => {
    expect(productStatusFromName(name)).toBe(status);
  });
});
