import { describe, expect, it } from 'vitest';
import { extract } from '../extract.ts';
import { createPage } from '../page.ts';
import { cafe24Adapter } from './cafe24.ts';
import { fixtureMismatches, loadFixtureGroup, runAdapter } from './shop-fixtures.test-helper.ts';

const fixtures = loadFixtureGroup('shop-cafe24');

function stockData(entries: Record<string, Record<string, unknown>>): string {
  // Cafe24 prints json_encode output through addslashes into a single-quoted string.
  const json = JSON.stringify(entries).replace(/[\\'"]/g, (char) => `\\${char}`);
  return `var option_stock_data = '${json}';`;
}

function shopPage(head: string, script: string): ReturnType<typeof createPage> {
  return createPage(
    `<html><head><meta name="path_role" content="PRODUCT_DETAIL">${head}</head><body>` +
      `<div class="headingArea"><h2>린넨 셔츠</h2></div><script>${script}</script></body></html>`,
    'https://www.linenshop.co.kr/product/detail.html?product_no=77',
  );
}

describe('cafe24Adapter over the fixtures', () => {
  it.each(fixtures.map((fixture) => [fixture.id, fixture] as const))(
    '%s matches its expectation',
    (_, fixture) => {
      expect(fixture.parser).toBe('cafe24');
      expect(cafe24Adapter.matchesPage(fixture.page)).toBe(true);
      expect(fixtureMismatches(fixture.expected, runAdapter(cafe24Adapter, fixture.page))).toEqual([]);
    },
  );
});

describe('cafe24Adapter', () => {
  it('takes the sale price from product meta and the JSON-LD price as the list price', () => {
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: '린넨 셔츠',
      image: ['https:https://cafe24img.poxo.com/shop/web/product/big/a.jpg'],
      offers: [{ '@type': 'Offer', price: 658000, priceCurrency: 'KRW' }],
    };
    const page = shopPage(
      `<meta property="product:sale_price:amount" content="394800"><script type="application/ld+json">${JSON.stringify(jsonLd)}</script>`,
      '',
    );
    expect(cafe24Adapter.extract(page).fields).toMatchObject({
      salePrice: 394800,
      originalPrice: 658000,
      images: ['https://cafe24img.poxo.com/shop/web/product/big/a.jpg'],
    });
  });

  it('never reports 0원 as a price', () => {
    const page = shopPage(
      '<meta property="product:price:amount" content="0"><meta property="product:sale_price:amount" content="0">',
      "var product_price = '0';",
    );
    const fields = cafe24Adapter.extract(page).fields;
    expect(fields.salePrice).toBeUndefined();
    expect(fields.originalPrice).toBeUndefined();
  });

  it('keeps the JSON-LD list prices of option offers from becoming a price range', () => {
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: '린넨 셔츠',
      image: 'https://www.linenshop.co.kr/web/product/big/a.jpg',
      offers: [30000, 52000, 55000].map((price) => ({ '@type': 'Offer', price, priceCurrency: 'KRW' })),
    };
    const page = shopPage(
      `<meta property="product:sale_price:amount" content="40000"><script type="application/ld+json">${JSON.stringify(jsonLd)}</script>`,
      '',
    );
    const product = extract(page.html, page.url.href);
    expect(product.salePrice).toBe(40000);
    expect(product.priceRange ?? { min: 40000, max: 40000 }).toEqual({ min: 40000, max: 40000 });
    expect(product.warnings.map((warning) => warning.code)).not.toContain('price_range');
  });

  it('drops hidden variants and marks those no longer selling as sold out', () => {
    const common = { option_name: '색상', stock_price: '0.00', use_stock: true, use_soldout: 'T' };
    const script = stockData({
      P000A: { ...common, option_value: '화이트', is_display: 'T', is_selling: 'T', stock_number: 3 },
      P000B: { ...common, option_value: '블랙', is_display: 'F', is_selling: 'T', stock_number: 9 },
      P000C: { ...common, option_value: '네이비', is_display: 'T', is_selling: 'F', stock_number: 4 },
    });
    const options = cafe24Adapter.extract(shopPage('', `${script} var option_name_mapper = '색상';`)).fields
      .options;
    expect(options?.variants.map((variant) => [variant.values[0], variant.soldOut, variant.code])).toEqual([
      ['화이트', false, 'P000A'],
      ['네이비', true, 'P000C'],
    ]);
  });

  it('reads the stock of a product without options from its single entry', () => {
    const script = stockData({
      P000A: {
        option_name: '',
        option_value: '',
        stock_price: '0.00',
        use_stock: true,
        is_selling: 'T',
        stock_number: 12,
      },
    });
    const fields = cafe24Adapter.extract(shopPage('', script)).fields;
    expect(fields.options).toBeUndefined();
    expect(fields.stock).toBe(12);
  });

  it('claims pages by the path_role meta or Cafe24 markup, not other shops', () => {
    expect(cafe24Adapter.matchesPage(shopPage('', ''))).toBe(true);
    const plain = createPage(
      '<html><head><meta property="og:type" content="product"></head></html>',
      'https://a.kr/p/1',
    );
    expect(cafe24Adapter.matchesPage(plain)).toBe(false);
    expect(cafe24Adapter.matchesHost('myshop.cafe24.com')).toBe(true);
  });
});
