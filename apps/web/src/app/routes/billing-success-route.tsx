import { BillingSuccessPage } from '../../features/payments';

export function BillingSuccessRoute() {
  return <BillingSuccessPage />;
}
