import type { ChromeApi } from '../lib/chrome-api.ts';
import type { LivePage } from '../lib/chrome-page.ts';

export const extensionBase = 'chrome-extension://ollidatestextensionid/';

/** What the fake saw the pages do with the browser. */
export interface ChromeRecord {
  storage: Record<string, unknown>;
  optionsOpened: number;
  queriedTabs: number;
  scriptedTabs: number[];
  permissionRequests: string[][];
  permissionRemovals: string[][];
}

/**
 * A `chrome` object for the pages under test: in-memory storage, one tab showing `page` (an Error plays a page the
 * extension may not script), and a permission prompt answered with `grant`.
 */
export function fakeChrome(
  options: {
    storage?: Record<string, unknown>;
    page?: LivePage | Error;
    activeTabId?: number;
    grant?: boolean;
  } = {},
): { chrome: ChromeApi; record: ChromeRecord } {
  const record: ChromeRecord = {
    storage: { ...options.storage },
    optionsOpened: 0,
    queriedTabs: 0,
    scriptedTabs: [],
    permissionRequests: [],
    permissionRemovals: [],
  };
  const chrome: ChromeApi = {
    storage: {
      local: {
        get: async (keys) =>
          Object.fromEntries(
            keys.filter((key) => key in record.storage).map((key) => [key, record.storage[key]]),
          ),
        set: async (items) => {
          Object.assign(record.storage, items);
        },
        remove: async (keys) => {
          for (const key of keys) delete record.storage[key];
        },
      },
    },
    tabs: {
      query: async () => {
        record.queriedTabs += 1;
        return [{ id: options.activeTabId ?? 7 }];
      },
    },
    scripting: {
      executeScript: async <Result>(injection: { target: { tabId: number } }) => {
        record.scriptedTabs.push(injection.target.tabId);
        const page = options.page ?? new Error('Cannot access contents of the page');
        if (page instanceof Error) throw page;
        // The fake stands in for the tab: what the injected function would have returned there.
        return [{ result: page as Result }];
      },
    },
    permissions: {
      request: async (permissions) => {
        record.permissionRequests.push(permissions.origins);
        return options.grant ?? true;
      },
      remove: async (permissions) => {
        record.permissionRemovals.push(permissions.origins);
        return true;
      },
    },
    runtime: {
      getURL: (path) => `${extensionBase}${path}`,
      openOptionsPage: async () => {
        record.optionsOpened += 1;
      },
      onInstalled: { addListener: () => undefined },
    },
  };
  return { chrome, record };
}
