import { randomBytes } from 'node:crypto';

/** The person who "signed in" on the sandbox page. */
export interface SandboxIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
  picture?: string;
}

/** What an authorization code was bound to at /authorize. */
export interface AuthorizationCodeGrant {
  clientId: string;
  redirectUri: string;
  scope: string;
  nonce?: string;
  codeChallenge?: string;
  codeChallengeMethod?: 'S256' | 'plain';
  identity: SandboxIdentity;
}

/** Stored authorization code; kept after use so replays can be told apart and answered. */
export interface AuthorizationCodeRecord extends AuthorizationCodeGrant {
  expiresAt: number;
  used: boolean;
  /** Access token minted from this code, revoked if the code is replayed (RFC 6749 §4.1.2). */
  accessToken?: string;
}

/** Stored access token, looked up by /v1/userinfo. */
export interface AccessTokenRecord {
  clientId: string;
  scope: string;
  identity: SandboxIdentity;
  expiresAt: number;
}

/** Unguessable opaque token: 32 random bytes, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** In-memory authorization codes and access tokens; nothing survives a restart, by design. */
export class SandboxStore {
  readonly codes = new Map<string, AuthorizationCodeRecord>();
  readonly accessTokens = new Map<string, AccessTokenRecord>();

  /** Creates a single-use authorization code. */
  issueCode(grant: AuthorizationCodeGrant, expiresAt: number, now: number): string {
    this.sweep(now);
    const code = randomToken();
    this.codes.set(code, { ...grant, expiresAt, used: false });
    return code;
  }

  /** Creates an access token and links it to the code it was minted from. */
  issueAccessToken(record: AccessTokenRecord, fromCode: AuthorizationCodeRecord): string {
    // "ya29." mimics Google's access-token shape so logs look familiar; the rest is random.
    const token = `ya29.${randomToken()}`;
    this.accessTokens.set(token, record);
    fromCode.accessToken = token;
    return token;
  }

  /** Returns a live access token, or undefined if unknown or expired. */
  findAccessToken(token: string, now: number): AccessTokenRecord | undefined {
    const record = this.accessTokens.get(token);
    return record !== undefined && record.expiresAt > now ? record : undefined;
  }

  /** Revokes whatever was minted from a code, used when that code is replayed. */
  revokeFromCode(record: AuthorizationCodeRecord): void {
    if (record.accessToken !== undefined) this.accessTokens.delete(record.accessToken);
  }

  /** Drops expired entries so a long-running dev server does not grow without bound. */
  private sweep(now: number): void {
    for (const [token, record] of this.accessTokens) {
      if (record.expiresAt <= now) this.accessTokens.delete(token);
    }
    for (const [code, record] of this.codes) {
      // A used code is kept while its access token lives, so a late replay can still revoke that token.
      const tokenAlive = record.accessToken !== undefined && this.accessTokens.has(record.accessToken);
      if (record.expiresAt <= now && !tokenAlive) this.codes.delete(code);
    }
  }
}
