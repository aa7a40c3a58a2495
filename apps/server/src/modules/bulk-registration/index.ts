// The bulk-registration module's public surface: other modules, the app and the test kits import these, never its files.
export type { BatchHubOptions } from './bulk-batch-hub.ts';
export type { BulkEventOptions } from './bulk-events.ts';
export type { BulkUploader } from './bulk-item-job.ts';
export { type BulkRegistrationDeps, registerBulkRegistration } from './bulk-registration.module.ts';
export type { BulkJobOptions } from './bulk-worker.ts';
