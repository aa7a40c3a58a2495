import { Invalid } from '../../platform/domain-errors.ts';
import { field, parseShape, unwrapEnvelope } from './coupang-response.ts';
import type { CoupangTransport } from './coupang-transport.ts';
import { idSchema } from './coupang-values.ts';
import {
  type CoupangProductRequest,
  type CoupangProductStatus,
  type CoupangSellerProduct,
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

function productIdPath(sellerProductId: string): string {
  if (!/^\d+$/.test(sellerProductId)) throw new Invalid('쿠팡 상품 ID(sellerProductId)는 숫자여야 합니다.');
  return `${productsPath}/${sellerProductId}`;
}

/** Seller-product calls: create (never retried), read, approval request, status. */
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

    getProduct,

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
