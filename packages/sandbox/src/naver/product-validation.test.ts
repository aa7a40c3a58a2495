import { describe, expect, it } from 'vitest';
import { categoryRules } from './category-rules.ts';
import { noticeObjectKey } from './detail-attribute-validation.ts';
import { checkProductRequest, type ProductCheckDeps } from './product-validation.ts';

const UPLOADED = 'http://127.0.0.1/sandbox/naver/images/aaaaaaaaaaaaaaaaaaaaaaaa.png';

const deps: ProductCheckDeps = {
  categoryKind: (id) => (id === '50000803' ? 'leaf' : id === '50000790' ? 'branch' : 'unknown'),
  categoryRules,
  isUploadedImage: (url) => url === UPLOADED,
  windowChannelNo: undefined,
};

/** The minimal request public code uses successfully (protocol notes §2.4). */
function minimal(): {
  originProduct: Record<string, unknown>;
  smartstoreChannelProduct: Record<string, unknown>;
} {
  return {
    originProduct: {
      statusType: 'SALE',
      saleType: 'NEW',
      leafCategoryId: '50000803',
      name: '가벼운 러닝화',
      detailContent: '<p>상세</p>',
      images: { representativeImage: { url: UPLOADED }, optionalImages: [{ url: UPLOADED }] },
      salePrice: 39_000,
      stockQuantity: 10,
      deliveryInfo: {
        deliveryType: 'DELIVERY',
        deliveryAttributeType: 'NORMAL',
        deliveryCompany: 'CJGLS',
        deliveryFee: { deliveryFeeType: 'PAID', baseFee: 3000, deliveryFeePayType: 'PREPAID' },
        claimDeliveryInfo: { returnDeliveryFee: 3000, exchangeDeliveryFee: 6000 },
      },
      detailAttribute: {
        afterServiceInfo: {
          afterServiceTelephoneNumber: '02-000-0000',
          afterServiceGuideContent: '고객센터로 문의',
        },
        originAreaInfo: { originAreaCode: '03', content: '상세설명에 표시' },
        minorPurchasable: true,
        productInfoProvidedNotice: {
          productInfoProvidedNoticeType: 'ETC',
          etc: {
            itemName: '러닝화',
            modelName: 'R-1',
            manufacturer: '올리다',
            customerServicePhoneNumber: '02-000-0000',
          },
        },
        sellerCodeInfo: { sellerManagementCode: 'SKU-1' },
      },
    },
    smartstoreChannelProduct: { naverShoppingRegistration: false, channelProductDisplayStatusType: 'ON' },
  };
}

function problemsOf(body: unknown): string[] {
  const result = checkProductRequest(body, deps);
  return result.ok ? [] : result.problems.map((problem) => `${problem.name}:${problem.type}`);
}

describe('checkProductRequest', () => {
  it('accepts the minimal request of the public samples', () => {
    const result = checkProductRequest(minimal(), deps);
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(result.product).toMatchObject({
        statusType: 'SALE',
        displayStatus: 'ON',
        leafCategoryId: '50000803',
      });
  });

  it('checks the extra fees by zone: AREA_3 needs the other islands fee, fees are bounded', () => {
    const withArea = (byArea: unknown) => {
      const body = minimal();
      const delivery = body.originProduct.deliveryInfo as { deliveryFee: Record<string, unknown> };
      delivery.deliveryFee.deliveryFeeByArea = byArea;
      return problemsOf(body);
    };
    expect(withArea({ deliveryAreaType: 'AREA_3', area2extraFee: 3000, area3extraFee: 5000 })).toEqual([]);
    expect(withArea({ deliveryAreaType: 'AREA_2', area2extraFee: 3000 })).toEqual([]);
    expect(withArea({ deliveryAreaType: 'AREA_3', area2extraFee: 3000 })).toEqual([
      'originProduct.deliveryInfo.deliveryFee.deliveryFeeByArea.area3extraFee:NotNull',
    ]);
    expect(withArea({ deliveryAreaType: 'JEJU', area2extraFee: -1 })).toEqual([
      'originProduct.deliveryInfo.deliveryFee.deliveryFeeByArea.deliveryAreaType:Enum',
      'originProduct.deliveryInfo.deliveryFee.deliveryFeeByArea.area2extraFee:Range',
    ]);
  });

  it('stores SUSPENSION as SALE and no stock as OUTOFSTOCK', () => {
    const body = minimal();
    body.originProduct.statusType = 'SUSPENSION';
    body.originProduct.stockQuantity = 0;
    const result = checkProductRequest(body, deps);
    expect(result.ok && result.product.statusType).toBe('OUTOFSTOCK');
  });

  it('names every missing required field by its JSON path', () => {
    expect(problemsOf({ originProduct: {}, smartstoreChannelProduct: {} })).toEqual([
      'originProduct.statusType:Enum',
      'originProduct.leafCategoryId:NotNull',
      'originProduct.name:NotNull',
      'originProduct.detailContent:NotNull',
      'originProduct.images:NotNull',
      'originProduct.salePrice:NotNull',
      'originProduct.stockQuantity:NotNull',
      'originProduct.detailAttribute:NotNull',
      'smartstoreChannelProduct.naverShoppingRegistration:NotNull',
      'smartstoreChannelProduct.channelProductDisplayStatusType:Enum',
    ]);
    expect(problemsOf(null)).toEqual(['originProduct:NotNull']);
  });

  it('rejects image URLs that did not come from the upload API', () => {
    const body = minimal();
    body.originProduct.images = { representativeImage: { url: 'https://supplier.example/a.jpg' } };
    expect(problemsOf(body)).toEqual(['originProduct.images.representativeImage.url:Invalid']);
  });

  it('checks category leaves, price and stock ranges, statuses and display enums', () => {
    const body = minimal();
    Object.assign(body.originProduct, {
      leafCategoryId: '50000790',
      salePrice: 1_000_000_000,
      stockQuantity: -1,
      statusType: 'WAIT',
    });
    body.smartstoreChannelProduct.channelProductDisplayStatusType = 'WAIT';
    expect(problemsOf(body)).toEqual([
      'originProduct.statusType:Invalid',
      'originProduct.leafCategoryId:Invalid',
      'originProduct.salePrice:Range',
      'originProduct.stockQuantity:Range',
      'smartstoreChannelProduct.channelProductDisplayStatusType:Enum',
    ]);
  });

  it('requires the ETC notice fields and one of A/S director or phone', () => {
    const body = minimal();
    body.originProduct.detailAttribute = {
      ...(body.originProduct.detailAttribute as object),
      productInfoProvidedNotice: { productInfoProvidedNoticeType: 'ETC', etc: { itemName: '러닝화' } },
    };
    expect(problemsOf(body)).toEqual([
      'originProduct.detailAttribute.productInfoProvidedNotice.etc.modelName:NotNull',
      'originProduct.detailAttribute.productInfoProvidedNotice.etc.manufacturer:NotNull',
      'originProduct.detailAttribute.productInfoProvidedNotice.etc.afterServiceDirector:NotNull',
    ]);
  });

  it('requires an importer for imported goods and a courier for parcel delivery', () => {
    const body = minimal();
    const attribute = body.originProduct.detailAttribute as Record<string, unknown>;
    attribute.originAreaInfo = { originAreaCode: '0200037' };
    const delivery = body.originProduct.deliveryInfo as Record<string, unknown>;
    delete delivery.deliveryCompany;
    expect(problemsOf(body)).toEqual([
      'originProduct.deliveryInfo.deliveryCompany:NotNull',
      'originProduct.detailAttribute.originAreaInfo.importer:NotNull',
    ]);
  });

  it('accepts a product without delivery information (a no-delivery product)', () => {
    const body = minimal();
    delete body.originProduct.deliveryInfo;
    expect(problemsOf(body)).toEqual([]);
  });

  it('refuses a Shopping Window product for a seller without that channel', () => {
    expect(
      problemsOf({ ...minimal(), windowChannelProduct: { channelNo: 1, naverShoppingRegistration: false } }),
    ).toEqual(['windowChannelProduct:Invalid']);
  });
});

describe('noticeObjectKey', () => {
  it('maps notice types to their sub-object keys', () => {
    expect(noticeObjectKey('ETC')).toBe('etc');
    expect(noticeObjectKey('KITCHEN_UTENSILS')).toBe('kitchenUtensils');
  });
});
