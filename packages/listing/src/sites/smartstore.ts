import type { AdapterResult, SiteAdapter } from '../adapter.ts';
import { stringOf } from '../embedded-json.ts';
import type { ExtractWarning } from '../source-product.ts';
import { hostIs } from '../urls.ts';
import { smartStoreBlockWarning } from './smartstore-blocked.ts';
import { smartStoreFields } from './smartstore-fields.ts';
import {
  expectedProductNumber,
  type JsonObject,
  smartStoreProduct,
  smartStoreState,
} from './smartstore-state.ts';

const statusNames: Record<string, string> = {
  SUSPENSION: '판매중지',
  CLOSE: '판매종료',
  WAIT: '판매대기',
  PROHIBITION: '판매금지',
  DELETE: '삭제',
};

/** Only SALE is buyable; OUTOFSTOCK becomes `soldOut`; every other status means the product cannot be bought now. */
function statusWarning(product: JsonObject): ExtractWarning | null {
  const status = stringOf(product.productStatusType);
  if (status === null || status === 'SALE' || status === 'OUTOFSTOCK') return null;
  return {
    code: 'not_for_sale',
    message: `원본 상품이 ${statusNames[status] ?? '판매 불가'} 상태입니다 (${status}). 지금은 구매할 수 없는 상품입니다.`,
  };
}

/** Naver SmartStore and brand stores: the product object of `window.__PRELOADED_STATE__`. */
export const smartStoreAdapter: SiteAdapter = {
  id: 'smartstore',
  displayName: '네이버 스마트스토어',
  matchesHost: (host) => hostIs(host, 'smartstore.naver.com') || hostIs(host, 'brand.naver.com'),
  matchesPage(page) {
    const state = smartStoreState(page);
    return state !== null && smartStoreProduct(state) !== null;
  },
  extract(page): AdapterResult {
    const state = smartStoreState(page);
    const product = state === null ? null : smartStoreProduct(state);
    if (state === null || product === null) {
      const blocked = smartStoreBlockWarning(page);
      return { fields: {}, warnings: blocked === null ? [] : [blocked] };
    }
    const pageNumber = stringOf(product.id);
    const expected = expectedProductNumber(page);
    // A redirect or a cached state can show another product than the one asked for: take nothing from it.
    if (expected !== null && pageNumber !== expected) {
      return {
        fields: {},
        warnings: [
          {
            code: 'product_id_mismatch',
            message: `페이지의 상품 번호(${pageNumber ?? '없음'})가 주소의 상품 번호(${expected})와 다릅니다. 상품 주소를 확인해 주세요.`,
          },
        ],
      };
    }
    const warning = statusWarning(product);
    return { fields: smartStoreFields(product, state, page), warnings: warning === null ? [] : [warning] };
  },
};
