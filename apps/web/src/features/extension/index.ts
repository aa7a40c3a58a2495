export { ExtensionPage } from './pages/extension-page';
