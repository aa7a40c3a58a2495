import type { FetchFn } from './api.ts';
import type { ChromeApi } from './chrome-api.ts';
import { defaultServerUrl, normalizeServerUrl } from './server-url.ts';

/** What the seller saved in the options page (`chrome.storage.local`). */
export interface StoredSettings {
  /** The server origin, or null when the seller never changed the baked-in one. */
  serverUrl: string | null;
  apiKey: string | null;
}

/** Settings complete enough to call the server. */
export interface ConnectionSettings {
  serverUrl: string;
  apiKey: string;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Reads the saved server address and API key. */
export async function loadStoredSettings(chrome: ChromeApi): Promise<StoredSettings> {
  const stored = await chrome.storage.local.get(['serverUrl', 'apiKey']);
  const serverUrl = text(stored.serverUrl);
  return {
    serverUrl: serverUrl === null ? null : normalizeServerUrl(serverUrl),
    apiKey: text(stored.apiKey),
  };
}

/** Saves both; the address must already be a normalised origin. */
export async function saveSettings(chrome: ChromeApi, settings: ConnectionSettings): Promise<void> {
  await chrome.storage.local.set({ serverUrl: settings.serverUrl, apiKey: settings.apiKey });
}

/** "연결 끊기": forgets the key (the address stays for the next key). */
export async function clearApiKey(chrome: ChromeApi): Promise<void> {
  await chrome.storage.local.remove(['apiKey']);
}

/**
 * The server address built into this copy of the extension (`config.json`, rewritten by the app's download for its
 * own address); the build's default when the file is missing or broken.
 */
export async function loadBakedServerUrl(chrome: ChromeApi, fetchFn: FetchFn): Promise<string> {
  try {
    const response = await fetchFn(chrome.runtime.getURL('config.json'), {});
    const config: unknown = await response.json();
    const serverUrl =
      typeof config === 'object' && config !== null && 'serverUrl' in config ? config.serverUrl : null;
    return (typeof serverUrl === 'string' ? normalizeServerUrl(serverUrl) : null) ?? defaultServerUrl;
  } catch {
    return defaultServerUrl;
  }
}

/** The settings to connect with: the saved address (else the baked one) and the key; null without a key. */
export async function loadConnectionSettings(
  chrome: ChromeApi,
  fetchFn: FetchFn,
): Promise<ConnectionSettings | null> {
  const stored = await loadStoredSettings(chrome);
  if (stored.apiKey === null) return null;
  return {
    serverUrl: stored.serverUrl ?? (await loadBakedServerUrl(chrome, fetchFn)),
    apiKey: stored.apiKey,
  };
}
