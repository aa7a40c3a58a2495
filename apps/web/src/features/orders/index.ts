export { OrdersPage } from './pages/orders-page';
