import { PaymentPage } from '../../features/payments';

export function PaymentRoute() {
  return <PaymentPage />;
}
