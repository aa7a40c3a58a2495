import type { ProductDetails, ProductItem } from '@ollida/contracts/product-details';
import type { CoupangCategoryMetaInput, CoupangMetaAttribute } from './coupang-category-meta.ts';
import type { CoupangStoreContext } from './to-coupang-request.ts';
import type { NaverStoreContext } from './to-naver-request.ts';

// Builders shared by the marketplace mapper tests.

/** An item with sensible defaults. */
export function itemOf(overrides: Partial<ProductItem> = {}): ProductItem {
  return {
    itemName: '기본',
    salePrice: 12_900,
    originalPrice: 15_000,
    stock: 50,
    searchTags: ['밀폐용기', '주방'],
    attributes: [],
    images: [],
    ...overrides,
  };
}

/** A one-item draft with sensible defaults. */
export function draftOf(overrides: Partial<ProductDetails> = {}): ProductDetails {
  return {
    sellerProductName: '스테인리스 밀폐용기 5종 세트',
    displayProductName: '스테인리스 밀폐용기 5종 세트',
    productName: '스테인리스 밀폐용기 5종 세트',
    brand: '키친프로',
    manufacturer: '',
    modelNo: '',
    productGroup: '',
    category: '주방용품 > 밀폐용기',
    price: 12_900,
    imageUrl: 'https://shop.example.com/img/main.jpg',
    images: ['https://shop.example.com/img/main.jpg', 'https://shop.example.com/img/side.jpg'],
    items: [itemOf()],
    detailHtml: '<p>상세 설명</p>',
    origin: '',
    notices: [],
    delivery: { payType: 'prepaid', fee: 3000, freeOver: null },
    sourceUrl: 'https://shop.example.com/goods/123',
    supplier: { parser: 'domeggook', itemId: '123', imageReuseAllowed: true },
    ...overrides,
  };
}

/** A meta attribute; NUMBER when units are given. */
export function attributeOf(
  name: string,
  options: { units?: string[]; required?: 'MANDATORY' | 'OPTIONAL'; group?: string; exposed?: string } = {},
): CoupangMetaAttribute {
  const units = options.units ?? [];
  return {
    attributeTypeName: name,
    dataType: units.length > 0 ? 'NUMBER' : 'STRING',
    basicUnit: units[0] ?? '없음',
    usableUnits: units,
    required: options.required ?? 'MANDATORY',
    groupNumber: options.group ?? 'NONE',
    exposed: options.exposed ?? 'EXPOSED',
  };
}

/** A 기타 재화 meta whose only purchase option is 수량. */
export function metaOf(overrides: Partial<CoupangCategoryMetaInput> = {}): CoupangCategoryMetaInput {
  return {
    attributes: [attributeOf('수량', { units: ['개'] })],
    noticeCategories: [
      {
        noticeCategoryName: '기타 재화',
        noticeCategoryDetailNames: [
          { noticeCategoryDetailName: '품명 및 모델명', required: 'MANDATORY' },
          { noticeCategoryDetailName: '제조국(원산지)', required: 'MANDATORY' },
          { noticeCategoryDetailName: '소비자상담 관련 전화번호', required: 'MANDATORY' },
        ],
      },
    ],
    certifications: [
      { certificationType: 'NOT_REQUIRED', name: '인증대상아님', dataType: 'NONE', required: 'OPTIONAL' },
    ],
    ...overrides,
  };
}

/** A complete Coupang store context at 2025-03-01 00:30 Seoul time. */
export function coupangStoreOf(overrides: Partial<CoupangStoreContext> = {}): CoupangStoreContext {
  return {
    wingAccount: 'wing-user',
    returnCenterCode: '1000558713',
    returnChargeName: '올리다 반품지',
    companyContactNumber: '02-1234-5678',
    returnZipCode: '06236',
    returnAddress: '서울특별시 강남구 테헤란로 123',
    returnAddressDetail: '4층',
    outboundShippingPlaceCode: '74010',
    deliveryChargeOnReturn: 3000,
    returnCharge: 3000,
    requested: true,
    courierCode: 'CJGLS',
    outboundDays: 2,
    defaultStock: 999,
    afterServicePhone: '070-1111-2222',
    afterServiceGuide: '평일 10시~17시 상담',
    remoteAreaDeliverable: false,
    now: new Date('2025-02-28T15:30:00Z'),
    ...overrides,
  };
}

/** A complete Naver store context. */
export function naverStoreOf(overrides: Partial<NaverStoreContext> = {}): NaverStoreContext {
  return {
    courierCode: 'CJGLS',
    defaultStock: 999,
    afterServicePhone: '070-1111-2222',
    afterServiceGuide: '평일 10시~17시 상담',
    returnFee: 3000,
    exchangeFee: 6000,
    remoteFees: { jeju: 3000, island: 5000 },
    sellerManagementCode: 'OL-0123456789abcdef',
    ...overrides,
  };
}
