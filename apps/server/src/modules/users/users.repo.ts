import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type UserRow, users } from '../../db/schema/users.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

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

    /**
     * Inserts or refreshes the user keyed by Google subject; the role follows ADMIN_EMAILS at every sign-in.
     * Answers undefined when the email already belongs to another Google account (the unique index decides,
     * so two first sign-ins racing on one email cannot both win).
     */
    async upsertFromGoogle(
      identity: GoogleIdentity,
      isAdmin: boolean,
      now: Date,
    ): Promise<UserRow | undefined> {
      const rows = await db
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
        .returning()
        .catch((error: unknown) => {
          if (isUniqueViolation(error, 'users_email_lower_unique')) return [];
          throw error;
        });
      return rows[0];
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
