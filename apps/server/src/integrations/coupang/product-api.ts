import { Invalid } from '../../platform/domain-errors.ts';
import { field, parseShape, unwrapEnvelope } from './coupang-response.ts';
import type { CoupangTransport } from './coupang-transport.ts';
import { idSchema } from './coupang-values.ts';
import {
  type CoupangProductHistoryEntry,
  type CoupangProductRequest,
  type CoupangProductStatus,
  type CoupangProductUpdateRequest,
  type CoupangSellerProduct,
  productHistoriesSchema,
  sellerProductSchema,
} from './product-types.ts';
import type { CoupangCredentials } from './signer.ts';

const productsPath = '/v2/providers/seller_api/apis/api/v1/marketplace/seller-products';

/** Where a product stands, for polling after an approval request. */
export interface CoupangProductState {
  sellerProductId: string;
  statusName: string;
  status: CoupangProductStatus;
  /** Set once Coupang approved the product. */
  productId: string | null;
  isApproved: boolean;
}

/** History pages read per call (Coupang's page size is undocumented; a product rarely has more than a few entries). */
const historyPageSize = 50;
const maxHistoryPages = 5;

/** An id as Coupang's Long on the wire while a JS number carries it exactly, else as its digits. */
function wireId(id: string): number | string {
  const value = Number(id);
  return Number.isSafeInteger(value) ? value : id;
}

/** The body of `PUT …/seller-products` exactly as sent: the vendor's id added, the ids as Coupang's Longs. */
export function productUpdateBody(
  product: CoupangProductUpdateRequest,
  vendorId: string,
): Record<string, unknown> {
  return {
    ...product,
    vendorId,
    sellerProductId: wireId(product.sellerProductId),
    items: product.items.map((item) => ({ ...item, sellerProductItemId: wireId(item.sellerProductItemId) })),
  };
}

function productIdPath(sellerProductId: string): string {
  if (!/^\d+$/.test(sellerProductId)) throw new Invalid('쿠팡 상품 ID(sellerProductId)는 숫자여야 합니다.');
  return `${productsPath}/${sellerProductId}`;
}

/** Seller-product calls: create and modify (never retried), read, histories, approval request, status. */
export function createProductApi(transport: CoupangTransport, credentials: CoupangCredentials) {
  async function getProduct(sellerProductId: string): Promise<CoupangSellerProduct> {
    const call = { operation: '상품 조회', idempotent: true } as const;
    const body = await transport.send(credentials, {
      ...call,
      method: 'GET',
      path: productIdPath(sellerProductId),
    });
    return parseShape(sellerProductSchema, unwrapEnvelope(body, call), call);
  }

  return {
    /** Creates a product and returns its new sellerProductId (exact string). Not retried: a retry could duplicate it. */
    async createProduct(product: CoupangProductRequest): Promise<{ sellerProductId: string }> {
      const call = { operation: '상품 등록', idempotent: false } as const;
      const body = await transport.send(credentials, {
        ...call,
        method: 'POST',
        path: productsPath,
        body: { ...product, vendorId: credentials.vendorId },
      });
      const sellerProductId = parseShape(idSchema, unwrapEnvelope(body, call), call);
      return { sellerProductId };
    },

    /**
     * Replaces a product's body (`PUT …/seller-products`) with the items matched by `sellerProductItemId`. Not
     * retried: a repeated modify after a lost answer could undo a later change.
     */
    async updateProduct(
      product: CoupangProductUpdateRequest,
    ): Promise<{ sellerProductId: string; message: string }> {
      const call = { operation: '상품 수정', idempotent: false } as const;
      const body = await transport.send(credentials, {
        ...call,
        method: 'PUT',
        path: productsPath,
        body: productUpdateBody(product, credentials.vendorId),
      });
      const data = parseShape(idSchema.nullish(), unwrapEnvelope(body, call), call);
      const message = field(body, 'message');
      return {
        sellerProductId: data ?? product.sellerProductId,
        message: typeof message === 'string' ? message : '',
      };
    },

    getProduct,

    /** The product's review history (status changes with Coupang's comment, e.g. why it was rejected), all pages. */
    async getProductHistories(sellerProductId: string): Promise<CoupangProductHistoryEntry[]> {
      const call = { operation: '상품 이력 조회', idempotent: true } as const;
      const entries: CoupangProductHistoryEntry[] = [];
      let nextToken = '';
      for (let page = 0; page < maxHistoryPages; page += 1) {
        const body = await transport.send(credentials, {
          ...call,
          method: 'GET',
          path: `${productIdPath(sellerProductId)}/histories`,
          query: [
            ['nextToken', nextToken],
            ['maxPerPage', historyPageSize],
          ],
        });
        entries.push(...parseShape(productHistoriesSchema, unwrapEnvelope(body, call), call));
        const token = field(body, 'nextToken');
        nextToken = typeof token === 'string' || typeof token === 'number' ? String(token) : '';
        if (nextToken === '') break;
      }
      return entries;
    },

    /** Asks Coupang to review a saved (임시저장) product. */
    async requestApproval(sellerProductId: string): Promise<{ sellerProductId: string; message: string }> {
      const call = { operation: '상품 승인 요청', idempotent: false } as const;
      const body = await transport.send(credentials, {
        ...call,
        method: 'PUT',
        path: `${productIdPath(sellerProductId)}/approvals`,
      });
      const data = parseShape(idSchema.nullish(), unwrapEnvelope(body, call), call);
      const message = field(body, 'message');
      return {
        sellerProductId: data ?? sellerProductId,
        message: typeof message === 'string' ? message : '',
      };
    },

    /** The product's review state (statusName mapped to a code) and its productId once approved. */
    async getProductStatus(sellerProductId: string): Promise<CoupangProductState> {
      const product = await getProduct(sellerProductId);
      return {
        sellerProductId: product.sellerProductId,
        statusName: product.statusName,
        status: product.status,
        productId: product.productId,
        isApproved: product.status === 'APPROVED' || product.status === 'PARTIAL_APPROVED',
      };
    },
  };
}
