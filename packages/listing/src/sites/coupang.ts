import type { AdapterResult, SiteAdapter } from '../adapter.ts';
import { cleanTitle } from '../generic/title.ts';
import type { Page } from '../page.ts';
import type { PartialFields } from '../source-product.ts';
import { cleanText } from '../text.ts';
import { coupangDomFields } from './coupang-dom.ts';
import { coupangSdp, coupangSdpFields } from './coupang-sdp.ts';

const homeCrumbs = new Set(['쿠팡 홈', '쿠팡홈', '홈', 'HOME', 'Home']);

/** Breadcrumb `#breadcrumb a` without the home link. */
function breadcrumb(page: Page): string[] {
  return page
    .$('#breadcrumb a')
    .toArray()
    .map((link) => cleanText(page.$(link).text()))
    .filter((crumb): crumb is string => crumb !== null && !homeCrumbs.has(crumb));
}

/** Fields every Coupang page generation shares: og tags, breadcrumb, brand link, the product number in the URL. */
function pageFields(page: Page): PartialFields {
  const image = page.absolute(page.meta('og:image'));
  const productNumber = /\/v[pm]\/products\/(\d+)/.exec(page.url.pathname)?.[1] ?? null;
  return {
    name: cleanTitle(page.meta('og:title'), ['쿠팡!', '쿠팡']),
    images: image === null ? [] : [image],
    category: breadcrumb(page),
    brand: cleanText(page.$('a.prod-brand-name').first().text()),
    supplierItemId: productNumber,
  };
}

/** Fills each field of `primary` that is empty from `fallback`. */
function withFallback(primary: PartialFields, fallback: PartialFields): PartialFields {
  const merged: PartialFields = { ...fallback };
  for (const [key, value] of Object.entries(primary)) {
    const isEmpty = value === null || value === undefined || (Array.isArray(value) && value.length === 0);
    if (!isEmpty) Object.assign(merged, { [key]: value });
  }
  return merged;
}

/** Coupang product pages: inline `exports.sdp` (2020-era), else the 2025 markup, with og tags as fallback. */
export const coupangAdapter: SiteAdapter = {
  id: 'coupang',
  displayName: '쿠팡',
  matchesHost: (host) => host === 'coupang.com',
  matchesPage: (page) => coupangSdp(page) !== null,
  extract(page): AdapterResult {
    const sdp = coupangSdp(page);
    const own = sdp === null ? coupangDomFields(page) : coupangSdpFields(sdp, page);
    return { fields: withFallback(own, pageFields(page)) };
  },
};
