import {
  type ListingReview,
  type ReviewPrice,
  shippingText,
  sortChecks,
} from '@ollida/contracts/listing-review';
import type { ReviewCheck, ReviewFix } from '@ollida/contracts/review-check';
import { AlertTriangle, CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatWon } from '../../../lib/format';
import { reviewFieldLabel } from '../lib/certifications';

/** `판매가 111,300원 · 공급가 89,000원 · 마진 22,300원 (20.0%)`; cost and margin left out when unknown. */
export function reviewPriceText(price: ReviewPrice): string {
  const parts = [`판매가 ${formatWon(price.salePrice)}`];
  if (price.supplierCost !== null) parts.push(`공급가 ${formatWon(price.supplierCost)}`);
  if (price.margin !== null) {
    const rate = price.marginRate === null ? '' : ` (${price.marginRate.toFixed(1)}%)`;
    parts.push(`마진 ${formatWon(price.margin)}${rate}`);
  }
  return parts.join(' · ');
}

const confidenceLabels: Record<NonNullable<ListingReview['category']>['confidence'], string> = {
  chosen: '선택한 카테고리',
  predicted: '마켓 추천 카테고리',
  matched: '자동 매칭 카테고리',
};

interface ReviewCheckListProps {
  checks: readonly ReviewCheck[];
  /** Applies a check's one-click fix; without it the fix buttons are not shown. */
  onFix?: (fix: ReviewFix) => void;
  label?: string;
}

/** The review's checks, errors (red) before warnings (amber), each with its field and its fix button. */
export function ReviewCheckList({ checks, onFix, label = '검토 결과' }: ReviewCheckListProps) {
  if (checks.length === 0) return null;
  return (
    <ul aria-label={label} className="space-y-1.5">
      {sortChecks(checks).map((check, index) => {
        const isError = check.severity === 'error';
        const Icon = isError ? CircleAlert : AlertTriangle;
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: one code may repeat per option; the list is replaced whole.
            key={`${check.code}-${index}`}
            data-severity={check.severity}
            className={`flex items-start gap-2 rounded-lg p-2 text-sm ${
              isError ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900'
            }`}
          >
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div className="min-w-0 flex-1 space-y-1">
              <p>
                <span className="font-semibold">
                  {isError ? '오류' : '주의'} · {reviewFieldLabel(check.field)}
                </span>{' '}
                {check.detail}
              </p>
              {check.fix && onFix && (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    if (check.fix) onFix(check.fix);
                  }}
                >
                  {check.fix.label}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

interface ListingReviewPanelProps {
  review: ListingReview | undefined;
  isLoading?: boolean;
  /** Why the review could not run, in Korean. */
  error?: string | null;
  /** Shown instead of a review when the draft cannot be reviewed yet (e.g. a field has an input error). */
  note?: string | null;
  onFix?: (fix: ReviewFix) => void;
}

/** The pre-upload review: the price the listing goes up at with its margin, the category, then what to fix. */
export function ListingReviewPanel({
  review,
  isLoading = false,
  error = null,
  note = null,
  onFix,
}: ListingReviewPanelProps) {
  let body: ReactNode;
  if (review) {
    const errors = review.checks.filter((check) => check.severity === 'error').length;
    body = (
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-900" data-testid="review-price">
          {reviewPriceText(review.price)}
        </p>
        <p className="text-sm text-slate-700" data-testid="review-shipping">
          {shippingText(review.shipping)}
        </p>
        <p className="text-sm text-slate-700">
          {review.category
            ? `${confidenceLabels[review.category.confidence]}: ${review.category.name} (${review.category.id})`
            : '카테고리를 정하지 못했습니다.'}
        </p>
        {review.ready ? (
          <p className="flex items-center gap-1 text-sm font-medium text-emerald-700">
            <CircleCheck aria-hidden="true" className="size-4" />
            업로드할 준비가 되었습니다.
          </p>
        ) : (
          <p className="text-sm font-medium text-red-700">
            고쳐야 할 항목 {errors}개가 있어 업로드할 수 없습니다.
          </p>
        )}
        <ReviewCheckList checks={review.checks} onFix={onFix} />
      </div>
    );
  } else if (isLoading) {
    body = <Spinner label="검토 중..." className="justify-start" />;
  } else {
    body = null;
  }
  return (
    <section
      aria-label="업로드 전 검토"
      aria-busy={isLoading}
      className="space-y-2 rounded-lg border border-slate-200 p-3"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">업로드 전 검토</h3>
        {isLoading && review && <span className="text-xs text-slate-500">다시 검토 중...</span>}
      </div>
      {note && <p className="text-sm text-slate-600">{note}</p>}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {body}
    </section>
  );
}
