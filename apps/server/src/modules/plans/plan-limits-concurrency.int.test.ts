import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { planKit } from '../../../test/kits/plans.ts';
import { chairDraft, startImageServer, uploadKit } from '../../../test/kits/uploads.ts';
import { demoNaver, demoVendor, secondVendor } from '../../../test/kits/workspaces.ts';
import { uploadedProducts } from '../../db/schema/uploads.ts';
import { workspaceInvitations, workspaces } from '../../db/schema/workspaces.ts';

let ctx: TestContext;
let kit: ReturnType<typeof uploadKit>;
let plans: ReturnType<typeof planKit>;
let images: Awaited<ReturnType<typeof startImageServer>>;

beforeAll(async () => {
  images = await startImageServer();
  ctx = await buildTestApp({ planLimits: 'plans', sourceFetch: { allowedPrefixes: [images.baseUrl] } });
  kit = uploadKit(ctx);
  plans = planKit(ctx);
});
afterAll(async () => {
  await ctx.close();
  await images.close();
});

const earlier = () => new Date(ctx.clock.now.getTime() - 60_000);

/** The status codes of responses that arrived together, in a stable order. */
function statusesOf(responses: { statusCode: number }[]): number[] {
  return responses.map((response) => response.statusCode).sort();
}

async function countOf(query: Promise<{ n: number }[]>): Promise<number | undefined> {
  const [row] = await query;
  return row?.n;
}

describe('limits under parallel requests', () => {
  it('let exactly two of five simultaneous uploads through for a free seller at 8 of 10', async () => {
    const store = await kit.coupangStore();
    await plans.seedUploads(store.workspaceId, 'success', earlier(), 8);
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        kit.upload(store.owner.token, 'coupang', {
          workspace_id: store.workspaceId,
          product_details: chairDraft(images.baseUrl, {
            supplier: { parser: 'generic', itemId: `parallel-${index}`, imageReuseAllowed: null },
          }),
        }),
      ),
    );
    expect(statusesOf(responses)).toEqual([200, 200, 403, 403, 403]);
    for (const refused of responses.filter((response) => response.statusCode === 403)) {
      expect(refused.json().code).toBe('upload_quota_exceeded');
    }
    const held = ctx.database.db
      .select({ n: count() })
      .from(uploadedProducts)
      .where(
        and(
          eq(uploadedProducts.workspaceId, store.workspaceId),
          inArray(uploadedProducts.status, ['pending', 'success']),
        ),
      );
    expect(await countOf(held)).toBe(10);
  });

  it('let exactly one of three simultaneous invitations fill the last seat of a pro team', async () => {
    const pro = await kit.signIn();
    await plans.subscribe(pro.user.id, 'pro');
    const workspaceId = await plans.seedStore(pro.user.id);
    await plans.seedTeam(workspaceId, pro.user.id, { members: 3, pending: 1 });
    const responses = await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        kit.call(pro.token, 'POST', `/api/workspaces/${workspaceId}/members/invite`, {
          email: `parallel-${name}@example.com`,
          role: 'member',
        }),
      ),
    );
    expect(statusesOf(responses)).toEqual([201, 403, 403]);
    for (const refused of responses.filter((response) => response.statusCode === 403)) {
      expect(refused.json().code).toBe('member_limit_reached');
    }
    const pending = ctx.database.db
      .select({ n: count() })
      .from(workspaceInvitations)
      .where(
        and(eq(workspaceInvitations.workspaceId, workspaceId), eq(workspaceInvitations.status, 'pending')),
      );
    expect(await countOf(pending)).toBe(2);
  });

  it('let exactly one of three simultaneous store connections through on the free tier', async () => {
    const owner = await kit.signIn();
    const responses = await Promise.all([
      kit.call(owner.token, 'POST', '/api/workspaces', kit.coupangBody(demoVendor)),
      kit.call(owner.token, 'POST', '/api/workspaces', kit.coupangBody(secondVendor)),
      kit.call(owner.token, 'POST', '/api/workspaces', {
        platform: 'naver',
        workspace_name: '네이버 워크스페이스',
        naver_client_id: demoNaver.clientId,
        naver_client_secret: demoNaver.clientSecret,
      }),
    ]);
    expect(statusesOf(responses)).toEqual([201, 403, 403]);
    for (const refused of responses.filter((response) => response.statusCode === 403)) {
      expect(refused.json().code).toBe('store_limit_reached');
    }
    const stores = ctx.database.db
      .select({ n: count() })
      .from(workspaces)
      .where(eq(workspaces.ownerId, owner.user.id));
    expect(await countOf(stores)).toBe(1);
  });
});
