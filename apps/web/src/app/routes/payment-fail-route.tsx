import { PaymentFailPage } from '../../features/payments';

export function PaymentFailRoute() {
  return <PaymentFailPage />;
}
