import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '../features/auth/session/session-context';
import { paths } from '../lib/paths';

/** Route guard: `Loading...` while the user loads, then the child routes, or /login without a user. */
export function RequireAuth() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center">
        <p role="status" className="text-sm text-slate-600">
          Loading...
        </p>
      </div>
    );
  }
  if (!user) return <Navigate to={paths.login} replace />;
  return <Outlet />;
}
