// Naver Commerce `POST /v2/products` request shapes (protocol docs/protocols/naver-commerce.md §2); shared by the mapper and the server client.

/** URLs must come from the image upload API; external URLs are rejected. */
export interface NaverProductImages {
  representativeImage: { url: string };
  /** At most 9. */
  optionalImages?: Array<{ url: string }>;
}

export interface NaverDeliveryInfo {
  deliveryType: 'DELIVERY' | 'DIRECT';
  deliveryAttributeType: string;
  /** Courier code such as `CJGLS`; required with DELIVERY. */
  deliveryCompany?: string;
  deliveryFee: {
    deliveryFeeType?: 'FREE' | 'CONDITIONAL_FREE' | 'PAID' | 'UNIT_QUANTITY_PAID' | 'RANGE_QUANTITY_PAID';
    baseFee?: number;
    deliveryFeePayType?: 'COLLECT' | 'PREPAID' | 'COLLECT_OR_PREPAID';
    /** Extra fees by zone: `AREA_2` mainland / Jeju and islands, `AREA_3` mainland / Jeju / other islands. */
    deliveryFeeByArea?: {
      deliveryAreaType: 'AREA_2' | 'AREA_3';
      area2extraFee: number;
      area3extraFee?: number;
    };
    [field: string]: unknown;
  };
  claimDeliveryInfo: {
    returnDeliveryFee: number;
    exchangeDeliveryFee: number;
    shippingAddressId?: number;
    returnAddressId?: number;
    [field: string]: unknown;
  };
  [field: string]: unknown;
}

export interface NaverDetailAttribute {
  afterServiceInfo: { afterServiceTelephoneNumber: string; afterServiceGuideContent: string };
  /** `00` domestic, `02…` imported (importer required), `03` see detail page, `04` free text (content required). */
  originAreaInfo: { originAreaCode: string; importer?: string; content?: string; plural?: boolean };
  minorPurchasable: boolean;
  /** The type plus the matching sub-object, e.g. `{ productInfoProvidedNoticeType: 'ETC', etc: {...} }`. */
  productInfoProvidedNotice: { productInfoProvidedNoticeType: string; [notice: string]: unknown };
  /** The seller code doubles as the key for duplicate-safe creation. */
  sellerCodeInfo?: { sellerManagementCode?: string; [field: string]: unknown };
  [field: string]: unknown;
}

export interface NaverOriginProduct {
  /** Only SALE is accepted on create. */
  statusType: 'SALE';
  saleType?: 'NEW' | 'OLD';
  /** A leaf category id (digits, as a string). */
  leafCategoryId: string;
  name: string;
  detailContent: string;
  images: NaverProductImages;
  salePrice: number;
  stockQuantity: number;
  deliveryInfo?: NaverDeliveryInfo;
  detailAttribute: NaverDetailAttribute;
  [field: string]: unknown;
}

export interface NaverSmartstoreChannelProduct {
  naverShoppingRegistration: boolean;
  channelProductDisplayStatusType: 'ON' | 'SUSPENSION';
  channelProductName?: string;
  [field: string]: unknown;
}

/** Body of `POST /v2/products`: the origin product plus its channel product(s). */
export interface NaverProductRequest {
  originProduct: NaverOriginProduct;
  smartstoreChannelProduct: NaverSmartstoreChannelProduct;
  windowChannelProduct?: { channelNo: number; naverShoppingRegistration: boolean; [field: string]: unknown };
}
