import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { generatedStoreApiKeySchema } from '@ollida/contracts/coupang-stores';
import { createPaymentResponseSchema } from '@ollida/contracts/payments';
import type { ProductDetails } from '@ollida/contracts/product-details';
import {
  bulkBatchSchema,
  type UploadSettings,
  uploadResponseSchema,
  uploadSettingsSchema,
} from '@ollida/contracts/uploads';
import { listingPath } from '@ollida/sandbox/shop/render-listing';
import { type RunningShopSandbox, startShopSandbox } from '@ollida/sandbox/shop/standalone';
import type { z } from 'zod';
import { crawledPages, crawlSessions, productSearches } from '../../src/db/schema/investigator.ts';
import { marketOrders } from '../../src/db/schema/orders.ts';
import { syncEvents, syncRuns } from '../../src/db/schema/supplier-sync.ts';
import { notifications, workspaceInvitations } from '../../src/db/schema/workspaces.ts';
import { sandboxShopSites } from '../../src/modules/investigator/crawl-sites.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { insertWorkspace } from '../../test/kits/members.ts';
import { sampleOrderRow } from '../../test/kits/orders.ts';
import { chairDraft, startImageServer, uploadKit } from '../../test/kits/uploads.ts';
import type { SignedIn } from './route-entry.ts';

/** Data of one signed-in caller that only that caller may touch. */
export interface OwnResources {
  acceptNotificationId: string;
  declineNotificationId: string;
  readNotificationId: string;
  searchRecordId: string;
  crawlSessionId: string;
  /** The file path of a page the caller's crawl stored (`<domain>/<day>/<product id>.html`). */
  storedPagePath: string;
  paymentOrderId: string;
  paymentAmount: number;
}

/** One Coupang store with its team, a Naver store of the same team, and what each route needs to be called. */
export interface WalkFixture {
  users: Record<SignedIn, { id: string; email: string }>;
  tokens: Record<SignedIn, string>;
  coupang: { workspaceId: string; wingAccount: string; returnCenterCode: string; shippingPlaceCode: string };
  naver: { workspaceId: string };
  /** The Coupang store's upload settings as saved (a valid body to save again). */
  uploadSettings: UploadSettings;
  /** A product the member listed on the Coupang store. */
  product: { id: string; sellerProductId: string };
  /** A finished bulk batch of the Coupang store. */
  batchId: string;
  /** A held supplier-sync price change of that product, waiting for the owner or an admin. */
  syncEventId: string;
  /** A kept order of the Coupang store (written straight to the database). */
  orderId: string;
  /** A finished supplier-sync run of the Coupang store. */
  syncRunId: string;
  /** A member of the Coupang store who is there only to be removed. */
  leaverEmail: string;
  own: Record<SignedIn, OwnResources>;
  shopProductUrl: string;
  draft: ProductDetails;
  today: string;
  weekAgo: string;
  /** A fresh suffix for bodies that must differ per call (invitation e-mails). */
  unique(): string;
  /** A new store API key of the Coupang (default) or Naver store; any earlier one of that store stops working. */
  newStoreKey(store?: 'coupang' | 'naver'): Promise<string>;
  /** The last key `newStoreKey` issued per store ('' before the first). */
  latestStoreKey: { coupang: string; naver: string };
  /** A new pending invitation to the Coupang store, sent by its owner (one to cancel). */
  newInvitation(): Promise<void>;
  /** The id of the last invitation `newInvitation` made; before the first, a random id no invitation has. */
  latestInvitationId: string;
  /** Marks the Coupang store's keys broken: the one state in which a workspace admin may replace them. */
  breakKeys(): Promise<void>;
  /** A new session of the user, for routes that end the one they are called with. */
  freshToken(who: SignedIn): Promise<string>;
}

export interface WalkWorld {
  ctx: TestContext;
  fixture: WalkFixture;
  close(): Promise<void>;
}

function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`fixture: no ${what}`);
  return value;
}

const seoulDay = (date: Date) => new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

/**
 * The real app (sandboxes, a demo shop and a picture server on loopback) with one fixture world. Crawls are recorded
 * but never run (no Investigator workers), so the walk leaves no background work behind.
 */
export async function startWalkWorld(options: { extensionDist?: string } = {}): Promise<WalkWorld> {
  const shop: RunningShopSandbox = await startShopSandbox();
  const images = await startImageServer();
  const ctx = await buildTestApp({
    sourceFetch: { allowedPrefixes: [`${shop.baseUrl}/`, images.baseUrl] },
    investigator: {
      sites: sandboxShopSites(shop.baseUrl, listingPath),
      politeness: { minDelayMs: 0, honourCrawlDelay: false },
      jobs: { workers: 0, sweepIntervalSeconds: 0, stopTimeoutMs: 1_000 },
    },
    extensionDist: options.extensionDist,
  });
  try {
    const fixture = await buildFixture(ctx, shop, images.baseUrl);
    return {
      ctx,
      fixture,
      async close() {
        await ctx.close();
        await Promise.all([images.close(), shop.close()]);
      },
    };
  } catch (error) {
    await ctx.close();
    await Promise.all([images.close(), shop.close()]);
    throw error;
  }
}

async function buildFixture(ctx: TestContext, shop: RunningShopSandbox, imageBaseUrl: string) {
  const kit = uploadKit(ctx);
  const store = await kit.coupangStore();
  const siteAdmin = await createUser(ctx, { role: 'admin' });
  const users: WalkFixture['users'] = {
    stranger: store.outsider.user,
    siteAdmin,
    member: store.member.user,
    workspaceAdmin: store.admin.user,
    owner: store.owner.user,
  };
  const tokens: WalkFixture['tokens'] = {
    stranger: store.outsider.token,
    siteAdmin: await loginAs(ctx, siteAdmin.id),
    member: store.member.token,
    workspaceAdmin: store.admin.token,
    owner: store.owner.token,
  };
  const ok = <T>(response: { statusCode: number; body: string }, schema: z.ZodType<T>, what: string): T => {
    if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
    return schema.parse(JSON.parse(response.body));
  };

  const uploadSettings = ok(
    await kit.call(tokens.owner, 'GET', `/api/workspaces/${store.workspaceId}/upload-settings`),
    uploadSettingsSchema,
    'coupang settings',
  );
  const naverId = await kit.createNaver(tokens.owner);
  await kit.addMember(naverId, users.workspaceAdmin.id, 'admin');
  await kit.addMember(naverId, users.member.id, 'member');
  // Naver refuses listings without an A/S phone.
  ok(
    await kit.call(tokens.owner, 'PUT', `/api/workspaces/${naverId}/upload-settings`, {
      ...uploadSettings,
      after_service_phone: '02-1234-5678',
    }),
    uploadSettingsSchema,
    'naver settings save',
  );

  const draft = chairDraft(imageBaseUrl);
  const uploaded = ok(
    await kit.upload(tokens.member, 'coupang', { product_details: draft, workspace_id: store.workspaceId }),
    uploadResponseSchema,
    'upload',
  );
  // Every line invalid: the batch is finished as it is created, no job runs.
  const batch = ok(
    await kit.call(tokens.owner, 'POST', '/api/product-registration/bulk', {
      urls: ['not a url'],
      workspace_id: store.workspaceId,
    }),
    bulkBatchSchema,
    'bulk batch',
  );
  const leaver = await createUser(ctx);
  await kit.addMember(store.workspaceId, leaver.id, 'member');

  const hosts = await invitationHosts(ctx);
  const ownOf = async (who: SignedIn) =>
    ownResources(ctx, users[who], hosts, seoulDay(ctx.clock.now), async () =>
      ok(
        await kit.call(tokens[who], 'POST', '/api/payments/create', { plan_type: 'starter' }),
        createPaymentResponseSchema,
        'payment order',
      ),
    );
  const own: Record<SignedIn, OwnResources> = {
    stranger: await ownOf('stranger'),
    siteAdmin: await ownOf('siteAdmin'),
    member: await ownOf('member'),
    workspaceAdmin: await ownOf('workspaceAdmin'),
    owner: await ownOf('owner'),
  };

  const product = shop.catalogue.find((item) => item.style === 'cafe24' && !item.soldOut);
  if (!product) throw new Error('no cafe24 product in the demo shop');
  const [heldChange] = await ctx.database.db
    .insert(syncEvents)
    .values({
      workspaceId: store.workspaceId,
      uploadedProductId: uploaded.data.id,
      kind: 'price_changed',
      before: { supplier_price: 10_000, sale_price: 13_000 },
      after: { supplier_price: 20_000, sale_price: 26_000 },
      outcome: 'held',
      rule: '판매가가 100.0% 바뀌어 자동 반영 한도(30%)를 넘습니다.',
      createdAt: ctx.clock.now,
    })
    .returning({ id: syncEvents.id });
  const [order] = await ctx.database.db
    .insert(marketOrders)
    .values(sampleOrderRow(store.workspaceId, ctx.clock.now))
    .returning({ id: marketOrders.id });
  const [syncRun] = await ctx.database.db
    .insert(syncRuns)
    .values({ workspaceId: store.workspaceId, status: 'done', productCount: 1, startedAt: ctx.clock.now })
    .returning({ id: syncRuns.id });
  let counter = 0;
  const fixture: WalkFixture = {
    users,
    tokens,
    coupang: {
      workspaceId: store.workspaceId,
      wingAccount: store.wingAccount,
      returnCenterCode: String(store.center.returnCenterCode),
      shippingPlaceCode: String(store.place.outboundShippingPlaceCode),
    },
    naver: { workspaceId: naverId },
    uploadSettings,
    product: {
      id: uploaded.data.id,
      sellerProductId: present(uploaded.data.seller_product_id, 'product id'),
    },
    batchId: batch.batch_id,
    syncEventId: present(heldChange?.id, 'held sync event'),
    syncRunId: present(syncRun?.id, 'sync run'),
    orderId: present(order?.id, 'kept order'),
    leaverEmail: leaver.email,
    own,
    shopProductUrl: shop.productUrl(product),
    draft,
    today: seoulDay(ctx.clock.now),
    weekAgo: seoulDay(new Date(ctx.clock.now.getTime() - 7 * 86_400_000)),
    unique: () => `walk-${++counter}`,
    latestStoreKey: { coupang: '', naver: '' },
    async newStoreKey(which = 'coupang') {
      const workspaceId = which === 'coupang' ? store.workspaceId : naverId;
      const body = ok(
        await kit.call(tokens.owner, 'POST', `/api/workspaces/${workspaceId}/api-key`),
        generatedStoreApiKeySchema,
        'store key',
      );
      fixture.latestStoreKey[which] = body.data.api_key;
      return body.data.api_key;
    },
    latestInvitationId: randomUUID(),
    async newInvitation() {
      const [row] = await ctx.database.db
        .insert(workspaceInvitations)
        .values({
          workspaceId: store.workspaceId,
          email: `pending-${fixture.unique()}@example.com`,
          role: 'member',
          invitedBy: users.owner.id,
        })
        .returning({ id: workspaceInvitations.id });
      if (!row) throw new Error('invitation insert returned nothing');
      fixture.latestInvitationId = row.id;
    },
    breakKeys: () => kit.setWorkspace(store.workspaceId, { keyStatus: 'invalid' }),
    freshToken: (who) => loginAs(ctx, users[who].id),
  };
  return fixture;
}

/** Two workspaces of someone else that invite every caller: one invitation to accept, one to decline. */
async function invitationHosts(ctx: TestContext) {
  const host = await createUser(ctx);
  const accept = await insertWorkspace(ctx, host.id, { name: '초대한 상점' });
  const decline = await insertWorkspace(ctx, host.id, { name: '또 초대한 상점' });
  return { hostId: host.id, acceptWorkspaceId: accept.id, declineWorkspaceId: decline.id };
}

async function ownResources(
  ctx: TestContext,
  user: { id: string; email: string },
  hosts: Awaited<ReturnType<typeof invitationHosts>>,
  today: string,
  createOrder: () => Promise<{ orderId: string; amount: number }>,
): Promise<OwnResources> {
  const db = ctx.database.db;
  const invitationNotice = async (workspaceId: string) => {
    const [invitation] = await db
      .insert(workspaceInvitations)
      .values({ workspaceId, email: user.email, role: 'member', invitedBy: hosts.hostId })
      .returning();
    return notice(invitation?.id ?? null);
  };
  const notice = async (invitationId: string | null) => {
    const type = invitationId === null ? 'info' : 'workspace_invitation';
    const [row] = await db
      .insert(notifications)
      .values({ userId: user.id, type, message: '알림', invitationId })
      .returning();
    if (!row) throw new Error('notification insert returned nothing');
    return row.id;
  };
  const [search] = await db
    .insert(productSearches)
    .values({ userId: user.id, url: 'https://supplier.example/p/1', itemName: '검색한 상품', images: [] })
    .returning();
  // Finished, so it does not count as the caller's running crawl when the walk starts one.
  const [crawl] = await db
    .insert(crawlSessions)
    .values({ userId: user.id, domain: 'domeggook.com', maxCrawls: 5, status: 'success' })
    .returning();
  // A product id of the caller's own, so no other caller has a page at the same path.
  const productId = `walk-${user.id.slice(0, 8)}`;
  const [page] = await db
    .insert(crawledPages)
    .values({
      userId: user.id,
      domain: 'domeggook.com',
      productId,
      crawlDate: today,
      url: `https://domeggook.com/${productId}`,
      source: 'domeggook',
      contentType: 'text/html',
      size: 13,
      compressedSize: 33,
      body: gzipSync('<html></html>'),
      parseSuccess: false,
      parseMessage: '상품 정보를 찾지 못했습니다.',
      images: [],
    })
    .returning();
  if (!search || !crawl || !page) throw new Error('resource insert returned nothing');
  const order = await createOrder();
  return {
    acceptNotificationId: await invitationNotice(hosts.acceptWorkspaceId),
    declineNotificationId: await invitationNotice(hosts.declineWorkspaceId),
    readNotificationId: await notice(null),
    searchRecordId: search.id,
    crawlSessionId: crawl.id,
    storedPagePath: `${page.domain}/${page.crawlDate}/${page.productId}.html`,
    paymentOrderId: order.orderId,
    paymentAmount: order.amount,
  };
}
