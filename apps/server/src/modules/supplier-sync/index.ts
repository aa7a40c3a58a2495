// The supplier-sync module's public surface: other modules, the app and the test kits import these, never its files.
export { registerSupplierSync } from './supplier-sync.routes.ts';
export type { SyncRunJobOptions } from './sync-run-worker.ts';
