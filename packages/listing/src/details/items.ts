import { type ProductImage, type ProductItem, productDetailsLimits } from '@ollida/contracts/product-details';
import type { OptionVariant, SourceProduct } from '../source-product.ts';
import { toStock, toWon } from './amounts.ts';
import { cutAtWord, cutText, toMarketplaceText } from './marketplace-text.ts';
import { baseSalePriceOf, type PageMoney, pageAmount } from './page-money.ts';

/** What every item shares: the product's base prices, stock rule, pictures and tags. */
export interface ItemDefaults {
  /** The product's name, used as the item name when it has no options. */
  productName: string;
  /** Stock when the source does not say. */
  defaultStock: number;
  images: readonly ProductImage[];
  searchTags: readonly string[];
  /** The page's currency: absent or won as it is; a foreign one converted (items keep their page amounts). */
  money?: PageMoney;
}

const attributeLength = 50;

/** Price notes sellers put into option values ("블랙 (+2,000원)", "XL [품절]"): the delta and sold-out flag say it. */
const optionNotes = /[([]\s*(?:[+-]\s*[\d,.]+\s*원?|품절|일시품절)\s*[)\]]/g;

function optionText(raw: string, max: number): string {
  return cutAtWord(toMarketplaceText(raw.replace(optionNotes, ' ')), max);
}

/**
 * More than 200 variants: sold-out ones are dropped first, then the tail, so the kept items stay in source order and
 * as many buyable combinations as possible survive.
 */
function keptVariants(variants: readonly OptionVariant[]): OptionVariant[] {
  const limit = productDetailsLimits.items;
  if (variants.length <= limit) return [...variants];
  const kept = new Set<number>();
  variants.forEach((variant, index) => {
    if (!variant.soldOut && kept.size < limit) kept.add(index);
  });
  variants.forEach((variant, index) => {
    if (variant.soldOut && kept.size < limit) kept.add(index);
  });
  return variants.filter((_, index) => kept.has(index));
}

/**
 * Appends " (2)", " (3)"… until the name is unused (compared case-insensitively), keeping within `max`; returns the
 * suffix it added ('' when none).
 */
function uniqueName(name: string, used: Set<string>, max: number): { itemName: string; suffix: string } {
  let itemName = name;
  let suffix = '';
  for (let copy = 2; used.has(itemName.toLowerCase()); copy += 1) {
    suffix = ` (${copy})`;
    itemName = `${cutText(name, max - suffix.length)}${suffix}`;
  }
  used.add(itemName.toLowerCase());
  return { itemName, suffix };
}

function attributesOf(groups: readonly string[], values: readonly string[]): ProductItem['attributes'] {
  const attributes: ProductItem['attributes'] = [];
  values.slice(0, 10).forEach((raw, index) => {
    const value = optionText(raw, attributeLength);
    if (value === '') return;
    const group = optionText(groups[index] ?? '', attributeLength);
    attributes.push({
      attributeTypeName: group === '' ? `옵션${index + 1}` : group,
      attributeValueName: value,
    });
  });
  return attributes;
}

/** Gives a renamed duplicate's last value the same suffix: Coupang refuses two items with the same values. */
function distinguish(attributes: ProductItem['attributes'], suffix: string): ProductItem['attributes'] {
  const last = attributes.at(-1);
  if (suffix === '' || last === undefined) return attributes;
  const value = `${cutText(last.attributeValueName, attributeLength - suffix.length)}${suffix}`;
  return [...attributes.slice(0, -1), { ...last, attributeValueName: value }];
}

/**
 * One item per option variant (or one named after the product): name = option values joined " / " and made unique,
 * price = base + delta clamped to the marketplace range, stock from the variant or the default, 0 when sold out.
 */
export function buildItems(source: SourceProduct, defaults: ItemDefaults): ProductItem[] {
  const baseSale = baseSalePriceOf(source);
  const baseOriginal = Math.max(source.originalPrice ?? baseSale, baseSale);
  const soldOut = source.soldOut === true;
  const common = { searchTags: [...defaults.searchTags], images: [...defaults.images] };
  const { money } = defaults;
  const priced = (delta: number): Pick<ProductItem, 'salePrice' | 'originalPrice' | 'foreignPrice'> => {
    if (money?.foreignPrice) {
      // Each option's own amount is converted (base + delta at the rate), not the base and the delta apart.
      const sale = pageAmount(baseSale + delta);
      const original = Math.max(pageAmount(baseOriginal + delta), sale);
      const salePrice = money.won(sale);
      return {
        salePrice,
        originalPrice: Math.max(money.won(original), salePrice),
        foreignPrice: { salePrice: sale, originalPrice: original },
      };
    }
    const salePrice = toWon(baseSale + delta);
    return { salePrice, originalPrice: Math.max(toWon(baseOriginal + delta), salePrice) };
  };

  if (source.options === null) {
    const stock = soldOut ? 0 : toStock(source.stock ?? defaults.defaultStock);
    return [{ itemName: defaults.productName, ...priced(0), stock, attributes: [], ...common }];
  }

  const { groups } = source.options;
  const used = new Set<string>();
  const maxName = productDetailsLimits.itemNameLength;
  return keptVariants(source.options.variants).map((variant, index) => {
    const joined = variant.values
      .map((value) => optionText(value, maxName))
      .filter((value) => value !== '')
      .join(' / ');
    const base = joined === '' ? `옵션 ${index + 1}` : cutAtWord(joined, maxName);
    const { itemName, suffix } = uniqueName(base, used, maxName);
    const stock = soldOut || variant.soldOut ? 0 : toStock(variant.stock ?? defaults.defaultStock);
    const attributes = distinguish(attributesOf(groups, variant.values), suffix);
    return { itemName, ...priced(variant.priceDelta), stock, attributes, ...common };
  });
}
