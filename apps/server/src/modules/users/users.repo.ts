import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type UserRow, users } from '../../db/schema/users.ts';

export interface GoogleIdentity {
  subject: string;
  email: string;
  name: string;
  picture: string | null;
}

/** Queries for the users table. */
export function createUsersRepo(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row;
    },

    /** Inserts or refreshes the user keyed by Google subject; `promoteToAdmin` only ever raises the role. */
    async upsertFromGoogle(identity: GoogleIdentity, promoteToAdmin: boolean, now: Date): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({
          googleSubject: identity.subject,
          email: identity.email,
          name: identity.name,
          profilePicture: identity.picture,
          role: promoteToAdmin ? 'admin' : 'user',
          createdAt: now,
          lastLoginAt: now,
        })
        .onConflictDoUpdate({
          target: users.googleSubject,
          set: {
            email: identity.email,
            name: identity.name,
            profilePicture: identity.picture,
            lastLoginAt: now,
            ...(promoteToAdmin ? { role: 'admin' as const } : {}),
          },
        })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return row;
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
