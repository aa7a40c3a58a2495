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

    /** Inserts or refreshes the user keyed by Google subject; the role follows ADMIN_EMAILS at every sign-in. */
    async upsertFromGoogle(identity: GoogleIdentity, isAdmin: boolean, now: Date): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({
          googleSubject: identity.subject,
          email: identity.email,
          name: identity.name,
          profilePicture: identity.picture,
          role: isAdmin ? 'admin' : 'user',
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
            role: isAdmin ? 'admin' : 'user',
          },
        })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return row;
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
