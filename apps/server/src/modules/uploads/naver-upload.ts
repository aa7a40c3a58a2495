import { errorCodes } from '@ollida/contracts/errors';
import type { NaverCategoryRules } from '@ollida/listing/marketplace/naver-listing-rules';
import { naverLinks } from '@ollida/listing/marketplace/store-links';
import { naverSellerCodeOf } from '@ollida/listing/marketplace/supplier-key';
import {
  type NaverStoreContext,
  naverImageSourcesOf,
  toNaverRequest,
} from '@ollida/listing/marketplace/to-naver-request';
import type { MarketplaceClients } from '../../integrations/marketplace-clients.ts';
import { Invalid } from '../../platform/domain-errors.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { withNaverDetailImages } from './hosted-draft.ts';
import { asRecord, mapDraft, type PreparedUpload, type UploadInput } from './prepared-upload.ts';
import { naverClientOf, naverStoreSlugOf } from './store-clients.ts';

export interface NaverUploadDeps {
  clients: MarketplaceClients;
  secrets: SecretBox;
}

/** Length of the attempt-id suffix that keeps a confirmed duplicate's seller code apart from the first listing's. */
const duplicateSuffixLength = 8;

type NaverLeaf = { id: string; wholeCategoryName: string };

/** Naver takes no listing without an A/S phone, a store setting (400 `draft_incomplete`, as the mapper words it). */
export function assertNaverStoreSettings(settings: UploadInput['settings']): void {
  if (settings.after_service_phone.trim() === '') {
    throw new Invalid(
      'A/S 전화번호가 없습니다. 업로드 설정에서 A/S 전화번호를 입력해 주세요.',
      errorCodes.draftIncomplete,
    );
  }
}

const storeContextOf =
  (settings: UploadInput['settings']) =>
  (sellerManagementCode: string): NaverStoreContext => ({
    courierCode: settings.courier_code,
    defaultStock: settings.default_stock,
    afterServicePhone: settings.after_service_phone,
    afterServiceGuide: settings.after_service_guide,
    returnFee: settings.return_fee,
    exchangeFee: settings.exchange_fee,
    remoteFees: settings.remote_area_fees ?? { jeju: 0, island: 0 },
    sellerManagementCode,
  });

/** Maps the draft with the supplier URLs in place of Naver's; a draft Naver cannot take throws `MappingError`. */
export function naverDryRun(input: UploadInput, leaf: NaverLeaf, rules: NaverCategoryRules) {
  const { details } = input;
  const store = storeContextOf(input.settings)(naverSellerCodeOf(details));
  return toNaverRequest(details, leaf.id, naverImageSourcesOf(details), store, {
    path: leaf.wholeCategoryName,
    rules,
  });
}

/** The leaf the review settled and what Naver says about it. */
export interface SettledNaverCategory {
  leaf: NaverLeaf;
  rules: NaverCategoryRules;
}

/** Checks the draft maps to the leaf the review settled, and defers image upload and creation to `build`. */
export async function prepareNaverUpload(
  deps: NaverUploadDeps,
  input: UploadInput,
  settled: SettledNaverCategory,
): Promise<PreparedUpload> {
  const { workspace, details, settings } = input;
  const naver = naverClientOf(deps, workspace);
  const storeSlug = naverStoreSlugOf(workspace);
  const { leaf, rules } = settled;
  const category = { path: leaf.wholeCategoryName, rules };
  const sources = naverImageSourcesOf(details);
  const storeContext = storeContextOf(settings);
  mapDraft(() => naverDryRun(input, leaf, rules));

  return {
    rowValues: { storeId: workspace.storeId },
    async build(attemptId: string) {
      const sellerCode = naverSellerCodeOf(
        details,
        input.confirmDuplicate ? attemptId.slice(0, duplicateSuffixLength) : undefined,
      );
      const imageUrls = await naver.uploadImages(sources);
      // Detail-page pictures go to Naver's image server too: the listing never shows the supplier's server.
      const detailHtml = await withNaverDetailImages(details.detailHtml, (urls) => naver.uploadImages(urls));
      const request = mapDraft(() =>
        toNaverRequest({ ...details, detailHtml }, leaf.id, imageUrls, storeContext(sellerCode), category),
      );
      return {
        request: asRecord(request),
        async submit() {
          const result = await naver.createProductUnlessExists(request);
          const ids = {
            originProductNo: result.originProductNo,
            channelProductNo: result.smartstoreChannelProductNo ?? null,
          };
          const links = naverLinks({ ...ids, storeSlug });
          return {
            outcome: result.outcome,
            update: {
              ...ids,
              storeUrl: links.storeUrl,
              adminUrl: links.adminUrl,
              marketplaceResponse: {
                code: 'SUCCESS',
                message: '',
                data: {
                  originProductNo: ids.originProductNo,
                  smartstoreChannelProductNo: ids.channelProductNo,
                  sellerManagementCode: sellerCode,
                  leafCategoryId: leaf.id,
                },
              },
            },
          };
        },
      };
    },
  };
}
