import { errorCodes } from '@ollida/contracts/errors';
import { coupangLinks } from '@ollida/listing/marketplace/store-links';
import { type CoupangStoreContext, toCoupangRequest } from '@ollida/listing/marketplace/to-coupang-request';
import type { CoupangCategoryMeta } from '../../integrations/coupang/category-api.ts';
import type { MarketplaceClients } from '../../integrations/marketplace-clients.ts';
import { Invalid } from '../../platform/domain-errors.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { ImageHost } from '../hosted-images/index.ts';
import {
  type CoupangMetaCache,
  cachedCoupangMeta,
  isCategoryRefusal,
  predictCoupangCategory,
} from './category-lookup.ts';
import { coupangRemoteAreas } from './coupang-remote-area.ts';
import { withHostedImages, withHostedPlaceholders } from './hosted-draft.ts';
import { asRecord, mapDraft, type PreparedUpload, type UploadInput } from './prepared-upload.ts';
import { coupangClientOf } from './store-clients.ts';
import type { UploadWorkspaceRow } from './uploads.repo.ts';

export interface CoupangUploadDeps {
  clients: MarketplaceClients;
  secrets: SecretBox;
  metaCache: CoupangMetaCache;
  clock: () => Date;
}

type StoreFields = Omit<
  CoupangStoreContext,
  | 'courierCode'
  | 'outboundDays'
  | 'defaultStock'
  | 'afterServicePhone'
  | 'afterServiceGuide'
  | 'remoteAreaDeliverable'
  | 'now'
>;

const filled = (value: string | null): value is string => value !== null && value.trim() !== '';

/** The return center and outbound place saved in the store settings; a Korean 400 names whatever is missing. */
export function coupangStoreFields(
  workspace: Pick<
    UploadWorkspaceRow,
    | 'wingAccount'
    | 'returnCenterCode'
    | 'returnCenterName'
    | 'returnCenterContact'
    | 'returnCenterZipcode'
    | 'returnCenterAddress'
    | 'returnCenterAddressDetail'
    | 'outboundShippingPlaceCode'
    | 'deliveryChargeOnReturn'
    | 'returnCharge'
    | 'requested'
  >,
): StoreFields {
  const missing: string[] = [];
  const need = (value: string | null, label: string): string => {
    if (filled(value)) return value;
    missing.push(label);
    return '';
  };
  const fields: StoreFields = {
    wingAccount: need(workspace.wingAccount, 'Wing 계정'),
    returnCenterCode: need(workspace.returnCenterCode, '반품지'),
    returnChargeName: need(workspace.returnCenterName, '반품지 이름'),
    companyContactNumber: need(workspace.returnCenterContact, '반품지 연락처'),
    returnZipCode: need(workspace.returnCenterZipcode, '반품지 우편번호'),
    returnAddress: need(workspace.returnCenterAddress, '반품지 주소'),
    // Some return centers have no detail line, but Wing requires the field: a dash says "none" as sellers write it.
    returnAddressDetail: filled(workspace.returnCenterAddressDetail)
      ? workspace.returnCenterAddressDetail
      : '-',
    outboundShippingPlaceCode: need(workspace.outboundShippingPlaceCode, '출고지'),
    deliveryChargeOnReturn: workspace.deliveryChargeOnReturn,
    returnCharge: workspace.returnCharge,
    requested: workspace.requested,
  };
  if (missing.length > 0) {
    throw new Invalid(
      `쿠팡 반품지와 출고지를 먼저 설정해 주세요. (워크스페이스 > 스토어 설정) 빠진 항목: ${missing.join(', ')}`,
      errorCodes.uploadSettingsMissing,
    );
  }
  return fields;
}

const categoryNotFound = () =>
  new Invalid(
    '쿠팡 카테고리를 자동으로 찾지 못했습니다. 초안에서 카테고리를 지정해 주세요.',
    errorCodes.categoryNotFound,
  );

/** Coupang's answer in the list's `coupangResponse {code, data}` shape (docs/product/products-and-orders.md#uploaded-product-fields); the id as a number while it is exact. */
export function coupangResponse(sellerProductId: string) {
  const asNumber = Number(sellerProductId);
  return { code: 'SUCCESS', message: '', data: Number.isSafeInteger(asNumber) ? asNumber : sellerProductId };
}

/** A settled Coupang category: its code, name and meta. */
export interface ResolvedCoupangCategory {
  code: string;
  name: string;
  meta: CoupangCategoryMeta;
}

/** The chosen category, else Coupang's prediction, with its meta; a Korean 400 when there is none or it is no leaf. */
export async function resolveCoupangCategory(
  deps: CoupangUploadDeps,
  input: Pick<UploadInput, 'workspace' | 'details' | 'categoryId'>,
): Promise<ResolvedCoupangCategory> {
  const { details } = input;
  const wing = coupangClientOf(deps, input.workspace);
  const predicted =
    input.categoryId === undefined
      ? await predictCoupangCategory(wing, {
          productName: details.productName,
          description: details.category,
          brand: details.brand,
        })
      : { id: input.categoryId, name: input.categoryId };
  const code = predicted?.id;
  if (code === undefined || !Number.isSafeInteger(Number(code))) throw categoryNotFound();
  const meta = await cachedCoupangMeta(deps.metaCache, wing, code, deps.clock().getTime()).catch(
    (error: unknown) => {
      if (!isCategoryRefusal(error)) throw error;
      throw new Invalid(
        `쿠팡 카테고리 ${code}를 찾을 수 없거나 최하위 카테고리가 아닙니다. 초안에서 카테고리를 다시 지정해 주세요.`,
        errorCodes.categoryNotFound,
      );
    },
  );
  return { code, name: predicted?.name ?? code, meta };
}

/** Wing's create request for a settled category; a draft Wing cannot take throws `MappingError` (the review's dry run). */
export function buildCoupangRequest(
  deps: CoupangUploadDeps,
  input: UploadInput,
  category: ResolvedCoupangCategory,
) {
  const { workspace, details, settings } = input;
  const store = coupangStoreFields(workspace);
  return toCoupangRequest(
    details,
    { code: Number(category.code), meta: category.meta },
    {
      ...store,
      courierCode: settings.courier_code,
      outboundDays: settings.outbound_days,
      defaultStock: settings.default_stock,
      afterServicePhone: settings.after_service_phone,
      afterServiceGuide: settings.after_service_guide,
      remoteAreaDeliverable: coupangRemoteAreas(workspace.outboundRemoteFees, settings.courier_code) !== null,
      now: deps.clock(),
    },
  );
}

/** The same request for the upload and modify: a `MappingError` becomes the seller-facing 400 `draft_incomplete`. */
export function mapCoupangDraftWith(
  deps: CoupangUploadDeps,
  input: UploadInput,
  category: ResolvedCoupangCategory,
) {
  return mapDraft(() => buildCoupangRequest(deps, input, category));
}

/** Checks the store, finds the category and maps the draft to Wing's create request (modify reuses it). */
export async function mapCoupangDraft(deps: CoupangUploadDeps, input: UploadInput) {
  const store = coupangStoreFields(input.workspace);
  const wing = coupangClientOf(deps, input.workspace);
  const category = await resolveCoupangCategory(deps, input);
  return { wing, request: mapCoupangDraftWith(deps, input, category), wingAccount: store.wingAccount };
}

/** Checks the store, finds the category and maps the draft; the create call waits for `build(...).submit()`. */
export async function prepareCoupangUpload(
  deps: CoupangUploadDeps & { imageHost?: ImageHost },
  input: UploadInput,
): Promise<PreparedUpload> {
  const { imageHost } = deps;
  const store = coupangStoreFields(input.workspace);
  const wing = coupangClientOf(deps, input.workspace);
  const category = await resolveCoupangCategory(deps, input);
  // A dry run before anything is written: with short stand-ins for pictures that will be hosted.
  mapCoupangDraftWith(
    deps,
    imageHost === undefined ? input : { ...input, details: withHostedPlaceholders(input.details) },
    category,
  );
  return {
    rowValues: { wingAccount: store.wingAccount },
    async build() {
      // Coupang downloads the pictures from Ollida, never from the supplier (issue 21).
      const details =
        imageHost === undefined
          ? input.details
          : await withHostedImages(imageHost, input.workspace.id, input.details);
      const request = mapCoupangDraftWith(deps, { ...input, details }, category);
      return {
        // As sent: the client adds the vendor id the keys belong to.
        request: asRecord({ ...request, vendorId: wing.vendorId }),
        details,
        async submit() {
          const { sellerProductId } = await wing.createProduct(request);
          const links = coupangLinks({ sellerProductId, productId: null });
          return {
            outcome: 'created',
            update: {
              sellerProductId,
              storeUrl: links.storeUrl,
              adminUrl: links.adminUrl,
              marketplaceResponse: coupangResponse(sellerProductId),
            },
          };
        },
      };
    },
  };
}
