import { isRecord, pathOf, stringOf } from '../embedded-json.ts';
import type { Page } from '../page.ts';
import type { PartialFields } from '../source-product.ts';
import { cleanText } from '../text.ts';
import {
  aliExpressFreight,
  aliExpressPrices,
  aliExpressProps,
  aliExpressSkus,
  brandLabels,
  type JsonObject,
  originLabels,
  propValue,
  records,
} from './aliexpress-parts.ts';

const rootCrumbs = new Set(['home', 'all categories', '홈', '전체 카테고리']);

function module(data: JsonObject, name: string): JsonObject {
  const value = data[name];
  return isRecord(value) ? value : {};
}

/** Breadcrumb `crossLinkModule.breadCrumbPathList[{name}]` without the home / all-categories links. */
function breadcrumb(data: JsonObject): string[] {
  return records(pathOf(data, 'crossLinkModule', 'breadCrumbPathList'))
    .map((crumb) => cleanText(crumb.name))
    .filter((name): name is string => name !== null && !rootCrumbs.has(name.toLowerCase()));
}

/** True when `runParams.data` uses the pre-2022 module names. */
export function isModuleLayout(data: JsonObject): boolean {
  return isRecord(data.titleModule) || isRecord(data.priceModule);
}

/** Maps the pre-2022 modules (`titleModule`, `imageModule`, `priceModule`, `skuModule`, …) to product fields. */
export function aliExpressModuleFields(data: JsonObject, page: Page): PartialFields {
  const price = module(data, 'priceModule');
  const sku = module(data, 'skuModule');
  const skus = aliExpressSkus(sku.productSKUPropertyList, sku.skuPriceList);
  const props = aliExpressProps(pathOf(data, 'specsModule', 'props'));
  const images = pathOf(data, 'imageModule', 'imagePathList');
  return {
    name: cleanText(pathOf(data, 'titleModule', 'subject')),
    brand: propValue(props, brandLabels),
    ...aliExpressPrices({
      saleMin: price.minActivityAmount,
      saleMax: price.maxActivityAmount,
      listMin: price.minAmount,
      pageCurrency: pathOf(data, 'commonModule', 'currencyCode'),
      skus,
    }),
    images: Array.isArray(images)
      ? images.map((url) => page.absolute(stringOf(url))).filter((url): url is string => url !== null)
      : [],
    options: skus.options,
    category: breadcrumb(data),
    ...aliExpressFreight(pathOf(data, 'shippingModule', 'generalFreightInfo')),
    supplierItemId:
      stringOf(pathOf(data, 'pageModule', 'productId')) ??
      stringOf(pathOf(data, 'commonModule', 'productId')),
    seller: cleanText(pathOf(data, 'storeModule', 'storeName')),
    origin: propValue(props, originLabels),
    notices: props,
  };
}
