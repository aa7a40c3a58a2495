import { BillingFailPage } from '../../features/payments/pages/billing-fail-page';

export function BillingFailRoute() {
  return <BillingFailPage />;
}
