import { PaymentSuccessPage } from '../../features/payments';

export function PaymentSuccessRoute() {
  return <PaymentSuccessPage />;
}
