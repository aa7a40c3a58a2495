import { describe, expect, it } from 'vitest';
import { ownerclanItemKey, sourceFromOwnerclanItem } from './ownerclan-item.ts';

const URL = 'https://ownerclan.com/V2/product/view.php?selfcode=WFIR5I7';

function item(overrides: Record<string, unknown> = {}) {
  return {
    key: 'WFIR5I7',
    name: '남성 기능성 쿨 드라이 반팔 티셔츠',
    model: 'AM-CD21',
    production: '(주)액티브웨어',
    origin: '베트남',
    price: 10810,
    pricePolicy: 'fixed',
    fixedPrice: 15900,
    searchKeywords: ['쿨티셔츠', '기능성티'],
    category: { key: '00020001000300', name: '반팔 티셔츠', fullName: '남성의류 > 티셔츠 > 반팔 티셔츠' },
    content: '<div><img src="https://img.example/d1.jpg"><img ec-data-src="/d2.jpg"></div>',
    shippingFee: 3000,
    shippingType: 'inAdvance',
    images: ['https://img.example/main.png', 'https://img.example/extra,1.png'],
    status: 'available',
    options: [
      {
        key: 'WFIR5I701',
        price: 10810,
        quantity: 40,
        optionAttributes: [
          { name: '색상', value: '블랙' },
          { name: '사이즈', value: 'M' },
        ],
      },
      {
        key: 'WFIR5I702',
        price: 11810,
        quantity: 0,
        optionAttributes: [
          { name: '사이즈', value: 'XL' },
          { name: '색상', value: '화이트' },
        ],
      },
    ],
    taxFree: false,
    adultOnly: false,
    returnable: true,
    openmarketSellable: true,
    boxQuantity: 5,
    ...overrides,
  };
}

describe('sourceFromOwnerclanItem', () => {
  it('maps an item: price, options with deltas from full option prices, images, delivery, category, notices', () => {
    const product = sourceFromOwnerclanItem({ data: { item: item() } }, URL);
    expect(product).toMatchObject({
      parser: 'ownerclan',
      name: '남성 기능성 쿨 드라이 반팔 티셔츠',
      model: 'AM-CD21',
      manufacturer: '(주)액티브웨어',
      origin: '베트남',
      salePrice: 10810,
      originalPrice: null,
      currency: 'KRW',
      images: ['https://img.example/main.png', 'https://img.example/extra,1.png'],
      detailImages: ['https://img.example/d1.jpg', 'https://ownerclan.com/d2.jpg'],
      stock: 40,
      soldOut: false,
      searchTags: ['쿨티셔츠', '기능성티'],
      category: ['남성의류', '티셔츠', '반팔 티셔츠'],
      deliveryFee: 3000,
      deliveryPayType: 'prepaid',
      supplierItemId: 'WFIR5I7',
      notices: [
        { label: '소비자 준수가격', value: '15,900원 (이 가격으로 판매해야 합니다)' },
        { label: '묶음배송', value: '5개까지 한 박스로 배송' },
      ],
    });
    expect(product.options).toEqual({
      groups: ['색상', '사이즈'],
      variants: [
        { values: ['블랙', 'M'], priceDelta: 0, stock: 40, soldOut: false, code: 'WFIR5I701' },
        { values: ['화이트', 'XL'], priceDelta: 1000, stock: 0, soldOut: true, code: 'WFIR5I702' },
      ],
    });
    expect(product.provenance.salePrice).toBe('ownerclan-api');
    expect(product.warnings).toEqual([]);
  });

  it('reads an item without choices (one bare option) as stock without options; free and 착불 shipping', () => {
    const single = [{ key: 'W0PL9ZD01', price: 15840, quantity: 95, optionAttributes: [] }];
    const cod = sourceFromOwnerclanItem(
      { item: item({ options: single, shippingType: 'uponArrival' }) },
      URL,
    );
    expect(cod).toMatchObject({ options: null, stock: 95, deliveryPayType: 'cod', deliveryFee: 3000 });
    const free = sourceFromOwnerclanItem(item({ shippingType: 'free', shippingFee: 2500 }), URL);
    expect(free).toMatchObject({ deliveryPayType: 'free', deliveryFee: 0 });
  });

  it('marks sold-out, stopped and open-market-forbidden items, and lists tax-free, adult and return notices', () => {
    const soldOut = sourceFromOwnerclanItem(item({ status: 'soldout' }), URL);
    expect(soldOut.soldOut).toBe(true);
    expect(soldOut.warnings.map((warning) => warning.code)).toEqual(['sold_out']);
    const stopped = sourceFromOwnerclanItem(item({ status: 'discontinued', openmarketSellable: false }), URL);
    expect(stopped.warnings[0]).toEqual({
      code: 'not_for_sale',
      message:
        '오너클랜에서 판매 중인 상품이 아닙니다. (상태: 단종) 오너클랜이 오픈마켓 판매를 허용하지 않는 상품입니다. 등록하면 제재를 받을 수 있습니다.',
    });
    const flagged = sourceFromOwnerclanItem(
      item({ pricePolicy: 'free', taxFree: true, adultOnly: true, returnable: false, boxQuantity: null }),
      URL,
    );
    expect(flagged.notices).toEqual([
      { label: '과세 구분', value: '면세 상품' },
      { label: '성인 전용', value: '미성년자 구매 불가 상품' },
      { label: '반품', value: '반품 불가 상품' },
    ]);
  });

  it('takes a category name without fullName, comma-separated keywords and a lone image string', () => {
    const product = sourceFromOwnerclanItem(
      item({
        category: { name: '반팔 티셔츠' },
        searchKeywords: '쿨티, 반팔티',
        images: 'https://img.example/a.png',
      }),
      URL,
    );
    expect(product).toMatchObject({
      category: ['반팔 티셔츠'],
      searchTags: ['쿨티', '반팔티'],
      images: ['https://img.example/a.png'],
    });
  });

  it('never throws on junk', () => {
    for (const junk of [null, 'x', { data: { item: null } }, { options: 'nope', images: 5 }]) {
      const product = sourceFromOwnerclanItem(junk, URL);
      expect(product.warnings.map((warning) => warning.code)).toEqual(
        expect.arrayContaining(['missing_name', 'missing_price']),
      );
    }
  });
});

describe('ownerclanItemKey', () => {
  it('reads selfcode from product URLs, upper-cased', () => {
    expect(ownerclanItemKey('https://ownerclan.com/V2/product/view.php?selfcode=W68562D')).toBe('W68562D');
    expect(ownerclanItemKey('https://www.ownerclan.com/V2/product/view.php?selfcode=wfir5i7&x=1')).toBe(
      'WFIR5I7',
    );
  });

  it('refuses other hosts, missing or malformed codes', () => {
    expect(ownerclanItemKey('https://ownerclan.com.example/V2/product/view.php?selfcode=W68562D')).toBeNull();
    expect(ownerclanItemKey('https://ownerclan.com/V2/product/search.php?topSearchKeyword=컵')).toBeNull();
    expect(ownerclanItemKey('https://ownerclan.com/V2/product/view.php?selfcode=X12345')).toBeNull();
  });
});
