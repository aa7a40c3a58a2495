export { UsageBox } from './components/usage-box';
export { BillingFailPage } from './pages/billing-fail-page';
export { BillingSuccessPage } from './pages/billing-success-page';
export { PaymentFailPage } from './pages/payment-fail-page';
export { PaymentPage } from './pages/payment-page';
export { PaymentSuccessPage } from './pages/payment-success-page';
