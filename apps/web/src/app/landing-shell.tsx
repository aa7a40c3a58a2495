import type { AppInfo } from '@ollida/contracts/app-info';
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useMemo, useState } from 'react';
import { LinkContext } from '../components/app-link';
import { SandboxBanner } from '../components/ui/sandbox-banner';
import { LandingPage } from '../features/landing';
import { AppInfoContext } from '../lib/app-info-context';
import { type AuthFragmentResult, readToken, subscribeToToken } from '../lib/auth-storage';
import { getAppInfo } from '../lib/fetch-app-info';
import { paths } from '../lib/paths';
import { type Session, SessionContext } from '../lib/session-context';
import { AppOpenerContext, AppOpeningLink } from './app-opening-link';
import { PublicLayout } from './layouts/public-layout';

const signedOut: Session = { user: null, isLoading: false, loginError: null };

/** True when this page load is a signed-out visitor on `/`, which the landing shell shows without loading the app. */
export function isVisitorLanding({ error }: AuthFragmentResult): boolean {
  return error === null && readToken() === null && window.location.pathname === paths.home;
}

/** The app info, asked once; undefined while loading or when it failed. */
function useFetchedAppInfo(): AppInfo | undefined {
  const [appInfo, setAppInfo] = useState<AppInfo>();
  useEffect(() => {
    const controller = new AbortController();
    getAppInfo(controller.signal).then(setAppInfo, () => undefined);
    return () => controller.abort();
  }, []);
  return appInfo;
}

// As the router's scroll restoration does on a first load of `/#section`.
function scrollToHash(): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (id) document.getElementById(id)?.scrollIntoView();
}

export interface LandingShellProps {
  /** Loads the app and shows it, at `to` when given (else at this address), with the app info already loaded. */
  openApp: (to: string | undefined, appInfo: AppInfo | undefined) => void;
  /** Starts loading the app ahead of a likely click. */
  preloadApp: () => void;
}

/**
 * The landing page for a signed-out visitor without the router, query client or session code: the public layout and
 * sandbox banner as the app renders them. A link to another page, or a sign-in in another tab, opens the app.
 */
export function LandingShell({ openApp, preloadApp }: LandingShellProps) {
  const appInfo = useFetchedAppInfo();
  const open = useCallback((to?: string) => openApp(to, appInfo), [openApp, appInfo]);
  const opener = useMemo(() => ({ open, preload: preloadApp }), [open, preloadApp]);

  // An effect event: a sign-in right after the app info arrives still hands it over.
  const onTokenChange = useEffectEvent(() => {
    if (readToken() !== null) open();
  });

  useLayoutEffect(scrollToHash, []);
  useEffect(() => subscribeToToken(onTokenChange), []);

  return (
    <SessionContext value={signedOut}>
      <AppInfoContext value={appInfo}>
        <LinkContext value={AppOpeningLink}>
          <AppOpenerContext value={opener}>
            <PublicLayout>
              <LandingPage />
            </PublicLayout>
            {appInfo?.sandbox && <SandboxBanner />}
          </AppOpenerContext>
        </LinkContext>
      </AppInfoContext>
    </SessionContext>
  );
}
