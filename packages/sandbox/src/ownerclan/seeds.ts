import type { ShopStyle } from '../shop/catalogue-types.ts';

/** Ownerclan's item states (ItemStatus): only `available` can be ordered. */
export type OwnerclanItemStatus = 'available' | 'soldout' | 'unavailable' | 'discontinued';

/** The facts an Ownerclan item adds on top of the demo shop product it borrows name, options and images from. */
export interface OwnerclanSeed {
  /** Ownerclan's item code (`selfcode`), `W` + letters and digits. */
  key: string;
  /** The shop product whose data and images the item uses (images then load from the shop sandbox). */
  shop: { style: ShopStyle; no: string };
  /** Seller supply price as a share of the shop's sale price. */
  supplyRate: number;
  /** `fixed`: the seller must sell at `fixedPrice` (소비자 준수가격, the shop's sale price here); `free`: any price. */
  pricePolicy: 'fixed' | 'free';
  status?: OwnerclanItemStatus;
  taxFree?: boolean;
  adultOnly?: boolean;
  returnable?: boolean;
  /** False marks items that must not be listed on open markets (Coupang, Naver). */
  openmarketSellable?: boolean;
  /** Pieces that ship in one box (묶음배송 가능 수량); null when any quantity ships for one fee. */
  boxQuantity?: number | null;
  categoryKey: string;
  vendorKey: string;
  attributes?: string[];
}

/** The sandbox's items: a few shop products re-offered through Ownerclan's seller API. */
export const ownerclanSeeds: readonly OwnerclanSeed[] = [
  {
    key: 'W68562D',
    shop: { style: 'godo', no: '1000000123' },
    supplyRate: 0.72,
    pricePolicy: 'fixed',
    categoryKey: '00010003000200',
    vendorKey: 'V0013821',
  },
  {
    key: 'WFIR5I7',
    shop: { style: 'cafe24', no: '1329' },
    supplyRate: 0.68,
    pricePolicy: 'free',
    boxQuantity: 5,
    categoryKey: '00020001000300',
    vendorKey: 'V0009176',
  },
  {
    key: 'W3K8N2Q',
    shop: { style: 'godo', no: '1000000140' },
    supplyRate: 0.75,
    pricePolicy: 'fixed',
    categoryKey: '00010005000100',
    vendorKey: 'V0013821',
  },
  {
    key: 'WB7TX41',
    shop: { style: 'godo', no: '1000000152' },
    supplyRate: 0.7,
    pricePolicy: 'free',
    returnable: false,
    categoryKey: '00030002000100',
    vendorKey: 'V0021455',
  },
  {
    key: 'W0PL9ZD',
    shop: { style: 'godo', no: '1000000178' },
    supplyRate: 0.8,
    pricePolicy: 'fixed',
    openmarketSellable: false,
    categoryKey: '00040003000200',
    vendorKey: 'V0017730',
    attributes: ['ATTR_FOOD'],
  },
  {
    key: 'WQ52MHE',
    shop: { style: 'cafe24', no: '1356' },
    supplyRate: 0.74,
    pricePolicy: 'free',
    taxFree: true,
    boxQuantity: 4,
    categoryKey: '00040001000500',
    vendorKey: 'V0030092',
    attributes: ['ATTR_FOOD'],
  },
];
