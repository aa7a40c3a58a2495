import { LogOut, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useId, useState } from 'react';
import { NavLink, Outlet, useMatches } from 'react-router';
import { PlanBadge } from '../../components/plan-badge';
import { Button } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { useLogout } from '../../features/auth';
import { NotificationBell } from '../../features/notifications';
import { useCurrentUser } from '../../lib/session-context';
import { hasFullWidthMatch } from '../route-handle';
import { myPageNavItems } from './my-page-nav';

function navLinkClass({ isActive }: { isActive: boolean }): string {
  const state = isActive
    ? 'bg-indigo-50 text-indigo-700'
    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900';
  return `flex items-center gap-1.5 whitespace-nowrap rounded-lg px-2.5 py-1.5 text-sm font-medium md:gap-2 md:px-3 md:py-2 ${state}`;
}

/** The account area shell: header with email, plan badge, notification bell and logout, side navigation, and the page. */
export function MyPageLayout() {
  const { user } = useCurrentUser();
  const logout = useLogout();
  const isFullWidth = hasFullWidthMatch(useMatches());
  const [isNavOpen, setIsNavOpen] = useState(true);
  const navId = useId();

  // The guard above renders this only with a user; this keeps it so while the session ends.
  if (!user) return null;

  const isNavVisible = !isFullWidth || isNavOpen;
  const widthClass = isFullWidth ? 'w-full' : 'mx-auto max-w-6xl';

  return (
    <div data-my-page-shell className="flex min-h-screen flex-col bg-slate-50">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div className={`${widthClass} flex h-16 items-center gap-2 px-4 sm:gap-3 sm:px-6`}>
          {isFullWidth && (
            <Button
              variant="ghost"
              size="sm"
              aria-controls={navId}
              aria-expanded={isNavOpen}
              onClick={() => setIsNavOpen((open) => !open)}
            >
              {isNavOpen ? (
                <PanelLeftClose aria-hidden="true" className="size-5" />
              ) : (
                <PanelLeftOpen aria-hidden="true" className="size-5" />
              )}
              <span className="sr-only">{isNavOpen ? '메뉴 숨기기' : '메뉴 보이기'}</span>
            </Button>
          )}
          <Logo />
          <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
            <span className="hidden max-w-xs truncate text-sm text-slate-600 sm:inline">{user.email}</span>
            <PlanBadge />
            <NotificationBell />
            <Button variant="secondary" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
              <LogOut aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">로그아웃</span>
            </Button>
          </div>
        </div>
      </header>
      <div
        className={`${widthClass} flex w-full flex-1 flex-col gap-4 px-4 py-4 sm:px-6 md:flex-row md:gap-6 md:py-6`}
      >
        <nav id={navId} aria-label="마이페이지 메뉴" hidden={!isNavVisible} className="md:w-56 md:shrink-0">
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {myPageNavItems
              .filter((item) => !item.adminOnly || user.role === 'admin')
              .map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavLink to={to} className={navLinkClass}>
                    <Icon aria-hidden="true" className="size-4" />
                    {label}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
        <main id="main" className="min-w-0 flex-1">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
