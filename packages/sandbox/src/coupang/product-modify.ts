import { asRecord, readArray, readNumber, recordsOf, reject } from './field-readers.ts';
import type { StoredProduct } from './product-store.ts';
import { type CheckedProduct, checkProductRequest, type ProductCheckContext } from './product-validation.ts';

/** A modify request that passed every check: the product, its checked new body and the item ids in order. */
export interface CheckedModification {
  sellerProductId: number;
  checked: CheckedProduct;
  itemIds: number[];
}

function readId(source: Record<string, unknown>, key: string, path: string): number {
  const id = readNumber(source, key, path);
  if (!Number.isSafeInteger(id)) reject(`${path}[${String(source[key])}]는 정수여야 합니다.`);
  return id;
}

/**
 * `PUT …/seller-products`: the create body (checked the same way) plus `sellerProductId` and every item's
 * `sellerProductItemId`. The sandbox adds no options on modify: each item must name one of the product's own
 * options, at most once. Options the body leaves out are not refused; the store drops them from the product.
 */
export function checkModifyRequest(
  input: unknown,
  ctx: ProductCheckContext,
  find: (sellerProductId: number) => StoredProduct | undefined,
): CheckedModification {
  const checked = checkProductRequest(input, ctx);
  const body = asRecord(input) ?? reject('입력값에 오류가 있습니다. line: 1');
  const sellerProductId = readId(body, 'sellerProductId', 'sellerProductId');
  const product = find(sellerProductId) ?? reject(`업체상품[${sellerProductId}]이 존재하지 않습니다.`);
  const own = new Set(product.items.map((item) => item.sellerProductItemId));
  const seen = new Set<number>();
  const itemIds = recordsOf(readArray(body, 'items', 'items'), 'items').map((item, index) => {
    const id = readId(item, 'sellerProductItemId', `items[${index}].sellerProductItemId`);
    if (!own.has(id)) {
      reject(`옵션 ID(sellerProductItemId)[${id}]는 업체상품[${sellerProductId}]의 옵션이 아닙니다.`);
    }
    if (seen.has(id)) reject(`옵션 ID(sellerProductItemId)[${id}]가 중복되었습니다.`);
    seen.add(id);
    return id;
  });
  return { sellerProductId, checked, itemIds };
}
