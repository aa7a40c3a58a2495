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

/** Stores the token under every key the spec names (other screens read either one). */
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

/**
 * Reads `#token=...` or `#error=...` left by the sign-in redirect, stores the token and strips the
 * fragment from the address bar (keeping path and query) so the token is not bookmarked or shared.
 */
export function consumeAuthFragment(): AuthFragmentResult {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const token = params.get(authFragment.token);
  const error = params.get(authFragment.error);
  if (token === null && error === null) return { error: null };

  if (token) storeToken(token);
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  return { error: token ? null : error || null };
}
