import { AllProductsPage } from '../../features/investigator/pages/all-products-page';

export function InvestigatorAllRoute() {
  return <AllProductsPage />;
}
