import { z } from 'zod';
import { exchangeRatesSchema } from './exchange-rates.ts';
import { listingReviewResponseSchema } from './listing-review.ts';
import { priceRuleSchema } from './price-rule.ts';
import { uploadWithKeyRequestSchema } from './uploads.ts';

/** The header a store API key travels in for key-authenticated reads (never a query string: those get logged). */
export const storeApiKeyHeader = 'x-ollida-api-key';

/** Where the browser extension asks which store its key belongs to. */
export const extensionWhoamiPath = '/api/extension/whoami';
/** Where the app serves the extension, built for this server (its address and host permission baked in). */
export const extensionDownloadPath = '/api/extension/download';
/** The file name the download is saved as. */
export const extensionZipName = 'ollida-extension.zip';

/** The upload call of each marketplace with a store API key (docs/product/listing.md#uploads). */
export const uploadWithKeyPaths = {
  coupang: '/api/coupang/upload-product-with-key',
  naver: '/api/naver/upload-product-with-key',
} as const;

/** Where the extension asks for the pre-upload review (price, margin, checks) of a draft with the store's key. */
export const extensionListingReviewPath = '/api/extension/listing-review';

/** `GET /api/extension/whoami`: the store a key uploads to, for the extension's connection check. */
export const extensionWhoamiSchema = z.object({
  workspace_id: z.string(),
  workspace_name: z.string(),
  platform: z.enum(['coupang', 'naver']),
  /** Coupang's Wing account or Naver's Smart Store name, as the seller knows the store. */
  store_label: z.string(),
  /** The first characters of the key, to tell keys apart. */
  key_prefix: z.string(),
  /** Where the uploaded products are listed in the app. */
  products_url: z.string(),
  /** The store's price rule: the extension turns supplier prices into sale prices with it, as the app does. */
  price_rule: priceRuleSchema,
  /** The store's own exchange rates (absent when it set none): the extension converts foreign prices with them. */
  exchange_rates: exchangeRatesSchema.optional(),
});
export type ExtensionWhoami = z.infer<typeof extensionWhoamiSchema>;

/**
 * `POST /api/extension/listing-review`: the draft exactly as the key upload would send it (the key in the body, as
 * there), and the category the seller chose (the marketplace's prediction or match when absent).
 */
export const extensionListingReviewRequestSchema = uploadWithKeyRequestSchema.pick({
  api_key: true,
  product_details: true,
  category_id: true,
});
export type ExtensionListingReviewRequest = z.input<typeof extensionListingReviewRequestSchema>;

/** The answer: `{ data: review }`, the same review `POST /api/listing-review` gives a member. */
export const extensionListingReviewResponseSchema = listingReviewResponseSchema;
export type ExtensionListingReviewResponse = z.infer<typeof extensionListingReviewResponseSchema>;
