import { defaultPriceRule } from '@ollida/contracts/price-rule';
import { describe, expect, it } from 'vitest';
import type { SupplierSnapshot } from '../../db/schema/supplier-sync.ts';
import { detectChanges, type SyncRules } from './sync-changes.ts';

const rules: SyncRules = {
  maxChangePercent: 30,
  minMarginPercent: 0,
  neverLowerPrice: false,
  priceRule: defaultPriceRule,
};
const single = (price: number | null, state: SupplierSnapshot['state'] = 'selling'): SupplierSnapshot => ({
  state,
  price,
  options: {},
});
const withOptions = (options: SupplierSnapshot['options'], state: SupplierSnapshot['state'] = 'selling') => ({
  state,
  price: null,
  options,
});

describe('detectChanges', () => {
  it('stops a listing whose supplier sold out or removed the page, once', () => {
    const listed = { '': 13_000 };
    expect(detectChanges(rules, listed, single(10_000), single(10_000, 'sold_out'))).toMatchObject([
      { kind: 'sold_out', option: null, action: { type: 'stop' }, after: { state: '품절' } },
    ]);
    expect(detectChanges(rules, listed, single(10_000), 'gone')[0]?.after).toEqual({ state: '페이지 없음' });
    expect(detectChanges(rules, listed, single(10_000, 'sold_out'), 'gone')).toEqual([]);
  });

  it('resumes a restocked listing and prices a changed cost with the rule, holding big jumps', () => {
    const listed = { '': 13_000 };
    const small = detectChanges(rules, listed, single(10_000, 'sold_out'), single(11_000));
    expect(small.map((change) => [change.kind, change.action])).toEqual([
      ['restocked', { type: 'resume' }],
      ['price_changed', { type: 'price', price: 14_300 }],
    ]);
    expect(small[1]?.heldBecause).toBeNull();
    const big = detectChanges(rules, listed, single(10_000), single(15_000));
    expect(big[0]).toMatchObject({ action: { type: 'price', price: 19_500 } });
    expect(big[0]?.heldBecause).toContain('50.0%');
    const lower = detectChanges({ ...rules, neverLowerPrice: true }, listed, single(10_000), single(9_500));
    expect(lower[0]?.heldBecause).toContain('내리지 않도록');
    const thin = detectChanges({ ...rules, minMarginPercent: 40 }, listed, single(10_000), single(10_500));
    expect(thin[0]?.heldBecause).toContain('최소 마진율(40%)');
  });

  it('follows each listed option, reports removed and new ones, and keeps out-of-stock options stopped on resume', () => {
    const listed = { 블랙: 13_000, 화이트: 13_000, 레드: 13_000 };
    const before = withOptions({
      블랙: { price: 10_000, soldOut: false },
      화이트: { price: 10_000, soldOut: false },
      레드: { price: 10_000, soldOut: false },
    });
    const now = withOptions({
      블랙: { price: 10_000, soldOut: true },
      화이트: { price: 10_500, soldOut: false },
      그린: { price: 10_000, soldOut: false },
    });
    expect(
      detectChanges(rules, listed, before, now).map((change) => [
        change.kind,
        change.option,
        change.action.type,
      ]),
    ).toEqual([
      ['sold_out', '블랙', 'stop'],
      ['price_changed', '화이트', 'price'],
      ['option_changed', '레드', 'stop'],
      ['option_changed', '그린', 'none'],
    ]);

    const outBefore = withOptions(
      { 블랙: { price: 10_000, soldOut: true }, 화이트: { price: 10_000, soldOut: true } },
      'sold_out',
    );
    const back = withOptions({
      블랙: { price: 10_000, soldOut: true },
      화이트: { price: 10_000, soldOut: false },
    });
    expect(
      detectChanges(rules, { 블랙: 13_000, 화이트: 13_000 }, outBefore, back).map((change) => [
        change.kind,
        change.option,
      ]),
    ).toEqual([
      ['restocked', null],
      ['sold_out', '블랙'],
    ]);
  });

  it('stays linear: 2,000 options compare in one pass', () => {
    const options = Object.fromEntries(
      Array.from({ length: 2_000 }, (_, i) => [`옵션${i}`, { price: 1_000, soldOut: false }]),
    );
    const listed = Object.fromEntries(Object.keys(options).map((key) => [key, 1_500]));
    const now = withOptions(
      Object.fromEntries(Object.keys(options).map((key) => [key, { price: 1_000, soldOut: true }])),
    );
    expect(detectChanges(rules, listed, withOptions(options), now)).toHaveLength(2_000);
  });
});
