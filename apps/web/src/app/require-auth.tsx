import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathReturningTo } from '../lib/return-path';
import { useCurrentUser } from '../lib/session-context';

/** Route guard: '불러오는 중...' while the user loads, then the child routes, or /login (to come back here) without a user. */
export function RequireAuth() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center">
        <p role="status" className="text-sm text-slate-600">
          불러오는 중...
        </p>
      </div>
    );
  }
  if (!user) return <Navigate to={loginPathReturningTo(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}
