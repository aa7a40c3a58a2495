import type { JsonState } from '../state/json-state.ts';
import { findCategory } from './categories.ts';
import type { CheckedProduct } from './product-validation.ts';
import { CoupangSandboxError } from './wire.ts';

/** The lifecycle the sandbox models: saved, waiting for approval, then approved or denied on the clock. */
export type SandboxProductStatus = 'SAVED' | 'APPROVING' | 'APPROVED' | 'DENIED';

/** Coupang's Korean `statusName` for each state. */
export const STATUS_NAMES: Record<SandboxProductStatus, string> = {
  SAVED: '임시저장',
  APPROVING: '승인대기중',
  APPROVED: '승인완료',
  DENIED: '승인반려',
};

// Words Coupang's review refuses (counterfeits); a product named with one ends 승인반려 instead of 승인완료.
const deniedWords = ['가품', '레플리카', '이미테이션'];

/** A created product as persisted in the sandbox state file. */
export interface StoredProduct {
  sellerProductId: number;
  vendorId: string;
  body: Record<string, unknown>;
  displayCategoryCode: number;
  sellerProductName: string;
  createdAt: number;
  status: SandboxProductStatus;
  approvalDueAt: number | null;
  approvedAt: number | null;
  /** Assigned only at approval, as on Coupang. */
  productId: number | null;
  items: { sellerProductItemId: number; vendorItemId: number | null }[];
}

/** The persisted part of the sandbox. */
export interface CoupangSandboxState {
  nextSequence: number;
  products: StoredProduct[];
}

/** Fresh state: ids start where real ones of the same length would. */
export function initialCoupangState(): CoupangSandboxState {
  return { nextSequence: 1, products: [] };
}

/** Products per vendor, with the clock-driven move from 승인대기중 to 승인완료. */
export class ProductStore {
  constructor(
    private readonly state: JsonState<CoupangSandboxState>,
    private readonly now: () => number,
    private readonly approvalDelayMs: number,
  ) {}

  private sequence(): number {
    const value = this.state.value.nextSequence;
    this.state.value.nextSequence = value + 1;
    return value;
  }

  private settle(product: StoredProduct): StoredProduct {
    if (
      product.status !== 'APPROVING' ||
      product.approvalDueAt === null ||
      this.now() < product.approvalDueAt
    ) {
      return product;
    }
    if (deniedWords.some((word) => product.sellerProductName.includes(word))) {
      product.status = 'DENIED';
    } else {
      product.status = 'APPROVED';
      product.approvedAt = product.approvalDueAt;
      product.productId = 8_200_000_000 + product.sellerProductId - 14_300_000_000;
      for (const [index, item] of product.items.entries()) {
        item.vendorItemId = 89_000_000_000 + (product.sellerProductId - 14_300_000_000) * 100 + index;
      }
    }
    this.state.changed();
    return product;
  }

  /** Stores a checked create request; `requested: true` starts the approval clock at once. */
  create(vendorId: string, checked: CheckedProduct): StoredProduct {
    const sequence = this.sequence();
    const createdAt = this.now();
    const items = Array.isArray(checked.body.items) ? checked.body.items : [];
    const product: StoredProduct = {
      sellerProductId: 14_300_000_000 + sequence,
      vendorId,
      body: checked.body,
      displayCategoryCode: checked.category.code,
      sellerProductName: checked.sellerProductName,
      createdAt,
      status: checked.requested ? 'APPROVING' : 'SAVED',
      approvalDueAt: checked.requested ? createdAt + this.approvalDelayMs : null,
      approvedAt: null,
      productId: null,
      items: items.map((_, index) => ({
        sellerProductItemId: 3_100_000_000 + sequence * 100 + index,
        vendorItemId: null,
      })),
    };
    this.state.value.products.push(product);
    this.state.changed();
    return this.settle(product);
  }

  /** One of the vendor's products, brought up to date with the clock. */
  find(vendorId: string, sellerProductId: number): StoredProduct | undefined {
    const product = this.state.value.products.find(
      (candidate) => candidate.vendorId === vendorId && candidate.sellerProductId === sellerProductId,
    );
    return product && this.settle(product);
  }

  /** 임시저장 → 승인대기중; any other state is refused as Coupang does. */
  requestApproval(vendorId: string, sellerProductId: number): StoredProduct {
    const product = this.find(vendorId, sellerProductId);
    if (!product) {
      throw new CoupangSandboxError(400, 'product', `업체상품[${sellerProductId}]이 존재하지 않습니다.`);
    }
    if (product.status !== 'SAVED') {
      throw new CoupangSandboxError(
        400,
        'product',
        `업체상품[${sellerProductId}]은 '${STATUS_NAMES[product.status]}' 상태라서 승인요청을 할 수 없습니다. 승인요청은 '임시저장' 상태에서만 가능합니다.`,
      );
    }
    product.status = 'APPROVING';
    product.approvalDueAt = this.now() + this.approvalDelayMs;
    this.state.changed();
    return this.settle(product);
  }

  /** The vendor's approved products, which the order generator sells. */
  approvedFor(vendorId: string): StoredProduct[] {
    return this.state.value.products
      .filter((product) => product.vendorId === vendorId)
      .map((product) => this.settle(product))
      .filter((product) => product.status === 'APPROVED');
  }
}

/** The GET view: the create body plus Coupang's own fields; ids stay null until approval. */
export function productView(product: StoredProduct) {
  const category = findCategory(product.displayCategoryCode);
  const approved = product.status === 'APPROVED';
  const items = Array.isArray(product.body.items) ? product.body.items : [];
  return {
    ...product.body,
    sellerProductId: product.sellerProductId,
    statusName: STATUS_NAMES[product.status],
    displayCategoryCode: product.displayCategoryCode,
    categoryId: product.displayCategoryCode + 1_000_000,
    productId: product.productId,
    mdId: 'sandbox.md',
    mdName: '샌드박스 MD',
    contributorType: 'VENDOR',
    exchangeType: 'EXCHANGE',
    bundlePackingDelivery: 0,
    items: items.map((raw, index) => {
      const item = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
      const ids = product.items[index];
      const salePrice = Number(item.salePrice ?? 0);
      const images = Array.isArray(item.images) ? item.images : [];
      const given = Array.isArray(item.attributes) ? (item.attributes as Record<string, unknown>[]) : [];
      const recommended = approved
        ? (category?.attributes ?? [])
            .filter(
              (meta) => !given.some((attribute) => attribute.attributeTypeName === meta.attributeTypeName),
            )
            .map((meta) => ({
              attributeTypeName: meta.attributeTypeName,
              attributeValueName: '',
              exposed: meta.exposed,
            }))
        : [];
      return {
        ...item,
        sellerProductItemId: ids?.sellerProductItemId ?? null,
        vendorItemId: ids?.vendorItemId ?? null,
        supplyPrice: Math.round(salePrice * 0.892),
        saleAgentCommission: 10.8,
        bestPriceGuaranteed3P: false,
        images: images.map((image, position) => ({
          ...(typeof image === 'object' && image !== null ? image : {}),
          cdnPath: `vendor_inventory/sandbox/${product.sellerProductId}/${index}-${position}.jpg`,
        })),
        attributes: [...given, ...recommended],
      };
    }),
  };
}
