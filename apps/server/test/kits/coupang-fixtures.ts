import type { CoupangVendorClient } from '../../src/integrations/coupang/coupang-client.ts';
import type { CoupangProductRequest } from '../../src/integrations/coupang/product-types.ts';

// Test-only helpers shared by the sandbox contract suite; not used at runtime.

/** A complete 텀블러 product for the vendor, wired to its first usable return center and outbound place. */
export async function buildTestProduct(
  client: CoupangVendorClient,
  wingAccount: string,
): Promise<CoupangProductRequest> {
  const center = (await client.listReturnCenters({ pageSize: 50 })).content.find(
    (candidate) => candidate.usable,
  );
  const place = (await client.listOutboundPlaces({ pageSize: 50 })).content.find(
    (candidate) => candidate.usable,
  );
  const address = center?.placeAddresses[0];
  if (!center || !place || !address)
    throw new Error('the vendor has no usable return center or outbound place');
  const notices = [
    '품명 및 모델명',
    '재질',
    '구성품',
    '크기',
    '제조자(수입자)',
    '제조국',
    '소비자상담 관련 전화번호',
  ];
  const item = (color: string): CoupangProductRequest['items'][number] => ({
    itemName: color,
    originalPrice: 19_900,
    salePrice: 15_900,
    maximumBuyCount: 100,
    maximumBuyForPerson: 0,
    maximumBuyForPersonPeriod: 1,
    outboundShippingTimeDay: 2,
    unitCount: 1,
    adultOnly: 'EVERYONE',
    taxType: 'TAX',
    parallelImported: 'NOT_PARALLEL_IMPORTED',
    overseasPurchased: 'NOT_OVERSEAS_PURCHASED',
    pccNeeded: false,
    externalVendorSku: `TB-${color}`,
    images: [
      { imageOrder: 0, imageType: 'REPRESENTATION', vendorPath: 'https://shop.example.com/tumbler.jpg' },
    ],
    notices: notices.map((noticeCategoryDetailName) => ({
      noticeCategoryName: '주방용품',
      noticeCategoryDetailName,
      content: '상세페이지 참조',
    })),
    attributes: [
      { attributeTypeName: '색상', attributeValueName: color },
      { attributeTypeName: '용량', attributeValueName: '500ml' },
    ],
    contents: [
      { contentsType: 'TEXT', contentDetails: [{ content: '<p>보온 보냉 텀블러</p>', detailType: 'TEXT' }] },
    ],
  });
  return {
    displayCategoryCode: 80307,
    sellerProductName: '스테인리스 진공 텀블러 500ml',
    saleStartedAt: '2025-07-20T00:00:00',
    saleEndedAt: '2099-01-01T23:59:59',
    brand: '올리다',
    deliveryMethod: 'SEQUENCIAL',
    deliveryCompanyCode: 'CJGLS',
    deliveryChargeType: 'NOT_FREE',
    deliveryCharge: 3000,
    freeShipOverAmount: 0,
    deliveryChargeOnReturn: 3000,
    remoteAreaDeliverable: 'N',
    unionDeliveryType: 'NOT_UNION_DELIVERY',
    returnCenterCode: center.returnCenterCode,
    returnChargeName: center.shippingPlaceName,
    companyContactNumber: address.companyContactNumber,
    returnZipCode: address.returnZipCode,
    returnAddress: address.returnAddress,
    returnAddressDetail: address.returnAddressDetail,
    returnCharge: 3000,
    returnChargeVendor: 'N',
    afterServiceInformation: '고객센터로 문의해 주세요',
    afterServiceContactNumber: '070-1234-5678',
    outboundShippingPlaceCode: place.outboundShippingPlaceCode,
    vendorUserId: wingAccount,
    requested: false,
    manufacture: '올리다',
    items: [item('실버'), item('민트')],
  };
}
