import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** Ownerclan tokens last about a month. */
export const OWNERCLAN_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const ISSUER = 'https://auth.ownerclan.com';

/** Signs and checks the seller tokens `/auth` hands out. */
export interface OwnerclanTokens {
  /** A signed JWT for `username`, valid for the configured lifetime from now. */
  issue(username: string): Promise<string>;
  /** The username of a valid, unexpired token, or undefined. */
  verify(token: string): Promise<string | undefined>;
}

/** Creates the token signer over an HS256 key (random when `secret` is absent). */
export function createOwnerclanTokens(options: {
  secret?: string;
  now: () => number;
  ttlMs?: number;
}): OwnerclanTokens {
  const key = options.secret === undefined ? randomBytes(32) : new TextEncoder().encode(options.secret);
  const ttlSeconds = Math.floor((options.ttlMs ?? OWNERCLAN_TOKEN_TTL_MS) / 1000);
  return {
    issue(username) {
      const issuedAt = Math.floor(options.now() / 1000);
      return new SignJWT({ service: 'ownerclan', userType: 'seller', username })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(username)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: new Date(options.now()),
        });
        return typeof payload.sub === 'string' ? payload.sub : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
