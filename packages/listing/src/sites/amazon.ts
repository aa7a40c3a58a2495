import type { AdapterResult, SiteAdapter } from '../adapter.ts';
import type { Page } from '../page.ts';
import type { ExtractWarning, PartialFields } from '../source-product.ts';
import { cleanText } from '../text.ts';
import { byId, findAllIn, visibleText } from './amazon-dom.ts';
import { amazonImages } from './amazon-images.ts';
import { type BuyBoxPrice, buyBoxPrice } from './amazon-price.ts';
import { amazonDelivery } from './amazon-shipping.ts';
import { amazonOptions } from './amazon-twister.ts';
import { hasElementWithId, innerHtml, textOf } from './shop-dom.ts';

/** amazon.com, amazon.de, amazon.co.jp, amazon.com.au, smile.amazon.com… (never amazonaws.com or amazon.example.com). */
const amazonHost = /^(?:[a-z0-9-]+\.)*amazon\.(?:com?\.)?[a-z]{2,3}$/;

/** "Brand: X", "Visit the X Store" and their storefront translations (the byline under the title). */
const bylineBrand =
  /^(?:Brand|Marca|Marke|Marque|Merk)\s*:\s*(.+)$|^(?:Visit the|Besuche den|Visita la tienda de|Visitez la boutique|Visita lo Store di)\s+(.+?)(?:\s+(?:Store|Shop|Boutique|Stores?))?$/i;

const memberOnlyWarning: ExtractWarning = {
  code: 'price_private',
  message:
    '아마존 프라임 회원 전용 가격만 표시되어 있고 비회원 가격이 없습니다. 판매가를 가져오지 않았으니 직접 입력해 주세요.',
};

const noOfferWarning: ExtractWarning = {
  code: 'not_for_sale',
  message:
    '아마존에 이 상품의 대표 판매 제안이 없습니다("모든 구매 옵션 보기"). 페이지의 다른 가격은 다른 판매자나 다른 상품의 것이라 가져오지 않았습니다.',
};

/** The brand filter of the byline link (`field-lbr_brands_browse-bin=Cecotec`) names the brand in any language. */
function brandFilter(href: string | undefined, page: Page): string | null {
  if (href === undefined) return null;
  try {
    return cleanText(new URL(href, page.url).searchParams.get('field-lbr_brands_browse-bin')) ?? null;
  } catch {
    return null;
  }
}

function brandOf(page: Page): string | null {
  const element = byId(page, 'bylineInfo');
  const filtered = brandFilter(element?.attribs.href, page);
  if (filtered !== null) return filtered;
  const byline = cleanText(textOf(element));
  const match = byline === null ? null : bylineBrand.exec(byline);
  return cleanText(match?.[1] ?? match?.[2]) ?? null;
}

function breadcrumb(page: Page): string[] {
  // "‹ Back to results" is the shopper's search, not a category.
  return findAllIn(
    byId(page, 'wayfinding-breadcrumbs_feature_div'),
    (element) => element.name === 'a' && element.attribs.id !== 'breadcrumb-back-link',
  )
    .map((link) => textOf(link))
    .filter((crumb): crumb is string => crumb !== null)
    .slice(0, 10);
}

/** The ASIN: from the /dp/ or /gp/product/ path, else the page's hidden ASIN input. */
function asinOf(page: Page): string | null {
  const fromPath = /\/(?:dp|gp\/product|gp\/aw\/d)\/([A-Z0-9]{10})(?:[/?]|$)/.exec(page.url.pathname)?.[1];
  return fromPath ?? cleanText(byId(page, 'ASIN')?.attribs.value) ?? null;
}

/** Feature bullets and the description, as the seller's detail text. */
function detailHtml(page: Page): string | null {
  const parts = [byId(page, 'feature-bullets'), byId(page, 'productDescription')]
    .filter((element) => visibleText(element) !== null)
    .map((element) => innerHtml(element))
    .filter((html): html is string => html !== null);
  return parts.length === 0 ? null : parts.join('\n');
}

function priceFields(found: BuyBoxPrice): PartialFields {
  const price = found.price;
  if (price === null) return { soldOut: found.state === 'unavailable' ? true : null };
  const list = found.listPrice;
  return {
    salePrice: price.amount,
    originalPrice: list !== null && list.currency === price.currency ? list.amount : null,
    currency: price.currency,
    priceRange: found.range,
  };
}

function warningsFor(found: BuyBoxPrice): ExtractWarning[] {
  if (found.state === 'member-only') return [memberOnlyWarning];
  if (found.state === 'no-offer') return [noOfferWarning];
  return [];
}

/** Amazon product pages (every storefront and layout since 2017): title, buy box, twister, gallery, delivery line. */
export const amazonAdapter: SiteAdapter = {
  id: 'amazon',
  displayName: '아마존',
  matchesHost: (host) => amazonHost.test(host),
  matchesPage: (page) =>
    (page.html.includes('media-amazon.com') || page.html.includes('images-amazon.com')) &&
    hasElementWithId(page, ['productTitle']) &&
    hasElementWithId(page, ['dp-container', 'ppd']),
  extract(page): AdapterResult {
    const found = buyBoxPrice(page);
    const fields: PartialFields = {
      name: cleanText(textOf(byId(page, 'productTitle'))) ?? null,
      brand: brandOf(page),
      ...priceFields(found),
      images: amazonImages(page),
      options: amazonOptions(page),
      category: breadcrumb(page),
      ...amazonDelivery(page, found),
      supplierItemId: asinOf(page),
      detailHtml: detailHtml(page),
    };
    return { fields, warnings: warningsFor(found) };
  },
};
