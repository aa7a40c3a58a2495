// Coupang Wing product create request shapes (protocol docs/protocols/coupang-wing.md §2); shared by the mapper and the server client.

type YesNo = 'Y' | 'N';

/** One option (item) of a product create request, as documented for `items[]`. */
export interface CoupangProductItemRequest {
  itemName: string;
  originalPrice: number;
  salePrice: number;
  maximumBuyCount: number;
  maximumBuyForPerson: number;
  maximumBuyForPersonPeriod: number;
  outboundShippingTimeDay: number;
  unitCount: number;
  adultOnly: 'EVERYONE' | 'ADULT_ONLY';
  taxType: 'TAX' | 'FREE';
  parallelImported: 'NOT_PARALLEL_IMPORTED' | 'PARALLEL_IMPORTED';
  overseasPurchased: 'NOT_OVERSEAS_PURCHASED' | 'OVERSEAS_PURCHASED';
  pccNeeded: boolean;
  externalVendorSku?: string;
  barcode?: string;
  emptyBarcode?: boolean;
  emptyBarcodeReason?: string;
  modelNo?: string;
  extraProperties?: Record<string, string>;
  certifications?: { certificationType: string; certificationCode?: string }[];
  searchTags?: string[];
  offerCondition?: 'NEW' | 'REFURBISHED' | 'USED_BEST' | 'USED_GOOD' | 'USED_NORMAL';
  offerDescription?: string;
  images: {
    imageOrder: number;
    imageType: 'REPRESENTATION' | 'DETAIL' | 'USED_PRODUCT';
    vendorPath?: string;
    cdnPath?: string;
  }[];
  notices: { noticeCategoryName: string; noticeCategoryDetailName: string; content: string }[];
  attributes: { attributeTypeName: string; attributeValueName: string; exposed?: 'EXPOSED' | 'NONE' }[];
  contents: {
    contentsType:
      | 'IMAGE'
      | 'IMAGE_NO_SPACE'
      | 'TEXT'
      | 'IMAGE_TEXT'
      | 'TEXT_IMAGE'
      | 'IMAGE_IMAGE'
      | 'TEXT_TEXT'
      | 'TITLE'
      | 'HTML';
    contentDetails: { content: string; detailType: 'IMAGE' | 'TEXT' }[];
  }[];
}

/** A product create request (`POST …/seller-products`); `vendorId` is filled from the credentials. */
export interface CoupangProductRequest {
  /** Leaf display category; may be omitted only by vendors who agreed to category auto-matching. */
  displayCategoryCode?: number;
  sellerProductName: string;
  displayProductName?: string;
  brand?: string;
  generalProductName?: string;
  productGroup?: string;
  /** `yyyy-MM-dd'T'HH:mm:ss`, Seoul time, no zone. */
  saleStartedAt: string;
  saleEndedAt: string;
  deliveryMethod: 'SEQUENCIAL' | 'COLD_FRESH' | 'MAKE_ORDER' | 'AGENT_BUY' | 'VENDOR_DIRECT';
  deliveryCompanyCode: string;
  deliveryChargeType:
    | 'FREE'
    | 'NOT_FREE'
    | 'CHARGE_RECEIVED'
    | 'CONDITIONAL_FREE'
    | 'FREE_DELIVERY_OVER_9800'
    | 'FREE_DELIVERY_OVER_19800'
    | 'FREE_DELIVERY_OVER_30000';
  deliveryCharge: number;
  freeShipOverAmount: number;
  deliveryChargeOnReturn: number;
  remoteAreaDeliverable: YesNo;
  unionDeliveryType: 'UNION_DELIVERY' | 'NOT_UNION_DELIVERY';
  returnCenterCode: string;
  returnChargeName: string;
  companyContactNumber: string;
  returnZipCode: string;
  returnAddress: string;
  returnAddressDetail: string;
  returnCharge: number;
  returnChargeVendor: YesNo;
  afterServiceInformation: string;
  afterServiceContactNumber: string;
  outboundShippingPlaceCode: number | string;
  vendorUserId: string;
  /** true = save and request approval at once; false = save only (임시저장). */
  requested: boolean;
  manufacture: string;
  extraInfoMessage?: string;
  requiredDocuments?: { templateName: string; documentPath?: string; vendorDocumentPath?: string }[];
  items: CoupangProductItemRequest[];
}
