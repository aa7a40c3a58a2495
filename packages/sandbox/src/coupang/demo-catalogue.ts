import { hashSeed } from './random.ts';

/** A product that can appear on order sheets: the built-in catalogue or a product approved in the sandbox. */
export interface SellableProduct {
  sellerProductId: number;
  sellerProductName: string;
  productId: number;
  /** FREE or a paid type; the order sheet shows 무료 / 유료. */
  isFreeShipping: boolean;
  shippingPrice: number;
  /** Vendor-direct delivery without tracking: shipped orders show NONE_TRACKING. */
  isDirectDelivery: boolean;
  /** Orders start after this moment (approval time for sandbox products). */
  availableFrom: number;
  items: { vendorItemId: number; itemName: string; salePrice: number; externalVendorSku: string }[];
}

const catalogue = [
  {
    name: '국산 유기농 현미 5kg',
    free: false,
    shipping: 3000,
    direct: false,
    items: [
      ['5kg', 32_900],
      ['10kg', 59_800],
    ],
  },
  {
    name: '노이즈캔슬링 무선 블루투스 이어폰',
    free: true,
    shipping: 0,
    direct: false,
    items: [
      ['화이트', 49_000],
      ['블랙', 49_000],
    ],
  },
  {
    name: '여성 린넨 반팔 셔츠',
    free: false,
    shipping: 3000,
    direct: false,
    items: [
      ['베이지 / M', 29_800],
      ['베이지 / L', 29_800],
      ['화이트 / M', 29_800],
    ],
  },
  {
    name: '스테인리스 진공 텀블러 500ml',
    free: true,
    shipping: 0,
    direct: false,
    items: [
      ['실버', 15_900],
      ['민트', 15_900],
    ],
  },
  {
    name: '강아지 간식 연어 큐브 300g',
    free: false,
    shipping: 2500,
    direct: false,
    items: [
      ['1봉', 12_800],
      ['3봉', 34_500],
    ],
  },
  { name: '천연 라벤더 디퓨저 200ml', free: true, shipping: 0, direct: true, items: [['라벤더', 18_900]] },
  {
    name: '아동 캐릭터 운동화',
    free: false,
    shipping: 3000,
    direct: false,
    items: [
      ['200mm', 39_000],
      ['210mm', 39_000],
      ['220mm', 39_000],
    ],
  },
  {
    name: '캠핑 접이식 릴렉스 체어',
    free: true,
    shipping: 0,
    direct: true,
    items: [
      ['카키', 45_900],
      ['블랙', 45_900],
    ],
  },
] as const;

/** The built-in products every vendor sells, so a fresh vendor already has orders; ids differ per vendor. */
export function demoCatalogueFor(vendorId: string): SellableProduct[] {
  const base = hashSeed('catalogue', vendorId) % 900;
  return catalogue.map((entry, index) => ({
    sellerProductId: 13_000_000_000 + base * 1000 + index,
    sellerProductName: entry.name,
    productId: 7_000_000_000 + base * 1000 + index,
    isFreeShipping: entry.free,
    shippingPrice: entry.shipping,
    isDirectDelivery: entry.direct,
    availableFrom: 0,
    items: entry.items.map(([itemName, salePrice], position) => ({
      vendorItemId: 80_000_000_000 + base * 100_000 + index * 10 + position,
      itemName,
      salePrice,
      externalVendorSku: `OLD-${String(index + 1).padStart(3, '0')}-${position + 1}`,
    })),
  }));
}
