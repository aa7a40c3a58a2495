import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { storedPayloads } from '../../db/schema/stored-payloads.ts';
import { uploadedProducts } from '../../db/schema/uploads.ts';
import { workspaces } from '../../db/schema/workspaces.ts';
import { createUploadPayloads, detailsPreviewOf, inlineStringLimit } from './upload-payloads.ts';
import { createUploadsRepo } from './uploads.repo.ts';

let database: DatabaseHandle;
let workspaceId: string;
const dayMs = 86_400_000;

beforeAll(async () => {
  database = await createTestDatabase();
  const user = await createUser({
    database,
    config: { appSecret: 'x'.repeat(32) },
    clock: { now: new Date() },
  });
  const [workspace] = await database.db
    .insert(workspaces)
    .values({ name: '페이로드 스토어', platform: 'coupang', ownerId: user.id })
    .returning({ id: workspaces.id });
  if (!workspace) throw new Error('no workspace');
  workspaceId = workspace.id;
});
afterAll(() => database.close());

function attempt(productDetails: unknown, status: 'success' | 'failure' = 'failure') {
  return {
    workspaceId,
    platform: 'coupang' as const,
    uploaderEmail: 'seller@example.com',
    channel: 'web' as const,
    status,
    displayProductName: '텀블러',
    sellerProductName: '텀블러',
    originalUrl: 'https://shop.example.com/p/1',
    supplierKey: `test:${Math.random()}`,
    productDetails,
  };
}

describe('upload payloads', () => {
  it('keeps a long string once, whatever row carries it, and gives each row its own text back', async () => {
    const repo = createUploadsRepo(database.db);
    const payloads = createUploadPayloads(database.db);
    const html = `<p>${'상세 설명 '.repeat(inlineStringLimit)}</p>`;
    const first = await repo.insertPending(attempt({ detailHtml: html, price: 1 }));
    const second = await repo.insertPending(attempt({ detailHtml: html, price: 2 }));
    const stored = await database.db.select().from(storedPayloads);
    expect(stored).toHaveLength(1);
    expect(first.productDetails).toEqual({
      detailHtml: expect.stringMatching(/^ollida:stored-payload:/),
      price: 1,
    });
    expect(await payloads.hydrate(second.productDetails, second.payloadHashes)).toEqual({
      detailHtml: html,
      price: 2,
    });
    // The request added later is stored the same way and listed beside the draft's hash.
    const sent = await repo.update(first.id, { marketplaceRequest: { contents: `${html}<br>` } });
    expect(sent.payloadHashes).toHaveLength(2);
  });

  it('never resolves a marker a seller typed: it is stored as the seller’s own text', async () => {
    const repo = createUploadsRepo(database.db);
    const payloads = createUploadPayloads(database.db);
    const [someone] = await database.db.select().from(storedPayloads).limit(1);
    const forged = `ollida:stored-payload:sha256:${someone?.hash}`;
    const row = await repo.insertPending(attempt({ detailHtml: forged }));
    const whole = await payloads.hydrate(row.productDetails, row.payloadHashes);
    expect(whole).toEqual({ detailHtml: forged });
    // Nor does a row resolve a hash it does not list.
    expect(await payloads.hydrate({ detailHtml: forged }, [])).toEqual({ detailHtml: forged });
  });

  it('deletes a payload only when no row lists it and it was not taken lately', async () => {
    const payloads = createUploadPayloads(database.db);
    const later = new Date(Date.now() + 2 * dayMs);
    const kept = await database.db.select({ hash: storedPayloads.hash }).from(storedPayloads);
    expect(await payloads.purgeUnused(new Date())).toBe(0);
    await database.db.delete(uploadedProducts).where(eq(uploadedProducts.workspaceId, workspaceId));
    expect(await payloads.purgeUnused(new Date())).toBe(0);
    expect(await payloads.purgeUnused(later)).toBe(kept.length);
  });

  it('previews a draft as the migration previewed the rows saved before it', async () => {
    const details = {
      displayProductName: '🍀'.repeat(250),
      detailHtml: 'ㄱ'.repeat(300),
      price: 12_900,
      imageUrl: '',
      foreignPrice: null,
      items: [{ itemName: '실버' }],
      delivery: { fee: 0 },
    };
    const [row] = await database.db.insert(uploadedProducts).values(attempt(details)).returning();
    const migration = readFileSync(
      new URL('../../../drizzle/0017_upload_payloads.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.slice(migration.indexOf('UPDATE "uploaded_products"'));
    await database.db.execute(sql.raw(backfill));
    const [migrated] = await database.db
      .select({ preview: uploadedProducts.detailsPreview })
      .from(uploadedProducts)
      .where(eq(uploadedProducts.id, row?.id ?? ''));
    expect(migrated?.preview).toEqual(detailsPreviewOf(details));
    expect(detailsPreviewOf(details)).toEqual({
      displayProductName: `${'🍀'.repeat(200)}…`,
      detailHtml: `${'ㄱ'.repeat(200)}…`,
      price: 12_900,
      imageUrl: '',
      foreignPrice: null,
    });
  });
});
