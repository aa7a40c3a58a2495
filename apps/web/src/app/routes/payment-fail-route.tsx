import { PaymentFailPage } from '../../features/payments/pages/payment-fail-page';

export function PaymentFailRoute() {
  return <PaymentFailPage />;
}
