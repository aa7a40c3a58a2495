import { productPageResponseSchema, uploaderListResponseSchema } from '@ollida/contracts/uploaded-products';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { productListKit } from '../../../test/kits/product-list.ts';
import { uploadedProducts } from '../../db/schema/uploads.ts';

let ctx: TestContext;
let kit: ReturnType<typeof productListKit>;

beforeAll(async () => {
  ctx = await buildTestApp();
  kit = productListKit(ctx);
});
afterAll(async () => ctx.close());

describe('the counting trigger', () => {
  it('moves a row between uploader counts when a retried attempt changes its uploader', async () => {
    const owner = await kit.signIn();
    const workspaceId = await kit.createCoupang(owner.token);
    const [first] = await kit.seed([
      {
        workspaceId,
        platform: 'coupang',
        createdAt: new Date(),
        uploaderEmail: 'a@ollida.kr',
        status: 'failure',
      },
      { workspaceId, platform: 'coupang', createdAt: new Date(), uploaderEmail: 'a@ollida.kr' },
    ]);
    const filtered = async (email: string) => {
      const response = await kit.list(owner.token, '/api/uploaded-products', { uploader_email: email });
      return productPageResponseSchema.parse(response.json()).data;
    };
    expect((await filtered('a@ollida.kr')).pagination.total).toBe(2);

    // A failed attempt reclaimed by another member (uploads.repo reclaim) changes its uploader.
    await ctx.database.db
      .update(uploadedProducts)
      .set({ uploaderEmail: 'b@ollida.kr', status: 'pending' })
      .where(eq(uploadedProducts.id, first ?? ''));

    const a = await filtered('a@ollida.kr');
    expect(a.pagination.total).toBe(1);
    expect(a.products.map((product) => product.id)).not.toContain(first);
    const b = await filtered('b@ollida.kr');
    expect(b.products.map((product) => product.id)).toEqual([first]);
    expect(b.pagination.total).toBe(1);
    const uploaders = await kit.list(owner.token, '/api/uploaded-products/uploaders', {
      workspace_id: workspaceId,
    });
    expect(uploaderListResponseSchema.parse(uploaders.json()).data).toEqual(['a@ollida.kr', 'b@ollida.kr']);
  });
});
