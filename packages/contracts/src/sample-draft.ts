import type { ProductDetails, ProductItem } from './product-details.ts';

function item(itemName: string, salePrice: number, originalPrice: number): ProductItem {
  return { itemName, salePrice, originalPrice, stock: 10, searchTags: ['이불'], attributes: [], images: [] };
}

/** Tests' draft (extension and contracts): a valid three-option draft (Cafe24-like): Q, K (+20,000원) and SS (−10,000원). */
export const sampleDraft: ProductDetails = {
  sellerProductName: '극세사 이불 세트',
  displayProductName: '슬립하우스 극세사 이불 세트',
  productName: '극세사 이불 세트',
  brand: '슬립하우스',
  manufacturer: '',
  modelNo: '',
  productGroup: '',
  category: '침구 > 이불',
  price: 89_000,
  imageUrl: 'https://shop.example.kr/a.png',
  images: ['https://shop.example.kr/a.png'],
  items: [item('Q', 89_000, 129_000), item('K', 109_000, 149_000), item('SS', 79_000, 119_000)],
  detailHtml: '<p>상세</p>',
  origin: '국내산',
  notices: [],
  delivery: { payType: 'free', fee: 0, freeOver: null },
  sourceUrl: 'https://shop.example.kr/product/1287',
  supplier: { parser: 'cafe24', itemId: '1287', imageReuseAllowed: null },
};
