import { onboardingResponseSchema } from '@ollida/contracts/onboarding';
import { workspaceStatsResponseSchema } from '@ollida/contracts/workspaces';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { chairDraft, startImageServer, uploadKit } from '../../../test/kits/uploads.ts';
import { uploadedProducts } from '../../db/schema/uploads.ts';
import { defaultUploadSettings } from '../uploads/index.ts';

let ctx: TestContext;
let kit: ReturnType<typeof uploadKit>;
let images: Awaited<ReturnType<typeof startImageServer>>;

beforeAll(async () => {
  images = await startImageServer();
  ctx = await buildTestApp({ sourceFetch: { allowedPrefixes: [images.baseUrl] } });
  kit = uploadKit(ctx);
});
afterAll(async () => {
  await ctx.close();
  await images.close();
});

async function checklist(token: string) {
  const response = await kit.call(token, 'GET', '/api/user/onboarding');
  expect(response.statusCode).toBe(200);
  const { data } = onboardingResponseSchema.parse(response.json());
  return { done: data.steps.filter((step) => step.done).map((step) => step.step), completed: data.completed };
}

describe('GET /api/user/onboarding', () => {
  it('ticks each first-run step from what the seller has done', async () => {
    const newcomer = await kit.signIn();
    expect(await checklist(newcomer.token)).toEqual({ done: [], completed: false });

    const store = await kit.storeWithTeam();
    expect(await checklist(store.owner.token)).toEqual({ done: ['workspace'], completed: false });

    const connected = await kit.coupangStore();
    const owner = connected.owner.token;
    expect((await checklist(owner)).done).toEqual(['workspace', 'delivery']);

    const saved = await kit.call(owner, 'PUT', `/api/workspaces/${connected.workspaceId}/upload-settings`, {
      ...defaultUploadSettings,
    });
    expect(saved.statusCode).toBe(200);
    expect((await checklist(owner)).done).toEqual(['workspace', 'delivery', 'price_rule']);

    const uploaded = await kit.upload(owner, 'coupang', {
      product_details: chairDraft(images.baseUrl),
      workspace_id: connected.workspaceId,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(await checklist(owner)).toEqual({
      done: ['workspace', 'delivery', 'price_rule', 'first_upload'],
      completed: true,
    });
    // A member of that store has nothing left to do either; the checklist follows the workspaces one is in.
    expect((await checklist(connected.member.token)).completed).toBe(true);
  });

  it('counts a Naver store’s A/S phone as its delivery settings', async () => {
    const store = await kit.naverStore();
    expect((await checklist(store.owner.token)).done).toEqual(['workspace', 'delivery', 'price_rule']);
  });
});

describe('GET /api/workspaces/{id}/stats', () => {
  it('counts this Seoul month’s listings, all listings and the team', async () => {
    const store = await kit.coupangStore();
    for (const itemId of ['stats-1', 'stats-2']) {
      const uploaded = await kit.upload(store.owner.token, 'coupang', {
        product_details: chairDraft(images.baseUrl, {
          supplier: { parser: 'generic', itemId, imageReuseAllowed: null },
        }),
        workspace_id: store.workspaceId,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
    }
    const [older] = await kit.uploadRows(store.workspaceId);
    await ctx.database.db
      .update(uploadedProducts)
      .set({ createdAt: sql`${uploadedProducts.createdAt} - interval '40 days'` })
      .where(eq(uploadedProducts.id, older?.id ?? ''));

    const response = await kit.call(store.member.token, 'GET', `/api/workspaces/${store.workspaceId}/stats`);
    expect(response.statusCode).toBe(200);
    // Owner, admin and member: an outsider is not in the team (and gets 404).
    expect(workspaceStatsResponseSchema.parse(response.json()).data).toEqual({
      products_this_month: 1,
      products_total: 2,
      members: 3,
    });
    const outsider = await kit.call(
      store.outsider.token,
      'GET',
      `/api/workspaces/${store.workspaceId}/stats`,
    );
    expect(outsider.statusCode).toBe(404);
  });
});
