import { describe, expect, it } from 'vitest';
import { createPage } from '../page.ts';
import { aliExpressAdapter } from './aliexpress.ts';
import {
  fixtureMismatches,
  fixtureNamed,
  fixturePage,
  groupFixtures,
  runAdapter,
} from './marketplace-fixtures.test-helper.ts';

const fixtures = groupFixtures('aliexpress');

const runParamsPage = (script: string) =>
  createPage(`<script>${script}</script>`, 'https://www.aliexpress.us/item/1.html');

describe('aliExpressAdapter over the fixtures', () => {
  it.each(fixtures.map((item) => [item.id, item] as const))('%s matches its expectation', (_, item) => {
    expect(item.parser).toBe('aliexpress');
    expect(fixtureMismatches(item, runAdapter(aliExpressAdapter, item))).toEqual([]);
  });

  it('answers the slider page with a Korean blocked_page warning only', () => {
    const found = aliExpressAdapter.extract(fixturePage(fixtureNamed(fixtures, 'slider-captcha')));
    expect(found.fields).toEqual({});
    expect(found.warnings?.[0]?.message).toContain('슬라이더');
  });
});

describe('aliExpressAdapter rules', () => {
  it('matches the AliExpress hosts and the runParams fingerprint', () => {
    for (const host of ['aliexpress.com', 'ko.aliexpress.com', 'aliexpress.us', 'aliexpress.ru']) {
      expect(aliExpressAdapter.matchesHost(host)).toBe(true);
    }
    expect(aliExpressAdapter.matchesHost('aliexpress.example.com')).toBe(false);
    expect(
      aliExpressAdapter.matchesPage(
        runParamsPage('window.runParams = { data: {"titleModule": {"subject": "x"}} };'),
      ),
    ).toBe(true);
    expect(aliExpressAdapter.matchesPage(runParamsPage('if (window.runParams) { track(runParams); }'))).toBe(
      false,
    );
  });

  it('defaults to USD when amounts carry no currency, never to KRW', () => {
    const fields = aliExpressAdapter.extract(
      runParamsPage(
        'window.runParams = { data: {"titleModule": {"subject": "x"}, "priceModule": {"minAmount": {"value": 3.5}}} };',
      ),
    ).fields;
    expect(fields).toMatchObject({ salePrice: 3.5, currency: 'USD' });
  });

  it('skips SKUs whose property values are unknown', () => {
    const data = {
      productInfoComponent: { subject: 'x' },
      skuComponent: {
        productSKUPropertyList: [
          {
            skuPropertyName: 'Color',
            skuPropertyValues: [{ propertyValueId: 1, propertyValueDisplayName: 'Red' }],
          },
        ],
      },
      priceComponent: {
        skuPriceList: [
          {
            skuId: 1,
            skuPropIds: '1',
            skuVal: { availQuantity: 2, skuAmount: { value: 5, currency: 'USD' } },
          },
          {
            skuId: 2,
            skuPropIds: '9',
            skuVal: { availQuantity: 2, skuAmount: { value: 6, currency: 'USD' } },
          },
        ],
      },
    };
    const fields = aliExpressAdapter.extract(
      runParamsPage(`window.runParams = {data: ${JSON.stringify(data)}};`),
    ).fields;
    expect(fields.options?.variants).toEqual([
      { values: ['Red'], priceDelta: 0, stock: 2, soldOut: false, code: '1' },
    ]);
    expect(fields.salePrice).toBe(5);
  });
});
