import type { ProductSearchRecord } from '@ollida/contracts/product-search';

export function searchRecord(overrides: Partial<ProductSearchRecord> = {}): ProductSearchRecord {
  return {
    _id: '5b0c1a52-0000-4000-8000-000000000001',
    url: 'https://domeggook.com/12345678',
    search_keyword: '캠핑 의자',
    item_name: '접이식 캠핑 의자',
    company_name: '캠핑상사',
    original_price: 25_000,
    sale_price: 19_900,
    images: ['https://cdn.example.com/chair.jpg'],
    created_at: '2026-11-20T05:30:00.000Z',
    ...overrides,
  };
}

export const olderRecord = searchRecord({
  _id: '5b0c1a52-0000-4000-8000-000000000002',
  url: 'https://ownerclan.com/item/99',
  item_name: '스테인리스 텀블러',
  search_keyword: null,
  images: [],
  created_at: '2026-11-19T01:00:00.000Z',
});
