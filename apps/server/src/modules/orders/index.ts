// The orders module's public surface: other modules, the app and the test kits import these, never its files.
export type { IncomingOrder } from './incoming-order.ts';
export { registerOrders } from './orders.module.ts';
