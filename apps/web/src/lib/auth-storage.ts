import { authFragment, tokenStorageKeys } from '@ollida/contracts/session-keys';

type Listener = () => void;

const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

// Storage can be unavailable (blocked cookies, some private modes); the app then behaves as signed out.
function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored app token, or null when signed out. */
export function readToken(): string | null {
  const storage = safeStorage();
  if (!storage) return null;
  for (const key of tokenStorageKeys) {
    const value = storage.getItem(key);
    if (value) return value;
  }
  return null;
}

/** Stores the token under every key docs/product/account-area.md#session names (other screens read either one). */
export function storeToken(token: string): void {
  const storage = safeStorage();
  if (!storage) return;
  for (const key of tokenStorageKeys) storage.setItem(key, token);
  notify();
}

/** Removes the token from every key. */
export function clearToken(): void {
  const storage = safeStorage();
  if (!storage) return;
  for (const key of tokenStorageKeys) storage.removeItem(key);
  notify();
}

/** Calls `listener` when the token changes in this tab or in another one. */
export function subscribeToToken(listener: Listener): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (tokenStorageKeys as readonly string[]).includes(event.key)) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export interface AuthFragmentResult {
  /** The sign-in error code the server put in the fragment (`access_denied`, `login_failed`, ...). */
  error: string | null;
}

/** Query parameter that carries this tab's sign-in attempt through the server's final redirect. */
export const loginAttemptParam = 'attempt';
const loginAttemptKey = 'ollida_login_attempt';

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Starts a sign-in from this tab: a random value that the sign-in's return must carry back. */
export function beginLoginAttempt(): string {
  const bytes = window.crypto.getRandomValues(new Uint8Array(16));
  const attempt = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  safeSessionStorage()?.setItem(loginAttemptKey, attempt);
  return attempt;
}

/**
 * Reads `#token=...` or `#error=...` left by the sign-in redirect and strips it (and the attempt) from the
 * address bar. The result counts only when it returns to the tab that started the sign-in: a link carrying
 * someone else's token must not sign this browser into their account (login CSRF).
 */
export function consumeAuthFragment(): AuthFragmentResult {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const token = params.get(authFragment.token);
  const error = params.get(authFragment.error);
  if (token === null && error === null) return { error: null };

  const url = new URL(window.location.href);
  const attempt = url.searchParams.get(loginAttemptParam);
  const storage = safeSessionStorage();
  const isOwnAttempt = attempt !== null && attempt !== '' && storage?.getItem(loginAttemptKey) === attempt;
  storage?.removeItem(loginAttemptKey);
  url.searchParams.delete(loginAttemptParam);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
  if (!isOwnAttempt) return { error: null };

  if (token) storeToken(token);
  return { error: token ? null : error || null };
}
