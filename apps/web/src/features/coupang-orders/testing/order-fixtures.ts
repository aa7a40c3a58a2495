import type {
  Order,
  OrderItem,
  OrderListResponse,
  ProductLookupResponse,
} from '@ollida/contracts/coupang-orders';
import type { Workspace } from '@ollida/contracts/workspaces';
import { vi } from 'vitest';
import type { mockApi } from '../../../test/api-mock';
import { naverWorkspaceFixture, workspaceFixture } from '../../workspaces/testing/workspace-fixtures';

/** An ordered item of the sandbox chair listing; ids are the exact decimal strings Coupang sends. */
export function orderItemFixture(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    vendorItemName: '원목 의자, 내추럴',
    vendorItemPackageName: '내추럴 1개',
    sellerProductName: '원목 의자',
    sellerProductId: '1500001',
    shippingCount: 1,
    salesPrice: 39_000,
    orderPrice: 39_000,
    discountPrice: null,
    deliveryChargeTypeName: '무료',
    productId: '7000001',
    vendorItemId: '90000000001',
    estimatedShippingDate: '2026-11-22',
    ...overrides,
  };
}

/** One order sheet with 18-digit ids beyond a double's exact range. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    orderId: '312345678901234567',
    shipmentBoxId: '698765432109876543',
    orderedAt: '2026-11-20T14:03:11',
    paidAt: '2026-11-20T14:04:02',
    status: 'ACCEPT',
    shippingPrice: 3_000,
    remotePrice: 0,
    parcelPrintMessage: '문 앞에 놓아 주세요',
    deliveryCompanyName: 'CJ 대한통운',
    invoiceNumber: '123456789012',
    inTrasitDateTime: '2026-11-21 09:15:00',
    deliveredDate: '2026-11-22 18:40:00',
    refer: '안드로이드앱',
    shipmentType: 'THIRD_PARTY',
    orderer: {
      name: '김*수',
      email: 'buyer@example.com',
      safeNumber: '0502-1234-5678',
      ordererNumber: null,
    },
    receiver: {
      name: '이영희',
      safeNumber: '0503-2345-6789',
      receiverNumber: null,
      postCode: '06236',
      addr1: '서울특별시 강남구 테헤란로 152',
      addr2: '12층',
    },
    orderItems: [orderItemFixture()],
    ...overrides,
  };
}

export function ordersResponse(orders: Order[], truncated = false): OrderListResponse {
  return { success: true, data: orders, truncated };
}

export function lookupResponse(
  overrides: Partial<ProductLookupResponse['data']> = {},
): ProductLookupResponse {
  return {
    status: 'success',
    data: {
      sellerProductName: '원목 의자',
      createdAt: '2026-11-01T01:30:00.000Z',
      uploadStatus: 'success',
      fileInfo: { url: 'https://shop.example.com/p/chair', filename: 'chair.json' },
      ...overrides,
    },
  };
}

/** Two Coupang workspaces (the second is current) and a Naver one the order screen must leave out. */
export function orderWorkspaces(): Workspace[] {
  return [
    workspaceFixture({ is_current: false, is_main: false }),
    workspaceFixture({
      workspace_id: '33333333-3333-4333-8333-333333333333',
      workspace_name: '올리다 가구점',
      wing_account: 'wing-furniture',
      is_current: true,
      is_main: true,
    }),
    naverWorkspaceFixture({ is_current: false }),
  ];
}

/** The query strings of every `GET /api/coupang/orders` made so far. */
export function orderCalls(fetchMock: ReturnType<typeof mockApi>): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return new URL(url, window.location.origin);
    })
    .filter((url) => url.pathname === '/api/coupang/orders')
    .map((url) => url.searchParams);
}

/** Replaces `window.open` with one returning a stand-in tab, to see where the tab is sent or that it closes. */
export function spyOnPopup() {
  const popup = { opener: window as Window | null, close: vi.fn(), location: { replace: vi.fn() } };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  return { popup, open, alert };
}
