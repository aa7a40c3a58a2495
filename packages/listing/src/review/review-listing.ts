import {
  type ListingReview,
  priceSummaryOf,
  type RemoteAreaExtras,
  shippingSummaryOf,
} from '@ollida/contracts/listing-review';
import type { ProductDetails } from '@ollida/contracts/product-details';
import type { CoupangCategoryMetaInput } from '../marketplace/coupang-category-meta.ts';
import { coupangCertificationRequirement } from '../marketplace/coupang-certifications.ts';
import { coupangNoticesOf, seeDetailPage } from '../marketplace/coupang-notices.ts';
import { MappingError } from '../marketplace/mapping-error.ts';
import {
  type NaverCategoryRules,
  naverCertificationRequirement,
} from '../marketplace/naver-listing-rules.ts';
import { certificationChecks } from './certification-review.ts';
import { draftChecks, type Platform } from './draft-review.ts';
import { noticeFactsOf } from './notice-facts.ts';
import { priceChecks } from './price-review.ts';
import { capped, error, type ReviewCheck, warning } from './review-check.ts';

/** The category the upload would use and how sure it is; null when none could be settled. */
export type ReviewCategory = ListingReview['category'];

export interface ListingReviewInput {
  details: ProductDetails;
  platform: Platform;
  /** The workspace's own forbidden words, added to the built-in list. */
  prohibitedWords: readonly string[];
  /** Per-item overseas cost (won) the price rule adds on a converted foreign draft; 0 otherwise. */
  overseasCost: number;
  category: ReviewCategory;
  /** The store's extras for Jeju and the other remote areas; null when the listing is not delivered there. */
  remoteAreas: RemoteAreaExtras | null;
  /** Why no category could be settled (Korean), when `category` is null. */
  categoryProblem?: string;
  coupangMeta?: CoupangCategoryMetaInput;
  naverRules?: NaverCategoryRules;
  /** Maps the draft to the marketplace's request as the upload would; a `MappingError` it throws becomes an error. */
  dryRun?: () => unknown;
  /** Checks the caller found before (store settings, exchange rate). */
  extra?: readonly ReviewCheck[];
}

/** Important notice facts left to "상세페이지 참조" on Coupang: accepted, but reviewers and buyers prefer the fact. */
function coupangNoticeChecks(details: ProductDetails, meta: CoupangCategoryMetaInput): ReviewCheck[] {
  const rows = coupangNoticesOf(meta, details, '-');
  const vague = rows
    .filter(
      (row) =>
        row.content === seeDetailPage &&
        /제조국|원산지|제조자|수입자|제조업자/.test(row.noticeCategoryDetailName),
    )
    .map((row) => row.noticeCategoryDetailName);
  if (vague.length === 0) return [];
  return [
    warning(
      'notice_vague',
      'notices',
      `상품정보제공고시의 ${vague.join(', ')} 항목을 페이지에서 찾지 못해 '상세페이지 참조'로 보냅니다. 상세페이지에 실제로 적혀 있는지 확인해 주세요.`,
    ),
  ];
}

function mappingCheck(dryRun: (() => unknown) | undefined, known: readonly ReviewCheck[]): ReviewCheck[] {
  if (dryRun === undefined) return [];
  try {
    dryRun();
    return [];
  } catch (thrown) {
    if (!(thrown instanceof MappingError)) throw thrown;
    // The review already said it in its own words (e.g. the missing certificate): one line is enough.
    if (known.some((check) => check.severity === 'error' && check.field === thrown.field)) return [];
    return [error(`mapping_${thrown.field}`, thrown.field, thrown.message)];
  }
}

/** The pre-upload review (issue 21): the price the buyer will see, and every check with its severity. */
export function reviewListing(input: ListingReviewInput): ListingReview {
  const { details, platform } = input;
  const facts = noticeFactsOf(details);
  const checks: ReviewCheck[] = [
    ...(input.extra ?? []),
    ...priceChecks(details, input.overseasCost),
    ...draftChecks(details, platform, input.prohibitedWords),
  ];
  if (input.category === null) {
    checks.push(
      error(
        'category_missing',
        'category',
        input.categoryProblem ?? '카테고리를 정하지 못했습니다. 초안에서 카테고리를 골라 주세요.',
      ),
    );
  } else if (platform === 'coupang' && input.coupangMeta) {
    const requirement = coupangCertificationRequirement(input.coupangMeta, input.category.name);
    checks.push(
      ...certificationChecks(details, requirement, facts),
      ...coupangNoticeChecks(details, input.coupangMeta),
    );
  } else if (platform === 'naver' && input.naverRules) {
    const requirement = naverCertificationRequirement(input.naverRules, input.category.name);
    checks.push(...certificationChecks(details, requirement, facts));
  }
  // The dry run finds what the checks above cannot (options Coupang cannot tell apart, Naver option prices).
  if (input.category !== null) checks.push(...mappingCheck(input.dryRun, checks));
  const all = capped(checks);
  return {
    ready: !all.some((check) => check.severity === 'error'),
    price: priceSummaryOf(details, input.overseasCost),
    shipping: shippingSummaryOf(details.delivery, input.remoteAreas),
    category: input.category,
    checks: all,
  };
}
