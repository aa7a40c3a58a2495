import { z } from 'zod';
import { listingPriceSchema } from './listing-price.ts';
import { productDetailsSchema } from './product-details.ts';
import { uploadStatuses } from './uploads.ts';
import { platformSchema } from './workspaces.ts';

/** Page sizes of the uploaded-product list (docs/product/products-and-orders.md#limits); the first is the default. */
export const productPageSizes = [20, 50, 100] as const;
export const defaultProductPageSize = 20;
/** At most this many numbered page buttons (docs/product/products-and-orders.md#pagination). */
export const maxPageButtons = 5;
/** Deepest page the list answers; deeper pages would only scan to return nothing useful. */
export const maxProductPage = 10_000;

const pageNumber = z.coerce
  .number({ message: '페이지 번호는 숫자여야 합니다.' })
  .int('페이지 번호는 정수여야 합니다.')
  .min(1, '페이지 번호는 1 이상이어야 합니다.')
  .max(maxProductPage, `페이지 번호는 ${maxProductPage} 이하여야 합니다.`);

const pageSize = z.coerce
  .number({ message: '페이지 크기는 20, 50, 100 중 하나여야 합니다.' })
  .refine((value) => productPageSizes.some((size) => size === value), {
    message: '페이지 크기는 20, 50, 100 중 하나여야 합니다.',
  });

/** An empty query value means "not filtered" (the screen's 전체 option). */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** `GET /api/coupang/products`, `GET /api/uploaded-products` (docs/product/products-and-orders.md#calls). */
export const productListQuerySchema = z.object({
  page: pageNumber.default(1),
  limit: pageSize.default(defaultProductPageSize),
  workspace_id: z.uuid('워크스페이스를 찾을 수 없습니다.').optional(),
  uploader_email: optionalText(254, '업로더 이메일은 254자 이하여야 합니다.'),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

/** `GET /api/naver/products` also filters by the Smart Store id. */
export const naverProductListQuerySchema = productListQuerySchema.extend({
  store_id: optionalText(100, '스토어 ID는 100자 이하여야 합니다.'),
});
export type NaverProductListQuery = z.input<typeof naverProductListQuerySchema>;

/** `GET /api/uploaded-products/uploaders`: the same selection as the list, without paging. */
export const uploaderListQuerySchema = z.object({
  workspace_id: z.uuid('워크스페이스를 찾을 수 없습니다.').optional(),
  platform: platformSchema.optional(),
});

/** Pagination block of every paged list (docs/product/products-and-orders.md#pagination); both spellings of the page count are sent. */
export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
  totalPages: z.number().int(),
  has_next: z.boolean(),
  has_prev: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** Where a Coupang listing stands in Wing's review (statusName mapped to a word the screen colours). */
export const listingStates = [
  'saved',
  'under_review',
  'approved',
  'partially_approved',
  'rejected',
  'deleted',
  'unknown',
] as const;
export type ListingState = (typeof listingStates)[number];

export const listingStateSchema = z.object({
  state: z.enum(listingStates),
  /** Coupang's own Korean word (statusName), e.g. 승인반려. */
  status_name: z.string(),
  /** Why Coupang rejected it, when it did and said so. */
  reason: z.string().nullable(),
  /** ISO time of the last read from Wing. */
  checked_at: z.string(),
});
export type ListingStateView = z.infer<typeof listingStateSchema>;

/** The marketplace's answer as the list shows it: Coupang's `{code, message, data}`. */
export const coupangResponseSchema = z.object({
  code: z.union([z.string(), z.number()]).nullable(),
  message: z.string().nullable(),
  data: z.unknown(),
});

/** One uploaded product (docs/product/products-and-orders.md#uploaded-product-fields), plus the store, the Wing review state and what can be done with it. */
export const uploadedProductSchema = z.object({
  id: z.string(),
  /** ISO 8601 with offset; screens show it in Asia/Seoul. */
  createdAt: z.string(),
  displayProductName: z.string(),
  sellerProductName: z.string(),
  userEmail: z.string(),
  platform: platformSchema,
  workspace_id: z.string(),
  workspace_name: z.string(),
  wingAccount: z.string().nullable(),
  store_id: z.string().nullable(),
  store_name: z.string().nullable(),
  thumbnail: z.string().nullable(),
  originalUrl: z.string(),
  uploadStatus: z.enum(uploadStatuses),
  /** Coupang rows: the Wing response envelope; null for Naver rows or before any answer. */
  coupangResponse: coupangResponseSchema.nullable(),
  /** The marketplace's whole response body (Naver rows show this in the response modal). */
  marketplaceResponse: z.unknown(),
  /** Why the upload failed, in Korean. */
  errorMessage: z.string().nullable(),
  /**
   * The upload request (the draft as it was sent). In a list it is a preview (the draft's top-level values, text cut
   * at 200 characters); `GET /api/uploaded-products/{id}` answers the whole draft.
   */
  productDetails: productDetailsSchema.or(z.record(z.string(), z.unknown())),
  seller_product_id: z.string().nullable(),
  store_url: z.string().nullable(),
  admin_url: z.string().nullable(),
  listing_state: listingStateSchema.nullable(),
  /** A failed upload, or a Coupang listing Wing rejected: it can be fixed in the draft editor and sent again. */
  can_resend: z.boolean(),
  /** Set when this failed attempt was fixed and sent again as another attempt. */
  resent_as: z.string().nullable(),
  /** Null when the draft has no usable sale price. */
  price: listingPriceSchema.nullable(),
});
export type UploadedProduct = z.infer<typeof uploadedProductSchema>;

/** `GET /api/coupang/products` and `GET /api/uploaded-products`: `data.products` with `data.pagination`. */
export const productPageResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ products: z.array(uploadedProductSchema), pagination: paginationSchema }),
});
export type ProductPageResponse = z.infer<typeof productPageResponseSchema>;

/** `GET /api/naver/products`: `data[]` beside `pagination`. */
export const naverProductPageResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(uploadedProductSchema),
  pagination: paginationSchema,
});
export type NaverProductPageResponse = z.infer<typeof naverProductPageResponseSchema>;

/** `GET /api/uploaded-products/uploaders`: distinct uploader emails of the whole selection, sorted. */
export const uploaderListResponseSchema = z.object({ data: z.array(z.string()) });

/** Listing states refreshed in one call (a page at most). */
export const maxListingStateRefresh = 100;

/** `POST /api/uploaded-products/listing-states`. */
export const listingStateRefreshRequestSchema = z.object({
  ids: z
    .array(z.uuid('상품을 찾을 수 없습니다.'))
    .min(1, '상태를 확인할 상품을 선택해 주세요.')
    .max(maxListingStateRefresh, `한 번에 ${maxListingStateRefresh}개까지 확인할 수 있습니다.`),
});

/** Per product: the fresh state, or why Wing could not be read (the old state stays). */
export const listingStateRefreshResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      listing_state: listingStateSchema.nullable(),
      error: z.string().nullable(),
    }),
  ),
});
export type ListingStateRefreshResponse = z.infer<typeof listingStateRefreshResponseSchema>;

/** `POST /api/uploaded-products/{id}/resend`: the fixed draft (and optionally another category). */
export const resendRequestSchema = z.object({
  product_details: productDetailsSchema,
  category_id: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, '카테고리 코드는 20자리 이하의 숫자로 입력해 주세요.')
    .optional(),
});
export type ResendRequest = z.input<typeof resendRequestSchema>;

/** `GET /api/uploaded-products/{id}`: one uploaded product with the whole draft it sent. */
export const uploadedProductResponseSchema = z.object({
  success: z.literal(true),
  data: uploadedProductSchema,
});
export type UploadedProductResponse = z.infer<typeof uploadedProductResponseSchema>;

export const uploadedProductIdParamsSchema = z.object({ id: z.uuid('상품을 찾을 수 없습니다.') });

/** Upload status of a list row by docs/product/products-and-orders.md#upload-status: the response code first, then the stored status. */
export function isUploadSuccess(product: Pick<UploadedProduct, 'coupangResponse' | 'uploadStatus'>): boolean {
  const code = product.coupangResponse?.code;
  if (code === 'SUCCESS' || code === 200 || code === '200') return true;
  if (code === 'ERROR' || code === 'FAIL' || code === 'FAILED') return false;
  return product.uploadStatus === 'success';
}

/** The Coupang registration-check link shows only for `code: SUCCESS` with a numeric `data` (docs/product/products-and-orders.md#columns-and-links). */
export function registrationCheckId(product: Pick<UploadedProduct, 'coupangResponse'>): string | null {
  const response = product.coupangResponse;
  if (response?.code !== 'SUCCESS') return null;
  const data = response.data;
  if (typeof data === 'number' && Number.isInteger(data)) return String(data);
  if (typeof data === 'string' && /^\d+$/.test(data)) return data;
  return null;
}
