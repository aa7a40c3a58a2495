/** Product status values of the Commerce API. */
export type NaverProductStatus =
  | 'WAIT'
  | 'SALE'
  | 'OUTOFSTOCK'
  | 'UNADMISSION'
  | 'REJECTION'
  | 'SUSPENSION'
  | 'CLOSE'
  | 'PROHIBITION'
  | 'DELETE';

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

/** Body of `POST /v1/products/search`; numbers may be given as strings. */
export interface NaverProductSearch {
  searchKeywordType?: 'CHANNEL_PRODUCT_NO' | 'PRODUCT_NO' | 'GROUP_PRODUCT_NO' | 'SELLER_CODE';
  channelProductNos?: Array<string | number>;
  originProductNos?: Array<string | number>;
  groupProductNos?: Array<string | number>;
  sellerManagementCode?: string;
  productStatusTypes?: NaverProductStatus[];
  /** 1-based. */
  page?: number;
  /** At most 500. */
  size?: number;
  orderType?: 'NO' | 'NAME' | 'SELLER_CODE' | 'LOW_PRICE' | 'HIGH_PRICE' | 'REG_DATE' | 'MOD_DATE';
  periodType?: 'PROD_REG_DAY' | 'SALE_START_DAY' | 'SALE_END_DAY' | 'PROD_MOD_DAY';
  /** `yyyy-MM-dd`. */
  fromDate?: string;
  toDate?: string;
}

/** One channel product in a search result. */
export interface NaverChannelProductSummary {
  channelProductNo: string;
  originProductNo: string;
  channelServiceType: string | undefined;
  name: string | undefined;
  sellerManagementCode: string | undefined;
  statusType: string | undefined;
  displayStatus: string | undefined;
  salePrice: number | undefined;
  stockQuantity: number | undefined;
  categoryId: string | undefined;
  wholeCategoryName: string | undefined;
  representativeImageUrl: string | undefined;
  regDate: string | undefined;
  modifiedDate: string | undefined;
}

/** One page of the seller's own products. */
export interface NaverProductPage {
  products: Array<{
    originProductNo: string;
    groupProductNo: string | undefined;
    channelProducts: NaverChannelProductSummary[];
  }>;
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
  isLast: boolean;
}

/** Numbers of a newly created product. */
export interface NaverCreatedProduct {
  originProductNo: string;
  smartstoreChannelProductNo: string | undefined;
  windowChannelProductNo: string | undefined;
}

/** Result of a duplicate-safe creation. */
export interface NaverCreateOutcome {
  /**
   * `created`: registered now; `existing`: a product with the seller code was already there (nothing sent);
   * `recovered`: the create call's answer was lost, and the search found the product it made.
   */
  outcome: 'created' | 'existing' | 'recovered';
  originProductNo: string;
  smartstoreChannelProductNo: string | undefined;
}
