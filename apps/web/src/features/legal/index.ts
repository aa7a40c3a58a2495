export { PrivacyPage } from './pages/privacy-page';
export { TermsPage } from './pages/terms-page';
