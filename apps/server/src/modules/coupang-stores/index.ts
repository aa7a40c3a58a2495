// The coupang-stores module's public surface: other modules, the app and the test kits import these, never its files.
export { type ApiKeyStore, createCoupangStoresRepo } from './coupang-stores.repo.ts';
export { registerCoupangStoreRoutes } from './coupang-stores.routes.ts';
export { coupangKeysOf } from './store-access.ts';
export { findStoreByApiKey } from './store-api-keys.service.ts';
