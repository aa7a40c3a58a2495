import { OrdersPage } from '../../features/orders';

export function OrdersRoute() {
  return <OrdersPage />;
}
