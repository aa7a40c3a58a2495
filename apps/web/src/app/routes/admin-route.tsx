import { AdminPage } from '../../features/admin/pages/admin-page';

export function AdminRoute() {
  return <AdminPage />;
}
