import { BillingFailPage } from '../../features/payments';

export function BillingFailRoute() {
  return <BillingFailPage />;
}
