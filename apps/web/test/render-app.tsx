import { render } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import { startApp } from '../src/app/start-app';
import { storeToken } from '../src/lib/auth-storage';
import { browserNavigation } from '../src/lib/browser-navigation';

interface RenderAppOptions {
  /** Stored before the app starts, as if signed in earlier. */
  token?: string;
}

/** Starts the real app (router, providers, fragment handling) at `url`, as a page load would. */
export function renderApp(url: string, { token }: RenderAppOptions = {}) {
  if (token) storeToken(token);
  window.history.replaceState(null, '', url);
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
  const app = startApp();
  onTestFinished(() => app.stop());
  return { ...render(app.element), app, alert, assign };
}
