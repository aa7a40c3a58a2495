import { describe, expect, it } from 'vitest';
import { MappingError } from './mapping-error.ts';
import { attributeOf, coupangStoreOf, draftOf, itemOf, metaOf } from './test-drafts.ts';
import { toCoupangRequest } from './to-coupang-request.ts';

const category = { code: 80301, meta: metaOf() };

function mappingErrorOf(run: () => unknown): MappingError {
  try {
    run();
  } catch (error) {
    if (error instanceof MappingError) return error;
    throw error;
  }
  throw new Error('expected a MappingError');
}

const kidsCertification = {
  certificationType: 'KC_KID_CERTIFICATION',
  name: '어린이제품 안전인증',
  dataType: 'CODE',
  required: 'MANDATORY',
};

describe('toCoupangRequest', () => {
  it('delivers to remote areas only when the outbound place has fees for the courier', () => {
    const draft = draftOf();
    expect(toCoupangRequest(draft, category, coupangStoreOf()).remoteAreaDeliverable).toBe('N');
    expect(
      toCoupangRequest(draft, category, coupangStoreOf({ remoteAreaDeliverable: true }))
        .remoteAreaDeliverable,
    ).toBe('Y');
  });

  it('maps the product fields, delivery and return settings', () => {
    const request = toCoupangRequest(draftOf({ productGroup: '밀폐용기' }), category, coupangStoreOf());
    const { items, ...product } = request;
    expect(product).toEqual({
      displayCategoryCode: 80301,
      sellerProductName: '스테인리스 밀폐용기 5종 세트',
      displayProductName: '스테인리스 밀폐용기 5종 세트',
      brand: '키친프로',
      generalProductName: '스테인리스 밀폐용기 5종 세트',
      productGroup: '밀폐용기',
      saleStartedAt: '2025-03-01T00:30:00',
      saleEndedAt: '2099-01-01T23:59:59',
      deliveryMethod: 'SEQUENCIAL',
      deliveryCompanyCode: 'CJGLS',
      deliveryChargeType: 'NOT_FREE',
      deliveryCharge: 3000,
      freeShipOverAmount: 0,
      deliveryChargeOnReturn: 3000,
      remoteAreaDeliverable: 'N',
      unionDeliveryType: 'UNION_DELIVERY',
      returnCenterCode: '1000558713',
      returnChargeName: '올리다 반품지',
      companyContactNumber: '02-1234-5678',
      returnZipCode: '06236',
      returnAddress: '서울특별시 강남구 테헤란로 123',
      returnAddressDetail: '4층',
      returnCharge: 3000,
      returnChargeVendor: 'N',
      afterServiceInformation: '평일 10시~17시 상담',
      afterServiceContactNumber: '070-1111-2222',
      outboundShippingPlaceCode: '74010',
      vendorUserId: 'wing-user',
      requested: true,
      manufacture: '키친프로',
    });
    expect(items).toHaveLength(1);
  });

  it('maps an item with rounded prices, stock, SKU, tags, images, notices, attributes and contents', () => {
    const draft = draftOf({ items: [itemOf({ salePrice: 12_905, originalPrice: 11_000, stock: 0 })] });
    const [item] = toCoupangRequest(draft, category, coupangStoreOf()).items;
    expect(item).toEqual({
      itemName: '기본',
      originalPrice: 12_900,
      salePrice: 12_900,
      maximumBuyCount: 999,
      maximumBuyForPerson: 0,
      maximumBuyForPersonPeriod: 1,
      outboundShippingTimeDay: 2,
      unitCount: 1,
      adultOnly: 'EVERYONE',
      taxType: 'TAX',
      parallelImported: 'NOT_PARALLEL_IMPORTED',
      overseasPurchased: 'NOT_OVERSEAS_PURCHASED',
      pccNeeded: false,
      certifications: [{ certificationType: 'NOT_REQUIRED', certificationCode: '' }],
      notices: [
        {
          noticeCategoryName: '기타 재화',
          noticeCategoryDetailName: '품명 및 모델명',
          content: '스테인리스 밀폐용기 5종 세트',
        },
        {
          noticeCategoryName: '기타 재화',
          noticeCategoryDetailName: '제조국(원산지)',
          content: '상세페이지 참조',
        },
        {
          noticeCategoryName: '기타 재화',
          noticeCategoryDetailName: '소비자상담 관련 전화번호',
          content: '070-1111-2222',
        },
      ],
      externalVendorSku: 'domeggook:123',
      searchTags: ['밀폐용기', '주방'],
      offerCondition: 'NEW',
      images: [
        { imageOrder: 0, imageType: 'REPRESENTATION', vendorPath: 'https://shop.example.com/img/main.jpg' },
        { imageOrder: 1, imageType: 'DETAIL', vendorPath: 'https://shop.example.com/img/side.jpg' },
      ],
      attributes: [{ attributeTypeName: '수량', attributeValueName: '5개', exposed: 'EXPOSED' }],
      contents: [
        { contentsType: 'TEXT', contentDetails: [{ content: '<p>상세 설명</p>', detailType: 'TEXT' }] },
      ],
    });
  });

  it('uses fallbacks for brand, manufacturer, contact number and an empty description', () => {
    const draft = draftOf({
      brand: '',
      manufacturer: '',
      detailHtml: '',
      images: ['https://i.example.com/a.jpg'],
    });
    const request = toCoupangRequest(draft, category, coupangStoreOf({ afterServicePhone: '' }));
    expect(request.brand).toBe('기타');
    expect(request.manufacture).toBe('상세페이지 참조');
    expect(request.afterServiceContactNumber).toBe('02-1234-5678');
    expect(request.productGroup).toBeUndefined();
    expect(request.items[0]?.contents[0]?.contentDetails[0]?.content).toBe(
      '<div><p><img src="https://i.example.com/a.jpg" alt="" /></p></div>',
    );
  });

  it('keeps original price at least the sale price and makes item names unique', () => {
    const draft = draftOf({
      items: [
        itemOf({
          itemName: '블랙',
          salePrice: 9_999,
          originalPrice: 0,
          attributes: [{ attributeTypeName: '수량', attributeValueName: '1개' }],
        }),
        itemOf({
          itemName: '블랙',
          salePrice: 19_990,
          originalPrice: 25_000,
          attributes: [{ attributeTypeName: '수량', attributeValueName: '2개' }],
        }),
      ],
    });
    const items = toCoupangRequest(draft, category, coupangStoreOf()).items;
    expect(items.map((item) => [item.itemName, item.salePrice, item.originalPrice])).toEqual([
      ['블랙', 9_990, 9_990],
      ['블랙 (2)', 19_990, 25_000],
    ]);
  });

  it('refuses a draft without a sale price', () => {
    const error = mappingErrorOf(() =>
      toCoupangRequest(draftOf({ items: [itemOf({ salePrice: 0 })] }), category, coupangStoreOf()),
    );
    expect([error.message, error.field]).toEqual([
      '판매가가 없습니다. 초안에서 판매가를 입력해 주세요.',
      'price',
    ]);
  });

  it('refuses a draft without pictures', () => {
    const error = mappingErrorOf(() =>
      toCoupangRequest(draftOf({ images: [], imageUrl: '' }), category, coupangStoreOf()),
    );
    expect([error.message, error.field]).toEqual([
      '대표 이미지가 없습니다. 초안에서 이미지를 추가해 주세요.',
      'images',
    ]);
  });

  it('refuses a category with a mandatory certification when the draft has no certificate', () => {
    const meta = metaOf({ certifications: [kidsCertification] });
    const error = mappingErrorOf(() => toCoupangRequest(draftOf(), { code: 1, meta }, coupangStoreOf()));
    expect(error.field).toBe('certification');
  });

  it("sends the draft's certificate of a kind the category lists, with its number", () => {
    const meta = metaOf({ certifications: [kidsCertification] });
    const draft = draftOf({ certifications: [{ kind: 'KC_KID_CERTIFICATION', number: 'CB061R1234-1001' }] });
    const request = toCoupangRequest(draft, { code: 1, meta }, coupangStoreOf());
    expect(request.items[0]?.certifications).toEqual([
      { certificationType: 'KC_KID_CERTIFICATION', certificationCode: 'CB061R1234-1001' },
    ]);
  });

  it('refuses items Coupang could not tell apart', () => {
    const draft = draftOf({ items: [itemOf({ itemName: '블랙' }), itemOf({ itemName: '화이트' })] });
    const meta = metaOf({ attributes: [attributeOf('수량', { units: ['개'] })] });
    const error = mappingErrorOf(() => toCoupangRequest(draft, { code: 1, meta }, coupangStoreOf()));
    expect(error.field).toBe('options');
    expect(error.message).toContain("옵션 '블랙'과 '화이트'");
  });

  it('never adds options the category does not list (Coupang refuses free-form options since 2024-10-10)', () => {
    const color = (value: string) => [{ attributeTypeName: '색상', attributeValueName: value }];
    const draft = draftOf({
      items: [
        itemOf({ itemName: '화이트', attributes: color('화이트') }),
        itemOf({ itemName: '블랙', attributes: color('블랙') }),
      ],
    });
    const meta = metaOf({ attributes: [attributeOf('용량', { units: ['ml'], required: 'OPTIONAL' })] });
    expect(mappingErrorOf(() => toCoupangRequest(draft, { code: 1, meta }, coupangStoreOf())).field).toBe(
      'options',
    );
  });

  it('sends a [1+1] bundle with 수량 2개', () => {
    const draft = draftOf({
      productName: '[1+1] 라벤더 디퓨저',
      items: [itemOf({ itemName: '[1+1] 라벤더 디퓨저' })],
    });
    const meta = metaOf({ attributes: [attributeOf('수량', { units: ['개'] })] });
    const request = toCoupangRequest(draft, { code: 1, meta }, coupangStoreOf());
    expect(request.items[0]?.attributes).toEqual([
      { attributeTypeName: '수량', attributeValueName: '2개', exposed: 'EXPOSED' },
    ]);
  });
});
