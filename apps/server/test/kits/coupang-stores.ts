import { eq } from 'drizzle-orm';
import { storeApiKeys, storeKeyReveals } from '../../src/db/schema/coupang-stores.ts';
import type { TestContext } from '../build-test-app.ts';
import { demoVendor, workspaceKit } from './workspaces.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Test-side helpers for the store routes, on top of the workspace kit (sign-in, creation, membership rows). */
export function storeKit(ctx: TestContext) {
  const workspaces = workspaceKit(ctx);

  function call(token: string | undefined, method: Method, url: string, payload?: unknown) {
    return ctx.app.inject({
      method,
      url,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }

  return {
    ...workspaces,
    call,

    connectBody(vendor = demoVendor, overrides: Record<string, unknown> = {}) {
      return {
        wingAccount: vendor.wingAccount,
        vendorCode: vendor.vendorId,
        accessKey: vendor.accessKey,
        secretKey: vendor.secretKey,
        ...overrides,
      };
    },

    /** An owner with a connected store, plus an admin, a member and an outsider of it. */
    async storeWithTeam(vendor = demoVendor) {
      const owner = await workspaces.signIn();
      const workspaceId = await workspaces.createCoupang(owner.token, vendor);
      const admin = await workspaces.signIn();
      const member = await workspaces.signIn();
      const outsider = await workspaces.signIn();
      await workspaces.addMember(workspaceId, admin.user.id, 'admin');
      await workspaces.addMember(workspaceId, member.user.id, 'member');
      return { workspaceId, owner, admin, member, outsider, wingAccount: vendor.wingAccount };
    },

    async apiKeyRows(workspaceId: string) {
      return ctx.database.db.select().from(storeApiKeys).where(eq(storeApiKeys.workspaceId, workspaceId));
    },

    async revealRows(workspaceId: string) {
      return ctx.database.db
        .select()
        .from(storeKeyReveals)
        .where(eq(storeKeyReveals.workspaceId, workspaceId));
    },
  };
}
