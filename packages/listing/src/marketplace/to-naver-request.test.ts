import { describe, expect, it } from 'vitest';
import { MappingError } from './mapping-error.ts';
import { draftOf, itemOf, naverStoreOf } from './test-drafts.ts';
import { naverImageSourcesOf, toNaverRequest } from './to-naver-request.ts';

const hosted = ['https://shop-phinf.pstatic.net/a.jpg', 'https://shop-phinf.pstatic.net/b.jpg'];

function mappingErrorOf(run: () => unknown): MappingError {
  try {
    run();
  } catch (error) {
    if (error instanceof MappingError) return error;
    throw error;
  }
  throw new Error('expected a MappingError');
}

describe('toNaverRequest', () => {
  it('maps a single-item draft', () => {
    const draft = draftOf({
      origin: '중국',
      manufacturer: '키친공장',
      items: [itemOf({ salePrice: 12_905, stock: 7 })],
    });
    expect(toNaverRequest(draft, '50002615', hosted, naverStoreOf())).toEqual({
      originProduct: {
        statusType: 'SALE',
        saleType: 'NEW',
        leafCategoryId: '50002615',
        name: '스테인리스 밀폐용기 5종 세트',
        detailContent: '<p>상세 설명</p>',
        images: { representativeImage: { url: hosted[0] }, optionalImages: [{ url: hosted[1] }] },
        salePrice: 12_900,
        stockQuantity: 7,
        deliveryInfo: {
          deliveryType: 'DELIVERY',
          deliveryAttributeType: 'NORMAL',
          deliveryCompany: 'CJGLS',
          deliveryFee: {
            deliveryFeeType: 'PAID',
            baseFee: 3000,
            deliveryFeePayType: 'PREPAID',
            deliveryFeeByArea: { deliveryAreaType: 'AREA_3', area2extraFee: 3000, area3extraFee: 5000 },
          },
          claimDeliveryInfo: { returnDeliveryFee: 3000, exchangeDeliveryFee: 6000 },
        },
        detailAttribute: {
          afterServiceInfo: {
            afterServiceTelephoneNumber: '070-1111-2222',
            afterServiceGuideContent: '평일 10시~17시 상담',
          },
          originAreaInfo: { originAreaCode: '04', content: '중국' },
          minorPurchasable: true,
          productInfoProvidedNotice: {
            productInfoProvidedNoticeType: 'ETC',
            etc: {
              itemName: '스테인리스 밀폐용기 5종 세트',
              modelName: '상세페이지 참조',
              manufacturer: '키친공장',
              customerServicePhoneNumber: '070-1111-2222',
            },
          },
          sellerCodeInfo: { sellerManagementCode: 'OL-0123456789abcdef' },
          seoInfo: { sellerTags: [{ text: '밀폐용기' }, { text: '주방' }] },
          naverShoppingSearchInfo: { brandName: '키친프로', manufacturerName: '키친공장' },
        },
      },
      smartstoreChannelProduct: { naverShoppingRegistration: false, channelProductDisplayStatusType: 'ON' },
    });
  });

  it('maps the origin area', () => {
    const originOf = (origin: string) =>
      toNaverRequest(draftOf({ origin }), '1', hosted, naverStoreOf()).originProduct.detailAttribute
        .originAreaInfo;
    expect(originOf('국산')).toEqual({ originAreaCode: '00' });
    expect(originOf('대한민국(한국)')).toEqual({ originAreaCode: '00' });
    expect(originOf('')).toEqual({ originAreaCode: '03', content: '상세설명에 표시' });
  });

  it('prices a multi-item draft at its lowest price, sums stock and adds options', () => {
    const draft = draftOf({
      items: [
        itemOf({ itemName: '대', salePrice: 15_000, stock: 0 }),
        itemOf({ itemName: '소', salePrice: 12_000, stock: 3 }),
      ],
    });
    const origin = toNaverRequest(draft, '1', hosted, naverStoreOf()).originProduct;
    expect([origin.salePrice, origin.stockQuantity]).toEqual([12_000, 1_002]);
    expect(origin.detailAttribute.optionInfo).toEqual({
      optionCombinationGroupNames: { optionGroupName1: '옵션' },
      optionCombinations: [
        { optionName1: '대', stockQuantity: 999, price: 3_000, usable: true },
        { optionName1: '소', stockQuantity: 3, price: 0, usable: true },
      ],
    });
  });

  it('builds a detail page from the hosted pictures when the draft has none', () => {
    const origin = toNaverRequest(
      draftOf({ detailHtml: ' ' }),
      '1',
      hosted.slice(0, 1),
      naverStoreOf(),
    ).originProduct;
    expect(origin.detailContent).toBe(
      '<div><p><img src="https://shop-phinf.pstatic.net/a.jpg" alt="" /></p></div>',
    );
    expect(origin.images).toEqual({ representativeImage: { url: hosted[0] } });
  });

  it('refuses missing pictures, a missing price and a missing A/S phone', () => {
    const noImage = mappingErrorOf(() => toNaverRequest(draftOf(), '1', [], naverStoreOf()));
    expect([noImage.message, noImage.field]).toEqual([
      '대표 이미지가 없습니다. 초안에서 이미지를 추가해 주세요.',
      'images',
    ]);
    const noPrice = mappingErrorOf(() =>
      toNaverRequest(draftOf({ items: [itemOf({ salePrice: 0 })] }), '1', hosted, naverStoreOf()),
    );
    expect(noPrice.field).toBe('price');
    const noPhone = mappingErrorOf(() =>
      toNaverRequest(draftOf(), '1', hosted, naverStoreOf({ afterServicePhone: ' ' })),
    );
    expect([noPhone.message, noPhone.field]).toEqual([
      'A/S 전화번호가 없습니다. 업로드 설정에서 A/S 전화번호를 입력해 주세요.',
      'after_service_phone',
    ]);
  });
});

describe('naverImageSourcesOf', () => {
  it('lists the representative picture first, without duplicates, at most 10', () => {
    const images = Array.from({ length: 10 }, (_, index) => `https://i.example.com/${index}.jpg`);
    const draft = draftOf({ imageUrl: 'https://i.example.com/5.jpg', images });
    const sources = naverImageSourcesOf(draft);
    expect(sources).toHaveLength(10);
    expect(sources.slice(0, 3)).toEqual([
      'https://i.example.com/5.jpg',
      'https://i.example.com/0.jpg',
      'https://i.example.com/1.jpg',
    ]);
    expect(new Set(sources).size).toBe(10);
  });
});
