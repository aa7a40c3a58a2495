import { randomUUID } from 'node:crypto';
import { errorCodes } from '@ollida/contracts/errors';
import type { UserRow } from '../../db/schema/users.ts';
import { Unauthenticated } from '../../platform/domain-errors.ts';
import type { SessionsRepo } from './sessions.repo.ts';
import type { TokenSigner } from './token-signer.ts';

/** App tokens live seven days (issue 2). */
export const sessionTtlMs = 7 * 24 * 60 * 60 * 1000;
const maxUserAgentLength = 512;

export interface AuthenticatedSession {
  user: UserRow;
  sessionId: string;
}

/** Issues, checks and revokes app sessions; every bearer token maps to one revocable session row. */
export function createSessionService(deps: {
  sessions: SessionsRepo;
  signer: TokenSigner;
  clock: () => Date;
}) {
  const revoked = () =>
    new Unauthenticated(
      '로그아웃되었거나 만료된 로그인입니다. 다시 로그인해 주세요.',
      errorCodes.tokenRevoked,
    );

  return {
    async createSession(userId: string, userAgent: string | undefined): Promise<string> {
      const sessionId = randomUUID();
      const expiresAt = new Date(deps.clock().getTime() + sessionTtlMs);
      await deps.sessions.insertSession({
        id: sessionId,
        userId,
        expiresAt,
        userAgent: userAgent?.slice(0, maxUserAgentLength) ?? null,
      });
      return deps.signer.sign({ userId, sessionId }, expiresAt);
    },

    async authenticate(token: string): Promise<AuthenticatedSession> {
      const claims = await deps.signer.verify(token);
      // One query for the session and its user: revocation and deletion take effect on the very next request.
      const found = await deps.sessions.findSessionWithUser(claims.sessionId);
      if (!found || found.session.userId !== claims.userId || found.session.revokedAt !== null)
        throw revoked();
      if (found.session.expiresAt.getTime() <= deps.clock().getTime()) {
        throw new Unauthenticated('로그인이 만료되었습니다. 다시 로그인해 주세요.', errorCodes.tokenExpired);
      }
      return { user: found.user, sessionId: found.session.id };
    },

    async revokeSession(sessionId: string): Promise<void> {
      await deps.sessions.revokeSession(sessionId, deps.clock());
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
