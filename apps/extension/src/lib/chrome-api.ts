/**
 * The part of the `chrome.*` extension API this extension uses, typed here instead of pulling in the whole of
 * `@types/chrome`: the pages take it as an argument, so tests hand in a small fake.
 */
export interface ChromeApi {
  storage: {
    local: {
      get(keys: string[]): Promise<Record<string, unknown>>;
      set(items: Record<string, unknown>): Promise<void>;
      remove(keys: string[]): Promise<void>;
    };
  };
  tabs: {
    query(queryInfo: { active: boolean; currentWindow: boolean }): Promise<Array<{ id?: number }>>;
  };
  scripting: {
    executeScript<Result>(injection: {
      target: { tabId: number };
      func: () => Result;
    }): Promise<Array<{ result?: Result }>>;
  };
  permissions: {
    request(permissions: { origins: string[] }): Promise<boolean>;
    remove(permissions: { origins: string[] }): Promise<boolean>;
  };
  runtime: {
    getURL(path: string): string;
    openOptionsPage(): Promise<void>;
    onInstalled: { addListener(listener: (details: { reason: string }) => void): void };
  };
}

/** The browser's `chrome` object; only extension pages and the service worker have it. */
export function browserChrome(): ChromeApi {
  const chrome = (globalThis as { chrome?: ChromeApi }).chrome;
  if (chrome === undefined) throw new Error('chrome extension API is not available on this page');
  return chrome;
}
