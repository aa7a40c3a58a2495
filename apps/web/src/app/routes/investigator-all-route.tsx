import { AllProductsPage } from '../../features/investigator';

export function InvestigatorAllRoute() {
  return <AllProductsPage />;
}
