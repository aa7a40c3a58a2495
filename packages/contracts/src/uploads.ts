import { z } from 'zod';
import { errorBodySchema } from './errors.ts';
import { exchangeRatesSchema } from './exchange-rates.ts';
import { listingPriceSchema } from './listing-price.ts';
import { priceRuleSchema } from './price-rule.ts';
import { productDetailsLimits, productDetailsSchema } from './product-details.ts';
import { reviewCheckSchema } from './review-check.ts';

const workspaceId = z.string({ message: '업로드할 워크스페이스를 먼저 선택해주세요.' }).uuid({
  message: '업로드할 워크스페이스를 먼저 선택해주세요.',
});

/** A marketplace category chosen by the seller (Coupang display category code, Naver leaf category id). */
const categoryId = z
  .string({ message: '카테고리 코드는 숫자로 입력해 주세요.' })
  .trim()
  .regex(/^\d{1,20}$/, '카테고리 코드는 20자리 이하의 숫자로 입력해 주세요.')
  .optional();

/** `POST /api/upload-to-coupang` and `POST /api/upload-to-naver`. */
export const uploadRequestSchema = z.object({
  product_details: productDetailsSchema,
  workspace_id: workspaceId,
  /** The seller saw the duplicate warning and wants a second listing of the same supplier item. */
  confirm_duplicate: z.boolean().optional().default(false),
  /** Overrides the automatic category choice. */
  category_id: categoryId,
});
export type UploadRequest = z.input<typeof uploadRequestSchema>;

export const uploadStatuses = ['pending', 'success', 'failure'] as const;
export type UploadStatus = (typeof uploadStatuses)[number];

/** One upload attempt as the upload calls answer it. */
export const uploadedProductResultSchema = z.object({
  id: z.string(),
  platform: z.enum(['coupang', 'naver']),
  status: z.enum(uploadStatuses),
  display_product_name: z.string(),
  /** Coupang's sellerProductId. */
  seller_product_id: z.string().nullable(),
  /** Naver's origin and Smart Store channel product numbers. */
  origin_product_no: z.string().nullable(),
  channel_product_no: z.string().nullable(),
  store_url: z.string().nullable(),
  admin_url: z.string().nullable(),
  created_at: z.string(),
});
export type UploadedProductResult = z.infer<typeof uploadedProductResultSchema>;

/** Success answer of an upload: the saved record plus the marketplace's own response body. */
export const uploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: uploadedProductResultSchema,
  marketplace_response: z.unknown(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** Extra field of a 409 `duplicate_upload` error body: the listing made earlier from the same supplier item. */
export const existingListingSchema = errorBodySchema.shape.existing_product.unwrap();
export type ExistingListing = z.infer<typeof existingListingSchema>;

const phone = z
  .string()
  .trim()
  .max(20, '전화번호는 20자 이하여야 합니다.')
  .regex(/^$|^[0-9][0-9-]{6,19}$/, '전화번호는 숫자와 하이픈(-)으로 입력해 주세요. 예: 02-1234-5678');

/** Couriers both marketplaces know by the same code. */
export const courierCodes = [
  'CJGLS',
  'HANJIN',
  'HYUNDAI',
  'EPOST',
  'KGB',
  'KDEXP',
  'ILYANG',
  'CHUNIL',
] as const;

/** Couriers as sellers call them. */
export const courierNames: Record<(typeof courierCodes)[number], string> = {
  CJGLS: 'CJ대한통운',
  HANJIN: '한진택배',
  HYUNDAI: '롯데택배',
  EPOST: '우체국택배',
  KGB: '로젠택배',
  KDEXP: '경동택배',
  ILYANG: '일양로지스',
  CHUNIL: '천일택배',
};

/** How many forbidden words a store may keep, and how long each. */
export const prohibitedWordLimits = { words: 100, wordLength: 30 } as const;

const remoteFee = (area: string) =>
  z
    .number({ message: `${area} 추가 배송비를 숫자로 입력해 주세요.` })
    .int(`${area} 추가 배송비는 원 단위 정수로 입력해 주세요.`)
    .min(0, `${area} 추가 배송비는 0원 이상이어야 합니다.`)
    .max(100_000, `${area} 추가 배송비는 100,000원 이하여야 합니다.`)
    .refine((fee) => fee % 10 === 0, `${area} 추가 배송비는 10원 단위로 입력해 주세요.`);

/**
 * Extra delivery fees buyers pay on top of the product's fee (Naver `deliveryFeeByArea`): Jeju, and the other islands
 * and remote areas. Both 0: none charged. Coupang takes these from the outbound place registered in WING instead.
 */
export const remoteAreaFeesSchema = z.object({ jeju: remoteFee('제주'), island: remoteFee('도서산간') });
export type RemoteAreaFees = z.infer<typeof remoteAreaFeesSchema>;

/** `GET|PUT /api/workspaces/{workspace_id}/upload-settings`: the price rule and the listing defaults of a store. */
export const uploadSettingsSchema = z.object({
  price_rule: priceRuleSchema,
  /** A/S phone on every listing; Coupang falls back to the return center's contact when empty. */
  after_service_phone: phone,
  after_service_guide: z
    .string()
    .trim()
    .min(1, 'A/S 안내 문구를 입력해 주세요.')
    .max(200, 'A/S 안내 문구는 200자 이하여야 합니다.'),
  courier_code: z.enum(courierCodes, { message: '택배사를 목록에서 선택해 주세요.' }),
  /** Days until dispatch (Coupang `outboundShippingTimeDay`). */
  outbound_days: z
    .number()
    .int()
    .min(1, '출고 소요일은 1일 이상이어야 합니다.')
    .max(20, '출고 소요일은 20일 이하여야 합니다.'),
  /** Stock listed when the supplier page shows none. */
  default_stock: z
    .number()
    .int()
    .min(1, '기본 재고는 1개 이상이어야 합니다.')
    .max(99_999, '기본 재고는 99,999개 이하여야 합니다.'),
  /** Naver claim fees (won). */
  return_fee: z.number().int().min(0).max(100_000, '반품 배송비는 100,000원 이하여야 합니다.'),
  exchange_fee: z.number().int().min(0).max(200_000, '교환 배송비는 200,000원 이하여야 합니다.'),
  /**
   * The workspace's own exchange rates (won per 1 unit) for foreign-currency pages; currencies not listed use the
   * published defaults (default-exchange-rates.ts). Absent in an answer: none set. Absent in a save: left as they are.
   */
  exchange_rates: exchangeRatesSchema.optional(),
  /**
   * The store's own forbidden words, refused in product names by the pre-upload review on top of the built-in list
   * (e.g. a brand the store may not sell). Absent in an answer: none set. Absent in a save: left as they are.
   */
  prohibited_words: z
    .array(
      z
        .string()
        .trim()
        .min(1, '금지어를 비워 둘 수 없습니다.')
        .max(
          prohibitedWordLimits.wordLength,
          `금지어는 ${prohibitedWordLimits.wordLength}자 이하여야 합니다.`,
        ),
    )
    .max(prohibitedWordLimits.words, `금지어는 ${prohibitedWordLimits.words}개까지 등록할 수 있습니다.`)
    .optional(),
  /** Naver's extra fees for Jeju and remote areas. Always present in an answer; absent in a save: left as they are. */
  remote_area_fees: remoteAreaFeesSchema.optional(),
});
export type UploadSettings = z.infer<typeof uploadSettingsSchema>;

/** Limits of bulk registration (docs/product/listing.md#bulk-registration). */
export const bulkLimits = {
  /** URLs in one batch (a CSV file's 5,000 rows); a longer list is refused with a message naming the limit. */
  maxUrls: 5_000,
  /** Raw lines the server reads from one request (blank lines included) before refusing outright. */
  maxLines: 10_000,
  /** Request body of a batch start: 5,000 URLs of about 1,200 characters each. */
  maxBodyBytes: 6 * 1024 * 1024,
  /** Batches one user may have running (or stopping) at once. */
  maxOpenBatches: 3,
} as const;

export const bulkItemStatuses = ['waiting', 'parsing', 'uploading', 'success', 'failure'] as const;
export type BulkItemStatus = (typeof bulkItemStatuses)[number];

export const bulkBatchStatuses = ['running', 'stopping', 'stopped', 'completed'] as const;
export type BulkBatchStatus = (typeof bulkBatchStatuses)[number];

/** `POST /api/product-registration/bulk`. */
export const bulkRegistrationRequestSchema = z.object({
  urls: z
    .array(z.string().max(productDetailsLimits.urlLength, 'URL은 2,048자 이하여야 합니다.'), {
      message: '유효한 URL이 없습니다. 한 줄에 하나씩 입력해주세요.',
    })
    .max(
      bulkLimits.maxLines,
      `한 번에 최대 ${bulkLimits.maxUrls.toLocaleString('ko-KR')}개까지 등록할 수 있습니다.`,
    ),
  workspace_id: workspaceId,
  stop_on_first_failure: z.boolean().optional().default(false),
});
export type BulkRegistrationRequest = z.input<typeof bulkRegistrationRequestSchema>;

/** Most review errors kept per failed bulk item. */
export const bulkCheckLimit = 10;

export const bulkItemSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  url: z.string(),
  status: z.enum(bulkItemStatuses),
  message: z.string().nullable(),
  /** What the pre-upload review asks to fix, when it refused the item (errors only); empty otherwise. */
  checks: z.array(reviewCheckSchema).max(bulkCheckLimit),
  product_name: z.string().nullable(),
  uploaded_product_id: z.string().nullable(),
  store_url: z.string().nullable(),
  /** The listing in the seller console: a Coupang listing has no store page until it is approved. */
  admin_url: z.string().nullable(),
  /**
   * Failed because the store already has a listing of the same supplier item: `POST …/bulk/{id}/confirm-duplicates`
   * uploads such items anyway (그래도 등록).
   */
  duplicate_held: z.boolean(),
  /** The listed product's price (sale price, supplier cost, margin) once the item is uploaded; null before. */
  price: listingPriceSchema.nullable(),
});
export type BulkItem = z.infer<typeof bulkItemSchema>;

/** A batch with its progress; `results` and `errors` are the lists of docs/product/listing.md#bulk-registration (successes and failures so far). */
export const bulkBatchSchema = z.object({
  batch_id: z.string(),
  workspace_id: z.string(),
  platform: z.enum(['coupang', 'naver']),
  status: z.enum(bulkBatchStatuses),
  stop_on_first_failure: z.boolean(),
  /**
   * With `stop_on_first_failure` the items run one at a time in line order; this is the item whose failure stopped
   * the rest (null while none failed, and for other batches).
   */
  stopped_by_item_id: z.string().nullable(),
  total: z.number().int(),
  success: z.number().int(),
  fail: z.number().int(),
  /** Lines dropped before the batch started: the same URL twice counts once. */
  duplicates_skipped: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  items: z.array(bulkItemSchema),
  results: z.array(
    z.object({
      url: z.string(),
      uploaded_product_id: z.string(),
      product_name: z.string().nullable(),
      store_url: z.string().nullable(),
      admin_url: z.string().nullable(),
    }),
  ),
  errors: z.array(z.object({ url: z.string(), message: z.string() })),
});
export type BulkBatch = z.infer<typeof bulkBatchSchema>;

/** `POST /api/coupang/upload-product-with-key` (docs/product/workspaces-and-stores.md#store-api-keys): a store API key instead of a session. */
export const uploadWithKeyRequestSchema = z.object({
  api_key: z.string({ message: 'API 키를 입력해 주세요.' }).trim().min(1, 'API 키를 입력해 주세요.').max(200),
  product_details: productDetailsSchema,
  confirm_duplicate: z.boolean().optional().default(false),
  category_id: categoryId,
});
export type UploadWithKeyRequest = z.input<typeof uploadWithKeyRequestSchema>;

/** `GET /api/workspaces/{workspace_id}/categories?q=`: a name (or a Coupang code) to look up. */
export const categorySearchQuerySchema = z.object({
  q: z
    .string({ message: '찾을 카테고리 이름을 입력해 주세요.' })
    .trim()
    .min(1, '찾을 카테고리 이름을 입력해 주세요.')
    .max(100, '카테고리 검색어는 100자 이하여야 합니다.'),
});

/** Most categories one search answers. */
export const categorySearchLimit = 20;

/** Categories of the workspace's marketplace matching the search, at most `categorySearchLimit`. */
export const categorySearchResponseSchema = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string() })).max(categorySearchLimit),
});
export type CategorySearchResponse = z.infer<typeof categorySearchResponseSchema>;
