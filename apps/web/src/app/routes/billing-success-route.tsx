import { BillingSuccessPage } from '../../features/payments/pages/billing-success-page';

export function BillingSuccessRoute() {
  return <BillingSuccessPage />;
}
