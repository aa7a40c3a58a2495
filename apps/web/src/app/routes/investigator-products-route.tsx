import { ProductsBySourcePage } from '../../features/investigator';

export function InvestigatorProductsRoute() {
  return <ProductsBySourcePage />;
}
