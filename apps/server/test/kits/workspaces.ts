import { COUPANG_DEMO_VENDORS, type CoupangDemoVendor } from '@ollida/sandbox/coupang/demo-accounts';
import { NAVER_DEMO_STORE } from '@ollida/sandbox/naver/demo-accounts';
import { eq } from 'drizzle-orm';
import { workspaceMembers, workspaces } from '../../src/db/schema/workspaces.ts';
import type { TestContext } from '../build-test-app.ts';
import { createUser, loginAs } from '../factories.ts';

/** The first sandbox vendor; tests of one file share it because each file has its own database. */
export const demoVendor: CoupangDemoVendor = COUPANG_DEMO_VENDORS[0] ?? failMissingDemo();
export const secondVendor: CoupangDemoVendor = COUPANG_DEMO_VENDORS[1] ?? failMissingDemo();
export const demoNaver = NAVER_DEMO_STORE;

function failMissingDemo(): never {
  throw new Error('the Coupang sandbox has fewer demo vendors than these tests use');
}

type Method = 'GET' | 'POST' | 'PUT';

/** Test-side helpers for the workspace routes: signed-in calls, creation bodies and direct membership rows. */
export function workspaceKit(ctx: TestContext) {
  async function signIn(overrides: { email?: string; name?: string } = {}) {
    const user = await createUser(ctx, overrides);
    return { user, token: await loginAs(ctx, user.id) };
  }

  function call(token: string | undefined, method: Method, url: string, payload?: unknown) {
    return ctx.app.inject({
      method,
      url,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }

  function coupangBody(vendor = demoVendor, overrides: Record<string, unknown> = {}) {
    return {
      platform: 'coupang',
      workspace_name: `${vendor.vendorName} 워크스페이스`,
      wing_account: vendor.wingAccount,
      vendor_code: vendor.vendorId,
      access_key: vendor.accessKey,
      secret_key: vendor.secretKey,
      ...overrides,
    };
  }

  async function createCoupang(token: string, vendor = demoVendor): Promise<string> {
    const response = await call(token, 'POST', '/api/workspaces', coupangBody(vendor));
    if (response.statusCode !== 201) throw new Error(`workspace creation failed: ${response.body}`);
    return response.json().data.workspace_id;
  }

  async function createNaver(token: string): Promise<string> {
    const response = await call(token, 'POST', '/api/workspaces', {
      platform: 'naver',
      workspace_name: '네이버 워크스페이스',
      naver_client_id: demoNaver.clientId,
      naver_client_secret: demoNaver.clientSecret,
    });
    if (response.statusCode !== 201) throw new Error(`workspace creation failed: ${response.body}`);
    return response.json().data.workspace_id;
  }

  return {
    signIn,
    call,
    coupangBody,
    createCoupang,
    createNaver,

    /** Adds a user to a workspace directly (invitations are another module's business). */
    async addMember(workspaceId: string, userId: string, role: 'admin' | 'member') {
      await ctx.database.db.insert(workspaceMembers).values({ workspaceId, userId, role });
    },

    async workspaceRow(workspaceId: string) {
      const [row] = await ctx.database.db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
      if (!row) throw new Error('workspace row missing');
      return row;
    },

    async countWorkspaces() {
      return (await ctx.database.db.select({ id: workspaces.id }).from(workspaces)).length;
    },

    async setWorkspace(workspaceId: string, values: Partial<typeof workspaces.$inferInsert>) {
      await ctx.database.db.update(workspaces).set(values).where(eq(workspaces.id, workspaceId));
    },
  };
}
