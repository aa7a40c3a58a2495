import type { SourceFields } from './source-product.ts';

/** The longest text a field may hold (the schema's bound); a longer one is markup gone wrong, cut rather than refused. */
const maxText = 20_000;
/** A category level, tag or notice label longer than this is a swallowed page, not a word: dropped. */
const maxWord = 200;
const maxDetailHtml = 2_000_000;
const maxLists = {
  images: 100,
  detailImages: 500,
  searchTags: 100,
  category: 10,
  notices: 100,
  tiers: 50,
} as const;

function cut(value: string | null, max = maxText): string | null {
  return value === null || value.length <= max ? value : value.slice(0, max);
}

function words(values: readonly string[], max: number): string[] {
  return values.filter((value) => value.length <= maxWord).slice(0, max);
}

/**
 * Holds every field to the schema's bounds whatever an extractor found: one unclosed tag can turn a breadcrumb or a
 * brand into the rest of the page, and a page must still give a valid product.
 */
export function boundFields(fields: SourceFields): SourceFields {
  return {
    ...fields,
    currency: fields.currency !== null && /^[A-Z]{3}$/.test(fields.currency) ? fields.currency : null,
    name: cut(fields.name),
    brand: cut(fields.brand),
    manufacturer: cut(fields.manufacturer),
    model: cut(fields.model),
    detailHtml: cut(fields.detailHtml, maxDetailHtml),
    deliveryMethod: cut(fields.deliveryMethod),
    supplierItemId: cut(fields.supplierItemId),
    seller: cut(fields.seller),
    origin: cut(fields.origin),
    images: fields.images.filter((url) => url.length <= maxText).slice(0, maxLists.images),
    detailImages: fields.detailImages.filter((url) => url.length <= maxText).slice(0, maxLists.detailImages),
    searchTags: words(fields.searchTags, maxLists.searchTags),
    category: words(fields.category, maxLists.category),
    tiers: fields.tiers.slice(0, maxLists.tiers),
    options:
      fields.options === null
        ? null
        : {
            groups: fields.options.groups.map((group) => cut(group) ?? ''),
            variants: fields.options.variants.map((variant) => ({
              ...variant,
              values: variant.values.map((value) => cut(value) ?? ''),
              code: cut(variant.code),
            })),
          },
    notices: fields.notices
      .filter((notice) => notice.label.length <= maxWord)
      .slice(0, maxLists.notices)
      .map((notice) => ({ label: notice.label, value: cut(notice.value) ?? '' })),
  };
}
