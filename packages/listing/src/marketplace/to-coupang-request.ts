import {
  type ProductDetails,
  type ProductItem,
  productDetailsLimits,
} from '@ollida/contracts/product-details';
import { assertDistinctOptions, coupangAttributesOf } from './coupang-attributes.ts';
import type { CoupangCategoryMetaInput } from './coupang-category-meta.ts';
import { coupangCertificationsOf } from './coupang-certifications.ts';
import { coupangDeliveryOf } from './coupang-delivery.ts';
import { coupangImagesOf, imageUrlsOf } from './coupang-images.ts';
import { coupangNoticesOf, seeDetailPage } from './coupang-notices.ts';
import type { CoupangProductItemRequest, CoupangProductRequest } from './coupang-request-types.ts';
import { imagesHtml } from './html.ts';
import { floorTo10, salePriceOf } from './prices.ts';
import { seoulDateTime } from './seoul-time.ts';
import { supplierKeyOf } from './supplier-key.ts';
import { uniqueNames } from './unique-names.ts';

/** The store's upload settings the Coupang request needs. */
export interface CoupangStoreContext {
  /** Sent as `vendorUserId`. */
  wingAccount: string;
  returnCenterCode: string;
  returnChargeName: string;
  companyContactNumber: string;
  returnZipCode: string;
  returnAddress: string;
  returnAddressDetail: string;
  /** Digits. */
  outboundShippingPlaceCode: string;
  deliveryChargeOnReturn: number;
  returnCharge: number;
  /** The store's auto-approval setting. */
  requested: boolean;
  courierCode: string;
  outboundDays: number;
  /** Used when an item's stock is 0. */
  defaultStock: number;
  afterServicePhone: string;
  afterServiceGuide: string;
  /**
   * Whether the outbound place has remote-area fees for the courier: Wing then charges those in Jeju and the islands;
   * without them the listing is not sold there.
   */
  remoteAreaDeliverable: boolean;
  /** saleStartedAt is this instant on the Seoul wall clock. */
  now: Date;
}

const saleEndedAt = '2099-01-01T23:59:59';
const skuLength = 50;

function toItem(
  item: ProductItem,
  itemName: string,
  details: ProductDetails,
  meta: CoupangCategoryMetaInput,
  store: CoupangStoreContext,
  shared: Pick<CoupangProductItemRequest, 'certifications' | 'notices' | 'externalVendorSku'>,
): CoupangProductItemRequest {
  const salePrice = salePriceOf(item.salePrice);
  const urls = imageUrlsOf(item, details);
  const images = coupangImagesOf(urls);
  return {
    itemName,
    originalPrice: Math.max(floorTo10(item.originalPrice), salePrice),
    salePrice,
    maximumBuyCount: item.stock || store.defaultStock,
    maximumBuyForPerson: 0,
    maximumBuyForPersonPeriod: 1,
    outboundShippingTimeDay: store.outboundDays,
    unitCount: 1,
    adultOnly: 'EVERYONE',
    taxType: 'TAX',
    parallelImported: 'NOT_PARALLEL_IMPORTED',
    overseasPurchased: 'NOT_OVERSEAS_PURCHASED',
    pccNeeded: false,
    ...shared,
    ...(details.modelNo ? { modelNo: details.modelNo } : {}),
    searchTags: item.searchTags.slice(0, productDetailsLimits.searchTags),
    offerCondition: 'NEW',
    images,
    attributes: coupangAttributesOf(item, details.productName, meta),
    contents: [
      {
        contentsType: 'TEXT',
        contentDetails: [
          {
            content:
              details.detailHtml.trim() || imagesHtml(images.flatMap((image) => image.vendorPath ?? [])),
            detailType: 'TEXT',
          },
        ],
      },
    ],
  };
}

/** A Coupang create request for the draft; throws `MappingError` naming what the seller must fix. */
export function toCoupangRequest(
  details: ProductDetails,
  category: { code: number; meta: CoupangCategoryMetaInput },
  store: CoupangStoreContext,
): CoupangProductRequest {
  const contactNumber = store.afterServicePhone || store.companyContactNumber;
  const shared = {
    certifications: coupangCertificationsOf(details, category.meta),
    notices: coupangNoticesOf(category.meta, details, contactNumber),
    // Order sheets echo the SKU, which lets an order be traced back to its supplier product.
    externalVendorSku: supplierKeyOf(details).slice(0, skuLength),
  };
  const names = uniqueNames(
    details.items.map((item) => item.itemName),
    productDetailsLimits.itemNameLength,
  );
  const listed = details.items.map((item, index) =>
    toItem(item, names[index] ?? item.itemName, details, category.meta, store, shared),
  );
  // Only the meta's purchase options are accepted since 2024-10-10 [H: HC 37469433694105]: items they cannot tell
  // apart are refused here, never sent with free-form options.
  const items = listed;
  assertDistinctOptions(items);
  return {
    displayCategoryCode: category.code,
    sellerProductName: details.sellerProductName,
    displayProductName: details.displayProductName.slice(0, productDetailsLimits.nameLength),
    brand: details.brand || '기타',
    generalProductName: details.productName,
    ...(details.productGroup ? { productGroup: details.productGroup } : {}),
    saleStartedAt: seoulDateTime(store.now),
    saleEndedAt,
    deliveryMethod: 'SEQUENCIAL',
    deliveryCompanyCode: store.courierCode,
    ...coupangDeliveryOf(details.delivery, store.deliveryChargeOnReturn),
    remoteAreaDeliverable: store.remoteAreaDeliverable ? 'Y' : 'N',
    unionDeliveryType: 'UNION_DELIVERY',
    returnCenterCode: store.returnCenterCode,
    returnChargeName: store.returnChargeName,
    companyContactNumber: store.companyContactNumber,
    returnZipCode: store.returnZipCode,
    returnAddress: store.returnAddress,
    returnAddressDetail: store.returnAddressDetail,
    returnCharge: store.returnCharge,
    returnChargeVendor: 'N',
    afterServiceInformation: store.afterServiceGuide || seeDetailPage,
    afterServiceContactNumber: contactNumber,
    outboundShippingPlaceCode: store.outboundShippingPlaceCode,
    vendorUserId: store.wingAccount,
    requested: store.requested,
    manufacture: details.manufacturer || details.brand || seeDetailPage,
    items,
  };
}
