import type { ExtensionWhoami } from '@ollida/contracts/extension';
import type { ListingReview } from '@ollida/contracts/listing-review';
import type { UploadResponse } from '@ollida/contracts/uploads';
import type { FetchFn } from '../lib/api.ts';

/** One request the fake saw. */
export interface FakeCall {
  url: string;
  init: RequestInit;
}

/** A JSON answer. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fetch that answers from `respond` (a thrown error plays a network failure) and records every call. */
export function fakeFetch(respond: (url: string, init: RequestInit) => Response | Promise<Response>): {
  fetch: FetchFn;
  calls: FakeCall[];
} {
  const calls: FakeCall[] = [];
  return {
    calls,
    fetch: async (url, init) => {
      calls.push({ url, init });
      return respond(url, init);
    },
  };
}

export const coupangWhoami: ExtensionWhoami = {
  workspace_id: '8a1f0c52-8f1e-4a43-9a59-2b0d3c8e7a11',
  workspace_name: '데모 상회',
  platform: 'coupang',
  store_label: 'ollida_demo1',
  key_prefix: 'olk_ab12',
  products_url: 'http://localhost:3000/mypage/products',
  // No margin: the popup tests read the supplier's own prices; the price rule has its own test.
  price_rule: { margin_percent: 0, add_won: 0, rounding_unit: 10, min_margin_won: 0 },
};

export const uploadAnswer: UploadResponse = {
  success: true,
  message: '쿠팡에 상품을 등록했습니다.',
  data: {
    id: 'b9b1f3a4-0d4c-4c11-9d2e-6d7f1b2a3c4d',
    platform: 'coupang',
    status: 'success',
    display_product_name: '슬립하우스 극세사 이불 세트',
    seller_product_id: '15000001',
    origin_product_no: null,
    channel_product_no: null,
    store_url: 'https://www.coupang.com/vp/products/15000001',
    admin_url: 'https://wing.coupang.com/vendor-inventory/modify?vendorInventoryId=15000001',
    created_at: '2025-03-01T00:00:00.000Z',
  },
  marketplace_response: { code: 'SUCCESS' },
};

/** A review with nothing to fix: the supplier's own price (the demo store's rule adds no margin). */
export const readyReview: ListingReview = {
  ready: true,
  price: { supplierCost: 89_000, salePrice: 89_000, listPrice: 129_000, margin: 0, marginRate: 0 },
  shipping: { fee: 0, freeOver: null, jejuExtra: 3000, islandExtra: 5000 },
  category: { id: '77723', name: '홈인테리어>침구>이불', confidence: 'predicted' },
  checks: [],
};

/**
 * An Ollida server (and the extension's own `config.json`) behind the fake fetch: whoami, the listing review and
 * uploads answer with the given handlers, or succeed for the Coupang demo store (a review with nothing to fix).
 */
export function fakeOllida(
  handlers: {
    config?: string;
    whoami?: () => Response;
    review?: (body: Record<string, unknown>) => Response | Promise<Response>;
    upload?: (url: string, body: Record<string, unknown>) => Response;
  } = {},
) {
  return fakeFetch((url, init) => {
    if (url.endsWith('/config.json'))
      return json(200, { serverUrl: handlers.config ?? 'http://localhost:3000' });
    if (url.endsWith('/api/extension/whoami')) return handlers.whoami?.() ?? json(200, coupangWhoami);
    if (url.endsWith('/api/extension/listing-review')) {
      return handlers.review?.(JSON.parse(String(init.body))) ?? json(200, { data: readyReview });
    }
    if (url.includes('/upload-product-with-key')) {
      return handlers.upload?.(url, JSON.parse(String(init.body))) ?? json(200, uploadAnswer);
    }
    return new Response('not found', { status: 404 });
  });
}
