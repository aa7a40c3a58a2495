import { z } from 'zod';

/** Which site adapter (or the generic chain) produced a result. */
export const PARSER_IDS = [
  'domeggook',
  'ownerclan',
  'cafe24',
  'godomall',
  'makeshop',
  'onlinepowers',
  'youngcart',
  'firstmall',
  'smartstore',
  'coupang',
  'alibaba1688',
  'aliexpress',
  'taobao',
  'amazon',
  'generic',
] as const;
export const parserIdSchema = z.enum(PARSER_IDS);
/** One of the parsers `extract` can pick. */
export type ParserId = z.infer<typeof parserIdSchema>;

/** Where a field's value came from: a site adapter, an official supplier API or one generic extractor. */
export const EXTRACTOR_IDS = [
  ...PARSER_IDS.filter((id) => id !== 'generic'),
  'domeggook-api',
  'ownerclan-api',
  'jsonld',
  'microdata',
  'opengraph',
  'price-text',
  'page-layout',
  'page-heading',
  'page-gallery',
  'app-state',
  'title-tag',
] as const;
export const extractorIdSchema = z.enum(EXTRACTOR_IDS);
/** One extractor id (used in per-field provenance). */
export type ExtractorId = z.infer<typeof extractorIdSchema>;

const text = z.string().max(20_000);
const money = z.number().finite().nonnegative().max(100_000_000_000);

export const priceTierSchema = z.object({
  /** From this many pieces on… */
  minQuantity: z.number().int().positive(),
  /** …each piece costs this much (in `currency`). */
  unitPrice: money,
});
export type PriceTier = z.infer<typeof priceTierSchema>;

export const optionVariantSchema = z.object({
  /** One value per option group, in group order. */
  values: z.array(text).max(10),
  /** Added to the base sale price (a delta, may be negative on some sites). */
  priceDelta: z.number().finite(),
  stock: z.number().int().nonnegative().nullable(),
  soldOut: z.boolean(),
  /** The site's own code for the combination, when it has one. */
  code: text.nullable(),
});
export type OptionVariant = z.infer<typeof optionVariantSchema>;

export const productOptionsSchema = z.object({
  groups: z.array(text).min(1).max(10),
  variants: z.array(optionVariantSchema).min(1).max(2_000),
});
export type ProductOptions = z.infer<typeof productOptionsSchema>;

export const noticeSchema = z.object({ label: text, value: text });
/** One legal notice row (법정 고시정보) or labelled spec row. */
export type Notice = z.infer<typeof noticeSchema>;

export const WARNING_CODES = [
  'missing_name',
  'missing_price',
  'missing_image',
  'sold_out',
  'not_for_sale',
  'price_private',
  'login_required',
  'blocked_page',
  'product_id_mismatch',
  'image_reuse_forbidden',
  'price_range',
  'foreign_currency',
  'member_price',
  'needs_browser',
  'extractor_failed',
] as const;
export const warningCodeSchema = z.enum(WARNING_CODES);
export type WarningCode = z.infer<typeof warningCodeSchema>;
export const extractWarningSchema = z.object({ code: warningCodeSchema, message: text });
/** Something the seller should know about the result (Korean `message`). */
export type ExtractWarning = z.infer<typeof extractWarningSchema>;

/**
 * The product fields an extractor can fill. Flat on purpose: merging is field by field, and provenance names a field.
 * `null` / empty list means "this extractor did not find it".
 */
export const sourceFieldsSchema = z.object({
  name: text.nullable(),
  brand: text.nullable(),
  manufacturer: text.nullable(),
  model: text.nullable(),
  /** What a buyer pays for one piece (first tier on wholesale pages). */
  salePrice: money.nullable(),
  /** Struck-through list price, only when above the sale price. */
  originalPrice: money.nullable(),
  /** ISO 4217 code, e.g. KRW, CNY, USD. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable(),
  /** When the page shows a price range ("87,000원 ~ 96,500원"). */
  priceRange: z.object({ min: money, max: money }).nullable(),
  tiers: z.array(priceTierSchema).max(50),
  /** Absolute URLs, representative first, de-duplicated. */
  images: z.array(text).max(100),
  /** Seller's detail HTML as found (sanitised later by `toProductDetails`). */
  detailHtml: z.string().max(2_000_000).nullable(),
  /** Absolute URLs of the images inside the detail HTML, in order. */
  detailImages: z.array(text).max(500),
  options: productOptionsSchema.nullable(),
  stock: z.number().int().nonnegative().nullable(),
  soldOut: z.boolean().nullable(),
  searchTags: z.array(text).max(100),
  /** Category path, top level first. */
  category: z.array(text).max(10),
  deliveryFee: money.nullable(),
  deliveryFreeOver: money.nullable(),
  deliveryPayType: z.enum(['prepaid', 'cod', 'free']).nullable(),
  /** e.g. 택배, 화물. */
  deliveryMethod: text.nullable(),
  supplierItemId: text.nullable(),
  seller: text.nullable(),
  origin: text.nullable(),
  notices: z.array(noticeSchema).max(100),
  /** Supplier's "detail images may be reused" flag (도매꾹 상세설명 이미지 사용여부). */
  imageReuseAllowed: z.boolean().nullable(),
});
export type SourceFields = z.infer<typeof sourceFieldsSchema>;
/** Name of one product field. */
export type SourceField = keyof SourceFields;

export const sourceProductSchema = sourceFieldsSchema.extend({
  /** The page URL the fields were read from. */
  url: text,
  parser: parserIdSchema,
  /** For each filled field, which extractor supplied it. */
  provenance: z.partialRecord(sourceFieldsSchema.keyof(), extractorIdSchema),
  warnings: z.array(extractWarningSchema).max(50),
});
/** What `extract(html, url)` returns: every field (null when unknown), the parser, provenance and warnings. */
export type SourceProduct = z.infer<typeof sourceProductSchema>;

/** An extractor's partial answer: only the fields it found. */
export type PartialFields = Partial<SourceFields>;

/** A fresh record with every field unknown. */
export function emptySourceFields(): SourceFields {
  return {
    name: null,
    brand: null,
    manufacturer: null,
    model: null,
    salePrice: null,
    originalPrice: null,
    currency: null,
    priceRange: null,
    tiers: [],
    images: [],
    detailHtml: null,
    detailImages: [],
    options: null,
    stock: null,
    soldOut: null,
    searchTags: [],
    category: [],
    deliveryFee: null,
    deliveryFreeOver: null,
    deliveryPayType: null,
    deliveryMethod: null,
    supplierItemId: null,
    seller: null,
    origin: null,
    notices: [],
    imageReuseAllowed: null,
  };
}
