import type { JsonState } from '../state/json-state.ts';
import { findCategory } from './categories.ts';
import type { DispatchOverride } from './order-dispatch-store.ts';
import { denialReasonOf, type ProductHistoryEntry, REVIEWER } from './product-history.ts';
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

/** An approved option's live sale state, changed by the vendor-item APIs (absent until the first change). */
export interface VendorItemLive {
  onSale: boolean;
  amountInStock: number;
  salePrice: number;
  originalPrice: number;
}

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
  items: { sellerProductItemId: number; vendorItemId: number | null; live?: VendorItemLive }[];
  /** Why the review refused it (승인반려); optional because state files written before it lack it. */
  reason?: string | null;
  /** Review state changes, oldest first; optional for the same reason. */
  history?: ProductHistoryEntry[];
  /** What the review's image download found when the review started (a rejection reason), null when all loaded. */
  imageProblem?: string | null;
  /** A reviewer's own verdict for the review in progress (see `denyInReview`), null when none. */
  reviewerReason?: string | null;
}

/** The persisted part of the sandbox. */
export interface CoupangSandboxState {
  nextSequence: number;
  products: StoredProduct[];
  /** Order sheets the seller acknowledged or shipped; optional because older state files lack it. */
  dispatch?: DispatchOverride[];
}

/** Fresh state: ids start where real ones of the same length would. */
export function initialCoupangState(): CoupangSandboxState {
  return { nextSequence: 1, products: [] };
}

/** Products per vendor, with the clock-driven move from 승인대기중 to 승인완료. */
export class ProductStore {
  /** Verdicts `denyNextReview` queued per vendor, taken by the next reviews in order. */
  private readonly pendingDenials = new Map<string, string[]>();

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

  private record(product: StoredProduct, entry: Omit<ProductHistoryEntry, 'at'> & { at?: number }): void {
    product.history = [...(product.history ?? []), { at: this.now(), ...entry }];
  }

  private startReview(product: StoredProduct, by: string, imageProblem: string | undefined): void {
    product.status = 'APPROVING';
    product.imageProblem = imageProblem ?? null;
    const [denial, ...later] = this.pendingDenials.get(product.vendorId) ?? [];
    this.pendingDenials.set(product.vendorId, later);
    product.reviewerReason = denial ?? null;
    product.approvalDueAt = this.now() + this.approvalDelayMs;
    this.record(product, { status: STATUS_NAMES.APPROVING, by, comment: '' });
  }

  private settle(product: StoredProduct): StoredProduct {
    if (
      product.status !== 'APPROVING' ||
      product.approvalDueAt === null ||
      this.now() < product.approvalDueAt
    ) {
      return product;
    }
    const displayName = product.body.displayProductName;
    const reason =
      denialReasonOf(product.sellerProductName, typeof displayName === 'string' ? displayName : undefined) ??
      product.imageProblem ??
      product.reviewerReason ??
      undefined;
    if (reason !== undefined) {
      product.status = 'DENIED';
      product.reason = reason;
    } else {
      product.status = 'APPROVED';
      product.reason = null;
      // A product approved again after a modification keeps its first approval time and its ids.
      product.approvedAt = product.approvedAt ?? product.approvalDueAt;
      product.productId = product.productId ?? 8_200_000_000 + product.sellerProductId - 14_300_000_000;
      for (const [index, item] of product.items.entries()) {
        item.vendorItemId =
          item.vendorItemId ?? 89_000_000_000 + (product.sellerProductId - 14_300_000_000) * 100 + index;
      }
    }
    this.record(product, {
      status: STATUS_NAMES[product.status],
      at: product.approvalDueAt,
      by: REVIEWER,
      comment: reason ?? '',
    });
    this.state.changed();
    return product;
  }

  /**
   * Stores a checked create request; `requested: true` starts the approval clock at once. `imageProblem` is the
   * review's image download verdict, taken by the caller when the review starts (image-download.ts).
   */
  create(vendorId: string, checked: CheckedProduct, imageProblem?: string): StoredProduct {
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
      status: 'SAVED',
      approvalDueAt: null,
      approvedAt: null,
      productId: null,
      items: items.map((_, index) => ({
        sellerProductItemId: 3_100_000_000 + sequence * 100 + index,
        vendorItemId: null,
      })),
      reason: null,
      history: [],
    };
    const by = String(checked.body.vendorUserId ?? vendorId);
    this.record(product, { status: STATUS_NAMES.SAVED, by, comment: '' });
    if (checked.requested) this.startReview(product, by, imageProblem);
    this.state.value.products.push(product);
    this.state.changed();
    return this.settle(product);
  }

  /**
   * A reviewer's verdict no request rule shows (a picture that does not match the product, a look-alike of a brand):
   * the vendor's next review to start ends 승인반려 with `reason`. For tests and demos of rejected listings.
   */
  denyNextReview(vendorId: string, reason: string): void {
    this.pendingDenials.set(vendorId, [...(this.pendingDenials.get(vendorId) ?? []), reason]);
  }

  /** One of the vendor's products, brought up to date with the clock. */
  find(vendorId: string, sellerProductId: number): StoredProduct | undefined {
    const product = this.state.value.products.find(
      (candidate) => candidate.vendorId === vendorId && candidate.sellerProductId === sellerProductId,
    );
    return product && this.settle(product);
  }

  /** 임시저장 → 승인대기중; any other state is refused as Coupang does. */
  requestApproval(vendorId: string, sellerProductId: number, imageProblem?: string): StoredProduct {
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
    this.startReview(product, String(product.body.vendorUserId ?? vendorId), imageProblem);
    this.state.changed();
    return this.settle(product);
  }

  /**
   * `PUT …/seller-products`: replaces the body of a saved, rejected or approved product (its items matched by
   * sellerProductItemId, already checked by the caller; options left out are dropped). A saved or rejected product
   * goes back to 임시저장, or to review when requested; an approved one stays on sale, 승인완료 with its ids.
   */
  modify(
    vendorId: string,
    sellerProductId: number,
    checked: CheckedProduct,
    itemIds: readonly number[],
    imageProblem?: string,
  ): StoredProduct {
    const product = this.find(vendorId, sellerProductId);
    if (!product) {
      throw new CoupangSandboxError(400, 'product', `업체상품[${sellerProductId}]이 존재하지 않습니다.`);
    }
    if (product.status === 'APPROVING') {
      throw new CoupangSandboxError(
        400,
        'product',
        `업체상품[${sellerProductId}]은 '${STATUS_NAMES.APPROVING}' 상태라서 수정할 수 없습니다. 승인 결과가 나온 뒤 수정해 주세요.`,
      );
    }
    const byId = new Map(product.items.map((item) => [item.sellerProductItemId, item]));
    product.items = itemIds.map((id) => byId.get(id) ?? { sellerProductItemId: id, vendorItemId: null });
    product.body = checked.body;
    product.displayCategoryCode = checked.category.code;
    product.sellerProductName = checked.sellerProductName;
    const by = String(checked.body.vendorUserId ?? vendorId);
    if (product.status === 'APPROVED') {
      this.record(product, { status: STATUS_NAMES.APPROVED, by, comment: '상품 정보 수정' });
      this.state.changed();
      return product;
    }
    product.status = 'SAVED';
    product.approvalDueAt = null;
    product.reason = null;
    this.record(product, { status: STATUS_NAMES.SAVED, by, comment: '상품 정보 수정' });
    if (checked.requested) this.startReview(product, by, imageProblem);
    this.state.changed();
    return this.settle(product);
  }

  /** Every product the vendor created, oldest first (what a fault test counts to prove nothing was listed twice). */
  createdBy(vendorId: string): readonly StoredProduct[] {
    return this.state.value.products.filter((product) => product.vendorId === vendorId);
  }

  /**
   * The vendor's option with this `vendorItemId` (assigned at approval) and its live state, created from the create
   * body on first use; undefined for an unknown id or another vendor's.
   */
  vendorItem(
    vendorId: string,
    vendorItemId: number,
  ): { product: StoredProduct; live: VendorItemLive } | undefined {
    for (const product of this.state.value.products) {
      if (product.vendorId !== vendorId) continue;
      this.settle(product);
      const index = product.items.findIndex((item) => item.vendorItemId === vendorItemId);
      const item = product.items[index];
      if (item === undefined) continue;
      const raw = Array.isArray(product.body.items) ? product.body.items[index] : undefined;
      const body = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
      item.live ??= {
        onSale: true,
        amountInStock: Number(body.maximumBuyCount ?? 0),
        salePrice: Number(body.salePrice ?? 0),
        originalPrice: Number(body.originalPrice ?? 0),
      };
      return { product, live: item.live };
    }
    return undefined;
  }

  /** Marks the state changed after a caller updated a vendor item's live state. */
  saved(): void {
    this.state.changed();
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
