import { DEMO_CATALOGUE } from './order-catalogue.ts';
import {
  DEMO_ORDER_SLOT_MS,
  FIRST_ORDER_DELAY_MS,
  generateProductOrder,
  orderableProduct,
  type SandboxProductOrder,
} from './order-generator.ts';
import {
  type DispatchRow,
  dispatchProblem,
  fail,
  type NaverOrderOptions,
  type OrderFailure,
} from './order-rules.ts';
import type { NaverSandboxStore } from './store.ts';

/** Demo-catalogue orders reach this far back when an application first asks for orders. */
export const DEMO_HISTORY_MS = 3 * 86_400_000;
/** Minutes past a demo slot the order is paid at. */
const DEMO_SLOT_OFFSET_MS = 17 * 60_000;

interface Book {
  orders: Map<string, SandboxProductOrder>;
  nextIndex: Map<string, number>;
  demoFromSlot: number;
}

/** Generated product orders per application, materialised up to the clock whenever an order route runs. */
export class NaverOrderBook {
  private readonly books = new Map<string, Book>();

  constructor(
    private readonly store: NaverSandboxStore,
    readonly options: NaverOrderOptions,
  ) {}

  /** The application's product orders with everything due by `now` generated and applied. */
  ordersOf(clientId: string, now: number): Map<string, SandboxProductOrder> {
    let book = this.books.get(clientId);
    if (book === undefined) {
      book = {
        orders: new Map(),
        nextIndex: new Map(),
        demoFromSlot: Math.ceil((now - DEMO_HISTORY_MS) / DEMO_ORDER_SLOT_MS),
      };
      this.books.set(clientId, book);
    }
    const { intervalMs, seed, maxPerApplication } = this.options;
    const add = (order: SandboxProductOrder) => book.orders.set(order.productOrderId, order);
    for (const product of this.store.productsOf(clientId)) {
      const key = `product:${product.originProductNo}`;
      const first = product.regDate + FIRST_ORDER_DELAY_MS;
      const due = now < first ? 0 : Math.floor((now - first) / intervalMs) + 1;
      let next = book.nextIndex.get(key) ?? 0;
      // A product off sale misses its slots for good; a long gap only generates what the cap would keep.
      if (product.statusType === 'SALE') {
        const orderable = orderableProduct(product);
        for (next = Math.max(next, due - maxPerApplication); next < due; next += 1) {
          add(generateProductOrder(clientId, orderable, next, first + next * intervalMs, seed));
        }
      }
      book.nextIndex.set(key, Math.max(next, due));
    }
    const lastSlot = Math.floor((now - DEMO_SLOT_OFFSET_MS) / DEMO_ORDER_SLOT_MS);
    for (let slot = book.demoFromSlot; slot <= lastSlot; slot += 1) {
      const product = DEMO_CATALOGUE[slot % DEMO_CATALOGUE.length];
      if (product === undefined) continue;
      add(
        generateProductOrder(clientId, product, slot, slot * DEMO_ORDER_SLOT_MS + DEMO_SLOT_OFFSET_MS, seed),
      );
    }
    book.demoFromSlot = Math.max(book.demoFromSlot, lastSlot + 1);
    for (const order of book.orders.values()) this.advance(order, now);
    if (book.orders.size > maxPerApplication) {
      const oldestFirst = [...book.orders.values()].sort((a, b) => a.paymentDate - b.paymentDate);
      for (const order of oldestFirst.slice(0, book.orders.size - maxPerApplication)) {
        book.orders.delete(order.productOrderId);
      }
    }
    return book.orders;
  }

  /** Time-driven changes: the buyer's cancel request, delivery completion. */
  private advance(order: SandboxProductOrder, now: number): void {
    const cancelAt = order.cancelRequestAt;
    if (cancelAt !== null && cancelAt <= now) {
      order.cancelRequestAt = null;
      if (order.productOrderStatus === 'PAYED') {
        order.claimType = 'CANCEL';
        order.claimStatus = 'CANCEL_REQUEST';
        order.claimRequestDate = cancelAt;
        order.lastChangedType = 'CLAIM_REQUESTED';
        order.lastChangedDate = cancelAt;
      }
    }
    const delivery = order.delivery;
    const deliveredAt = delivery === null ? 0 : delivery.dispatchedAt + this.options.deliveredAfterMs;
    if (delivery !== null && order.productOrderStatus === 'DELIVERING' && deliveredAt <= now) {
      // Naver documents no lastChangedType for delivery completion, so the last change stays DISPATCHED.
      order.productOrderStatus = 'DELIVERED';
      delivery.deliveredDate = deliveredAt;
    }
  }

  /** Whether another application holds this product order (Naver answers 101009 rather than 100001). */
  private foreign(clientId: string, productOrderId: string): boolean {
    for (const [owner, book] of this.books) {
      if (owner !== clientId && book.orders.has(productOrderId)) return true;
    }
    return false;
  }

  /** The common per-row checks; the order when it may move on. */
  private checked(
    clientId: string,
    productOrderId: string,
    orders: Map<string, SandboxProductOrder>,
    seen: Set<string>,
  ): SandboxProductOrder | OrderFailure {
    if (seen.has(productOrderId)) return fail(productOrderId, '104131', '중복된 상품주문번호입니다.');
    seen.add(productOrderId);
    const order = orders.get(productOrderId);
    if (order === undefined) {
      return this.foreign(clientId, productOrderId)
        ? fail(productOrderId, '101009', '판매자의 상품주문이 아닙니다.')
        : fail(productOrderId, '100001', '상품주문이 존재하지 않습니다.');
    }
    if (order.claimStatus !== null) {
      return fail(productOrderId, '104443', '취소 요청된 상품주문입니다. 클레임 상태를 확인해 주세요.');
    }
    return order;
  }

  /** 발주확인: PAYED and NOT_YET become OK. */
  confirm(clientId: string, ids: readonly string[], now: number) {
    const orders = this.ordersOf(clientId, now);
    const seen = new Set<string>();
    const succeeded: Array<{ productOrderId: string; isReceiverAddressChanged: boolean }> = [];
    const failed: OrderFailure[] = [];
    for (const id of ids) {
      const order = this.checked(clientId, id, orders, seen);
      if (!('orderId' in order)) failed.push(order);
      else if (order.productOrderStatus !== 'PAYED') {
        failed.push(fail(id, '104442', '발주확인할 수 없는 주문 상태입니다. 상태를 확인해 주세요.'));
      } else if (order.placeOrderStatus === 'OK') {
        failed.push(fail(id, '105306', '이미 발주확인된 상품주문입니다.'));
      } else {
        order.placeOrderStatus = 'OK';
        order.placeOrderDate = now;
        succeeded.push({ productOrderId: id, isReceiverAddressChanged: false });
      }
    }
    return { succeeded, failed };
  }

  /** 발송처리: PAYED product orders become DELIVERING with their delivery info. */
  dispatch(clientId: string, rows: readonly DispatchRow[], now: number) {
    const orders = this.ordersOf(clientId, now);
    const seen = new Set<string>();
    const succeeded: string[] = [];
    const failed: OrderFailure[] = [];
    for (const row of rows) {
      const id = row.productOrderId;
      const order = this.checked(clientId, id, orders, seen);
      if (!('orderId' in order)) {
        failed.push(order);
        continue;
      }
      const problem = dispatchProblem(order, row, orders);
      if (problem !== undefined) {
        failed.push(problem);
        continue;
      }
      const byCourier = row.deliveryMethod === 'DELIVERY';
      order.productOrderStatus = 'DELIVERING';
      order.placeOrderStatus = 'OK';
      order.placeOrderDate ??= now;
      order.delivery = {
        deliveryMethod: row.deliveryMethod,
        deliveryCompany: byCourier ? (row.deliveryCompanyCode ?? null) : null,
        trackingNumber: byCourier ? (row.trackingNumber ?? null) : null,
        sendDate: row.dispatchDate,
        deliveredDate: null,
        dispatchedAt: now,
      };
      order.lastChangedType = 'DISPATCHED';
      order.lastChangedDate = now;
      succeeded.push(id);
    }
    return { succeeded, failed };
  }
}
