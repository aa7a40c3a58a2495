import type { AppInfo } from '@ollida/contracts/app-info';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { RouterProvider } from 'react-router';
import { setSessionExpiredHandler } from '../lib/api-client';
import { type AuthFragmentResult, consumeAuthFragment } from '../lib/auth-storage';
import { appInfoQueryOptions } from '../lib/get-app-info';
import { loginPathReturningTo } from '../lib/return-path';
import { AppProviders, createQueryClient } from './providers';
import { type AppRouter, createAppRouter } from './router';

// Lets a navigation ask for `flushSync` (as `react-router/dom`'s provider does), e.g. logout leaving
// the protected page before the session is cleared.
function flushRouterUpdate(update: () => unknown): undefined {
  flushSync(update);
}

export interface StartedApp {
  element: ReactElement;
  router: AppRouter;
  queryClient: QueryClient;
  /** Undoes what `startApp` wired up (used by tests). */
  stop: () => void;
}

export interface StartAppOptions {
  /** The URL fragment's sign-in result when the page already read it (see main.tsx); read here otherwise. */
  fragment?: AuthFragmentResult;
  /** The app info the landing shell already loaded, so the app does not ask again. */
  appInfo?: AppInfo;
}

/**
 * Boots the SPA: takes a sign-in token (or error) from the URL fragment before the router reads the
 * address, then wires the session-expiry redirect to the router (to /login, coming back to the page after signing in).
 */
export function startApp({ fragment = consumeAuthFragment(), appInfo }: StartAppOptions = {}): StartedApp {
  const { error } = fragment;
  const queryClient = createQueryClient();
  if (appInfo) queryClient.setQueryData(appInfoQueryOptions().queryKey, appInfo);
  const router = createAppRouter();
  const restoreHandler = setSessionExpiredHandler(() => {
    const { pathname, search } = router.state.location;
    void router.navigate(loginPathReturningTo(`${pathname}${search}`), { replace: true });
  });
  const element = (
    <AppProviders queryClient={queryClient} initialLoginError={error}>
      <RouterProvider router={router} flushSync={flushRouterUpdate} />
    </AppProviders>
  );
  return {
    element,
    router,
    queryClient,
    stop: () => {
      restoreHandler();
      router.dispose();
      queryClient.clear();
    },
  };
}
