import { describe, expect, it } from 'vitest';
import { Invalid, Upstream } from '../../platform/domain-errors.ts';
import type { MarketDispatch, MarketOutcome } from './market-dispatch.ts';
import { createOrderActions } from './order-actions.ts';
import type { OrderQueriesRepo } from './order-queries.repo.ts';
import type { OrderSettingsRepo, OrderStoreRow } from './order-settings.repo.ts';
import type { DispatchChange, MarketOrderRow, OrderStoreRepo } from './order-store.repo.ts';

const now = new Date('2026-11-29T01:00:00Z');

function order(id: string, tab: string): MarketOrderRow {
  return {
    id,
    workspaceId: 'ws',
    platform: 'coupang',
    marketKey: `box-${id}`,
    orderNumber: `order-${id}`,
    tab,
    marketStatus: tab,
    orderedAt: now,
    paidAt: now,
    buyerName: '김*수',
    productName: '머그컵',
    optionName: '',
    quantity: 1,
    amount: 10_000,
    shippingFee: 0,
    people: {
      ordererName: '',
      ordererPhone: '',
      receiverName: '',
      receiverPhone: '',
      postCode: '',
      address1: '',
      address2: '',
      message: '',
    },
    items: [],
    searchText: '',
    categoryPath: null,
    costTotal: null,
    feeRateX100: 1080,
    courierCode: null,
    trackingNumber: null,
    dispatchState: 'none',
    dispatchMessage: null,
    dispatchStartedAt: null,
    supplierOrderNumber: null,
    supplierPaid: null,
    margin: null,
    syncedAt: now,
    createdAt: now,
  };
}

/** In-memory repos over a few orders, and a market whose answers the test scripts. */
function world(rows: MarketOrderRow[], send: MarketDispatch['send']) {
  const held = new Map(rows.map((row) => [row.id, row]));
  const calls = { confirm: 0, send: 0, resync: 0 };
  const queries = {
    byIds: async (_workspace: string, ids: readonly string[]) =>
      ids.flatMap((id) => (held.has(id) ? [{ ...(held.get(id) as MarketOrderRow) }] : [])),
  } as unknown as OrderQueriesRepo;
  const store = {
    async claimDispatch(
      _workspace: string,
      claims: readonly { id: string; courierCode: string; trackingNumber: string }[],
    ) {
      const claimed = new Set<string>();
      for (const claim of claims) {
        const row = held.get(claim.id);
        if (row && (row.dispatchState === 'none' || row.dispatchState === 'failed')) {
          Object.assign(row, {
            dispatchState: 'sending',
            courierCode: claim.courierCode,
            trackingNumber: claim.trackingNumber,
          });
          claimed.add(claim.id);
        }
      }
      return claimed;
    },
    async setDispatch(_workspace: string, changes: readonly DispatchChange[]) {
      for (const change of changes) {
        const row = held.get(change.id);
        if (row)
          Object.assign(row, {
            dispatchState: change.state,
            dispatchMessage: change.message,
            ...(change.tab ? { tab: change.tab } : {}),
          });
      }
    },
    async setTab(_workspace: string, ids: readonly string[], tab: string) {
      for (const id of ids) Object.assign(held.get(id) ?? {}, { tab });
    },
  } as unknown as OrderStoreRepo;
  const settings = {
    store: async () => ({ id: 'ws', platform: 'coupang' }) as OrderStoreRow,
  } as unknown as OrderSettingsRepo;
  const market: MarketDispatch = {
    async confirm(_store, orders) {
      calls.confirm += 1;
      return new Map(orders.map((entry) => [entry.marketKey, { ok: true } as MarketOutcome]));
    },
    async send(storeRow, lines, at) {
      calls.send += 1;
      return send(storeRow, lines, at);
    },
  };
  const actions = createOrderActions({
    queries,
    store,
    settings,
    markets: { coupang: market, naver: market },
    clock: () => now,
    resync: () => {
      calls.resync += 1;
    },
  });
  return { actions, held, calls };
}

const cj = (orderId: string, trackingNumber = '601234567890') => ({
  orderId,
  courier: 'CJ대한통운',
  trackingNumber,
});

describe('sending tracking numbers', () => {
  it('confirms an unconfirmed order first, then sends, and marks it sent', async () => {
    const { actions, held, calls } = world(
      [order('a', 'ACCEPT')],
      async (_s, lines) =>
        new Map(lines.map((line) => [line.order.marketKey, { ok: true } as MarketOutcome])),
    );
    const answer = await actions.dispatch('ws', [cj('a')]);
    expect(answer).toMatchObject({ succeeded: 1, failed: 0 });
    expect(calls).toMatchObject({ confirm: 1, send: 1 });
    expect(held.get('a')).toMatchObject({
      dispatchState: 'sent',
      tab: 'DEPARTURE',
      trackingNumber: '601234567890',
    });
  });

  it('keeps an order whose answer was lost in flight, re-reads the market, and never sends it again by itself', async () => {
    const { actions, held, calls } = world([order('a', 'INSTRUCT')], async () => {
      throw new Upstream('쿠팡이 응답하지 않습니다.', { provider: 'coupang', retryable: false });
    });
    const first = await actions.dispatch('ws', [cj('a')]);
    expect(first.results[0]).toMatchObject({ ok: false });
    expect(first.results[0]?.message).toContain('응답');
    expect(held.get('a')?.dispatchState).toBe('sending');
    expect(calls.resync).toBe(1);
    const again = await actions.dispatch('ws', [cj('a')]);
    expect(again.results[0]?.message).toContain('보내는 중');
    expect(calls.send).toBe(1);
  });

  it('marks orders the client refused before sending as failed, not as in flight', async () => {
    const { actions, held, calls } = world([order('a', 'INSTRUCT')], async () => {
      throw new Invalid('송장번호는 숫자여야 합니다.');
    });
    const answer = await actions.dispatch('ws', [cj('a')]);
    expect(answer.results[0]).toMatchObject({ ok: false, message: '송장번호는 숫자여야 합니다.' });
    expect(held.get('a')?.dispatchState).toBe('failed');
    expect(calls.resync).toBe(0);
  });

  it('marks a refused order failed with the market words, and lets the seller send it again', async () => {
    let refuse = true;
    const { actions, held, calls } = world(
      [order('a', 'INSTRUCT')],
      async (_s, lines) =>
        new Map(
          lines.map((line) => [
            line.order.marketKey,
            refuse
              ? ({ ok: false, unknown: false, message: '송장번호가 중복되었습니다.' } as MarketOutcome)
              : ({ ok: true } as MarketOutcome),
          ]),
        ),
    );
    const first = await actions.dispatch('ws', [cj('a')]);
    expect(first.results[0]).toMatchObject({ ok: false, message: '송장번호가 중복되었습니다.' });
    expect(held.get('a')?.dispatchState).toBe('failed');
    refuse = false;
    const second = await actions.dispatch('ws', [cj('a', '601234567891')]);
    expect(second.results[0]).toMatchObject({ ok: true });
    expect(calls.send).toBe(2);
  });

  it('sends nothing for a bad number, an unknown courier, a claimed order or the same order twice', async () => {
    const { actions, calls } = world(
      [order('a', 'INSTRUCT'), order('b', 'CLAIM')],
      async (_s, lines) =>
        new Map(lines.map((line) => [line.order.marketKey, { ok: true } as MarketOutcome])),
    );
    const answer = await actions.dispatch('ws', [
      cj('a', '123'),
      { orderId: 'a', courier: '없는택배', trackingNumber: '601234567890' },
      cj('b'),
      cj('missing'),
    ]);
    expect(answer.failed).toBe(4);
    expect(answer.results.map((entry) => entry.message)).toEqual([
      expect.stringContaining('자리'),
      '같은 주문이 두 번 들어 있습니다. 한 번만 보냅니다.',
      expect.stringContaining('취소'),
      '주문을 찾을 수 없습니다.',
    ]);
    expect(calls.send).toBe(0);
  });

  it('answers the same number again as done without a call, and refuses a different one', async () => {
    const sent = {
      ...order('a', 'DEPARTURE'),
      dispatchState: 'sent' as const,
      courierCode: 'CJGLS',
      trackingNumber: '601234567890',
    };
    const { actions, calls } = world([sent], async () => new Map());
    const answer = await actions.dispatch('ws', [cj('a'), cj('a', '601234567891')]);
    expect(answer.results[0]).toMatchObject({ ok: true, skipped: true });
    expect(answer.results[1]).toMatchObject({ ok: false });
    expect(calls.send).toBe(0);
  });
});
