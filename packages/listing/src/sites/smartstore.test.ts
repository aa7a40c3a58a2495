import { describe, expect, it } from 'vitest';
import { createPage } from '../page.ts';
import {
  fixtureMismatches,
  fixtureNamed,
  fixturePage,
  groupFixtures,
  runAdapter,
} from './marketplace-fixtures.test-helper.ts';
import { smartStoreAdapter } from './smartstore.ts';

const fixtures = groupFixtures('smartstore');
const fixture = (name: string) => fixtureNamed(fixtures, name);

const statePage = (state: unknown, url = 'https://smartstore.naver.com/shop/products/77') =>
  createPage(
    `<html><head></head><body><script>window.__PRELOADED_STATE__=${JSON.stringify(state)}</script></body></html>`,
    url,
  );

describe('smartStoreAdapter over the fixtures', () => {
  it.each(fixtures.map((item) => [item.id, item] as const))('%s matches its expectation', (_, item) => {
    expect(item.parser).toBe('smartstore');
    expect(fixtureMismatches(item, runAdapter(smartStoreAdapter, item))).toEqual([]);
  });

  it('keeps the rendered SmartEditor detail of a captured page', () => {
    const product = runAdapter(smartStoreAdapter, fixture('brand-options-captured'));
    expect(product.detailHtml).toContain('se-main-container');
    expect(product.detailHtml).toContain('여름밤을 시원하게');
  });

  it('takes no product field from a page whose product id differs from the URL', () => {
    const found = smartStoreAdapter.extract(fixturePage(fixture('id-mismatch')));
    expect(found.fields).toEqual({});
    expect(found.warnings?.[0]?.message).toContain('5012340000');
  });

  it('explains blocked and login pages in Korean without product fields', () => {
    for (const name of ['blocked-429', 'seller-login-200']) {
      const found = smartStoreAdapter.extract(fixturePage(fixture(name)));
      expect(found.fields).toEqual({});
      expect(found.warnings?.[0]).toMatchObject({ code: 'blocked_page' });
      expect(found.warnings?.[0]?.message).toContain('확장 프로그램');
    }
  });
});

describe('smartStoreAdapter rules', () => {
  it('matches store hosts and the state fingerprint of saved pages', () => {
    expect(smartStoreAdapter.matchesHost('smartstore.naver.com')).toBe(true);
    expect(smartStoreAdapter.matchesHost('brand.naver.com')).toBe(true);
    expect(smartStoreAdapter.matchesHost('shopping.naver.com')).toBe(false);
    const saved = fixturePage(fixture('conditional-free-discount'));
    expect(smartStoreAdapter.matchesPage(createPage(saved.html, 'file:///C:/saved/page.html'))).toBe(true);
    expect(smartStoreAdapter.matchesPage(statePage({ product: { A: { id: null } } }))).toBe(false);
  });

  it('guards a saved page with the number in og:url', () => {
    const page = createPage(
      `<meta property="og:url" content="https://smartstore.naver.com/s/products/78"><script>window.__PRELOADED_STATE__=${JSON.stringify({ simpleProductForDetailPage: { A: { id: 77, name: 'x' } } })}</script>`,
      'file:///saved.html',
    );
    expect(smartStoreAdapter.extract(page).warnings?.[0]?.code).toBe('product_id_mismatch');
  });

  it('ignores the empty product.A shell and reads option prices as deltas', () => {
    const page = statePage({
      product: { A: { id: null, soldout: false } },
      simpleProductForDetailPage: {
        A: {
          id: 77,
          name: '상품',
          salePrice: 10_000,
          productStatusType: 'SALE',
          options: [{ groupName: '색상', optionType: 'COMBINATION' }],
          optionCombinations: [
            { id: 1, optionName1: '빨강', price: 0, stockQuantity: 3 },
            { id: 2, optionName1: '파랑', price: -1_000, stockQuantity: 0 },
          ],
        },
      },
    });
    const fields = smartStoreAdapter.extract(page).fields;
    expect(fields.salePrice).toBe(10_000);
    expect(
      fields.options?.variants.map((variant) => [variant.values[0], variant.priceDelta, variant.soldOut]),
    ).toEqual([
      ['빨강', 0, false],
      ['파랑', -1_000, true],
    ]);
  });

  it('reads notices whose Korean labels sit directly on the notice view', () => {
    const page = statePage({
      simpleProductForDetailPage: {
        A: {
          id: 77,
          name: 'x',
          productInfoProvidedNoticeView: { productInfoProvidedNoticeType: 'WEAR', 제조국: '한국' },
        },
      },
    });
    expect(smartStoreAdapter.extract(page).fields.notices).toEqual([{ label: '제조국', value: '한국' }]);
  });

  it('warns that a closed product cannot be bought', () => {
    const page = statePage({
      simpleProductForDetailPage: { A: { id: 77, name: 'x', productStatusType: 'CLOSE' } },
    });
    expect(smartStoreAdapter.extract(page).warnings).toEqual([
      expect.objectContaining({ code: 'not_for_sale', message: expect.stringContaining('판매종료') }),
    ]);
  });

  it('says nothing about an ordinary store page without state', () => {
    const page = createPage(
      '<title>한우마을 : 네이버 스마트스토어</title><p>전체상품</p>',
      'https://smartstore.naver.com/s',
    );
    expect(smartStoreAdapter.extract(page)).toEqual({ fields: {}, warnings: [] });
  });

  it('marks every status other than SALE as sold out, whatever the stock says', () => {
    for (const status of ['CLOSE', 'SUSPENSION', 'WAIT', 'PROHIBITION', 'OUTOFSTOCK']) {
      const page = statePage({
        simpleProductForDetailPage: {
          A: { id: 77, name: 'x', salePrice: 5_000, productStatusType: status, stockQuantity: 30 },
        },
      });
      expect(smartStoreAdapter.extract(page).fields).toMatchObject({ stock: 30, soldOut: true });
    }
    const onSale = statePage({
      simpleProductForDetailPage: {
        A: { id: 77, name: 'x', salePrice: 5_000, productStatusType: 'SALE', stockQuantity: 30 },
      },
    });
    expect(smartStoreAdapter.extract(onSale).fields.soldOut).toBe(false);
  });

  it('never takes a zero price: a zero discounted price falls back to the list price', () => {
    const page = statePage({
      simpleProductForDetailPage: {
        A: { id: 77, name: 'x', salePrice: 8_000, benefitsView: { discountedSalePrice: 0 } },
      },
    });
    expect(smartStoreAdapter.extract(page).fields).toMatchObject({ salePrice: 8_000, originalPrice: null });
    const free = statePage({ simpleProductForDetailPage: { A: { id: 77, name: 'x', salePrice: 0 } } });
    expect(smartStoreAdapter.extract(free).fields.salePrice).toBeNull();
  });
});
