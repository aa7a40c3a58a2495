import type { AppInfo } from '@ollida/contracts/app-info';
import { type ReactElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isVisitorLanding, LandingShell } from './app/landing-shell';
import { consumeAuthFragment } from './lib/auth-storage';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
const render = (element: ReactElement) => root.render(<StrictMode>{element}</StrictMode>);

// Read before anything looks at the address (see startApp); decides whether the landing shell can show this load.
const fragment = consumeAuthFragment();
const loadApp = () => import('./app/start-app');
let isOpening = false;

/** Loads the app (router, query client, session) and shows it, at `to` when given; once. */
function openApp(to?: string, appInfo?: AppInfo): void {
  if (isOpening) return;
  isOpening = true;
  loadApp().then(
    ({ startApp }) => {
      if (to !== undefined) window.history.pushState(null, '', to);
      render(startApp({ fragment, appInfo }).element);
    },
    (error: unknown) => {
      // A followed link still gets its page: a full page load fetches the app afresh (e.g. after a deploy).
      if (to === undefined) throw error;
      window.location.assign(to);
    },
  );
}

function preloadApp(): void {
  loadApp().catch(() => undefined);
}

// A signed-out visitor's `/` shows before the app's code loads; everything else starts the app.
if (isVisitorLanding(fragment)) render(<LandingShell openApp={openApp} preloadApp={preloadApp} />);
else openApp();
