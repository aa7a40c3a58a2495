import { Outlet, ScrollRestoration } from 'react-router';
import { SandboxBanner } from '../../components/ui/sandbox-banner';
import { useAppInfo } from '../../lib/get-app-info';

/** Wraps every page: scroll restoration (incl. `/#section` anchors) and the sandbox banner. */
export function RootLayout() {
  const appInfo = useAppInfo();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      {appInfo?.sandbox && <SandboxBanner />}
    </>
  );
}
