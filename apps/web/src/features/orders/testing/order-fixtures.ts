import type {
  MarketOrder,
  OrderActionResponse,
  OrderDetail,
  OrderListResponse,
} from '@ollida/contracts/orders';
import type { Workspace } from '@ollida/contracts/workspaces';
import type { mockApi } from '../../../../test/api-mock';
import { naverWorkspaceFixture, workspaceFixture } from '../../../../test/fixtures/workspaces';

export const coupangId = '11111111-1111-4111-8111-111111111111';
export const naverId = '22222222-2222-4222-8222-222222222222';
export const orderId = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const otherOrderId = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

/** A matched Coupang order of the sandbox chair: 39,000원, margin 12,788원. */
export function marketOrderFixture(overrides: Partial<MarketOrder> = {}): MarketOrder {
  return {
    id: orderId,
    platform: 'coupang',
    order_number: '312345678901234567',
    market_key: '698765432109876543',
    ordered_at: '2026-11-20T14:03:11+09:00',
    status: 'ACCEPT',
    status_label: '결제완료',
    market_status: 'ACCEPT',
    buyer_name: '김*수',
    product_name: '원목 의자',
    option_name: '내추럴 1개',
    quantity: 1,
    amount: 39_000,
    shipping_fee: 3_000,
    match: 'matched',
    courier_code: null,
    courier_name: null,
    tracking_number: null,
    dispatch_state: 'none',
    dispatch_message: null,
    supplier_order_number: null,
    supplier_paid: null,
    cost: 22_000,
    fee_rate_percent: 10.8,
    fee: 4_212,
    margin: 12_788,
    ...overrides,
  };
}

export function unmatchedOrderFixture(overrides: Partial<MarketOrder> = {}): MarketOrder {
  return marketOrderFixture({
    id: otherOrderId,
    order_number: '312345678901239999',
    product_name: '스테인리스 냄비',
    buyer_name: '박*민',
    match: 'unmatched',
    cost: null,
    margin: null,
    ...overrides,
  });
}

export function orderDetailFixture(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...marketOrderFixture(),
    paid_at: '2026-11-20T14:04:02+09:00',
    orderer: { name: '김*수', phone: '0502-1234-5678' },
    receiver: {
      name: '이영희',
      phone: '0503-2345-6789',
      post_code: '06236',
      address1: '서울특별시 강남구 테헤란로 152',
      address2: '12층',
      message: '문 앞에 놓아 주세요',
    },
    items: [
      {
        name: '원목 의자, 내추럴',
        option_name: '내추럴 1개',
        quantity: 1,
        unit_price: 39_000,
        amount: 39_000,
        listing: {
          id: 'listing-1',
          name: '원목 의자',
          supplier_url: 'https://shop.example.com/p/chair',
          supplier_option: '내추럴',
          unit_cost: 22_000,
        },
      },
    ],
    ...overrides,
  };
}

export function orderListFixture(
  orders: MarketOrder[],
  overrides: Partial<OrderListResponse> = {},
): OrderListResponse {
  const amount = orders.reduce((sum, order) => sum + order.amount, 0);
  const known = orders.filter((order) => order.margin !== null);
  return {
    data: orders,
    page: 1,
    page_size: 20,
    total: orders.length,
    summary: {
      count: orders.length,
      amount,
      average: orders.length ? Math.round(amount / orders.length) : 0,
      margin: known.reduce((sum, order) => sum + (order.margin ?? 0), 0),
      margin_orders: known.length,
      unmatched: orders.length - known.length,
    },
    sync: { last_synced_at: null, last_error: null, running: false },
    ...overrides,
  };
}

export function actionResponse(results: OrderActionResponse['results']): OrderActionResponse {
  return {
    results,
    succeeded: results.filter((result) => result.ok).length,
    failed: results.filter((result) => !result.ok).length,
  };
}

/** A Coupang store (current, main) and a Naver store. */
export function orderWorkspaces(): Workspace[] {
  return [
    workspaceFixture({ workspace_id: coupangId, is_current: true, is_main: true }),
    naverWorkspaceFixture({ workspace_id: naverId }),
  ];
}

/** The query strings of every `GET /api/orders` made so far. */
export function orderListCalls(fetchMock: ReturnType<typeof mockApi>): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return new URL(url, window.location.origin);
    })
    .filter((url) => url.pathname === '/api/orders')
    .map((url) => url.searchParams);
}
