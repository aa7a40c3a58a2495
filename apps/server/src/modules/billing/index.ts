// The billing module's public surface: other modules, the app and the test kits import these, never its files.
export { registerBilling } from './billing.module.ts';
