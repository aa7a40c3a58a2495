import { josa } from 'es-hangul';
import { z } from 'zod';
import { marketplaceKeySchema } from './marketplace-key.ts';
import { keyStatuses, workspaceRoles } from './workspaces.ts';

/** Return-center and shipping-place pickers show this many a page; Coupang allows no more (docs/product/workspaces-and-stores.md#return-centers-and-shipping-places). */
export const placePageSize = 50;

/** Default return fee and initial-delivery fee on return, in won (docs/product/workspaces-and-stores.md#limits). */
export const defaultReturnCharge = 3000;

/** Highest fee accepted, in won: far above any real return fee, and well inside a 32-bit integer. */
export const maxStoreFee = 1_000_000;

/** Store API keys start with this, so a leaked one is recognisable in logs and secret scanners. */
export const storeApiKeyTag = 'olk_';

const text = (label: string, max: number) =>
  z
    .string({ message: `${josa(label, '을/를')} 입력해 주세요.` })
    .trim()
    .min(1, `${josa(label, '을/를')} 입력해 주세요.`)
    .max(max, `${josa(label, '은/는')} ${max}자 이하여야 합니다.`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${josa(label, '은/는')} ${max}자 이하여야 합니다.`)
    .optional();

const fee = (label: string) =>
  z
    .number({ message: `${josa(label, '은/는')} 숫자로 입력해 주세요.` })
    .int(`${josa(label, '은/는')} 원 단위 정수로 입력해 주세요.`)
    .min(0, `${josa(label, '은/는')} 0원 이상이어야 합니다.`)
    .max(maxStoreFee, `${josa(label, '은/는')} ${maxStoreFee.toLocaleString('ko-KR')}원 이하여야 합니다.`);

const wingAccount = text('Wing 아이디', 50);

/** `{wingAccount}` of every store route. */
export const storeParamsSchema = z.object({ wingAccount });

/** `POST /api/validate-coupang-credentials` (docs/product/workspaces-and-stores.md#coupang-stores: lower-case key names as the first client sent them). */
export const validateCoupangCredentialsSchema = z.object({
  accesskey: marketplaceKeySchema('액세스 키', 100),
  secretkey: marketplaceKeySchema('시크릿 키', 200),
  vendorId: text('업체코드', 20).regex(/^[A-Za-z0-9]+$/, '업체코드는 영문과 숫자로만 이루어져야 합니다.'),
});
export type ValidateCoupangCredentials = z.infer<typeof validateCoupangCredentialsSchema>;

export const credentialsValidResponseSchema = z.object({ valid: z.literal(true), message: z.string() });

/** `POST /api/coupang/connect`: creates the store's workspace, or replaces the keys of the existing one. */
export const connectStoreSchema = z.object({
  wingAccount,
  vendorCode: text('업체코드', 20).regex(/^[A-Za-z0-9]+$/, '업체코드는 영문과 숫자로만 이루어져야 합니다.'),
  accessKey: marketplaceKeySchema('액세스 키', 100),
  secretKey: marketplaceKeySchema('시크릿 키', 200),
});
export type ConnectStore = z.infer<typeof connectStoreSchema>;

/**
 * `PUT /api/coupang/stores/{wingAccount}/wing-account`: the store's Wing login id corrected (Wing offers no call that
 * checks it against the keys, so a mistyped one is fixed here rather than by connecting again).
 */
export const changeWingAccountSchema = z.object({ wingAccount });
export type ChangeWingAccount = z.infer<typeof changeWingAccountSchema>;

/** `DELETE /api/coupang/stores/{wingAccount}`: the account typed again, exactly, as confirmation. */
export const disconnectStoreSchema = z.object({
  wingAccount: z.string({ message: '확인을 위해 Wing 아이디를 입력해 주세요.' }).max(50),
});

export const placePageQuerySchema = z.object({
  pageNum: z.coerce
    .number({ message: '페이지 번호는 숫자여야 합니다.' })
    .int('페이지 번호는 정수여야 합니다.')
    .min(1, '페이지 번호는 1 이상이어야 합니다.')
    .max(1000, '페이지 번호가 너무 큽니다.')
    .default(1),
  pageSize: z.coerce
    .number({ message: '페이지 크기는 숫자여야 합니다.' })
    .int('페이지 크기는 정수여야 합니다.')
    .min(1, `페이지 크기는 1~${placePageSize} 사이여야 합니다.`)
    .max(placePageSize, `페이지 크기는 1~${placePageSize} 사이여야 합니다.`)
    .default(placePageSize),
});
export type PlacePageQuery = z.infer<typeof placePageQuerySchema>;

const placeAddressSchema = z.object({
  companyContactNumber: z.string(),
  returnZipCode: z.string(),
  returnAddress: z.string(),
  returnAddressDetail: z.string(),
});

export const returnCenterSchema = z.object({
  returnCenterCode: z.string(),
  shippingPlaceName: z.string(),
  deliverName: z.string(),
  usable: z.boolean(),
  /** Why Coupang refuses the center, when it is not usable. */
  errorMessage: z.string(),
  placeAddresses: z.array(placeAddressSchema),
});
export type ReturnCenter = z.infer<typeof returnCenterSchema>;

/** A courier's extra fees (won) for Jeju and for the other remote areas, as registered on an outbound place. */
export const placeRemoteFeeSchema = z.object({
  courier: z.string(),
  jeju: z.number().int(),
  notJeju: z.number().int(),
});
export type PlaceRemoteFee = z.infer<typeof placeRemoteFeeSchema>;

/** Kept fees that still read as fees (a hand-edited row is never trusted); null when none were ever kept. */
export function placeRemoteFeesOf(stored: unknown): PlaceRemoteFee[] | null {
  if (!Array.isArray(stored)) return null;
  return stored.flatMap((entry) => {
    const parsed = placeRemoteFeeSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

export const shippingPlaceSchema = z.object({
  outboundShippingPlaceCode: z.string(),
  shippingPlaceName: z.string(),
  usable: z.boolean(),
  placeAddresses: z.array(placeAddressSchema),
  /** The usable remote-area (도서산간) fees per courier; a listing reaches Jeju and the islands only through these. */
  remoteFees: z.array(placeRemoteFeeSchema),
});
export type ShippingPlace = z.infer<typeof shippingPlaceSchema>;

const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
  countPerPage: z.number().int(),
});

export const returnCenterPageSchema = z.object({
  data: z.object({ content: z.array(returnCenterSchema), pagination: paginationSchema }),
});
export const shippingPlacePageSchema = z.object({
  data: z.object({ content: z.array(shippingPlaceSchema), pagination: paginationSchema }),
});

/** `PATCH …/connect-return-center`; the name and address shown are taken from Wing, these are the picker's copy. */
export const connectReturnCenterSchema = z.object({
  returnCenterCode: text('반품지 코드', 30),
  returnChargeName: optionalText('반품지 이름', 100),
  companyContactNumber: optionalText('연락처', 30),
  returnZipCode: optionalText('우편번호', 10),
  returnAddress: optionalText('주소', 200),
  returnAddressDetail: optionalText('상세 주소', 200),
  returnCharge: fee('반품배송비').optional(),
});
export type ConnectReturnCenter = z.infer<typeof connectReturnCenterSchema>;

/** `PATCH …/connect-shipping-place`. */
export const connectShippingPlaceSchema = z.object({
  outboundShippingPlaceCode: text('출고지 코드', 30).regex(/^\d+$/, '출고지 코드는 숫자여야 합니다.'),
  shippingPlaceName: optionalText('출고지 이름', 100),
  companyContactNumber: optionalText('연락처', 30),
  returnZipCode: optionalText('우편번호', 10),
  returnAddress: optionalText('주소', 200),
  returnAddressDetail: optionalText('상세 주소', 200),
});
export type ConnectShippingPlace = z.infer<typeof connectShippingPlaceSchema>;

/** `PATCH …/update-extra`: return fees (won, at least 0) and the auto-approval flag. */
export const updateStoreExtraSchema = z.object({
  deliveryChargeOnReturn: fee('초도배송비'),
  returnCharge: fee('반품배송비'),
  requested: z.boolean({ message: '자동 승인 여부를 선택해 주세요.' }),
});
export type UpdateStoreExtra = z.infer<typeof updateStoreExtraSchema>;

/** A Coupang store as the store screens read it (docs/product/workspaces-and-stores.md#coupang-store-fields); the access key masked, the secret never. */
export const coupangStoreSchema = z.object({
  workspace_id: z.string(),
  workspace_name: z.string(),
  wingAccount: z.string(),
  vendorCode: z.string(),
  accessKey: z.string().nullable(),
  user_role: z.enum(workspaceRoles),
  key_status: z.enum(keyStatuses),
  created_at: z.string(),
  return_center_code: z.string().nullable(),
  return_center_name: z.string().nullable(),
  return_center_contact: z.string().nullable(),
  return_center_zipcode: z.string().nullable(),
  return_center_address: z.string().nullable(),
  return_center_address_detail: z.string().nullable(),
  outbound_shipping_place_code: z.string().nullable(),
  outbound_shipping_place_name: z.string().nullable(),
  outbound_shipping_place_contact: z.string().nullable(),
  zipcode: z.string().nullable(),
  address: z.string().nullable(),
  address_detail: z.string().nullable(),
  /** The chosen place's remote-area fees per courier; null when the place was chosen before they were kept. */
  outbound_remote_fees: z.array(placeRemoteFeeSchema).nullable(),
  delivery_charge_on_return: z.number().int(),
  return_charge: z.number().int(),
  requested: z.boolean(),
});
export type CoupangStore = z.infer<typeof coupangStoreSchema>;

export const coupangStoreListSchema = z.object({ data: z.array(coupangStoreSchema) });
export const coupangStoreResponseSchema = z.object({ data: coupangStoreSchema });

export const messageResponseSchema = z.object({ message: z.string() });

/** `POST …/generate-api-key`: the key in clear, this once. */
export const generatedStoreApiKeySchema = z.object({
  data: z.object({ api_key: z.string(), created_at: z.string() }),
});

/** `GET …/api-key`: whether a key exists, never the key. */
export const storeApiKeyStatusSchema = z.object({
  data: z.object({
    hasApiKey: z.boolean(),
    apiKeyActive: z.boolean(),
    apiKeyPrefix: z.string().nullable(),
    createdAt: z.string().nullable(),
  }),
});
export type StoreApiKeyStatus = z.infer<typeof storeApiKeyStatusSchema>['data'];

/** `POST …/reveal-keys`: the owner's recorded look at the stored keys. */
export const revealedStoreKeysSchema = z.object({
  data: z.object({ accessKey: z.string(), secretKey: z.string() }),
});

/** `POST /api/coupang/connect`: the store, and whether it was created (201) or its keys replaced (200). */
export const connectStoreResponseSchema = z.object({ data: coupangStoreSchema, message: z.string() });
