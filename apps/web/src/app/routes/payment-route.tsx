import { PaymentPage } from '../../features/payments/pages/payment-page';

export function PaymentRoute() {
  return <PaymentPage />;
}
