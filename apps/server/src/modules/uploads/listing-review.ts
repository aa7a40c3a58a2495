import type { ListingReview, ReviewCheck } from '@ollida/contracts/listing-review';
import { overseasCostOf } from '@ollida/contracts/price-rule';
import type { CoupangCategoryMetaInput } from '@ollida/listing/marketplace/coupang-category-meta';
import { matchNaverCategory } from '@ollida/listing/marketplace/naver-category-match';
import type { NaverCategoryRules } from '@ollida/listing/marketplace/naver-listing-rules';
import { reviewListing } from '@ollida/listing/review/review-listing';
import { Invalid } from '../../platform/domain-errors.ts';
import { naverLeaves } from './category-lookup.ts';
import { coupangRemoteAreaCheck, coupangRemoteAreas } from './coupang-remote-area.ts';
import {
  buildCoupangRequest,
  type CoupangUploadDeps,
  coupangStoreFields,
  resolveCoupangCategory,
} from './coupang-upload.ts';
import { withHostedPlaceholders } from './hosted-draft.ts';
import { naverRulesOf } from './naver-rules.ts';
import { type NaverUploadDeps, naverDryRun } from './naver-upload.ts';
import type { UploadInput } from './prepared-upload.ts';
import { naverClientOf } from './store-clients.ts';

/** A review and the category it settled, which the upload then uses without asking the marketplace again. */
export interface ReviewedUpload {
  review: ListingReview;
  categoryId: string | undefined;
  coupangMeta?: CoupangCategoryMetaInput;
  naverRules?: NaverCategoryRules;
  naverPath?: string;
}

/** A Korean `Invalid` of the category lookup becomes "no category", with its words as the reason. */
function categoryProblemOf(error: unknown): string {
  if (error instanceof Invalid) return error.detail;
  throw error;
}

async function reviewCoupang(
  deps: CoupangUploadDeps & ReviewOptions,
  input: UploadInput,
  common: CommonReview,
): Promise<ReviewedUpload> {
  const extra: ReviewCheck[] = [];
  // Hosted pictures get short paths: the dry run must not refuse a supplier URL for a length it will not have.
  const dryRunInput = deps.imagesHosted
    ? { ...input, details: withHostedPlaceholders(input.details) }
    : input;
  let storeOk = true;
  try {
    coupangStoreFields(input.workspace);
  } catch (error) {
    storeOk = false;
    extra.push({
      code: 'store_settings_missing',
      severity: 'error',
      field: 'store',
      detail: categoryProblemOf(error),
    });
  }
  const { outboundRemoteFees } = input.workspace;
  const courier = input.settings.courier_code;
  const remoteCheck = storeOk ? coupangRemoteAreaCheck(outboundRemoteFees, courier) : null;
  if (remoteCheck !== null) extra.push(remoteCheck);
  let resolved: Awaited<ReturnType<typeof resolveCoupangCategory>> | undefined;
  let problem: string | undefined;
  try {
    resolved = await resolveCoupangCategory(deps, input);
  } catch (error) {
    problem = categoryProblemOf(error);
  }
  const review = reviewListing({
    ...common,
    platform: 'coupang',
    extra,
    remoteAreas: coupangRemoteAreas(outboundRemoteFees, courier),
    category: resolved
      ? {
          id: resolved.code,
          name: resolved.name,
          confidence: input.categoryId === undefined ? 'predicted' : 'chosen',
        }
      : null,
    ...(problem === undefined ? {} : { categoryProblem: problem }),
    ...(resolved ? { coupangMeta: resolved.meta } : {}),
    ...(resolved && storeOk ? { dryRun: () => buildCoupangRequest(deps, dryRunInput, resolved) } : {}),
  });
  return { review, categoryId: resolved?.code, ...(resolved ? { coupangMeta: resolved.meta } : {}) };
}

async function reviewNaver(
  deps: NaverUploadDeps,
  input: UploadInput,
  common: CommonReview,
): Promise<ReviewedUpload> {
  const naver = naverClientOf(deps, input.workspace);
  const leaves = await naverLeaves(naver);
  const chosen =
    input.categoryId === undefined ? undefined : leaves.find((leaf) => leaf.id === input.categoryId);
  const matched = input.categoryId === undefined ? matchNaverCategory(input.details, leaves) : undefined;
  const leaf = chosen ?? (matched?.sure ? matched : undefined);
  let problem: string | undefined;
  if (leaf === undefined) {
    problem =
      input.categoryId !== undefined
        ? `네이버 카테고리 ${input.categoryId}를 찾을 수 없거나 최하위 카테고리가 아닙니다. 초안에서 카테고리를 다시 지정해 주세요.`
        : matched !== undefined
          ? `네이버 카테고리를 확실히 찾지 못했습니다 (가장 가까운 후보: ${matched.wholeCategoryName}). 초안에서 카테고리를 골라 주세요.`
          : '네이버 카테고리를 자동으로 찾지 못했습니다. 초안에서 카테고리를 지정해 주세요.';
  }
  const rules = leaf === undefined ? undefined : await naverRulesOf(naver, leaf, input.details);
  const review = reviewListing({
    ...common,
    platform: 'naver',
    remoteAreas: input.settings.remote_area_fees ?? { jeju: 0, island: 0 },
    category: leaf
      ? { id: leaf.id, name: leaf.wholeCategoryName, confidence: chosen ? 'chosen' : 'matched' }
      : null,
    ...(problem === undefined ? {} : { categoryProblem: problem }),
    ...(rules ? { naverRules: rules } : {}),
    ...(leaf && rules ? { dryRun: () => naverDryRun(input, leaf, rules) } : {}),
  });
  return {
    review,
    categoryId: leaf?.id,
    ...(rules ? { naverRules: rules } : {}),
    ...(leaf ? { naverPath: leaf.wholeCategoryName } : {}),
  };
}

type CommonReview = Pick<Parameters<typeof reviewListing>[0], 'details' | 'prohibitedWords' | 'overseasCost'>;

/** Whether the upload puts the draft's pictures on Ollida's origin before Coupang sees them. */
interface ReviewOptions {
  imagesHosted: boolean;
}

/** The pre-upload review for the workspace's marketplace; the upload pipeline and `POST /api/listing-review` share it. */
export async function reviewUpload(
  deps: CoupangUploadDeps & NaverUploadDeps & ReviewOptions,
  input: UploadInput,
): Promise<ReviewedUpload> {
  const common: CommonReview = {
    details: input.details,
    prohibitedWords: input.settings.prohibited_words ?? [],
    overseasCost: overseasCostOf(input.details, input.settings.price_rule),
  };
  return input.workspace.platform === 'coupang'
    ? reviewCoupang(deps, input, common)
    : reviewNaver(deps, input, common);
}
