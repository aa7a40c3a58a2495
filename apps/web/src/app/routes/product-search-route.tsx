import { ProductSearchPage } from '../../features/product-search';

export function ProductSearchRoute() {
  return <ProductSearchPage />;
}
