import type { FieldNote } from './adapter.ts';
import { boundFields } from './bounds.ts';
import { galleryUrls, isUiImageUrl } from './gallery.ts';
import {
  type ExtractorId,
  type ExtractWarning,
  emptySourceFields,
  type ParserId,
  type PartialFields,
  type SourceField,
  type SourceFields,
  type SourceProduct,
} from './source-product.ts';
import { uniqueUrls } from './urls.ts';

/** One extractor's fields, in the order they should win, with its notes on them. */
export interface ExtractorResult {
  extractor: ExtractorId;
  fields: PartialFields;
  notes?: readonly FieldNote[];
}

/** 0원 is "price on request" (가격대체문구) or a parsing accident, never a price: a later extractor may know better. */
const priceFields: ReadonlySet<SourceField> = new Set(['salePrice', 'originalPrice']);

function isPresent(value: unknown, key: SourceField): boolean {
  if (value === null || value === undefined) return false;
  if (priceFields.has(key) && value === 0) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

/** Generic extractors that read at most a picture or two from meta data; a page gallery of several beats them. */
const metaImageSources: ReadonlySet<ExtractorId> = new Set([
  'jsonld',
  'microdata',
  'opengraph',
  'page-layout',
  'title-tag',
]);

/** Extractors that read a whole gallery (embedded app state, the page's gallery container), most reliable first. */
const galleryExtractors: readonly ExtractorId[] = ['app-state', 'page-gallery'];

/**
 * A lone meta picture (og:image, one JSON-LD image) is usually the gallery's first picture at another size: when the
 * page's own gallery shows several, the gallery is the truer list.
 */
function preferGallery(
  fields: SourceFields,
  provenance: SourceProduct['provenance'],
  results: readonly ExtractorResult[],
): void {
  const source = provenance.images;
  if (source !== undefined && !metaImageSources.has(source)) return;
  const usable = fields.images.filter((url) => !isUiImageUrl(url)).length;
  if (usable > 1) return;
  for (const extractor of galleryExtractors) {
    const gallery = results.find((result) => result.extractor === extractor)?.fields.images ?? [];
    if (gallery.length < (usable === 0 ? 1 : 2)) continue;
    fields.images = gallery;
    provenance.images = extractor;
    return;
  }
}

/** Field by field, the first result that has a value wins; provenance records which extractor that was. */
export function mergeResults(results: readonly ExtractorResult[]): {
  fields: SourceFields;
  provenance: SourceProduct['provenance'];
} {
  const fields = emptySourceFields();
  const provenance: SourceProduct['provenance'] = {};
  const keys = Object.keys(fields) as SourceField[];
  for (const key of keys) {
    for (const result of results) {
      const value = result.fields[key];
      if (!isPresent(value, key)) continue;
      Object.assign(fields, { [key]: value });
      provenance[key] = result.extractor;
      break;
    }
  }
  preferGallery(fields, provenance, results);
  return { fields, provenance };
}

function warning(code: ExtractWarning['code'], message: string): ExtractWarning {
  return { code, message };
}

/** Derives what follows from the merged fields (defaults, consistency) and lists what the seller should know. */
function finalise(fields: SourceFields, url: string): { fields: SourceFields; warnings: ExtractWarning[] } {
  const next: SourceFields = boundFields(fields);
  next.images = galleryUrls(next.images, url);
  next.detailImages = uniqueUrls(next.detailImages, url);
  if (next.salePrice === null && next.tiers.length > 0) {
    next.salePrice = [...next.tiers].sort((a, b) => a.minQuantity - b.minQuantity)[0]?.unitPrice ?? null;
  }
  if (next.salePrice === null && next.priceRange !== null) next.salePrice = next.priceRange.min;
  // A range from another extractor than the sale price can be of another kind (list prices of option offers).
  const range = next.priceRange;
  if (
    range !== null &&
    next.salePrice !== null &&
    (next.salePrice < range.min || next.salePrice > range.max)
  ) {
    next.priceRange = null;
  }
  if (next.originalPrice !== null && (next.salePrice === null || next.originalPrice <= next.salePrice)) {
    next.originalPrice = null;
  }
  if (next.currency === null && next.salePrice !== null) next.currency = 'KRW';
  if (next.stock === null && next.options !== null) {
    const stocks = next.options.variants.map((variant) => variant.stock);
    if (stocks.every((stock) => stock !== null))
      next.stock = stocks.reduce((sum, stock) => sum + (stock ?? 0), 0);
  }
  if (next.soldOut === null && next.stock !== null) next.soldOut = next.stock === 0;

  const warnings: ExtractWarning[] = [];
  if (next.name === null) warnings.push(warning('missing_name', '상품명을 찾지 못했습니다.'));
  if (next.salePrice === null)
    warnings.push(warning('missing_price', '판매가를 찾지 못했습니다. 직접 입력해 주세요.'));
  if (next.images.length === 0) {
    warnings.push(warning('missing_image', '대표 이미지를 찾지 못했습니다. 직접 등록해 주세요.'));
  }
  if (next.soldOut === true) warnings.push(warning('sold_out', '원본 상품이 품절 상태입니다.'));
  if (next.imageReuseAllowed === false) {
    warnings.push(
      warning(
        'image_reuse_forbidden',
        '공급사가 상세설명 이미지 사용을 허용하지 않습니다. 이미지를 직접 준비해 주세요.',
      ),
    );
  }
  if (next.currency !== null && next.currency !== 'KRW') {
    warnings.push(
      warning('foreign_currency', `가격이 원화가 아닙니다 (${next.currency}). 판매가를 원화로 정해 주세요.`),
    );
  }
  if (next.priceRange !== null && next.priceRange.max > next.priceRange.min) {
    warnings.push(
      warning('price_range', '옵션에 따라 가격이 다릅니다. 가장 낮은 가격을 판매가로 가져왔습니다.'),
    );
  }
  return { fields: next, warnings };
}

/** Merges extractor results in priority order into a complete `SourceProduct` with provenance and warnings. */
export function buildSourceProduct(input: {
  url: string;
  parser: ParserId;
  results: readonly ExtractorResult[];
  warnings?: readonly ExtractWarning[];
}): SourceProduct {
  const merged = mergeResults(input.results);
  const { fields, warnings } = finalise(merged.fields, input.url);
  const notes = input.results.flatMap((result) =>
    (result.notes ?? [])
      .filter((note) => merged.provenance[note.field] === result.extractor)
      .map((note) => note.warning),
  );
  const all = [...(input.warnings ?? []), ...notes, ...warnings];
  const unique = all.filter((item, index) => all.findIndex((other) => other.code === item.code) === index);
  return {
    ...fields,
    url: input.url,
    parser: input.parser,
    provenance: merged.provenance,
    warnings: unique.slice(0, 50),
  };
}
