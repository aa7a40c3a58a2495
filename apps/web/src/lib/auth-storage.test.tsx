import { describe, expect, it } from 'vitest';
import {
  beginLoginAttempt,
  clearToken,
  consumeAuthFragment,
  readToken,
  storeToken,
  subscribeToToken,
} from './auth-storage';

describe('consumeAuthFragment', () => {
  it('stores the token of its own tab sign-in under both keys and strips fragment and attempt', () => {
    const attempt = beginLoginAttempt();
    window.history.replaceState(null, '', `/login?from=mail&attempt=${attempt}#token=abc.def.ghi`);

    expect(consumeAuthFragment()).toEqual({ error: null });

    expect(window.localStorage.getItem('jwt')).toBe('abc.def.ghi');
    expect(window.localStorage.getItem('token')).toBe('abc.def.ghi');
    expect(window.location.pathname).toBe('/login');
    expect(window.location.search).toBe('?from=mail');
    expect(window.location.hash).toBe('');
  });

  it('refuses a token this tab did not ask for (login CSRF) and strips it', () => {
    beginLoginAttempt();
    window.history.replaceState(null, '', '/login?attempt=forged#token=attacker.jwt.token');
    expect(consumeAuthFragment()).toEqual({ error: null });
    expect(readToken()).toBeNull();
    expect(window.location.hash).toBe('');

    window.history.replaceState(null, '', '/mypage/profile#token=attacker.jwt.token');
    expect(consumeAuthFragment()).toEqual({ error: null });
    expect(readToken()).toBeNull();
  });

  it('accepts an attempt once only', () => {
    const attempt = beginLoginAttempt();
    window.history.replaceState(null, '', `/login?attempt=${attempt}#token=first.jwt.token`);
    consumeAuthFragment();
    clearToken();
    window.history.replaceState(null, '', `/login?attempt=${attempt}#token=replayed.jwt.token`);
    consumeAuthFragment();
    expect(readToken()).toBeNull();
  });

  it('returns the sign-in error and strips it without storing anything', () => {
    const attempt = beginLoginAttempt();
    window.history.replaceState(null, '', `/login?attempt=${attempt}#error=access_denied`);

    expect(consumeAuthFragment()).toEqual({ error: 'access_denied' });

    expect(readToken()).toBeNull();
    expect(window.location.hash).toBe('');
  });

  it('leaves ordinary anchors alone', () => {
    window.history.replaceState(null, '', '/#pricing');

    expect(consumeAuthFragment()).toEqual({ error: null });

    expect(window.location.hash).toBe('#pricing');
    expect(readToken()).toBeNull();
  });
});

describe('token storage', () => {
  it('clears both keys and tells subscribers', () => {
    let changes = 0;
    const unsubscribe = subscribeToToken(() => {
      changes += 1;
    });

    storeToken('t1');
    expect(readToken()).toBe('t1');
    clearToken();
    unsubscribe();
    storeToken('t2');

    expect(window.localStorage.getItem('jwt')).toBe('t2');
    expect(changes).toBe(2);
  });

  it('reads a token written under either key', () => {
    window.localStorage.setItem('token', 'only-token-key');
    expect(readToken()).toBe('only-token-key');
  });
});
