import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeChrome } from './test/fake-chrome.ts';

/** Loads the service worker against a fake `chrome` and returns what it registered for "installed". */
async function installListener(storage: Record<string, unknown>) {
  const { chrome, record } = fakeChrome({ storage });
  let listener: ((details: { reason: string }) => void) | undefined;
  chrome.runtime.onInstalled.addListener = (registered) => {
    listener = registered;
  };
  vi.stubGlobal('chrome', chrome);
  vi.resetModules();
  await import('./background.ts');
  if (listener === undefined) throw new Error('no onInstalled listener');
  return { fire: listener, record };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('service worker', () => {
  it('opens the options page on a fresh install without a key', async () => {
    const { fire, record } = await installListener({});
    fire({ reason: 'install' });
    await vi.waitFor(() => expect(record.optionsOpened).toBe(1));
  });

  it('leaves the seller alone on updates and when a key is already saved', async () => {
    const update = await installListener({});
    update.fire({ reason: 'update' });
    const keyed = await installListener({ apiKey: 'olk_key' });
    keyed.fire({ reason: 'install' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(update.record.optionsOpened).toBe(0);
    expect(keyed.record.optionsOpened).toBe(0);
  });
});
