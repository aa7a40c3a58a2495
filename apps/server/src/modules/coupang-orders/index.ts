// The coupang-orders module's public surface: other modules, the app and the test kits import these, never its files.
export { registerCoupangOrderRoutes } from './coupang-orders.routes.ts';
