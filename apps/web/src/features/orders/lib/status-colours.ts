import { type MarketOrderTab, marketOrderTabs } from '@ollida/contracts/orders';

interface StatusColours {
  /** The selected tab. */
  tab: string;
  /** The badge in the table and the modal. */
  badge: string;
}

const blue = { tab: 'border-blue-600 text-blue-700', badge: 'bg-blue-50 text-blue-700 ring-blue-200' };
const amber = { tab: 'border-amber-500 text-amber-700', badge: 'bg-amber-50 text-amber-800 ring-amber-200' };
const violet = {
  tab: 'border-violet-600 text-violet-700',
  badge: 'bg-violet-50 text-violet-700 ring-violet-200',
};
const cyan = { tab: 'border-cyan-600 text-cyan-700', badge: 'bg-cyan-50 text-cyan-800 ring-cyan-200' };
const emerald = {
  tab: 'border-emerald-600 text-emerald-700',
  badge: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
};
const rose = { tab: 'border-rose-600 text-rose-700', badge: 'bg-rose-50 text-rose-700 ring-rose-200' };

/** Each status keeps its own colour on the tabs and on the rows, in both markets. */
export const statusColours: Record<MarketOrderTab, StatusColours> = {
  ACCEPT: blue,
  INSTRUCT: amber,
  DEPARTURE: violet,
  DELIVERING: cyan,
  FINAL_DELIVERY: emerald,
  NONE_TRACKING: rose,
  PAYED: blue,
  CONFIRMED: amber,
  DELIVERED: emerald,
  CLAIM: rose,
};

const unknownStatusBadge = 'bg-slate-100 text-slate-700 ring-slate-200';

export function isMarketOrderTab(value: string): value is MarketOrderTab {
  return marketOrderTabs.some((tab) => tab === value);
}

export function statusBadgeClass(status: string): string {
  return isMarketOrderTab(status) ? statusColours[status].badge : unknownStatusBadge;
}
