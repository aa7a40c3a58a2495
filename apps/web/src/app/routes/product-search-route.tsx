import { ProductSearchPage } from '../../features/product-search/pages/product-search-page';

export function ProductSearchRoute() {
  return <ProductSearchPage />;
}
