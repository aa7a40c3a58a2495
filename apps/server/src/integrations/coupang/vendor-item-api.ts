import { josa } from 'es-hangul';
import { z } from 'zod';
import { Invalid } from '../../platform/domain-errors.ts';
import { field, parseShape, unwrapEnvelope } from './coupang-response.ts';
import type { CoupangTransport } from './coupang-transport.ts';
import type { CoupangCredentials } from './signer.ts';

const vendorItemsPath = '/v2/providers/seller_api/apis/api/v1/marketplace/vendor-items';

/** One option's live state on Coupang (`…/inventories`): the per-option source of truth for supplier sync. */
export interface CoupangInventory {
  amountInStock: number;
  salePrice: number;
  onSale: boolean;
}

const inventorySchema = z.object({
  amountInStock: z.coerce.number().int().nonnegative(),
  salePrice: z.coerce.number().int().nonnegative(),
  onSale: z.boolean(),
});

function itemPath(vendorItemId: string, rest: string): string {
  if (!/^\d{1,20}$/.test(vendorItemId)) throw new Invalid('쿠팡 옵션 ID(vendorItemId)는 숫자여야 합니다.');
  return `${vendorItemsPath}/${vendorItemId}/${rest}`;
}

function wholeWon(value: number, label: string): number {
  if (!Number.isInteger(value) || value < 0)
    throw new Invalid(`${josa(label, '은/는')} 0 이상의 정수여야 합니다.`);
  return value;
}

/**
 * Changes to one option (vendor item) of an approved listing: body-less PUTs (coupang-wing-lifecycle §1). Stop and
 * resume are idempotent and retried; price and stock writes are not retried blindly, the caller re-reads the inventory
 * first (§6).
 */
export function createVendorItemApi(transport: CoupangTransport, credentials: CoupangCredentials) {
  async function change(
    vendorItemId: string,
    rest: string,
    operation: string,
    idempotent: boolean,
    query: Record<string, string> = {},
  ) {
    const call = { operation, idempotent } as const;
    const body = await transport.send(credentials, {
      ...call,
      method: 'PUT',
      path: itemPath(vendorItemId, rest),
      query: Object.entries(query),
    });
    unwrapEnvelope(body, call);
    const message = field(body, 'message');
    return { message: typeof message === 'string' ? message : '' };
  }

  return {
    stopSale: (vendorItemId: string) => change(vendorItemId, 'sales/stop', '판매 중지', true),
    resumeSale: (vendorItemId: string) => change(vendorItemId, 'sales/resume', '판매 재개', true),
    /** Sets the sale price (10-won units); `force` lifts Coupang's −50 %…+100 % guard and is used only on approval. */
    async updatePrice(vendorItemId: string, price: number, options: { force?: boolean } = {}) {
      const won = wholeWon(price, '판매가');
      if (won < 10 || won % 10 !== 0) throw new Invalid('쿠팡 판매가는 10원 단위여야 합니다.');
      return change(
        vendorItemId,
        `prices/${won}`,
        '가격 변경',
        false,
        options.force === true ? { forceSalePriceUpdate: 'true' } : {},
      );
    },
    updateQuantity: async (vendorItemId: string, quantity: number) =>
      change(vendorItemId, `quantities/${wholeWon(quantity, '재고')}`, '재고 변경', false),
    async getInventory(vendorItemId: string): Promise<CoupangInventory> {
      const call = { operation: '옵션 재고 조회', idempotent: true } as const;
      const body = await transport.send(credentials, {
        ...call,
        method: 'GET',
        path: itemPath(vendorItemId, 'inventories'),
      });
      return parseShape(inventorySchema, unwrapEnvelope(body, call), call);
    },
  };
}
