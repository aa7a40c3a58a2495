import type { AdapterResult, SiteAdapter } from '../adapter.ts';
import type { Page } from '../page.ts';
import type { PartialFields } from '../source-product.ts';
import { fullSizeImage } from './alibaba-1688-images.ts';
import {
  itemTitle,
  postage,
  promoPrice,
  saleProps,
  shownPrice,
  taobaoIndex,
  thumbImages,
  titleWithoutSite,
} from './taobao-dom.ts';
import { taobaoSkus } from './taobao-skus.ts';
import { hasItemState, itemState, pvsKey, type TaobaoState } from './taobao-state.ts';

const hosts = new Set([
  'taobao.com',
  'item.taobao.com',
  'detail.taobao.com',
  'tmall.com',
  'item.tmall.com',
  'detail.tmall.com',
  'detail.tmall.hk',
]);

const emptyState: TaobaoState = {
  name: null,
  brand: null,
  itemId: null,
  seller: null,
  images: [],
  skuMap: undefined,
  memo: new Map(),
  skuNames: new Map(),
};

/** The item id of `item.htm?id=…`. */
function urlItemId(page: Page): string | null {
  const id = page.url.searchParams.get('id');
  return id !== null && /^\d{1,20}$/.test(id) ? id : null;
}

/** A SKU's label when the page lost its property markup: Tmall's SKU name, else the seller's value labels. */
function fallbackLabel(state: TaobaoState): (pvs: readonly string[]) => string | null {
  return (pvs) => {
    const named = state.skuNames.get(pvsKey(pvs));
    if (named !== undefined) return named;
    const labels = pvs.flatMap((pv) => state.memo.get(pv) ?? []);
    return labels.length === pvs.length && labels.length > 0 ? labels.join(' / ') : null;
  };
}

function images(state: TaobaoState, page: Page, thumbs: () => string[]): string[] {
  const embedded = state.images
    .map((url) => page.absolute(url))
    .filter((url): url is string => url !== null)
    .map(fullSizeImage);
  return embedded.length > 0 ? embedded : thumbs();
}

/**
 * Taobao and Tmall item pages (PC, as saved from a browser): title, CNY SKU prices from `skuMap` with the page's sale
 * properties, gallery (`auctionImages` / `propertyPics.default`, else the thumbnails), stated postage.
 */
export const taobaoAdapter: SiteAdapter = {
  id: 'taobao',
  displayName: '타오바오·티몰',
  matchesHost: (host) => hosts.has(host),
  matchesPage: hasItemState,
  extract(page): AdapterResult {
    const state = itemState(page) ?? emptyState;
    const index = taobaoIndex(page);
    const skus = taobaoSkus(state.skuMap, saleProps(index), fallbackLabel(state));
    const shown = shownPrice(index);
    const base = skus.salePrice ?? shown.salePrice;
    const promo = promoPrice(index);
    // A shown promotion applies to the SKU prices alike (per-SKU promotions come from a request the page makes).
    const onPromo = promo !== null && base !== null && promo < base;
    const fields: PartialFields = {
      name: itemTitle(index) ?? state.name ?? titleWithoutSite(page),
      brand: state.brand,
      salePrice: onPromo ? promo : base,
      originalPrice: onPromo ? base : null,
      priceRange: onPromo ? null : (skus.priceRange ?? shown.priceRange),
      // Always CNY, also without a price of our own: a price another extractor fills in is CNY too.
      currency: 'CNY',
      images: images(state, page, () => thumbImages(index, page)),
      options: skus.options,
      ...postage(index),
      supplierItemId: urlItemId(page) ?? state.itemId,
      seller: state.seller,
    };
    return { fields };
  },
};
