import { describe, expect, it, vi } from 'vitest';
import { installFakeToss } from '../testing/fake-toss';
import { loadTossPayments, sdkLoadFailedMessage } from './toss-sdk';

function scriptsOf(url: string): HTMLScriptElement[] {
  return Array.from(document.head.querySelectorAll<HTMLScriptElement>(`script[src="${url}"]`));
}

describe('loadTossPayments', () => {
  it('uses an SDK already on the page without adding a script', async () => {
    const { factory } = installFakeToss();

    await expect(loadTossPayments('https://sdk.test/present')).resolves.toBe(factory);
    expect(scriptsOf('https://sdk.test/present')).toHaveLength(0);
  });

  it('adds the script once and resolves with the global it defines', async () => {
    const url = 'https://sdk.test/loads';
    const first = loadTossPayments(url);
    const second = loadTossPayments(url);
    const [script] = scriptsOf(url);
    expect(scriptsOf(url)).toHaveLength(1);

    const { factory } = installFakeToss();
    script?.dispatchEvent(new Event('load'));

    await expect(first).resolves.toBe(factory);
    await expect(second).resolves.toBe(factory);
  });

  it('rejects with a clear error when the script fails, and tries again next time', async () => {
    const url = 'https://sdk.test/fails';
    const failed = loadTossPayments(url);
    scriptsOf(url)[0]?.dispatchEvent(new Event('error'));

    await expect(failed).rejects.toThrow(sdkLoadFailedMessage);
    expect(scriptsOf(url)).toHaveLength(0);
    void loadTossPayments(url).catch(() => undefined);
    expect(scriptsOf(url)).toHaveLength(1);
  });

  it('rejects when the script loaded but defined no SDK', async () => {
    vi.stubGlobal('TossPayments', undefined);
    const url = 'https://sdk.test/empty';
    const loaded = loadTossPayments(url);
    scriptsOf(url)[0]?.dispatchEvent(new Event('load'));

    await expect(loaded).rejects.toThrow(sdkLoadFailedMessage);
  });
});
