import type { OrderableProduct } from './order-generator.ts';

/** Two products of a fixed demo catalogue that no application listed, so the app sees orders it did not cause. */
export const DEMO_CATALOGUE: readonly OrderableProduct[] = [
  {
    key: 'demo:1',
    channelProductNo: 9_100_000_001,
    originProductNo: 9_000_000_001,
    name: '[데모] 스테인리스 보온 텀블러 500ml',
    salePrice: 15_900,
    sellerProductCode: 'DEMO-TUMBLER',
    deliveryFee: 3000,
    combinations: [
      { id: 9_200_000_001, label: '색상: 실버', price: 0 },
      { id: 9_200_000_002, label: '색상: 블랙', price: 1000 },
    ],
  },
  {
    key: 'demo:2',
    channelProductNo: 9_100_000_002,
    originProductNo: 9_000_000_002,
    name: '[데모] 국내산 햇 찹쌀 2kg',
    salePrice: 12_000,
    sellerProductCode: null,
    deliveryFee: 0,
    combinations: [],
  },
];
