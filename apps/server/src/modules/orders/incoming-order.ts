import type { StoredOrderItem, StoredOrderPeople } from '../../db/schema/orders.ts';

/** An item as the market reported it, before it is matched to one of our listings. */
export type IncomingItem = Omit<StoredOrderItem, 'listingId' | 'listingOption' | 'unitCost'>;

/** One order (a Coupang shipment box or a Naver product order) as read from its market, in our terms. */
export interface IncomingOrder {
  platform: 'coupang' | 'naver';
  marketKey: string;
  orderNumber: string;
  tab: string;
  marketStatus: string;
  orderedAt: Date;
  paidAt: Date | null;
  buyerName: string;
  people: StoredOrderPeople;
  items: IncomingItem[];
  shippingFee: number;
  courierCode: string | null;
  trackingNumber: string | null;
}

/**
 * How far along each tab is: a later read never moves an order back (a market's list may lag our own confirm or
 * dispatch); a claim (CLAIM) is taken at any stage, and a tab not listed here is taken as read.
 */
export const tabRank: Readonly<Record<string, number>> = {
  ACCEPT: 0,
  PAYED: 0,
  INSTRUCT: 1,
  CONFIRMED: 1,
  DEPARTURE: 2,
  DELIVERING: 3,
  NONE_TRACKING: 3,
  FINAL_DELIVERY: 4,
  DELIVERED: 4,
};

/** Whole won from a market amount (null or fractional amounts included). */
export function wholeWon(value: number | null | undefined): number {
  return value === null || value === undefined || !Number.isFinite(value) ? 0 : Math.round(value);
}

/** A market time as a Date; `fallback` when missing or unreadable. */
export function timeOf(value: string | null | undefined, fallback: Date): Date {
  const ms = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? fallback : new Date(ms);
}
