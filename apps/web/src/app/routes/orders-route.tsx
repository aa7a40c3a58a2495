import { OrdersPage } from '../../features/coupang-orders/pages/orders-page';

export function OrdersRoute() {
  return <OrdersPage />;
}
