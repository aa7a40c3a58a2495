import { startOwnerclanSandbox } from '@ollida/sandbox/ownerclan/standalone';
import { startShopSandbox } from '@ollida/sandbox/shop/standalone';

/** What the sandbox process tells the bench: where it listens, then each page request with its host and time. */
export type SandboxMessage =
  | { kind: 'ready'; shopBaseUrl: string; ownerclanBaseUrl: string }
  | { kind: 'page'; hostname: string; at: number };

// The demo shop and the 오너클랜 API in a process of their own (forked by the sync bench), so the supplier's work does
// not load the app's thread.
if (process.send !== undefined) {
  const post = (message: SandboxMessage) => process.send?.(message);
  const shop = await startShopSandbox({
    onRequest: (url, hostname) => {
      if (url.includes('/bench/items/'))
        post({ kind: 'page', hostname, at: performance.timeOrigin + performance.now() });
    },
  });
  const ownerclan = await startOwnerclanSandbox({ shopBaseUrl: shop.baseUrl });
  // Asked to stop, or left by a bench that ended: the servers close and the process ends.
  const stop = () => {
    void Promise.all([shop.close(), ownerclan.close()]).then(() => {
      if (process.connected) process.disconnect();
    });
  };
  process.once('message', stop);
  process.once('disconnect', stop);
  post({ kind: 'ready', shopBaseUrl: shop.baseUrl, ownerclanBaseUrl: ownerclan.baseUrl });
}
