import { errorCodes } from '@ollida/contracts/errors';
import { coupangLinks } from '@ollida/listing/marketplace/store-links';
import { type CoupangStoreContext, toCoupangRequest } from '@ollida/listing/marketplace/to-coupang-request';
import type { MarketplaceClients } from '../../integrations/marketplace-clients.ts';
import { Invalid } from '../../platform/domain-errors.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import {
  type CoupangMetaCache,
  cachedCoupangMeta,
  isCategoryRefusal,
  predictCoupangCategory,
} from './category-lookup.ts';
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
  'courierCode' | 'outboundDays' | 'defaultStock' | 'afterServicePhone' | 'afterServiceGuide' | 'now'
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

/** Coupang's answer in the spec's `coupangResponse {code, data}` shape; the id as a number while it is exact. */
export function coupangResponse(sellerProductId: string) {
  const asNumber = Number(sellerProductId);
  return { code: 'SUCCESS', message: '', data: Number.isSafeInteger(asNumber) ? asNumber : sellerProductId };
}

/** Checks the store, finds the category and maps the draft to Wing's create request (modify reuses it). */
export async function mapCoupangDraft(deps: CoupangUploadDeps, input: UploadInput) {
  const { workspace, details, settings } = input;
  const store = coupangStoreFields(workspace);
  const wing = coupangClientOf(deps, workspace);
  const code =
    input.categoryId ??
    (
      await predictCoupangCategory(wing, {
        productName: details.productName,
        description: details.category,
        brand: details.brand,
      })
    )?.id;
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
  const request = mapDraft(() =>
    toCoupangRequest(
      details,
      { code: Number(code), meta },
      {
        ...store,
        courierCode: settings.courier_code,
        outboundDays: settings.outbound_days,
        defaultStock: settings.default_stock,
        afterServicePhone: settings.after_service_phone,
        afterServiceGuide: settings.after_service_guide,
        now: deps.clock(),
      },
    ),
  );
  return { wing, request, wingAccount: store.wingAccount };
}

/** Checks the store, finds the category and maps the draft; the create call waits for `build(...).submit()`. */
export async function prepareCoupangUpload(
  deps: CoupangUploadDeps,
  input: UploadInput,
): Promise<PreparedUpload> {
  const { wing, request, wingAccount } = await mapCoupangDraft(deps, input);
  return {
    rowValues: { wingAccount },
    async build() {
      return {
        // As sent: the client adds the vendor id the keys belong to.
        request: asRecord({ ...request, vendorId: wing.vendorId }),
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
