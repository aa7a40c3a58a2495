// The payments module's public surface: other modules, the app and the test kits import these, never its files.
export { paymentRecordOf } from './payment-record.ts';
export type { PaymentSettlement } from './payment-settlement.ts';
export { registerPayments } from './payments.module.ts';
export type { PaymentsRepo } from './payments.repo.ts';
export { openOrderWindowMs } from './payments.service.ts';
export { nextSubscription } from './subscription-change.ts';
