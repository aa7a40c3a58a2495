/** One row of `last-changed-statuses` (lifecycle §4): the product order's latest change. */
export interface NaverChangedStatus {
  orderId: string;
  productOrderId: string;
  lastChangedType: string;
  /** ISO-8601 as Naver wrote it (`+09:00`). */
  lastChangedDate: string;
  paymentDate: string | null;
  productOrderStatus: string | null;
  claimType: string | null;
  claimStatus: string | null;
  receiverAddressChanged: boolean;
}

/** Receiver of a product order. */
export interface NaverShippingAddress {
  name: string | null;
  tel1: string | null;
  baseAddress: string | null;
  detailedAddress: string | null;
  zipCode: string | null;
}

/** Delivery of a dispatched product order. */
export interface NaverDelivery {
  deliveryMethod: string | null;
  deliveryCompany: string | null;
  trackingNumber: string | null;
  sendDate: string | null;
  deliveredDate: string | null;
}

/** One product order from `POST …/product-orders/query`, flattened; ids are strings, money numbers, dates ISO text. */
export interface NaverProductOrder {
  productOrderId: string;
  orderId: string;
  orderDate: string | null;
  paymentDate: string | null;
  ordererName: string | null;
  ordererTel: string | null;
  productOrderStatus: string;
  /** `NOT_YET` before 발주확인, then `OK`. */
  placeOrderStatus: string | null;
  claimType: string | null;
  claimStatus: string | null;
  /** Channel product no (the buyer-facing one). */
  productId: string | null;
  /** Origin product no (the one product PUTs take). */
  originalProductId: string | null;
  optionCode: string | null;
  productOption: string | null;
  sellerProductCode: string | null;
  productName: string | null;
  quantity: number;
  unitPrice: number;
  totalPaymentAmount: number;
  deliveryFeeAmount: number;
  shippingAddress: NaverShippingAddress | null;
  shippingMemo: string | null;
  shippingDueDate: string | null;
  delivery: NaverDelivery | null;
}
