import { z } from 'zod';
import { browserChrome } from '../lib/chrome-api.ts';
import { startOptions } from './options-page.ts';

// The extension's CSP forbids eval, which zod would otherwise probe for (and log a violation).
z.config({ jitless: true });

const root = document.getElementById('app');
if (root !== null) {
  void startOptions({ chrome: browserChrome(), fetch: (url, init) => fetch(url, init), root });
}
