import { OrdersPage } from '../../features/orders/pages/orders-page';

export function OrdersRoute() {
  return <OrdersPage />;
}
