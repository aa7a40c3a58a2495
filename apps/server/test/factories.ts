import { randomUUID } from 'node:crypto';
import { users } from '../src/db/schema/users.ts';
import { createSessionService } from '../src/modules/auth/session.service.ts';
import { createSessionsRepo } from '../src/modules/auth/sessions.repo.ts';
import { createTokenSigner } from '../src/modules/auth/token-signer.ts';
import { createUsersRepo } from '../src/modules/users/users.repo.ts';
import type { TestContext } from './build-test-app.ts';

type NewUser = typeof users.$inferInsert;

/** Inserts a user with unique defaults; any field can be overridden. */
export async function createUser(ctx: TestContext, overrides: Partial<NewUser> = {}) {
  const id = randomUUID();
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      googleSubject: `sub-${id}`,
      email: `seller-${id.slice(0, 8)}@example.com`,
      name: '테스트 판매자',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

/** A valid app token for the user, issued the way sign-in issues it. */
export function loginAs(ctx: TestContext, userId: string): Promise<string> {
  const clock = () => ctx.clock.now;
  const sessions = createSessionService({
    sessions: createSessionsRepo(ctx.database.db),
    users: createUsersRepo(ctx.database.db),
    signer: createTokenSigner(ctx.config.appSecret, clock),
    clock,
  });
  return sessions.createSession(userId, 'vitest');
}
