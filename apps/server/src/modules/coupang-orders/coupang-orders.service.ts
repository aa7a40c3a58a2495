import {
  maxOrdersPerQuery,
  type OrderListResponse,
  type OrderStatus,
  type ProductLookupResponse,
} from '@ollida/contracts/coupang-orders';
import { errorCodes } from '@ollida/contracts/errors';
import { NotFound } from '../../platform/domain-errors.ts';
import { coupangClientOf, type StoreClientDeps } from '../uploads/index.ts';
import type { CoupangOrdersRepo, OrderStoreRow } from './coupang-orders.repo.ts';
import { lookupView, newestFirst, orderView } from './coupang-orders.view.ts';
import { createOrderListCache } from './order-list-cache.ts';

export interface CoupangOrderServiceDeps extends StoreClientDeps {
  repo: CoupangOrdersRepo;
  clock: () => Date;
  /** Orders one query reads at most (default `maxOrdersPerQuery`); tests lower it to reach the cap. */
  maxOrders?: number;
}

/** One order list request, already validated by the contract (its page size is the screen's business). */
export interface OrderListRequest {
  userId: string;
  wingAccount: string;
  workspaceId: string | undefined;
  createdAtFrom: string;
  createdAtTo: string;
  status: OrderStatus;
  /** Read Wing now and keep that answer, instead of a kept one. */
  refresh: boolean;
}

/** Wing answers at most this many sheets per page: the fewest calls for a query. */
const wingPageLimit = 50;
/** An answer is kept this long, so going back to a tab does not read Wing again. */
const answerTtlMs = 30_000;
/** Answers kept at once across every store (each at most `maxOrdersPerQuery` orders). */
const maxKeptAnswers = 100;

const orderStoreNotFound = () =>
  new NotFound('쿠팡 스토어를 찾을 수 없습니다.', errorCodes.orderStoreNotFound);
const productNotFound = () => new NotFound('상품 정보를 조회할 수 없습니다.', errorCodes.productNotFound);

/** The Coupang order list (a proxy of Wing's order sheets) and the lookup of our listing behind an order. */
export function createCoupangOrderService(deps: CoupangOrderServiceDeps) {
  const { repo } = deps;
  const maxOrders = deps.maxOrders ?? maxOrdersPerQuery;
  const answers = createOrderListCache<OrderListResponse>({
    ttlMs: answerTtlMs,
    maxEntries: maxKeptAnswers,
    now: deps.clock,
  });

  async function readWing(store: OrderStoreRow, request: OrderListRequest): Promise<OrderListResponse> {
    const wing = coupangClientOf(deps, store);
    const perPage = Math.min(wingPageLimit, maxOrders);
    const result = await wing.listOrderSheets({
      createdAtFrom: request.createdAtFrom,
      createdAtTo: request.createdAtTo,
      status: request.status,
      maxPerPage: perPage,
      maxPages: Math.ceil(maxOrders / perPage),
    });
    const sheets = result.orderSheets.slice(0, maxOrders);
    return {
      success: true,
      data: newestFirst(sheets.map(orderView)),
      truncated: result.truncated || sheets.length < result.orderSheets.length,
    };
  }

  return {
    /**
     * Every order sheet of the range and status, read from Wing with the store's own keys in pages of 50, newest
     * first; at most `maxOrders` (20 Wing calls), `truncated` saying the cap cut the list short. The answer is kept
     * 30 seconds per store, range and status, for every member (membership is checked on each call); `refresh`
     * reads Wing again and replaces it.
     */
    async listOrders(request: OrderListRequest): Promise<OrderListResponse> {
      const store = await repo.findOrderStore(request.userId, request.wingAccount, request.workspaceId);
      if (!store) throw orderStoreNotFound();
      const key = [store.id, request.createdAtFrom, request.createdAtTo, request.status].join('|');
      const load = () => readWing(store, request);
      return request.refresh ? answers.replace(key, load) : answers.get(key, load);
    },

    /**
     * The caller's listing an order came from: the newest successful upload with that seller product id, else
     * (ids can change after approval) the newest one holding the option id. Another user's listing is not found.
     */
    async lookupProduct(
      userId: string,
      sellerProductId: string,
      vendorItemId: string | undefined,
    ): Promise<ProductLookupResponse> {
      const row =
        (await repo.findBySellerProductId(userId, sellerProductId)) ??
        (vendorItemId === undefined ? undefined : await repo.findByVendorItemId(userId, vendorItemId));
      if (!row) throw productNotFound();
      return lookupView(row);
    },
  };
}

export type CoupangOrderService = ReturnType<typeof createCoupangOrderService>;
