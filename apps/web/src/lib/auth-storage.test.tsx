import { describe, expect, it } from 'vitest';
import { clearToken, consumeAuthFragment, readToken, storeToken, subscribeToToken } from './auth-storage';

describe('consumeAuthFragment', () => {
  it('stores the token under both keys and strips the fragment, keeping path and query', () => {
    window.history.replaceState(null, '', '/mypage/profile?from=mail#token=abc.def.ghi');

    expect(consumeAuthFragment()).toEqual({ error: null });

    expect(window.localStorage.getItem('jwt')).toBe('abc.def.ghi');
    expect(window.localStorage.getItem('token')).toBe('abc.def.ghi');
    expect(window.location.pathname).toBe('/mypage/profile');
    expect(window.location.search).toBe('?from=mail');
    expect(window.location.hash).toBe('');
  });

  it('returns the sign-in error and strips it without storing anything', () => {
    window.history.replaceState(null, '', '/login#error=access_denied');

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
