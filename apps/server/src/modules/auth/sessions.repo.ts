import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginStates, sessions } from '../../db/schema/sessions.ts';
import { users } from '../../db/schema/users.ts';

export interface PendingLogin {
  stateHash: string;
  codeVerifier: string;
  nonce: string;
  finalRedirect: string;
  expiresAt: Date;
}

/** Queries for app sessions and pending sign-ins. */
export function createSessionsRepo(db: Database) {
  // Every authenticated request runs this: one prepared statement (built once) and one round trip for both rows.
  const sessionWithUser = db
    .select({
      session: {
        id: sessions.id,
        userId: sessions.userId,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
      },
      user: users,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('sessions_find_with_user');

  return {
    async insertSession(row: { id: string; userId: string; expiresAt: Date; userAgent: string | null }) {
      await db.insert(sessions).values(row);
    },

    /** The session with its user, read on every authenticated request; undefined when either is missing. */
    async findSessionWithUser(id: string) {
      const [row] = await sessionWithUser.execute({ id });
      return row;
    },

    async revokeSession(id: string, at: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    async insertPendingLogin(row: PendingLogin) {
      await db.insert(loginStates).values(row);
    },

    /** Removes and returns the pending sign-in in one statement, so a state can be used once only. */
    async takePendingLogin(stateHash: string): Promise<PendingLogin | undefined> {
      const [row] = await db.delete(loginStates).where(eq(loginStates.stateHash, stateHash)).returning();
      return row;
    },

    /** Deletes abandoned sign-ins and sessions past their expiry (a revoked session expires like any other). */
    async purgeExpired(now: Date) {
      await db.delete(loginStates).where(lt(loginStates.expiresAt, now));
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },
  };
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
