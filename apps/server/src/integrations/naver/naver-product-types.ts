import type {
  NaverDeliveryInfo,
  NaverDetailAttribute,
  NaverOriginProduct,
  NaverProductImages,
  NaverProductRequest,
  NaverSmartstoreChannelProduct,
} from '@ollida/listing/marketplace/naver-request-types';

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

export type {
  NaverDeliveryInfo,
  NaverDetailAttribute,
  NaverOriginProduct,
  NaverProductImages,
  NaverProductRequest,
  NaverSmartstoreChannelProduct,
};

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
