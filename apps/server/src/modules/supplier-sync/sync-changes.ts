import { applyPriceRule, type PriceRule } from '@ollida/contracts/price-rule';
import type { SupplierSnapshot } from '../../db/schema/supplier-sync.ts';

/** A workspace's sync rules together with the price rule that prices a new supplier cost. */
export interface SyncRules {
  maxChangePercent: number;
  minMarginPercent: number;
  neverLowerPrice: boolean;
  priceRule: PriceRule;
}

/** What the listing must do about a change. */
export type SyncAction =
  | { type: 'stop' }
  | { type: 'resume' }
  | { type: 'price'; price: number }
  | { type: 'none' };

/** One change seen at the supplier, what it asks of the listing, and why it waits for the seller (or null). */
export interface SyncChange {
  kind: 'sold_out' | 'restocked' | 'price_changed' | 'option_changed';
  /** The option's key (values joined with " / "); null for the whole product. */
  option: string | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  action: SyncAction;
  heldBecause: string | null;
}

/** New supplier options reported per product (they are never listed automatically). */
const maxAddedReported = 20;

const stateLabel = { selling: '판매 중', sold_out: '품절', gone: '페이지 없음' } as const;

/** The sale price a new supplier cost gives, in the 10-won units both marketplaces require. */
function priceFor(rules: SyncRules, cost: number): number {
  return Math.ceil(applyPriceRule(rules.priceRule, cost) / 10) * 10;
}

function whyHeld(rules: SyncRules, oldPrice: number, newPrice: number, cost: number): string | null {
  const changePercent = oldPrice > 0 ? (Math.abs(newPrice - oldPrice) * 100) / oldPrice : 100;
  if (changePercent > rules.maxChangePercent) {
    return `판매가가 ${changePercent.toFixed(1)}% 바뀌어 자동 반영 한도(${rules.maxChangePercent}%)를 넘습니다.`;
  }
  if (rules.neverLowerPrice && newPrice < oldPrice)
    return '판매가를 자동으로 내리지 않도록 설정되어 있습니다.';
  const marginPercent = newPrice > 0 ? ((newPrice - cost) * 100) / newPrice : 0;
  if (marginPercent < rules.minMarginPercent) {
    return `새 마진율 ${marginPercent.toFixed(1)}%가 최소 마진율(${rules.minMarginPercent}%)보다 낮습니다.`;
  }
  return null;
}

function priceChange(
  rules: SyncRules,
  option: string | null,
  listedPrice: number | undefined,
  oldCost: number,
  newCost: number,
): SyncChange {
  const before = {
    supplier_price: oldCost,
    ...(listedPrice === undefined ? {} : { sale_price: listedPrice }),
  };
  if (listedPrice === undefined || newCost <= 0) {
    return {
      kind: 'price_changed',
      option,
      before,
      after: { supplier_price: newCost },
      action: { type: 'none' },
      heldBecause: null,
    };
  }
  const price = priceFor(rules, newCost);
  return {
    kind: 'price_changed',
    option,
    before,
    after: { supplier_price: newCost, sale_price: price },
    action: price === listedPrice ? { type: 'none' } : { type: 'price', price },
    heldBecause: price === listedPrice ? null : whyHeld(rules, listedPrice, price, newCost),
  };
}

function optionChanges(
  rules: SyncRules,
  listed: Record<string, number>,
  before: SupplierSnapshot,
  now: SupplierSnapshot,
  resumedWhole: boolean,
): SyncChange[] {
  const changes: SyncChange[] = [];
  for (const [key, listedPrice] of Object.entries(listed)) {
    if (key === '') continue;
    const was = before.options[key];
    const is = now.options[key];
    if (is === undefined) {
      if (was !== undefined && !was.soldOut) {
        changes.push({
          kind: 'option_changed',
          option: key,
          before: { state: '판매 중' },
          after: { state: '옵션 삭제' },
          action: { type: 'stop' },
          heldBecause: null,
        });
      }
      continue;
    }
    // After the whole product resumed, every option sells again except those still out at the supplier.
    const wasOut = resumedWhole ? false : (was?.soldOut ?? false);
    if (wasOut !== is.soldOut) {
      changes.push({
        kind: is.soldOut ? 'sold_out' : 'restocked',
        option: key,
        before: { state: wasOut ? '품절' : '판매 중' },
        after: { state: is.soldOut ? '품절' : '판매 중' },
        action: { type: is.soldOut ? 'stop' : 'resume' },
        heldBecause: null,
      });
    }
    if (was?.price != null && is.price !== null && was.price !== is.price) {
      changes.push(priceChange(rules, key, listedPrice, was.price, is.price));
    }
  }
  const added = Object.keys(now.options).filter(
    (key) => before.options[key] === undefined && !(key in listed),
  );
  for (const key of added.slice(0, maxAddedReported)) {
    changes.push({
      kind: 'option_changed',
      option: key,
      before: { state: '없음' },
      after: { state: '새 옵션' },
      action: { type: 'none' },
      heldBecause: null,
    });
  }
  return changes;
}

/**
 * The changes between what the listing was last synced to (`before`) and what the supplier shows now, each with the
 * action the listing needs. A whole product going out of stock or away stops everything; coming back resumes it and
 * is then compared option by option. Linear in the options.
 */
export function detectChanges(
  rules: SyncRules,
  listed: Record<string, number>,
  before: SupplierSnapshot,
  now: SupplierSnapshot | 'gone',
): SyncChange[] {
  const state = now === 'gone' ? 'gone' : now.state;
  if (state !== 'selling') {
    if (before.state !== 'selling') return [];
    return [
      {
        kind: 'sold_out',
        option: null,
        before: { state: stateLabel.selling },
        after: { state: stateLabel[state] },
        action: { type: 'stop' },
        heldBecause: null,
      },
    ];
  }
  const current = now as SupplierSnapshot;
  const changes: SyncChange[] = [];
  if (before.state !== 'selling') {
    changes.push({
      kind: 'restocked',
      option: null,
      before: { state: stateLabel[before.state] },
      after: { state: stateLabel.selling },
      action: { type: 'resume' },
      heldBecause: null,
    });
  }
  if ('' in listed && before.price !== null && current.price !== null && before.price !== current.price) {
    changes.push(priceChange(rules, null, listed[''], before.price, current.price));
  }
  return [...changes, ...optionChanges(rules, listed, before, current, before.state !== 'selling')];
}
