import { z } from 'zod';

/** Marketplace limits the draft is normalised to (Coupang Wing is the stricter of the two marketplaces). */
export const productDetailsLimits = {
  /** Coupang `sellerProductName` / `displayProductName`. */
  nameLength: 100,
  itemNameLength: 150,
  searchTags: 20,
  searchTagLength: 20,
  /** One representative image plus at most 9 detail images per item. */
  images: 10,
  items: 200,
  /** Naver `salePrice` upper bound; Coupang accepts the same range. */
  maxPrice: 999_999_990,
  maxStock: 99_999_999,
  detailHtmlLength: 500_000,
  urlLength: 2_048,
} as const;

const shortText = (max: number) => z.string().trim().max(max);
const won = z.number().int().min(0).max(productDetailsLimits.maxPrice);
/** An absolute http(s) address: `javascript:`, `data:` and other schemes never reach a listing or a screen. */
const webUrl = z
  .string()
  .trim()
  .url()
  .max(productDetailsLimits.urlLength)
  .refine((value) => /^https?:\/\//i.test(value), 'http 또는 https 주소만 사용할 수 있습니다.');

export const productImageSchema = z.object({
  imageOrder: z
    .number()
    .int()
    .min(0)
    .max(productDetailsLimits.images - 1),
  imageType: z.enum(['REPRESENTATION', 'DETAIL']),
  /** An http(s) URL the marketplace downloads the picture from. */
  vendorPath: webUrl,
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const productAttributeSchema = z.object({
  attributeTypeName: shortText(50).min(1),
  attributeValueName: shortText(50).min(1),
});

/** An amount in the supplier page's currency (not won): what the page asked, before any conversion. */
const pageAmount = z.number().finite().min(0).max(100_000_000_000);

/**
 * A draft read from a page priced in another currency than the won: what the page asked and the rate that made won of
 * it. `wonPerUnit` null means no rate was known for the currency: the won prices are 0 and the draft is not uploaded.
 */
export const foreignPriceSchema = z.object({
  /** ISO 4217 code of the page's prices. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** The page's sale price (first tier on wholesale pages), in `currency`. */
  amount: pageAmount,
  /** The page's struck-through list price, in `currency`, when it had one above the sale price. */
  originalAmount: pageAmount.nullable(),
  /** Won per 1 unit used for every won price of the draft; null when the currency had no rate. */
  wonPerUnit: z.number().positive().max(100_000).nullable(),
  /** The rate's day (YYYY-MM-DD), null when unknown or when there was no rate. */
  rateDate: z.string().max(10).nullable(),
  /** Where the rate came from (e.g. the published default table, or the workspace's settings). */
  rateSource: shortText(100).nullable(),
  /** The page's delivery fee and free-delivery threshold, in `currency` (converted into `delivery`). */
  deliveryFee: pageAmount.nullable(),
  deliveryFreeOver: pageAmount.nullable(),
});
export type ForeignPrice = z.infer<typeof foreignPriceSchema>;

/** An item's prices in the page's currency (option deltas applied), converted into its won prices. */
export const foreignItemPriceSchema = z.object({ salePrice: pageAmount, originalPrice: pageAmount });

export const productItemSchema = z.object({
  itemName: shortText(productDetailsLimits.itemNameLength).min(1),
  /**
   * The supplier's won price of this item (converted on a foreign page, overseas cost not included) kept when the price
   * rule turns `salePrice` into the seller's price; the review shows the margin from it. Absent on drafts never priced.
   */
  supplierPrice: won.nullable().optional(),
  /** Whole won; on a foreign-currency draft the converted supplier price (0 without a rate). */
  salePrice: won,
  originalPrice: won,
  /** Set on a foreign-currency draft: this item's prices in the page's currency. */
  foreignPrice: foreignItemPriceSchema.nullable().optional(),
  stock: z.number().int().min(0).max(productDetailsLimits.maxStock),
  searchTags: z
    .array(shortText(productDetailsLimits.searchTagLength).min(1))
    .max(productDetailsLimits.searchTags),
  /** Option values of this item, one per option group (empty for a product without options). */
  attributes: z.array(productAttributeSchema).max(10),
  /** Empty when the page had no usable picture: the seller adds one before uploading. */
  images: z.array(productImageSchema).max(productDetailsLimits.images),
});
export type ProductItem = z.infer<typeof productItemSchema>;

/**
 * Certification kinds a seller can state, named as Coupang names them (`items[].certifications[].certificationType`);
 * Naver's `certificationKindType` is derived from them (KC_KID_* → CHILD_CERTIFICATION, the rest → KC_CERTIFICATION).
 */
export const certificationKinds = [
  'KC_ELECTRONICS_CERTIFICATION',
  'KC_ELECTRONICS_CONFIRM',
  'KC_ELECTRONICS_PROVIDER',
  'KC_HOUSEHOLD_CERTIFICATION',
  'KC_HOUSEHOLD_CONFIRM',
  'KC_KID_CERTIFICATION',
  'KC_KID_CONFIRM',
  'KC_KID_PROVIDER',
  'COMMUNICATION_EQUIPMENT',
] as const;
export type CertificationKind = (typeof certificationKinds)[number];

/** A certificate of the product: its kind and number (e.g. 'XU100123-20001', 'R-C-ABC-XYZ123'). */
export const productCertificationSchema = z.object({
  kind: z.enum(certificationKinds),
  number: z
    .string()
    .trim()
    .min(4, '인증번호를 입력해 주세요.')
    .max(50)
    .regex(/^[0-9A-Za-z][0-9A-Za-z-]*$/, '인증번호는 영문, 숫자, 하이픈(-)만 입력할 수 있습니다.'),
});
export type ProductCertification = z.infer<typeof productCertificationSchema>;

/**
 * Why a product in a certification category carries no certificate: not a certification target at all, bought abroad for
 * the buyer (구매대행), parallel import (병행수입), or meeting the safety standard without a mark (안전기준준수).
 */
export const certificationExemptions = [
  'not_target',
  'overseas_purchase',
  'parallel_import',
  'safe_criterion',
] as const;
export type CertificationExemption = (typeof certificationExemptions)[number];

export const productNoticeSchema = z.object({ label: shortText(100).min(1), value: shortText(1_000).min(1) });

/**
 * The parsed product (docs/product/listing.md#parsed-product): the listing draft the seller reviews and uploads. The documented fields plus every option
 * as an item, the sanitised detail HTML, delivery and the supplier facts the upload needs.
 */
export const productDetailsSchema = z.object({
  sellerProductName: shortText(productDetailsLimits.nameLength).min(1),
  displayProductName: shortText(productDetailsLimits.nameLength).min(1),
  productName: shortText(productDetailsLimits.nameLength).min(1),
  brand: shortText(50),
  manufacturer: shortText(50),
  modelNo: shortText(50),
  productGroup: shortText(100),
  /** Category path joined with " > ". */
  category: shortText(300),
  price: won,
  /** The representative image, or '' when the page had none (the parse warnings say so). */
  imageUrl: webUrl.or(z.literal('')),
  images: z.array(webUrl).max(productDetailsLimits.images),
  items: z.array(productItemSchema).min(1).max(productDetailsLimits.items),
  /** Sanitised: no scripts, iframes, event handlers or javascript: URLs; images kept. */
  detailHtml: z.string().max(productDetailsLimits.detailHtmlLength),
  origin: shortText(100),
  notices: z.array(productNoticeSchema).max(50),
  delivery: z.object({
    payType: z.enum(['prepaid', 'cod', 'free']),
    fee: won,
    freeOver: won.nullable(),
  }),
  /** The supplier page; `about:blank` when the draft came from no usable address. */
  sourceUrl: webUrl.or(z.literal('about:blank')),
  supplier: z.object({
    parser: shortText(30),
    itemId: shortText(100).nullable(),
    imageReuseAllowed: z.boolean().nullable(),
  }),
  /**
   * Set when the page priced the product in another currency than the won: the page's amounts and the rate the won
   * prices were converted with. Absent (or null) on a won page and on drafts saved before currencies were converted.
   */
  foreignPrice: foreignPriceSchema.nullable().optional(),
  /** Certificates the seller stated (or the page showed); absent on drafts saved before they were asked. */
  certifications: z.array(productCertificationSchema).max(5).optional(),
  /** Set instead of certificates when the product needs none in a certification category, and why. */
  certificationExemption: z.enum(certificationExemptions).nullable().optional(),
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;

/** `POST /api/url-parser` body: the URL as the seller typed it (trimmed, `https://` added when missing). */
export const urlParserRequestSchema = z.object({
  url: z.string().trim().min(1, 'URL을 입력해 주세요.').max(productDetailsLimits.urlLength),
  /** The workspace whose exchange rates convert a foreign-currency page; the default rates when absent. */
  workspace_id: z.string().uuid('워크스페이스를 다시 선택해 주세요.').optional(),
});
export type UrlParserRequest = z.infer<typeof urlParserRequestSchema>;

export const parseWarningSchema = z.object({ code: z.string(), message: z.string() });

/** `POST /api/url-parser` answer: the draft, plus which parser read it and what the seller should check. */
export const urlParserResponseSchema = z.object({
  data: productDetailsSchema,
  source: z.object({
    parser: z.string(),
    warnings: z.array(parseWarningSchema),
  }),
});
export type UrlParserResponse = z.infer<typeof urlParserResponseSchema>;

/** Limits of `POST /api/parse-csv`. */
export const csvLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 5_000,
  maxColumns: 100,
  maxCellLength: 2_048,
} as const;

/** `POST /api/parse-csv` answer: the header row and every data row (cells as text, one per header). */
export const parseCsvResponseSchema = z.object({
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});
export type ParseCsvResponse = z.infer<typeof parseCsvResponseSchema>;
