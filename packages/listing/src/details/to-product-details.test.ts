import { productDetailsSchema } from '@ollida/contracts/product-details';
import { describe, expect, it } from 'vitest';
import { emptySourceFields, type SourceProduct } from '../source-product.ts';
import { toProductDetails } from './to-product-details.ts';

function sourceOf(overrides: Partial<SourceProduct>): SourceProduct {
  return {
    ...emptySourceFields(),
    url: 'https://shop.example.kr/p/1',
    parser: 'generic',
    provenance: {},
    warnings: [],
    ...overrides,
  };
}

describe('toProductDetails', () => {
  it('maps a supplier product into a schema-valid draft', () => {
    const details = toProductDetails(
      sourceOf({
        url: 'https://domeggook.com/12345678#top',
        parser: 'domeggook',
        name: '[도매꾹] 스텐 텀블러 500㎖ (W123456)',
        brand: '써모스',
        manufacturer: '써모스코리아㈜',
        model: 'JNL-500',
        salePrice: 5900,
        originalPrice: 8000,
        images: [
          'https://cdn.example.kr/1.jpg',
          'javascript:alert(1)',
          '/relative.jpg',
          'https://cdn.example.kr/2.jpg',
        ],
        detailHtml: '<p onclick="x">상세</p><img data-src="/d/1.jpg">',
        searchTags: ['텀블러', '보온병'],
        category: ['주방용품', ' 컵/텀블러 ', '텀블러'],
        deliveryFee: 3000,
        deliveryFreeOver: 50000,
        supplierItemId: '12345678',
        origin: '중국',
        notices: [
          { label: '제조국', value: '중국' },
          { label: ' ', value: '빈 라벨' },
        ],
        imageReuseAllowed: false,
      }),
    );
    expect(productDetailsSchema.parse(details)).toEqual(details);
    expect(details).toMatchObject({
      sellerProductName: '스텐 텀블러 500ml',
      displayProductName: '써모스 스텐 텀블러 500ml',
      productName: '스텐 텀블러 500ml',
      brand: '써모스',
      manufacturer: '써모스코리아(주)',
      modelNo: 'JNL-500',
      category: '주방용품 > 컵/텀블러 > 텀블러',
      productGroup: '텀블러',
      price: 5900,
      imageUrl: 'https://cdn.example.kr/1.jpg',
      images: ['https://cdn.example.kr/1.jpg', 'https://cdn.example.kr/2.jpg'],
      detailHtml: '<p>상세</p><img src="https://domeggook.com/d/1.jpg">',
      origin: '중국',
      notices: [{ label: '제조국', value: '중국' }],
      delivery: { payType: 'prepaid', fee: 3000, freeOver: 50000 },
      sourceUrl: 'https://domeggook.com/12345678#top',
      supplier: { parser: 'domeggook', itemId: '12345678', imageReuseAllowed: false },
    });
    expect(details.items).toEqual([
      {
        itemName: '스텐 텀블러 500ml',
        salePrice: 5900,
        originalPrice: 8000,
        stock: 999,
        attributes: [],
        searchTags: ['텀블러', '보온병'],
        images: [
          { imageOrder: 0, imageType: 'REPRESENTATION', vendorPath: 'https://cdn.example.kr/1.jpg' },
          { imageOrder: 1, imageType: 'DETAIL', vendorPath: 'https://cdn.example.kr/2.jpg' },
        ],
      },
    ]);
  });

  it('fills what the page did not show with empty values and defaults', () => {
    const details = toProductDetails(sourceOf({ name: '이름만 있는 상품' }), { defaultStock: 50 });
    expect(productDetailsSchema.parse(details)).toEqual(details);
    expect(details).toMatchObject({
      price: 0,
      imageUrl: '',
      images: [],
      category: '',
      productGroup: '',
      detailHtml: '',
      delivery: { payType: 'free', fee: 0, freeOver: null },
      supplier: { parser: 'generic', itemId: null, imageReuseAllowed: null },
    });
    expect(details.items[0]).toMatchObject({ salePrice: 0, originalPrice: 0, stock: 50, images: [] });
    expect(details.items[0]?.searchTags).toEqual(['이름만', '있는', '상품']);
  });

  it('never takes a foreign price for won: without a rate it is 0 won and kept as the page amount', () => {
    // Before issue 20 this draft said 36원 for ¥35.50 (the raw number as won).
    const details = toProductDetails(sourceOf({ name: '가방', salePrice: 35.5, currency: 'CNY' }));
    expect(details.price).toBe(0);
    expect(details.items[0]).toMatchObject({ salePrice: 0, foreignPrice: { salePrice: 35.5 } });
    expect(details.foreignPrice).toMatchObject({ currency: 'CNY', amount: 35.5, wonPerUnit: null });
  });

  it('builds a description from the detail images and notices when the page has none', () => {
    const details = toProductDetails(
      sourceOf({
        name: '가방',
        images: ['https://cdn.example.kr/main.jpg'],
        detailImages: ['https://cdn.example.kr/d1.jpg', 'data:image/png;base64,AAAA'],
        notices: [{ label: '소재', value: '<가죽> & 면' }],
      }),
    );
    expect(details.detailHtml).toBe(
      '<div style="text-align:center"><img alt src="https://cdn.example.kr/d1.jpg"></div>' +
        '<table border="1"><tbody><tr><th>소재</th><td>&lt;가죽&gt; &amp; 면</td></tr></tbody></table>',
    );
  });

  it('falls back to the product images when the sanitised description is empty', () => {
    const details = toProductDetails(
      sourceOf({
        name: '가방',
        images: ['https://cdn.example.kr/main.jpg'],
        detailHtml: '<script>x</script>',
      }),
    );
    expect(details.detailHtml).toBe(
      '<div style="text-align:center"><img alt src="https://cdn.example.kr/main.jpg"></div>',
    );
  });

  it('limits the pictures to maxImages', () => {
    const images = Array.from({ length: 30 }, (_, index) => `https://cdn.example.kr/${index}.jpg`);
    expect(toProductDetails(sourceOf({ name: '가방', images })).images).toHaveLength(10);
    const three = toProductDetails(sourceOf({ name: '가방', images }), { maxImages: 3 });
    expect(three.images).toHaveLength(3);
    expect(three.items[0]?.images.map((image) => image.imageType)).toEqual([
      'REPRESENTATION',
      'DETAIL',
      'DETAIL',
    ]);
    expect(toProductDetails(sourceOf({ name: '가방', images }), { maxImages: -1 }).imageUrl).toBe('');
  });

  it.each([
    [
      { deliveryPayType: 'free', deliveryFee: 3000, deliveryFreeOver: 30000 },
      { payType: 'free', fee: 0, freeOver: null },
    ],
    [
      { deliveryPayType: 'cod', deliveryFee: 4000 },
      { payType: 'cod', fee: 4000, freeOver: null },
    ],
    [{ deliveryFee: 0 }, { payType: 'free', fee: 0, freeOver: null }],
    [
      { deliveryFee: 2500.4, deliveryFreeOver: 19800 },
      { payType: 'prepaid', fee: 2500, freeOver: 19800 },
    ],
  ] as const)('derives delivery from %j', (fields, delivery) => {
    expect(toProductDetails(sourceOf({ name: '가방', ...fields })).delivery).toEqual(delivery);
  });

  it('keeps the source URL within the limit and never fails on an unparsable one', () => {
    const long = `https://shop.example.kr/p?no=1&q=${'a'.repeat(3000)}#${'f'.repeat(100)}`;
    const sourceUrl = toProductDetails(sourceOf({ name: '가방', url: long })).sourceUrl;
    expect(sourceUrl.length).toBeLessThanOrEqual(2048);
    expect(sourceUrl.startsWith('https://shop.example.kr/p?no=1&q=aaa')).toBe(true);
    expect(toProductDetails(sourceOf({ name: '가방', url: 'not a url' })).sourceUrl).toBe('about:blank');
  });

  it('keeps no script or data address as the source or a picture, and the schema refuses one sent by hand', () => {
    const draft = toProductDetails(sourceOf({ name: '가방', url: 'javascript:alert(1)' }));
    expect(draft.sourceUrl).toBe('about:blank');
    for (const hostile of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>']) {
      expect(productDetailsSchema.safeParse({ ...draft, sourceUrl: hostile }).success).toBe(false);
      expect(productDetailsSchema.safeParse({ ...draft, imageUrl: hostile }).success).toBe(false);
    }
  });

  it('drops top category levels when the path is too long', () => {
    const category = ['대분류', 'x'.repeat(200), 'y'.repeat(150), '소분류'];
    const details = toProductDetails(sourceOf({ name: '가방', category }));
    expect(details.category).toBe(`${'y'.repeat(150)} > 소분류`);
    expect(details.productGroup).toBe('소분류');
  });
});
