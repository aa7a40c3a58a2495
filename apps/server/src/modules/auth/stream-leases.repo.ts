import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eventStreamLeases } from '../../db/schema/sessions.ts';

/** How long a lease outlives its last renewal: a killed process's streams stop counting after this. */
export const streamLeaseTtlSeconds = 60;

const expiresIn = () => sql`now() + make_interval(secs => ${streamLeaseTtlSeconds})`;

/**
 * Open event streams per user, counted in the database so the cap holds across instances. Taking a lease is
 * serialised per user (a transaction-scoped advisory lock), so two instances cannot both take the last one.
 */
export function createStreamLeases(db: Database, maxPerUser: number) {
  return {
    /** A lease id, or undefined when the user already has `maxPerUser` open streams. */
    async acquire(userId: string): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`event-stream:${userId}`}))`);
        await tx
          .delete(eventStreamLeases)
          .where(and(eq(eventStreamLeases.userId, userId), lt(eventStreamLeases.expiresAt, sql`now()`)));
        const [open] = await tx
          .select({ count: count() })
          .from(eventStreamLeases)
          .where(eq(eventStreamLeases.userId, userId));
        if ((open?.count ?? 0) >= maxPerUser) return undefined;
        const [lease] = await tx
          .insert(eventStreamLeases)
          .values({ userId, expiresAt: expiresIn() })
          .returning({ id: eventStreamLeases.id });
        return lease?.id;
      });
    },
    async renew(leaseId: string): Promise<void> {
      await db
        .update(eventStreamLeases)
        .set({ expiresAt: expiresIn() })
        .where(eq(eventStreamLeases.id, leaseId));
    },
    async release(leaseId: string): Promise<void> {
      await db.delete(eventStreamLeases).where(eq(eventStreamLeases.id, leaseId));
    },
  };
}

export type StreamLeases = ReturnType<typeof createStreamLeases>;
