import { ProductsBySourcePage } from '../../features/investigator/pages/products-by-source-page';

export function InvestigatorProductsRoute() {
  return <ProductsBySourcePage />;
}
