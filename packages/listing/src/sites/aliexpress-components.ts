import { isRecord, pathOf, stringOf } from '../embedded-json.ts';
import { cleanTitle } from '../generic/title.ts';
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
} from './aliexpress-parts.ts';

function component(data: JsonObject, name: string): JsonObject {
  const value = data[name];
  return isRecord(value) ? value : {};
}

function urls(list: unknown, page: Page): string[] {
  if (!Array.isArray(list)) return [];
  return list.map((url) => page.absolute(stringOf(url))).filter((url): url is string => url !== null);
}

/** Category names when the component carries them (its exact shape varies; ids alone are not useful). */
function categoryPath(category: JsonObject): string[] {
  return [category.topCategoryName, category.secondLevelCategoryName]
    .map((name) => cleanText(name))
    .filter((name): name is string => name !== null);
}

/** True when `runParams.data` uses the 2023 component names. */
export function isComponentLayout(data: JsonObject): boolean {
  return isRecord(data.productInfoComponent) || isRecord(data.priceComponent);
}

/** Maps the 2023-era components (`productInfoComponent`, `priceComponent`, `skuComponent`, …) to product fields. */
export function aliExpressComponentFields(data: JsonObject, page: Page): PartialFields {
  const info = component(data, 'productInfoComponent');
  const price = component(data, 'priceComponent');
  const skus = aliExpressSkus(pathOf(data, 'skuComponent', 'productSKUPropertyList'), price.skuPriceList);
  const props = aliExpressProps(pathOf(data, 'productPropComponent', 'props'));
  return {
    name: cleanText(info.subject) ?? cleanTitle(stringOf(pathOf(data, 'metaDataComponent', 'title'))),
    brand: propValue(props, brandLabels),
    ...aliExpressPrices({
      saleMin: pathOf(price, 'discountPrice', 'minActivityAmount'),
      saleMax: pathOf(price, 'discountPrice', 'maxActivityAmount'),
      listMin: pathOf(price, 'origPrice', 'minAmount'),
      pageCurrency: pathOf(data, 'currencyComponent', 'currencyCode'),
      skus,
    }),
    images: urls(pathOf(data, 'imageComponent', 'imagePathList'), page),
    options: skus.options,
    category: categoryPath(component(data, 'categoryComponent')),
    ...aliExpressFreight(data.webGeneralFreightCalculateComponent),
    supplierItemId: stringOf(info.idStr) ?? stringOf(info.id),
    seller: cleanText(pathOf(data, 'sellerComponent', 'storeName')),
    origin: propValue(props, originLabels),
    notices: props,
  };
}
