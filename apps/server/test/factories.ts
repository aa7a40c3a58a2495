import { randomUUID } from 'node:crypto';
import type { Config } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { users } from '../src/db/schema/users.ts';
import { createSessionService, createSessionsRepo, createTokenSigner } from '../src/modules/auth/index.ts';

type NewUser = typeof users.$inferInsert;

/** What the factories need of a test context; benchmarks pass the same parts of an app they built themselves. */
export interface FactoryContext {
  database: DatabaseHandle;
  config: Pick<Config, 'appSecret'>;
  clock: { now: Date };
}

/** Inserts a user with unique defaults; any field can be overridden. */
export async function createUser(ctx: FactoryContext, overrides: Partial<NewUser> = {}) {
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
export function loginAs(ctx: FactoryContext, userId: string): Promise<string> {
  const clock = () => ctx.clock.now;
  const sessions = createSessionService({
    sessions: createSessionsRepo(ctx.database.db),
    signer: createTokenSigner(ctx.config.appSecret, clock),
    clock,
  });
  return sessions.createSession(userId, 'vitest');
}
