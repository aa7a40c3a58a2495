export { AdminPage } from './pages/admin-page';
