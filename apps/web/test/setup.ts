import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Every route but the landing page is a lazy chunk: the first time a test worker renders one, Vite transforms it
// first, which on a busy 2-core machine took longer than findBy*'s 1 s default (a flaky /extension test in CI).
configure({ asyncUtilTimeout: 3_000 });

// jsdom does not implement scrolling; the router's scroll restoration calls these.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
