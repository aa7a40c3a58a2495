import { z } from 'zod';
import { browserChrome } from '../lib/chrome-api.ts';
import { startPopup } from './popup-controller.ts';

// The extension's CSP forbids eval, which zod would otherwise probe for (and log a violation).
z.config({ jitless: true });

const root = document.getElementById('app');
if (root !== null) {
  void startPopup({
    chrome: browserChrome(),
    fetch: (url, init) => fetch(url, init),
    popupUrl: location.href,
    root,
  });
}
