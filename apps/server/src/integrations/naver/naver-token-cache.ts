/** An access token and when it stops working (ms since epoch). */
export interface NaverAccessToken {
  accessToken: string;
  expiresAt: number;
}

interface Entry {
  token?: NaverAccessToken;
  refreshAt?: number;
  inflight?: Promise<NaverAccessToken>;
}

/** Naver re-serves the same token while 30 minutes or more remain, so refreshing earlier gains nothing. */
export const NAVER_TOKEN_REFRESH_MARGIN_MS = 30 * 60 * 1000;

/**
 * Token cache per credentials: a token is used until less than 30 minutes remain, and only one refresh per
 * credentials runs at a time (concurrent callers share its promise).
 */
export function createNaverTokenCache(options: { now: () => number; refreshMarginMs?: number }) {
  const margin = options.refreshMarginMs ?? NAVER_TOKEN_REFRESH_MARGIN_MS;
  const entries = new Map<string, Entry>();

  return {
    /** A usable token for `key`, fetching one through `fetchToken` when none is cached or it is due. */
    async get(key: string, fetchToken: () => Promise<NaverAccessToken>): Promise<NaverAccessToken> {
      const entry = entries.get(key) ?? {};
      entries.set(key, entry);
      if (entry.token !== undefined && entry.refreshAt !== undefined && options.now() <= entry.refreshAt) {
        return entry.token;
      }
      if (entry.inflight !== undefined) return entry.inflight;
      const startedAt = options.now();
      const inflight = fetchToken()
        .then((token) => {
          // A token shorter-lived than the margin would be refreshed on every call; use half its life instead.
          const lifetime = token.expiresAt - startedAt;
          entry.token = token;
          entry.refreshAt = token.expiresAt - Math.min(margin, lifetime / 2);
          return token;
        })
        .finally(() => {
          entry.inflight = undefined;
        });
      entry.inflight = inflight;
      return inflight;
    },

    /** Forgets `accessToken` after the API rejected it, unless a newer token has already replaced it. */
    invalidate(key: string, accessToken: string): void {
      const entry = entries.get(key);
      if (entry?.token?.accessToken === accessToken) {
        entry.token = undefined;
        entry.refreshAt = undefined;
      }
    },
  };
}

export type NaverTokenCache = ReturnType<typeof createNaverTokenCache>;
