import {
  type ListingReview,
  type ReviewCheck,
  type ReviewFix,
  type ReviewPrice,
  shippingText,
  sortChecks,
} from '@ollida/contracts/listing-review';
import type { ApiFailure } from '../lib/api.ts';
import { el } from '../lib/dom.ts';
import { formatWon } from '../lib/format.ts';

/** What the panel above the upload button shows. */
export type ReviewState =
  | { kind: 'pending' }
  /** The popup's own check refused the edited draft; nothing was sent. */
  | { kind: 'problem'; message: string }
  /** The review could not be fetched: the upload still reviews on the server. */
  | { kind: 'unavailable'; message: string }
  | { kind: 'done'; review: ListingReview };

/** "판매가 111,300원 · 공급가 89,000원 · 마진 22,300원 (20.0%)"; without a supplier price, the sale price alone. */
export function priceLine(price: ReviewPrice): string {
  const sale = `판매가 ${formatWon(price.salePrice)}`;
  if (price.supplierCost === null || price.margin === null) return `${sale} · 공급가 정보 없음`;
  const rate = price.marginRate === null ? '' : ` (${price.marginRate.toFixed(1)}%)`;
  return `${sale} · 공급가 ${formatWon(price.supplierCost)} · 마진 ${formatWon(price.margin)}${rate}`;
}

const confidenceLabels: Record<NonNullable<ListingReview['category']>['confidence'], string> = {
  chosen: '직접 선택',
  predicted: '마켓 추천',
  matched: '상품명으로 찾음',
};

const severityLabels: Record<ReviewCheck['severity'], string> = { error: '고칠 점', warning: '확인' };

function checkItem(check: ReviewCheck, onFix: (fix: ReviewFix) => void): HTMLElement {
  const { fix } = check;
  let button: HTMLButtonElement | null = null;
  if (fix !== undefined) {
    button = el('button', { type: 'button', class: 'fix', 'data-testid': 'fix' }, fix.label);
    button.addEventListener('click', () => onFix(fix));
  }
  return el(
    'li',
    { class: `check ${check.severity}`, 'data-code': check.code },
    el('span', { class: 'check-severity' }, severityLabels[check.severity]),
    el('span', { class: 'check-detail' }, check.detail),
    button,
  );
}

/** The checks, errors first, each with its one-click fix when it has one. */
export function checkList(checks: readonly ReviewCheck[], onFix: (fix: ReviewFix) => void): HTMLElement {
  return el(
    'ul',
    { class: 'checks', 'data-testid': 'review-checks' },
    ...sortChecks(checks).map((check) => checkItem(check, onFix)),
  );
}

function doneView(review: ListingReview, onFix: (fix: ReviewFix) => void): HTMLElement[] {
  const { category } = review;
  return [
    el('p', { class: 'review-price', 'data-testid': 'review-price' }, priceLine(review.price)),
    el('p', { class: 'muted', 'data-testid': 'review-shipping' }, shippingText(review.shipping)),
    category === null
      ? null
      : el(
          'p',
          { class: 'muted', 'data-testid': 'review-category' },
          `카테고리: ${category.name} (${confidenceLabels[category.confidence]})`,
        ),
    review.checks.length === 0
      ? el('p', { class: 'review-ok' }, '검수를 통과했습니다. 올릴 준비가 되었습니다.')
      : checkList(review.checks, onFix),
  ].filter((node): node is HTMLElement => node !== null);
}

/** The pre-upload review: final price with cost and margin, the category, and what to fix before uploading. */
export function reviewPanel(state: ReviewState, onFix: (fix: ReviewFix) => void): HTMLElement {
  const blocked =
    state.kind === 'problem' || (state.kind === 'done' && !state.review.ready) ? ' blocked' : '';
  const panel = (...children: Array<HTMLElement | string>) =>
    el(
      'section',
      { class: `review${blocked}`, 'data-testid': 'review', 'data-state': state.kind },
      ...children,
    );
  switch (state.kind) {
    case 'pending':
      return panel(el('p', { class: 'muted' }, '업로드 전 검수 중…'));
    case 'problem':
      return panel(el('ul', { class: 'checks' }, el('li', { class: 'check error' }, state.message)));
    case 'unavailable':
      return panel(
        el(
          'p',
          { class: 'muted' },
          `업로드 전 검수를 불러오지 못했습니다 (${state.message}). 올릴 때 서버가 다시 검수합니다.`,
        ),
      );
    case 'done':
      return panel(...doneView(state.review, onFix));
    default: {
      const unknown: never = state;
      return panel(String(unknown));
    }
  }
}

/** An upload the server's review stopped (422 `listing_review_failed`): every check, with its fixes. */
export function reviewRefused(
  failure: Extract<ApiFailure, { kind: 'review_failed' }>,
  onFix: (fix: ReviewFix) => void,
): HTMLElement {
  return el(
    'div',
    { class: 'notice error', role: 'alert', 'data-testid': 'result' },
    el('p', {}, '업로드 전 검수에서 고칠 점이 있어 올리지 않았습니다.'),
    checkList(failure.checks, onFix),
  );
}
