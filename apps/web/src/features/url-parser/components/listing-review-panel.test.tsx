import type { ListingReview } from '@ollida/contracts/listing-review';
import type { ReviewFix } from '@ollida/contracts/review-check';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../../test/render';
import { ListingReviewPanel } from './listing-review-panel';

const review: ListingReview = {
  ready: false,
  price: { supplierCost: 89_000, salePrice: 111_300, listPrice: 120_000, margin: 22_300, marginRate: 20 },
  shipping: { fee: 3000, freeOver: 50_000, jejuExtra: 3000, islandExtra: 5000 },
  category: { id: '63950', name: '가전 > 조명 > 스탠드', confidence: 'predicted' },
  checks: [
    {
      code: 'other_brand',
      severity: 'warning',
      field: 'name',
      detail: "상품명에 다른 브랜드 '필립스'가 들어 있습니다.",
    },
    {
      code: 'price_unit',
      severity: 'error',
      field: 'price',
      detail: '판매가 111,305원은 10원 단위가 아닙니다.',
      fix: { label: '111,310원으로 고치기', path: 'items.0.salePrice', value: 111_310 },
    },
  ],
};

describe('ListingReviewPanel', () => {
  it('shows the price with cost and margin, the category, then errors before warnings with their field', () => {
    renderWithQuery(<ListingReviewPanel review={review} />);
    expect(
      screen.getByText('판매가 111,300원 · 공급가 89,000원 · 마진 22,300원 (20.0%)'),
    ).toBeInTheDocument();
    expect(screen.getByText('마켓 추천 카테고리: 가전 > 조명 > 스탠드 (63950)')).toBeInTheDocument();
    expect(screen.getByTestId('review-shipping')).toHaveTextContent(
      '배송비 3,000원 (50,000원 이상 무료) · 제주 +3,000원 · 도서산간 +5,000원',
    );
    expect(screen.getByText('고쳐야 할 항목 1개가 있어 업로드할 수 없습니다.')).toBeInTheDocument();
    const checks = within(screen.getByRole('list', { name: '검토 결과' })).getAllByRole('listitem');
    expect(checks.map((check) => check.dataset.severity)).toEqual(['error', 'warning']);
    expect(checks[0]).toHaveTextContent('오류 · 가격 판매가 111,305원은 10원 단위가 아닙니다.');
    expect(checks[1]).toHaveTextContent("주의 · 상품명 상품명에 다른 브랜드 '필립스'가 들어 있습니다.");
  });

  it('applies a check’s fix with its button; checks without a fix have none', async () => {
    const onFix = vi.fn<(fix: ReviewFix) => void>();
    renderWithQuery(<ListingReviewPanel review={review} onFix={onFix} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '111,310원으로 고치기' }));
    expect(onFix).toHaveBeenCalledWith({
      label: '111,310원으로 고치기',
      path: 'items.0.salePrice',
      value: 111_310,
    });
  });

  it('says when the draft is ready, and leaves out cost and margin when the supplier price is unknown', () => {
    renderWithQuery(
      <ListingReviewPanel
        review={{
          ...review,
          ready: true,
          category: null,
          checks: [],
          price: { supplierCost: null, salePrice: 13_000, listPrice: 13_000, margin: null, marginRate: null },
          shipping: { fee: 0, freeOver: null, jejuExtra: null, islandExtra: null },
        }}
      />,
    );
    expect(screen.getByText('판매가 13,000원')).toBeInTheDocument();
    expect(screen.getByText('무료배송 · 제주·도서산간 배송 불가')).toBeInTheDocument();
    expect(screen.getByText('업로드할 준비가 되었습니다.')).toBeInTheDocument();
    expect(screen.getByText('카테고리를 정하지 못했습니다.')).toBeInTheDocument();
  });
});
