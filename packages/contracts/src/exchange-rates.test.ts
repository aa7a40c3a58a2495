import { describe, expect, it } from 'vitest';
import { defaultExchangeRateSource, defaultWonPerUnit } from './default-exchange-rates.ts';
import {
  defaultExchangeRateTable,
  exchangeRateLimits,
  exchangeRateSchema,
  exchangeRatesSchema,
  exchangeRateTableOf,
  quoteUnitOf,
  wonAt,
} from './exchange-rates.ts';
import {
  exchangeRateMissingMessage,
  foreignCostText,
  foreignPriceWarning,
  formatExchangeRate,
  formatForeignAmount,
  unpricedCurrencyOf,
} from './foreign-price.ts';
import { defaultPriceRule, overseasCostOf, priceDraft, priceRuleSchema } from './price-rule.ts';
import {
  type ForeignPrice,
  type ProductDetails,
  productDetailsSchema,
  urlParserRequestSchema,
} from './product-details.ts';
import { uploadSettingsSchema } from './uploads.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('default exchange rates', () => {
  it('cover at least CNY, USD, EUR, JPY, GBP and HKD from one dated source, the yen per 1 yen', () => {
    for (const currency of ['CNY', 'USD', 'EUR', 'JPY', 'GBP', 'HKD']) {
      expect(defaultExchangeRateTable[currency]).toMatchObject({
        rateDate: defaultExchangeRateSource.date,
        source: defaultExchangeRateSource.name,
      });
    }
    expect(defaultExchangeRateSource.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(defaultWonPerUnit.JPY).toBeLessThan(20);
    // Every default is itself a rate a workspace could save.
    for (const [currency, won_per_unit] of Object.entries(defaultWonPerUnit)) {
      expect(exchangeRateSchema.safeParse({ currency, won_per_unit }).success, currency).toBe(true);
    }
  });

  it('are replaced or extended by the workspace’s own rates, which name their day and source', () => {
    const table = exchangeRateTableOf([
      { currency: 'CNY', won_per_unit: 190, rate_date: '2026-03-02' },
      { currency: 'TWD', won_per_unit: 45.2 },
    ]);
    expect(table.CNY).toEqual({ wonPerUnit: 190, rateDate: '2026-03-02', source: '워크스페이스 설정' });
    expect(table.TWD).toEqual({ wonPerUnit: 45.2, rateDate: null, source: '워크스페이스 설정' });
    expect(table.USD).toEqual(defaultExchangeRateTable.USD);
    expect(exchangeRateTableOf(undefined)).toEqual(defaultExchangeRateTable);
    expect(defaultExchangeRateTable.TWD).toBeUndefined();
  });
});

describe('exchangeRatesSchema', () => {
  it('accepts ISO codes with a positive bounded rate of at most 4 decimals', () => {
    const rates = [
      { currency: 'CNY', won_per_unit: 190.25 },
      { currency: 'JPY', won_per_unit: 9.4471 },
      { currency: 'VND', won_per_unit: 0.0541 },
    ];
    expect(exchangeRatesSchema.parse(rates)).toEqual(rates);
  });

  it('refuses zero, negative, huge, too precise and non-numeric rates in Korean', () => {
    const check = (won_per_unit: unknown) =>
      messagesOf(exchangeRateSchema.safeParse({ currency: 'USD', won_per_unit }));
    expect(check(0)).toEqual(['환율은 0원보다 커야 합니다.']);
    expect(check(-1)).toEqual(['환율은 0원보다 커야 합니다.']);
    expect(check(exchangeRateLimits.maxWonPerUnit + 1)).toEqual([
      '환율은 1단위당 100,000원 이하여야 합니다.',
    ]);
    expect(check(1.23456)).toEqual(['환율은 소수점 넷째 자리까지 입력할 수 있습니다.']);
    expect(check('1400')).toEqual(['환율을 숫자로 입력해 주세요.']);
    expect(check(Number.NaN)).toEqual(['환율을 숫자로 입력해 주세요.']);
    expect(check(Number.POSITIVE_INFINITY)).toHaveLength(1);
  });

  it('refuses codes that are not ISO 4217, lower case, or the won', () => {
    const check = (currency: unknown) =>
      messagesOf(exchangeRateSchema.safeParse({ currency, won_per_unit: 100 }));
    expect(check('usd')).toEqual(['통화 코드는 USD, CNY처럼 영문 대문자 3자리로 입력해 주세요.']);
    expect(check('DOLLAR')).toEqual(['통화 코드는 USD, CNY처럼 영문 대문자 3자리로 입력해 주세요.']);
    expect(check('KRW')).toEqual(['원화(KRW)는 환율을 정하지 않아도 됩니다.']);
    expect(check('RMB')).toEqual([
      '알 수 없는 통화 코드입니다. ISO 4217 코드(예: USD, CNY, JPY)로 입력해 주세요.',
    ]);
  });

  it('refuses a currency twice and more than 20 currencies', () => {
    const twice = exchangeRatesSchema.safeParse([
      { currency: 'USD', won_per_unit: 1400 },
      { currency: 'USD', won_per_unit: 1410 },
    ]);
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]).toMatchObject({
      path: [1, 'currency'],
      message: 'USD 환율이 두 번 들어 있습니다. 통화마다 한 번만 입력해 주세요.',
    });
    const codes = ['AED', 'AUD', 'BRL', 'CAD', 'CHF', 'CNY', 'CZK', 'DKK', 'EUR', 'GBP', 'HKD'];
    const more = ['HUF', 'IDR', 'INR', 'JPY', 'MXN', 'MYR', 'NOK', 'NZD', 'PHP', 'PLN'];
    const many = [...codes, ...more].map((currency) => ({ currency, won_per_unit: 100 }));
    expect(many).toHaveLength(21);
    expect(messagesOf(exchangeRatesSchema.safeParse(many))).toEqual([
      '환율은 통화 20개까지 정할 수 있습니다.',
    ]);
    expect(exchangeRatesSchema.safeParse(many.slice(0, 20)).success).toBe(true);
  });

  it('is optional in the upload settings (older clients save without it) and bounded there too', () => {
    const settings = {
      price_rule: defaultPriceRule,
      after_service_phone: '',
      after_service_guide: '문의는 고객센터로',
      courier_code: 'CJGLS',
      outbound_days: 2,
      default_stock: 999,
      return_fee: 3000,
      exchange_fee: 6000,
    };
    expect(uploadSettingsSchema.parse(settings)).not.toHaveProperty('exchange_rates');
    const bad = uploadSettingsSchema.safeParse({
      ...settings,
      exchange_rates: [{ currency: 'USD', won_per_unit: 0 }],
    });
    expect(bad.error?.issues[0]?.path).toEqual(['exchange_rates', 0, 'won_per_unit']);
  });
});

describe('wonAt', () => {
  it('multiplies without float drift and rounds half up to whole won', () => {
    expect(wonAt(149, 190)).toBe(28_310);
    expect(wonAt(149, 195.09)).toBe(29_068);
    expect(wonAt(0.1, 1_005)).toBe(101);
    expect(wonAt(1.005, 1_000)).toBe(1_005);
    expect(wonAt(12.5, 1)).toBe(13);
    expect(wonAt(1_200, 9.4471)).toBe(11_337);
  });

  it('gives 0 for no amount or no usable rate and stays under the marketplace maximum', () => {
    expect(wonAt(0, 190)).toBe(0);
    expect(wonAt(-3, 190)).toBe(0);
    expect(wonAt(10, 0)).toBe(0);
    expect(wonAt(Number.NaN, 190)).toBe(0);
    expect(wonAt(1e11, 100_000)).toBe(999_999_990);
  });
});

const foreign = (overrides: Partial<ForeignPrice> = {}): ForeignPrice => ({
  currency: 'CNY',
  amount: 149,
  originalAmount: null,
  wonPerUnit: 190,
  rateDate: '2026-03-02',
  rateSource: '워크스페이스 설정',
  deliveryFee: null,
  deliveryFreeOver: null,
  ...overrides,
});

describe('foreign price texts', () => {
  it('quote the yen per 100 as Korean banks do, other currencies per 1', () => {
    expect(quoteUnitOf('JPY')).toBe(100);
    expect(quoteUnitOf('CNY')).toBe(1);
    expect(formatExchangeRate('JPY', 9.4471)).toBe('100 JPY = 944.71원');
    expect(formatExchangeRate('USD', 1391.54)).toBe('1 USD = 1,391.54원');
    expect(formatForeignAmount(149, 'CNY')).toBe('¥149.00');
    expect(formatForeignAmount(1200, 'JPY')).toBe('¥1,200');
  });

  it('show the conversion with its rate, date and source, or say why there is no price', () => {
    expect(foreignCostText(foreign(), 149, 28_310)).toBe(
      '공급가 ¥149.00 (환율 1 CNY = 190원, 기준일 2026-03-02, 출처 워크스페이스 설정) → 28,310원',
    );
    expect(foreignCostText(foreign({ wonPerUnit: null }), 149, 0)).toBeNull();
    expect(exchangeRateMissingMessage('USD')).toBe(
      'USD 환율이 설정되지 않아 가격을 정할 수 없습니다. 워크스페이스 업로드 설정에서 환율을 입력해 주세요.',
    );
    expect(foreignPriceWarning(foreign({ currency: 'TWD', wonPerUnit: null }))).toEqual({
      code: 'exchange_rate_missing',
      message: exchangeRateMissingMessage('TWD'),
    });
    expect(foreignPriceWarning(foreign()).message).toBe(
      'CNY 가격을 원화로 환산했습니다: 1 CNY = 190원 (기준일 2026-03-02, 출처 워크스페이스 설정). 환율은 워크스페이스 업로드 설정에서 바꿀 수 있습니다.',
    );
    expect(unpricedCurrencyOf({ foreignPrice: foreign({ wonPerUnit: null }) })).toBe('CNY');
    expect(unpricedCurrencyOf({ foreignPrice: foreign() })).toBeNull();
    expect(unpricedCurrencyOf({})).toBeNull();
  });
});

const item = (salePrice: number) => ({
  itemName: '기본',
  salePrice,
  originalPrice: salePrice,
  stock: 10,
  searchTags: [],
  attributes: [],
  images: [],
});

describe('the price rule on a converted foreign-currency draft', () => {
  const rule = { ...defaultPriceRule, min_margin_won: 0, overseas_cost_won: 3_000 };
  const draft = (foreignPrice: ForeignPrice | undefined, salePrice: number) =>
    ({ price: salePrice, items: [item(salePrice), item(0)], foreignPrice }) as unknown as ProductDetails;

  it('adds the per-item overseas cost before the margin, only on a converted foreign draft', () => {
    // (28,310 + 3,000) × 1.3 = 40,703 → 40,710
    const priced = priceDraft(draft(foreign(), 28_310), rule);
    expect(priced.price).toBe(40_710);
    expect(priced.items.map((entry) => entry.salePrice)).toEqual([40_710, 0]);
    expect(overseasCostOf(draft(foreign(), 28_310), rule)).toBe(3_000);
    // A won draft pays no overseas cost: 28,310 × 1.3 = 36,803 → 36,810.
    expect(priceDraft(draft(undefined, 28_310), rule).price).toBe(36_810);
    // A rule saved before the field existed counts it as 0.
    expect(priceDraft(draft(foreign(), 28_310), { ...rule, overseas_cost_won: undefined }).price).toBe(
      36_810,
    );
  });

  it('keeps a foreign draft without a rate at 0 (the overseas cost alone is no price)', () => {
    const priced = priceDraft(draft(foreign({ wonPerUnit: null }), 0), rule);
    expect(priced.price).toBe(0);
    expect(priced.items.every((entry) => entry.salePrice === 0)).toBe(true);
  });

  it('bounds the overseas cost in Korean', () => {
    const check = (overseas_cost_won: unknown) =>
      messagesOf(priceRuleSchema.safeParse({ ...defaultPriceRule, overseas_cost_won }));
    expect(check(-1)).toEqual(['해외 배송·통관비는 0원 이상이어야 합니다.']);
    expect(check(1_000_001)).toEqual(['해외 배송·통관비는 1,000,000원 이하여야 합니다.']);
    expect(check(1.5)).toEqual(['해외 배송·통관비는 원 단위 정수여야 합니다.']);
    expect(priceRuleSchema.parse(defaultPriceRule)).not.toHaveProperty('overseas_cost_won');
  });
});

describe('product details and URL parser contracts', () => {
  it('accept a foreign price on the draft and its items, and refuse a broken one', () => {
    const base = {
      sellerProductName: '토트백',
      displayProductName: '토트백',
      productName: '토트백',
      brand: '',
      manufacturer: '',
      modelNo: '',
      productGroup: '',
      category: '',
      price: 28_310,
      imageUrl: '',
      images: [],
      items: [{ ...item(28_310), foreignPrice: { salePrice: 149, originalPrice: 149 } }],
      detailHtml: '',
      origin: '',
      notices: [],
      delivery: { payType: 'free', fee: 0, freeOver: null },
      sourceUrl: 'about:blank',
      supplier: { parser: 'generic', itemId: null, imageReuseAllowed: null },
    };
    expect(productDetailsSchema.safeParse({ ...base, foreignPrice: foreign() }).success).toBe(true);
    expect(productDetailsSchema.safeParse({ ...base, foreignPrice: null }).success).toBe(true);
    expect(productDetailsSchema.safeParse(base).success).toBe(true);
    expect(
      productDetailsSchema.safeParse({ ...base, foreignPrice: foreign({ wonPerUnit: -1 }) }).success,
    ).toBe(false);
    expect(
      productDetailsSchema.safeParse({ ...base, foreignPrice: foreign({ currency: 'yuan' }) }).success,
    ).toBe(false);
  });

  it('take an optional workspace id with the URL', () => {
    expect(urlParserRequestSchema.parse({ url: 'a.kr' })).toEqual({ url: 'a.kr' });
    const workspace_id = '1b4e28ba-2fa1-4d2b-9b5a-0c6f2b0d7a11';
    expect(urlParserRequestSchema.parse({ url: 'a.kr', workspace_id })).toEqual({
      url: 'a.kr',
      workspace_id,
    });
    expect(messagesOf(urlParserRequestSchema.safeParse({ url: 'a.kr', workspace_id: 'x' }))).toEqual([
      '워크스페이스를 다시 선택해 주세요.',
    ]);
  });
});
