import { productsOfStyle } from '../shop/catalogue.ts';
import type { ShopProduct } from '../shop/catalogue-types.ts';
import { absoluteUrl, type PageContext, renderDetailHtml } from '../shop/html.ts';
import { stableHash } from '../shop/product-images.ts';
import { deliveryGroup, domePriceValue, selectOptValue, supplyPriceOf } from './item-extras.ts';

/** One category level as getItemView names it: `01_02_00_00_00`-style code, name and depth. */
interface CategoryLevel {
  code: string;
  name: string;
  depth: number;
}

/** The items the Open API knows: the demo shop's 도매꾹-style catalogue, so item numbers match the shop's pages. */
export function domeggookApiItems(): ShopProduct[] {
  return productsOfStyle('domeggook');
}

/** Stable category codes: each level numbered by first appearance among the catalogue's paths. */
function categoryLevels(product: ShopProduct, catalogue: readonly ShopProduct[]): CategoryLevel[] {
  const numbers: number[] = [];
  return product.category.map((name, level) => {
    const prefix = product.category.slice(0, level).join('>');
    const siblings = [
      ...new Set(
        catalogue
          .filter((other) => other.category.slice(0, level).join('>') === prefix)
          .map((other) => other.category[level]),
      ),
    ];
    numbers.push(siblings.indexOf(name) + 1);
    const parts = [0, 1, 2, 3, 4].map((i) => String(numbers[i] ?? 0).padStart(2, '0'));
    return { code: parts.join('_'), name, depth: level + 1 };
  });
}

function categoryGroup(product: ShopProduct, catalogue: readonly ShopProduct[]): Record<string, unknown> {
  const levels = categoryLevels(product, catalogue);
  const current = levels.at(-1) ?? { code: '00_00_00_00_00', name: '', depth: 0 };
  return { parents: { elem: levels.slice(0, -1) }, current };
}

function dateOf(product: ShopProduct, days: number): string {
  const day = (Number(product.siteNo) % 27) + 1;
  const start = Date.UTC(2025, 2, day, 0, 0, 0) + days * 86_400_000;
  return new Date(start).toISOString().replace('T', ' ').slice(0, 19);
}

/**
 * The `domeggook` object getItemView answers for one item, in the documented groups (basis, price, qty, deli,
 * thumb, desc, selectOpt, seller, detail, category, return) plus channel/benefits as public clients see them.
 * Numbers come as numbers or strings depending on the field, as the real API mixes them.
 */
export function domeggookItemView(
  product: ShopProduct,
  shop: PageContext,
  status: '판매중' | '판매종료' = '판매중',
): Record<string, unknown> {
  const image = (path: string) => absoluteUrl(shop, path);
  const thumb = product.images.thumbs[0] ?? product.images.main;
  const catalogue = domeggookApiItems();
  const reuse = product.imageReuseAllowed;
  const selectOpt = selectOptValue(product);
  return {
    basis: {
      no: Number(product.siteNo),
      status,
      title: product.name,
      keywords: { kw: product.searchTags },
      section: '일반판매',
      nego: 'disable',
      adult: false,
      dateStart: dateOf(product, 0),
      dateEnd: dateOf(product, 365),
      dateReg: dateOf(product, -3),
      secretItem: 'n',
      tax: '과세상품',
    },
    price: {
      dome: domePriceValue(product.tiers, product.salePrice),
      supply: supplyPriceOf(product),
      resale: { Recommand: product.listPrice },
    },
    qty: {
      inventory: String(product.stock),
      domeMoq: String(product.tiers[0]?.minQuantity ?? 1),
      domeUnit: 1,
      supplyUnit: 1,
    },
    deli: deliveryGroup(product.delivery),
    channel: { dome: 'y', supply: 'y' },
    thumb: {
      small: image(thumb),
      large: image(product.images.main),
      original: image(product.images.main),
      smallPng: image(thumb),
      largePng: image(product.images.main),
      hash: stableHash(`domeggook:${product.siteNo}`),
    },
    desc: {
      license: {
        usable: reuse ? 'Y' : 'N',
        msg: reuse ? '상세설명 이미지를 사용할 수 있습니다.' : '상세설명 이미지의 사용을 허용하지 않습니다.',
      },
      contents: {
        item: renderDetailHtml(product, shop, absoluteUrl),
        deli: '<p>평일 오후 2시 이전 주문은 당일 출고됩니다.</p>',
        event: '',
      },
    },
    ...(selectOpt === undefined ? {} : { selectOpt }),
    seller: {
      id: `seller${stableHash(product.shopName, 6)}`,
      nick: product.shopName,
      type: '사업자',
      rank: '파워셀러',
      good: 'y',
      global: 'n',
      score: { avg: '98%', cnt: 120 },
      company: { name: product.manufacturer },
    },
    detail: {
      country: product.origin,
      manufacturer: product.manufacturer,
      model: product.model,
      size: '',
      weight: '',
      infoDuty: {
        type: '기타 재화',
        item: [
          { type: 'item', name: '품명 및 모델명', desc: `${product.name} / ${product.model}` },
          { type: 'item', name: '제조국', desc: product.origin },
          { type: 'item', name: '제조자(수입자)', desc: product.manufacturer },
        ],
      },
    },
    category: categoryGroup(product, catalogue),
    return: {
      deliAmt: product.delivery.returnFee ?? Math.max(product.delivery.fee, 3000),
      deliAmtDouble: 'n',
    },
    benefits: { sellerPoint: { type: 'none' } },
  };
}
