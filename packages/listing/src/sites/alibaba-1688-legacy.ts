import { assignedJson, isRecord, parseJsonSafe, stringOf } from '../embedded-json.ts';
import type { Page } from '../page.ts';
import { decodeEntities } from '../text.ts';
import { fullSizeImage } from './alibaba-1688-images.ts';
import type { OfferState } from './alibaba-1688-state.ts';
import { descendants, hasClass, indexElements, textOf } from './shop-dom.ts';

// The 2020-era PC offer page: `var iDetailConfig = {offerid:'…', isRangePriceSku:'true', …}` (single-quoted JS) and
// `var iDetailData = {sku: {priceRange: [[beginAmount, price]], skuProps: […], skuMap: {"黑色&gt;S": {…}}}}` (bare keys,
// JSON values), title in `#mod-detail-title h1.d-title`, gallery in `#dt-tab li.tab-trigger[data-imgs]`.

/** A single-quoted `key:'value'` of the iDetailConfig literal (short script, no nesting). */
function configValue(script: string, key: string): string | null {
  const match = new RegExp(`\\b${key}\\s*:\\s*'([^'\\n]{0,200})'`).exec(script);
  return match?.[1] ?? null;
}

/** `[[beginAmount, price], …]` as the mobile page's `skuRangePrices` rows. */
function rangeRows(value: unknown): { beginAmount: unknown; price: unknown }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((row) =>
    Array.isArray(row) && row.length >= 2 ? [{ beginAmount: row[0], price: row[1] }] : [],
  );
}

/** Gallery `li.tab-trigger[data-imgs='{"preview": …, "original": …}']` inside `#dt-tab`, full size, in order. */
function galleryImages(page: Page, tab: Parameters<typeof descendants>[0]): string[] {
  return descendants(tab, (element) => hasClass(element, 'tab-trigger'))
    .map((element) => {
      const data = parseJsonSafe(decodeEntities(element.attribs['data-imgs'] ?? ''));
      const url = isRecord(data) ? (stringOf(data.original) ?? stringOf(data.preview)) : null;
      const absolute = page.absolute(url);
      return absolute === null ? null : fullSizeImage(absolute);
    })
    .filter((url): url is string => url !== null);
}

/** `og:product:nick` = "name=公司名; url=//shop….1688.com". */
function sellerOf(page: Page): string | null {
  const nick = page.meta('og:product:nick');
  const match = nick === null ? null : /(?:^|;)\s*name=([^;]+)/.exec(nick);
  return match?.[1]?.trim() || null;
}

/** The 2020 PC page mapped onto the mobile state shape; null unless it carries `iDetailData.sku`. */
export function legacyOfferState(page: Page): OfferState | null {
  const script = page.scripts().find((item) => item.text.includes('iDetailData'))?.text;
  if (script === undefined) return null;
  const start = script.indexOf('iDetailData');
  const data = script.slice(start);
  const skuProps = assignedJson(data, 'skuProps');
  const skuMap = assignedJson(data, 'skuMap');
  const priceRange = assignedJson(data, 'priceRange');
  const config = page
    .scripts()
    .find((item) => item.text.includes('iDetailConfig') && item.text.includes('offerid'))?.text;
  if (config === undefined) return null;
  const rangePriced = configValue(config, 'isRangePriceSku');
  const index = indexElements(page, { ids: ['mod-detail-title', 'dt-tab'] });
  const title = descendants(index.byId.get('mod-detail-title'), (element) => element.name === 'h1')[0];
  return {
    globalData: {
      tempModel: { offerId: configValue(config, 'offerid') },
      skuModel: { skuProps, skuInfoMap: skuMap },
      orderParamModel: {
        orderParam: {
          skuParam: {
            // isRangePriceSku 'false': SKUs carry their own prices and the range is not a quantity ladder.
            skuPriceType: rangePriced === 'false' ? 'skuPrice' : 'rangePrice',
            skuRangePrices: rangeRows(priceRange),
          },
        },
      },
    },
    payloads: [],
    attributes: [],
    name: textOf(title) ?? page.meta('og:title'),
    images: galleryImages(page, index.byId.get('dt-tab')),
    seller: sellerOf(page),
  };
}
