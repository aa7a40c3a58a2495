export { SupplierSyncPage } from './pages/supplier-sync-page';
