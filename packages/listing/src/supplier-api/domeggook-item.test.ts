import { describe, expect, it } from 'vitest';
import { domeggookItemNo, domeggookMarketOf, sourceFromDomeggookItem } from './domeggook-item.ts';

const URL = 'https://domeggook.com/30219876';

/** A getItemView answer in the shape public clients report (numbers partly as strings, selectOpt as a JSON string). */
function itemView(overrides: Record<string, unknown> = {}) {
  return {
    domeggook: {
      basis: {
        no: 30219876,
        status: '판매중',
        title: ' 실리콘 주방 조리도구 6종 세트 ',
        keywords: { kw: ['실리콘조리도구', '주걱세트'] },
        tax: '과세상품',
      },
      price: { dome: '1+11500|20+11000|60+10500', supply: 12700 },
      qty: { inventory: '238', domeMoq: '1' },
      deli: {
        method: '택배',
        pay: '선결제',
        dome: { type: '고정', fee: 3000 },
        supply: { type: '수량별', tbl: '1+3500|3+7000' },
        feeExtra: { jeju: '3000', islands: '3000' },
      },
      thumb: { small: 'https://cdn.example/s.jpg', original: 'https://cdn.example/o_760.jpg' },
      desc: {
        license: { usable: 'N', msg: '사용불가' },
        contents: {
          item: '<p><img src="//cdn.example/d1.jpg"></p><img data-src="/d2.jpg" src="data:image/gif;base64,R0l"><img src="">',
        },
      },
      selectOpt: JSON.stringify({
        type: 'combination',
        set: [
          { name: '색상', opts: ['그레이', '블랙'] },
          { name: '구성', opts: ['6종', '8종'] },
        ],
        data: {
          '0_00': {
            name: '그레이/6종',
            dom: '1',
            sup: '1',
            hid: '0',
            domPrice: '0',
            supPrice: '0',
            qty: '60',
          },
          '0_01': {
            name: '그레이/8종',
            dom: '1',
            sup: '1',
            hid: '0',
            domPrice: '2000',
            supPrice: '2200',
            qty: '30',
          },
          '1_00': { name: '블랙/6종', dom: '1', sup: '0', hid: '1', domPrice: '0', supPrice: '0', qty: '0' },
          '2_00': { name: '구형/단종', dom: '1', sup: '1', hid: '2', domPrice: '0', supPrice: '0', qty: '0' },
        },
      }),
      seller: { nick: '쿡플러스유통' },
      detail: {
        country: '중국',
        manufacturer: '양장 실리콘제품유한공사',
        model: 'CP-SL6',
        infoDuty: {
          item: [
            { name: '제조국', desc: '중국' },
            { name: '', desc: 'x' },
          ],
        },
      },
      category: {
        parents: {
          elem: [
            { name: '조리도구', code: '01_02_00_00_00', depth: 2 },
            { name: '주방용품', code: '01_00_00_00_00', depth: 1 },
          ],
        },
        current: { name: '주걱/국자', code: '01_02_03_00_00', depth: 3 },
      },
      ...overrides,
    },
  };
}

describe('sourceFromDomeggookItem', () => {
  it('maps a 도매꾹 item: tiers, first-tier price, options, delivery, tags, category, detail images, notices', () => {
    const product = sourceFromDomeggookItem(itemView(), URL);
    expect(product).toMatchObject({
      url: URL,
      parser: 'domeggook',
      name: '실리콘 주방 조리도구 6종 세트',
      salePrice: 11500,
      currency: 'KRW',
      tiers: [
        { minQuantity: 1, unitPrice: 11500 },
        { minQuantity: 20, unitPrice: 11000 },
        { minQuantity: 60, unitPrice: 10500 },
      ],
      images: ['https://cdn.example/o_760.jpg'],
      detailImages: ['https://cdn.example/d1.jpg', 'https://domeggook.com/d2.jpg'],
      stock: 238,
      soldOut: false,
      searchTags: ['실리콘조리도구', '주걱세트'],
      category: ['주방용품', '조리도구', '주걱/국자'],
      deliveryFee: 3000,
      deliveryPayType: 'prepaid',
      deliveryMethod: '택배',
      supplierItemId: '30219876',
      seller: '쿡플러스유통',
      origin: '중국',
      manufacturer: '양장 실리콘제품유한공사',
      model: 'CP-SL6',
      notices: [{ label: '제조국', value: '중국' }],
      imageReuseAllowed: false,
    });
    expect(product.detailHtml).toContain('d1.jpg');
    expect(product.options).toEqual({
      groups: ['색상', '구성'],
      variants: [
        { values: ['그레이', '6종'], priceDelta: 0, stock: 60, soldOut: false, code: '0_00' },
        { values: ['그레이', '8종'], priceDelta: 2000, stock: 30, soldOut: false, code: '0_01' },
        { values: ['블랙', '6종'], priceDelta: 0, stock: 0, soldOut: true, code: '1_00' },
      ],
    });
    expect(product.provenance.name).toBe('domeggook-api');
    expect(product.warnings.map((warning) => warning.code)).toEqual(['image_reuse_forbidden']);
  });

  it('reads the 도매매 columns for domeme URLs: supply price, supPrice deltas, sup flags and the supply fee table', () => {
    const product = sourceFromDomeggookItem(itemView(), 'https://domeme.domeggook.com/s/30219876');
    expect(product.salePrice).toBe(12700);
    expect(product.tiers).toEqual([]);
    expect(product.options?.variants.map((variant) => [variant.code, variant.priceDelta])).toEqual([
      ['0_00', 0],
      ['0_01', 2200],
    ]);
    expect(product.deliveryFee).toBe(3500);
  });

  it('accepts the inner object, a plain price, a flat option map, string keywords and free delivery', () => {
    const inner = itemView({
      price: { dome: '8900' },
      basis: { no: '28061734', status: '판매중', title: '밀폐용기', keywords: { kw: '밀폐용기, 반찬통' } },
      deli: { method: '택배', pay: '무료', dome: { type: '무료', fee: 0 } },
      selectOpt: {
        0: { name: '5종 세트', hid: 0, price: 0, qty: 640 },
        1: { name: '7종 세트', hid: 0, price: -500 },
      },
      desc: { license: { usable: 'Y' }, contents: { item: '<p>설명</p>' } },
      category: {
        current: { name: '스텐밀폐용기', depth: 3 },
        parents: { elem: { name: '주방용품', depth: 1 } },
      },
    }).domeggook;
    const product = sourceFromDomeggookItem(inner, 'https://domeggook.com/28061734');
    expect(product).toMatchObject({
      salePrice: 8900,
      tiers: [],
      searchTags: ['밀폐용기', '반찬통'],
      deliveryFee: 0,
      deliveryPayType: 'free',
      imageReuseAllowed: true,
      detailImages: [],
      category: ['주방용품', '스텐밀폐용기'],
    });
    expect(product.options).toEqual({
      groups: ['옵션'],
      variants: [
        { values: ['5종 세트'], priceDelta: 0, stock: 640, soldOut: false, code: '0' },
        { values: ['7종 세트'], priceDelta: -500, stock: null, soldOut: false, code: '1' },
      ],
    });
  });

  it('warns when the item is not on sale or not sold on the page’s market', () => {
    const ended = sourceFromDomeggookItem(
      itemView({ basis: { no: 1, title: 'x', status: '판매종료' } }),
      URL,
    );
    expect(ended.warnings).toContainEqual({
      code: 'not_for_sale',
      message: '도매꾹에서 판매 중인 상품이 아닙니다. (상태: 판매종료)',
    });
    const domeOnly = sourceFromDomeggookItem(
      itemView({ price: { dome: 5000 } }),
      'https://domeme.domeggook.com/s/30219876',
    );
    expect(domeOnly.salePrice).toBeNull();
    expect(domeOnly.warnings.map((warning) => warning.code)).toEqual(
      expect.arrayContaining(['not_for_sale', 'missing_price']),
    );
  });

  it('never throws on junk and reports what is missing', () => {
    for (const junk of [null, 'text', 42, [], { domeggook: null }, { domeggook: { selectOpt: '{broken' } }]) {
      const product = sourceFromDomeggookItem(junk, URL);
      expect(product.name).toBeNull();
      expect(product.warnings.map((warning) => warning.code)).toEqual(
        expect.arrayContaining(['missing_name', 'missing_price', 'missing_image']),
      );
    }
  });
});

describe('domeggookItemNo', () => {
  it('reads the item number from desktop, www, mobile, 도매매 and ?no= URLs', () => {
    expect(domeggookItemNo('https://domeggook.com/28061734')).toBe('28061734');
    expect(domeggookItemNo('https://www.domeggook.com/28061734?from=list#top')).toBe('28061734');
    expect(domeggookItemNo('https://mobile.domeggook.com/31457208/')).toBe('31457208');
    expect(domeggookItemNo('https://domeme.domeggook.com/s/29983145')).toBe('29983145');
    expect(domeggookItemNo('https://domeggook.com/main/item/itemView.php?no=30219876')).toBe('30219876');
  });

  it('refuses other hosts, short numbers, short links and garbage', () => {
    expect(domeggookItemNo('https://domeggook.com.evil.example/28061734')).toBeNull();
    expect(domeggookItemNo('https://example.com/28061734')).toBeNull();
    expect(domeggookItemNo('https://domeggook.com/1234')).toBeNull();
    expect(domeggookItemNo('https://domeggook.com/SeznkY')).toBeNull();
    expect(domeggookItemNo('https://domeggook.com/?no=abc')).toBeNull();
    expect(domeggookItemNo('not a url')).toBeNull();
  });

  it('tells 도매매 pages (market supply) from 도매꾹 pages (market dome)', () => {
    expect(domeggookMarketOf('https://domeme.domeggook.com/s/29983145')).toBe('supply');
    expect(domeggookMarketOf('https://domeggook.com/29983145')).toBe('dome');
    expect(domeggookMarketOf('::')).toBe('dome');
  });
});
