import { JsonState } from '../state/json-state.ts';
import type { OptionVariant, ShopProduct } from './catalogue-types.ts';

/** What the shop admin changed on one option (variant), addressed by its values joined with " / ". */
interface OptionChange {
  stock?: number;
  priceDelta?: number;
}

/** What the shop admin changed on one product; absent fields keep the catalogue's value. */
interface ProductChange {
  price?: number;
  stock?: number;
  soldOut?: boolean;
  removed?: boolean;
  options?: Record<string, OptionChange>;
}

interface SupplierDocument {
  products: Record<string, ProductChange>;
}

/** One change request from the admin API or page, in its wire names. */
export interface SupplierPatch {
  price?: number;
  stock?: number;
  sold_out?: boolean;
  removed?: boolean;
  /** The option's values joined with " / " (e.g. `블랙 / M`); the other fields then apply to that option. */
  option?: string;
  /** Drops every change of the product: back to the catalogue. */
  reset?: boolean;
}

/** A refused change; `message` is Korean and safe to show. */
export class SupplierPatchError extends Error {}

/** Stock an option or product gets back when it is restocked without a number. */
const RESTOCK_DEFAULT = 100;
export const SUPPLIER_LIMITS = { maxPrice: 100_000_000, maxStock: 1_000_000 } as const;

export function optionName(variant: OptionVariant): string {
  return variant.values.join(' / ');
}

function normalizedOptionName(value: string): string {
  return value
    .split('/')
    .map((part) => part.trim())
    .join(' / ');
}

function checkWhole(value: number | undefined, label: string, max: number): void {
  if (value === undefined) return;
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new SupplierPatchError(
      `${label}은(는) 0 이상 ${max.toLocaleString('ko-KR')} 이하의 정수여야 합니다.`,
    );
  }
}

function applyOptions(product: ShopProduct, change: ProductChange): ShopProduct['options'] {
  const options = product.options;
  if (options === undefined || change.options === undefined) return options;
  const changes = change.options;
  return {
    groups: options.groups,
    variants: options.variants.map((variant) => {
      const own = changes[optionName(variant)];
      return own === undefined
        ? variant
        : { ...variant, stock: own.stock ?? variant.stock, priceDelta: own.priceDelta ?? variant.priceDelta };
    }),
  };
}

function applyChange(product: ShopProduct, change: ProductChange): ShopProduct {
  const salePrice = change.price ?? product.salePrice;
  const shift = salePrice - product.salePrice;
  const options = applyOptions(product, change);
  const stock =
    options === undefined
      ? (change.stock ?? product.stock)
      : options.variants.reduce((sum, variant) => sum + variant.stock, 0);
  const stockChanged = stock !== product.stock;
  const soldOut = change.soldOut ?? (stockChanged ? stock === 0 : product.soldOut);
  return {
    ...product,
    salePrice,
    listPrice: Math.max(product.listPrice, salePrice),
    tiers: product.tiers.map((tier) => ({ ...tier, unitPrice: Math.max(10, tier.unitPrice + shift) })),
    options,
    stock: soldOut && options === undefined ? 0 : stock,
    soldOut,
  };
}

/**
 * The demo supplier's live state: what the shop admin changed on top of the static catalogue (price, stock, sold
 * out, removed pages, options). The shop pages and the 도매꾹 and 오너클랜 stand-ins read products through it, so a
 * change shows everywhere; with a file it survives restarts.
 */
export class SupplierState {
  private readonly state: JsonState<SupplierDocument>;

  constructor(file?: string) {
    this.state = new JsonState<SupplierDocument>(file, () => ({ products: {} }));
  }

  /** The product as the supplier sells it now; undefined when its page was removed. */
  current(product: ShopProduct): ShopProduct | undefined {
    const change = this.state.value.products[product.id];
    if (change === undefined) return product;
    if (change.removed === true) return undefined;
    return applyChange(product, change);
  }

  /** Applies one change to `product` (the catalogue entry) and answers the product as it is now. */
  change(product: ShopProduct, patch: SupplierPatch): ShopProduct | undefined {
    checkWhole(patch.price, '가격', SUPPLIER_LIMITS.maxPrice);
    checkWhole(patch.stock, '재고', SUPPLIER_LIMITS.maxStock);
    if (patch.price === 0) throw new SupplierPatchError('가격은 0원보다 커야 합니다.');
    const products = this.state.value.products;
    if (patch.reset === true) {
      delete products[product.id];
    } else {
      const next: ProductChange = { ...products[product.id] };
      if (patch.option === undefined) this.changeProduct(product, next, patch);
      else this.changeOption(product, next, patch, patch.option);
      products[product.id] = next;
    }
    this.state.changed();
    return this.current(product);
  }

  private changeProduct(product: ShopProduct, next: ProductChange, patch: SupplierPatch): void {
    if (patch.stock !== undefined && product.options !== undefined) {
      throw new SupplierPatchError('옵션이 있는 상품의 재고는 option을 지정해 옵션마다 바꿔 주세요.');
    }
    if (patch.price !== undefined) next.price = patch.price;
    if (patch.removed !== undefined) next.removed = patch.removed;
    if (patch.stock !== undefined) next.stock = patch.stock;
    if (patch.sold_out === true) next.soldOut = true;
    if (patch.sold_out === false) {
      next.soldOut = false;
      if (product.options === undefined && (next.stock ?? product.stock) === 0 && patch.stock === undefined) {
        next.stock = RESTOCK_DEFAULT;
      }
    }
  }

  private changeOption(
    product: ShopProduct,
    next: ProductChange,
    patch: SupplierPatch,
    option: string,
  ): void {
    const name = normalizedOptionName(option);
    const variant = product.options?.variants.find((candidate) => optionName(candidate) === name);
    if (variant === undefined)
      throw new SupplierPatchError(`"${name.slice(0, 100)}" 옵션이 없는 상품입니다.`);
    if (patch.removed !== undefined)
      throw new SupplierPatchError('페이지 삭제는 옵션 없이 상품 전체에만 할 수 있습니다.');
    const own: OptionChange = { ...next.options?.[name] };
    if (patch.price !== undefined) {
      const base = next.price ?? product.salePrice;
      if (patch.price < base) {
        throw new SupplierPatchError(
          `옵션 가격은 기본가 ${base.toLocaleString('ko-KR')}원보다 낮을 수 없습니다.`,
        );
      }
      own.priceDelta = patch.price - base;
    }
    if (patch.stock !== undefined) own.stock = patch.stock;
    if (patch.sold_out === true) own.stock = 0;
    if (patch.sold_out === false && patch.stock === undefined && (own.stock ?? variant.stock) === 0) {
      own.stock = variant.stock > 0 ? variant.stock : RESTOCK_DEFAULT;
    }
    next.options = { ...next.options, [name]: own };
    // An option back in stock sells again even when the whole product had been marked sold out.
    if (patch.sold_out === false) next.soldOut = false;
  }

  /** Writes pending changes now (on close). */
  flush(): void {
    this.state.flush();
  }
}
