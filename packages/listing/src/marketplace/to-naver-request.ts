import { type ProductDetails, productDetailsLimits } from '@ollida/contracts/product-details';
import { noticeFactsOf } from '../review/notice-facts.ts';
import { imagesHtml } from './html.ts';
import { MappingError } from './mapping-error.ts';
import { type NaverRemoteFees, naverDeliveryOf } from './naver-delivery.ts';
import {
  etcOnlyRules,
  type NaverCategoryRules,
  naverCertificationFields,
  naverNoticeOf,
  naverOriginOf,
} from './naver-listing-rules.ts';
import { naverOptionInfoOf, stockOf } from './naver-options.ts';
import type { NaverDetailAttribute, NaverProductImages, NaverProductRequest } from './naver-request-types.ts';
import { salePriceOf } from './prices.ts';

/** The store's upload settings the Naver request needs. */
export interface NaverStoreContext {
  courierCode: string;
  defaultStock: number;
  afterServicePhone: string;
  afterServiceGuide: string;
  returnFee: number;
  exchangeFee: number;
  /** Extra fees for Jeju and the other remote areas (both 0: none). */
  remoteFees: NaverRemoteFees;
  sellerManagementCode: string;
}

const seeDetailPage = '상세페이지 참조';

/** The leaf's path and what Naver says about it; a category Naver told nothing about takes the ETC notice. */
export interface NaverCategoryContext {
  path: string;
  rules: NaverCategoryRules;
}
const unknownCategory: NaverCategoryContext = { path: '', rules: etcOnlyRules };
const maxImages = 10;
const maxSellerTags = 10;

/** The supplier image URLs to download and re-upload, representative first, at most 10 (1 + 9 optional). */
export function naverImageSourcesOf(details: ProductDetails): string[] {
  const itemImages = details.items.flatMap((item) => item.images.map((image) => image.vendorPath));
  const urls = [details.imageUrl, ...details.images, ...itemImages].filter((url) => url !== '');
  return [...new Set(urls)].slice(0, maxImages);
}

function imagesOf(imageUrls: readonly string[]): NaverProductImages {
  const [representative, ...rest] = imageUrls;
  if (representative === undefined) {
    throw new MappingError('대표 이미지가 없습니다. 초안에서 이미지를 추가해 주세요.', 'images');
  }
  const optionalImages = rest.slice(0, maxImages - 1).map((url) => ({ url }));
  return {
    representativeImage: { url: representative },
    ...(optionalImages.length > 0 ? { optionalImages } : {}),
  };
}

function searchInfoOf(details: ProductDetails): Record<string, string> | undefined {
  const info = {
    ...(details.brand ? { brandName: details.brand } : {}),
    ...(details.manufacturer ? { manufacturerName: details.manufacturer } : {}),
    ...(details.modelNo ? { modelName: details.modelNo } : {}),
  };
  return Object.keys(info).length > 0 ? info : undefined;
}

function detailAttributeOf(
  details: ProductDetails,
  store: NaverStoreContext,
  basePrice: number,
  category: NaverCategoryContext,
): NaverDetailAttribute {
  const phone = store.afterServicePhone.trim();
  if (!phone) {
    throw new MappingError(
      'A/S 전화번호가 없습니다. 업로드 설정에서 A/S 전화번호를 입력해 주세요.',
      'after_service_phone',
    );
  }
  const tags = (details.items[0]?.searchTags ?? []).slice(0, maxSellerTags).map((text) => ({ text }));
  const optionInfo = naverOptionInfoOf(
    details.items,
    basePrice,
    store.defaultStock,
    category.rules.exceptionalCategories.includes('OPTION_PRICE'),
  );
  const searchInfo = searchInfoOf(details);
  const facts = noticeFactsOf(details);
  return {
    afterServiceInfo: {
      afterServiceTelephoneNumber: phone,
      afterServiceGuideContent: store.afterServiceGuide.trim() || seeDetailPage,
    },
    originAreaInfo: naverOriginOf(details.origin, category.rules, facts.manufacturer),
    minorPurchasable: true,
    productInfoProvidedNotice: naverNoticeOf(details, category.path, category.rules, facts, phone),
    ...naverCertificationFields(details, category.rules),
    sellerCodeInfo: { sellerManagementCode: store.sellerManagementCode },
    ...(optionInfo ? { optionInfo } : {}),
    ...(tags.length > 0 ? { seoInfo: { sellerTags: tags } } : {}),
    ...(searchInfo ? { naverShoppingSearchInfo: searchInfo } : {}),
  };
}

/** A Naver `POST /v2/products` body; `imageUrls` are the Naver-hosted URLs in the order of `naverImageSourcesOf`. */
export function toNaverRequest(
  details: ProductDetails,
  leafCategoryId: string,
  imageUrls: string[],
  store: NaverStoreContext,
  category: NaverCategoryContext = unknownCategory,
): NaverProductRequest {
  const images = imagesOf(imageUrls);
  const salePrice = Math.min(...details.items.map((item) => salePriceOf(item.salePrice)));
  const stockQuantity = Math.min(
    details.items.reduce((sum, item) => sum + stockOf(item, store.defaultStock), 0),
    productDetailsLimits.maxStock,
  );
  return {
    originProduct: {
      statusType: 'SALE',
      saleType: 'NEW',
      leafCategoryId,
      name: details.displayProductName.slice(0, productDetailsLimits.nameLength),
      detailContent: details.detailHtml.trim() || imagesHtml(imageUrls),
      images,
      salePrice,
      stockQuantity,
      deliveryInfo: naverDeliveryOf(details.delivery, store),
      detailAttribute: detailAttributeOf(details, store, salePrice, category),
    },
    smartstoreChannelProduct: { naverShoppingRegistration: false, channelProductDisplayStatusType: 'ON' },
  };
}
