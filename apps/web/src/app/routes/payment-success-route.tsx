import { PaymentSuccessPage } from '../../features/payments/pages/payment-success-page';

export function PaymentSuccessRoute() {
  return <PaymentSuccessPage />;
}
