import { COUPANG_DEMO_VENDORS } from '@ollida/sandbox/coupang/demo-accounts';
import type { DatabaseHandle } from '../apps/server/src/db/client.ts';
import { workspaceMembers, workspaces } from '../apps/server/src/db/schema/workspaces.ts';
import { keyPrefixOf, sealKeys } from '../apps/server/src/modules/workspaces/marketplace-keys.ts';
import { createSecretBox } from '../apps/server/src/platform/secret-box.ts';
import { createUser, type FactoryContext, loginAs } from '../apps/server/test/factories.ts';
import { seedAccessLog } from './admin-traffic-seed.ts';
import { seedProductList } from './uploaded-products-list-seed.ts';

export interface LoadSeedOptions {
  /** Rows of the uploaded-product table, over `workspaces` stores of one owner. */
  products: number;
  workspaces: number;
  /** Access-log lines of the last 168 hours that the admin statistics read. */
  accessLogRows: number;
  /** Signed-in users behind the sign-in checks and the parses. */
  sellers: number;
  /** Members of the demo Coupang store; the order list allows 30 calls a minute per user. */
  orderUsers: number;
  /** Site administrators; the admin routes allow 120 calls a minute per administrator. */
  admins: number;
}

/** Tokens of everyone the load signs in as, and the demo store's Wing account. */
export interface LoadSeed {
  productOwnerToken: string;
  sellerTokens: string[];
  orderTokens: string[];
  adminTokens: string[];
  wingAccount: string;
}

const demoVendor = COUPANG_DEMO_VENDORS[0];

/** `count` new users (with `role`), each with a token issued the way sign-in issues it. */
async function signedInUsers(ctx: FactoryContext, count: number, role: 'user' | 'admin' = 'user') {
  const users: { id: string; token: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    const user = await createUser(ctx, { role });
    users.push({ id: user.id, token: await loginAs(ctx, user.id) });
  }
  return users;
}

/**
 * A Coupang workspace holding the sandbox's first demo keys, sealed as connecting the store seals them (so the server,
 * given the same APP_SECRET, opens them), with an owner and `members` more users who may read its orders.
 */
async function seedDemoStore(ctx: FactoryContext, appSecret: string, members: number) {
  if (demoVendor === undefined) throw new Error('the Coupang sandbox has no demo vendor');
  const owner = await createUser(ctx);
  const keys = {
    platform: 'coupang',
    accessKey: demoVendor.accessKey,
    secretKey: demoVendor.secretKey,
  } as const;
  const [store] = await ctx.database.db
    .insert(workspaces)
    .values({
      name: `${demoVendor.vendorName} 워크스페이스`,
      platform: 'coupang',
      ownerId: owner.id,
      wingAccount: demoVendor.wingAccount,
      vendorCode: demoVendor.vendorId,
      credentials: sealKeys(createSecretBox(appSecret), keys),
      keyPrefix: keyPrefixOf(keys.accessKey),
      keyStatus: 'valid',
      lastTestValid: true,
      lastTestedAt: ctx.clock.now,
    })
    .returning({ id: workspaces.id });
  if (!store) throw new Error('demo store insert returned nothing');
  const team = await signedInUsers(ctx, members);
  await ctx.database.db
    .insert(workspaceMembers)
    .values([
      { workspaceId: store.id, userId: owner.id, role: 'owner' as const },
      ...team.map((user) => ({ workspaceId: store.id, userId: user.id, role: 'member' as const })),
    ]);
  return { wingAccount: demoVendor.wingAccount, tokens: team.map((user) => user.token) };
}

/**
 * Everything the mixed load reads, written straight into a migrated database before the server starts (the embedded
 * database admits one process): the product table of `seedProductList`, a week of access log from `seedAccessLog`,
 * the demo Coupang store and its team, plain sellers and administrators, each with a session.
 */
export async function seedLoadTest(
  database: DatabaseHandle,
  options: LoadSeedOptions,
  appSecret: string,
  now: Date,
): Promise<LoadSeed> {
  const ctx: FactoryContext = { database, config: { appSecret }, clock: { now } };
  const ownerId = await seedProductList(database, options);
  await seedAccessLog(
    database,
    {
      rows: options.accessLogRows,
      ips: Math.max(100, Math.round(options.accessLogRows / 50)),
      users: 20,
      batch: 10_000,
    },
    now,
    () => undefined,
  );
  const store = await seedDemoStore(ctx, appSecret, options.orderUsers);
  return {
    productOwnerToken: await loginAs(ctx, ownerId),
    sellerTokens: (await signedInUsers(ctx, options.sellers)).map((user) => user.token),
    orderTokens: store.tokens,
    adminTokens: (await signedInUsers(ctx, options.admins, 'admin')).map((user) => user.token),
    wingAccount: store.wingAccount,
  };
}
