import { describe, expect, it } from 'vitest';
import type { CoupangSellerProduct } from '../../integrations/coupang/product-types.ts';
import {
  listingChanged,
  listingStateFromStatus,
  listingValuesOf,
  rejectionReasonOf,
} from './listing-wing.ts';

const checkedAt = new Date('2025-07-20T03:00:00Z');

function product(overrides: Partial<CoupangSellerProduct>): CoupangSellerProduct {
  return {
    sellerProductId: '14300000001',
    sellerProductName: '캠핑의자',
    displayProductName: null,
    statusName: '임시저장',
    status: 'SAVED',
    displayCategoryCode: '79245',
    categoryId: null,
    productId: null,
    vendorId: 'A00012345',
    saleStartedAt: null,
    saleEndedAt: null,
    requested: false,
    items: [],
    ...overrides,
  };
}

const item = (vendorItemId: string | null) => ({
  itemName: '블랙',
  sellerProductItemId: '3100000100',
  vendorItemId,
  originalPrice: 32_000,
  salePrice: 25_000,
  maximumBuyCount: 10,
  externalVendorSku: null,
  attributes: [],
});

describe('listing state from Wing', () => {
  it.each([
    ['SAVING', 'saved'],
    ['SAVED', 'saved'],
    ['APPROVING', 'under_review'],
    ['IN_REVIEW', 'under_review'],
    ['APPROVED', 'approved'],
    ['PARTIAL_APPROVED', 'partially_approved'],
    ['DENIED', 'rejected'],
    ['DELETED', 'deleted'],
    ['UNKNOWN', 'unknown'],
  ] as const)('maps %s to %s', (status, state) => {
    expect(listingStateFromStatus(status)).toBe(state);
  });

  it('takes the newest 반려 entry with a comment as the reason, whatever order Wing lists them in', () => {
    const entry = (status: string, createdAt: string | null, comment: string) => ({
      status,
      createdAt,
      createdBy: '쿠팡',
      comment,
    });
    expect(
      rejectionReasonOf([
        entry('승인반려', '2025-07-01T10:00:00+09:00', '예전 사유'),
        entry('승인반려', '2025-07-03T10:00:00+09:00', '  새 사유 '),
        entry('승인반려', '2025-07-04T10:00:00+09:00', ''),
        entry('승인완료', '2025-07-05T10:00:00+09:00', '승인되었습니다'),
      ]),
    ).toBe('새 사유');
    expect(rejectionReasonOf([entry('부분반려', null, '옵션 반려')])).toBe('옵션 반려');
    expect(rejectionReasonOf([entry('승인대기중', null, '검토 중')])).toBeNull();
  });

  it('saves the reason only for a rejection, and the store link once Coupang gave a productId', () => {
    expect(listingValuesOf(product({ status: 'SAVED' }), '무시', checkedAt)).toEqual({
      listingState: 'saved',
      listingStatusName: '임시저장',
      listingReason: null,
      listingCheckedAt: checkedAt,
      vendorItemIds: [],
    });
    expect(
      listingValuesOf(product({ status: 'DENIED', statusName: '승인반려' }), '가품 표현', checkedAt),
    ).toMatchObject({ listingState: 'rejected', listingReason: '가품 표현' });
    const approved = listingValuesOf(
      product({
        status: 'APPROVED',
        statusName: '승인완료',
        productId: '8200000001',
        items: [item('89000000100'), item(null)],
      }),
      null,
      checkedAt,
    );
    expect(approved).toMatchObject({
      listingState: 'approved',
      vendorItemIds: ['89000000100'],
      storeUrl: 'https://www.coupang.com/vp/products/8200000001',
      adminUrl: expect.stringContaining('vendorInventoryId=14300000001'),
    });
  });

  it('sees a change in the state, words, reason, option ids or links, but not in the check time alone', () => {
    const values = listingValuesOf(
      product({
        status: 'APPROVED',
        statusName: '승인완료',
        productId: '8200000001',
        items: [item('89000000100')],
      }),
      null,
      checkedAt,
    );
    const row = {
      listingState: 'approved',
      listingStatusName: '승인완료',
      listingReason: null,
      storeUrl: values.storeUrl ?? null,
      adminUrl: values.adminUrl ?? null,
      vendorItemIds: ['89000000100'],
    };
    expect(listingChanged(row, { ...values, listingCheckedAt: new Date() })).toBe(false);
    for (const changed of [
      { listingState: 'under_review' },
      { listingStatusName: '부분승인완료' },
      { listingReason: '사유' },
      { storeUrl: null },
      { adminUrl: 'https://wing.coupang.com/other' },
      { vendorItemIds: [] },
      { vendorItemIds: ['89000000101'] },
    ]) {
      expect(listingChanged({ ...row, ...changed }, values), JSON.stringify(changed)).toBe(true);
    }
    // A read without a store link (no productId yet) leaves a stored link alone.
    const saved = listingValuesOf(product({ status: 'SAVED' }), null, checkedAt);
    expect(
      listingChanged(
        { ...row, listingState: 'saved', listingStatusName: '임시저장', vendorItemIds: [] },
        saved,
      ),
    ).toBe(false);
  });
});
