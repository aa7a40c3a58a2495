import { randomBytes } from 'node:crypto';

/** Name of the shop's session cookie. */
export const SHOP_SESSION_COOKIE = 'SHOPSESSID';

/** Logged-in shop sessions, in memory only: a restart logs everyone out, as a real shop's session store might. */
export class ShopSessions {
  private readonly sessions = new Map<string, string>();

  /** Starts a session for `loginId` and returns its id. */
  create(loginId: string): string {
    const id = randomBytes(16).toString('hex');
    this.sessions.set(id, loginId);
    return id;
  }

  /** The login id of a session, if it exists. */
  find(id: string | undefined): string | undefined {
    return id === undefined ? undefined : this.sessions.get(id);
  }
}

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (header === undefined) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}
