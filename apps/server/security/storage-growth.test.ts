import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../src/db/raw-rows.ts';
import { uploadedProducts } from '../src/db/schema/uploads.ts';
import { createUploadRetention } from '../src/modules/uploads/upload-retention.ts';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { chairDraft, startImageServer, uploadKit } from '../test/kits/uploads.ts';

/**
 * Issue 22 §5: 100 failed uploads with 0.5 MB of detail HTML each grew the database by 600 MB and one page of the
 * product list to 10 MB, and nothing capped or expired failed attempts.
 */

let ctx: TestContext;
let kit: ReturnType<typeof uploadKit>;
let images: Awaited<ReturnType<typeof startImageServer>>;
let store: Awaited<ReturnType<ReturnType<typeof uploadKit>['coupangStore']>>;

const hourMs = 3_600_000;
/** 0.5 MB of detail HTML that compresses poorly, as a page full of text and markup does once it is big. */
const detailHtml = `<p>${randomBytes(370_000).toString('base64')}</p>`;
const failedPerHour = 100;

beforeAll(async () => {
  images = await startImageServer();
  ctx = await buildTestApp({ sourceFetch: { allowedPrefixes: [images.baseUrl] } });
  kit = uploadKit(ctx);
  store = await kit.coupangStore();
});
afterAll(async () => {
  await ctx.close();
  await images.close();
});

/** Bytes of every table of the app, with their TOAST and indexes. */
async function storedBytes(): Promise<number> {
  const [row] = await rawRows<{ bytes: string | number }>(
    ctx.database.db,
    sql`
    select coalesce(sum(pg_total_relation_size(c.oid)), 0) as bytes
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'`,
  );
  return Number(row?.bytes ?? 0);
}

function upload(name: string, itemId = 'chair-100') {
  const supplier = { parser: 'generic', itemId, imageReuseAllowed: null };
  return kit.upload(store.owner.token, 'coupang', {
    product_details: chairDraft(images.baseUrl, {
      detailHtml,
      sellerProductName: name,
      displayProductName: name,
      supplier,
    }),
    workspace_id: store.workspaceId,
  });
}

describe('storage of upload attempts', () => {
  let listedId = '';

  it('keeps one copy of a detail page however often its upload fails', async () => {
    const listed = await upload('캠핑의자 등록 성공', 'chair-listed');
    expect(listed.statusCode, listed.body).toBe(200);
    listedId = listed.json().data.id;
    // From here Wing refuses every listing of the store: an unknown return center.
    await kit.setWorkspace(store.workspaceId, { returnCenterCode: '9999999' });
    const before = await storedBytes();
    for (let attempt = 1; attempt <= failedPerHour; attempt += 1) {
      const refused = await upload(`캠핑의자 ${attempt}`);
      expect(refused.statusCode, refused.body).toBe(422);
    }
    const grown = await storedBytes();
    // Before: every attempt kept the page twice (the draft and the request): about 100 MB here.
    expect(grown - before).toBeLessThan(8 * 1024 * 1024);
  });

  it('keeps a page of the product list small and answers the whole draft on the product’s own route', async () => {
    const page = await kit.call(
      store.owner.token,
      'GET',
      `/api/coupang/products?limit=100&workspace_id=${store.workspaceId}`,
    );
    expect(page.statusCode).toBe(200);
    expect(page.json().data.products).toHaveLength(100);
    // Before: 50 MB, each row carrying its 0.5 MB page.
    expect(page.body.length).toBeLessThan(256 * 1024);

    const whole = await kit.call(store.owner.token, 'GET', `/api/uploaded-products/${listedId}`);
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json().data.productDetails.detailHtml).toBe(detailHtml);
    const outsider = await kit.call(store.outsider.token, 'GET', `/api/uploaded-products/${listedId}`);
    expect(outsider.statusCode).toBe(404);
  });

  it('refuses a user’s uploads for the rest of the hour after 100 failed attempts, without sending them', async () => {
    const rowsBefore = await kit.uploadRows(store.workspaceId);
    const refused = await upload('캠핑의자 101');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_failed_uploads' });
    expect(refused.json().detail).toMatch(/실패/);
    expect(await kit.uploadRows(store.workspaceId)).toHaveLength(rowsBefore.length);

    // An hour later (the attempts are dated back: the marketplace sandboxes check signatures against the real time).
    await ctx.database.db
      .update(uploadedProducts)
      .set({ createdAt: sql`${uploadedProducts.createdAt} - interval '61 minutes'` })
      .where(eq(uploadedProducts.workspaceId, store.workspaceId));
    const later = await upload('캠핑의자 102');
    expect(later.statusCode).toBe(422);
  });

  it('expires failed attempts after the retention period and keeps what a live listing still uses', async () => {
    const retention = createUploadRetention({
      db: ctx.database.db,
      clock: () => new Date(ctx.clock.now.getTime() + 31 * 24 * hourMs),
      retentionDays: 30,
    });
    const purged = await retention.purge();
    expect(purged.attempts).toBe(failedPerHour + 1);
    const rows = await kit.uploadRows(store.workspaceId);
    expect(rows.map((row) => row.status)).toEqual(['success']);
    const whole = await kit.call(store.owner.token, 'GET', `/api/uploaded-products/${listedId}`);
    expect(whole.json().data.productDetails.detailHtml).toBe(detailHtml);
  });
});
