import { AdminPage } from '../../features/admin';

export function AdminRoute() {
  return <AdminPage />;
}
