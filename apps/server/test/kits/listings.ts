import type { ProductDetails } from '@ollida/contracts/product-details';
import { eq } from 'drizzle-orm';
import { uploadedProducts } from '../../src/db/schema/uploads.ts';
import type { CoupangVendorClient } from '../../src/integrations/coupang/coupang-client.ts';
import { createMarketplaceClients } from '../../src/integrations/marketplace-clients.ts';
import { createUnlimitedPlanLimits } from '../../src/modules/plans/index.ts';
import { createListingRepo, createResendService } from '../../src/modules/uploaded-products/index.ts';
import { createUploadService } from '../../src/modules/uploads/index.ts';
import { createWorkspaceAccess } from '../../src/modules/workspaces/index.ts';
import { createSecretBox } from '../../src/platform/secret-box.ts';
import type { TestContext } from '../build-test-app.ts';
import { uploadKit } from './uploads.ts';
import { demoVendor } from './workspaces.ts';

/** Test-side helpers for the review-state refresh and the resend, on top of the upload kit. */
export function listingKit(ctx: TestContext) {
  const kit = uploadKit(ctx);

  async function row(id: string) {
    const [found] = await ctx.database.db.select().from(uploadedProducts).where(eq(uploadedProducts.id, id));
    if (!found) throw new Error(`no uploaded product ${id}`);
    return found;
  }

  return {
    ...kit,
    row,

    refresh(token: string, ids: string[]) {
      return kit.call(token, 'POST', '/api/uploaded-products/listing-states', { ids });
    },

    resend(token: string, id: string, details: ProductDetails, categoryId?: string) {
      return kit.call(token, 'POST', `/api/uploaded-products/${id}/resend`, {
        product_details: details,
        ...(categoryId === undefined ? {} : { category_id: categoryId }),
      });
    },

    /** Uploads through the real route and returns the saved attempt's id; fails the test on anything but 200. */
    async uploaded(
      token: string,
      platform: 'coupang' | 'naver',
      workspaceId: string,
      details: ProductDetails,
    ) {
      const response = await kit.upload(token, platform, {
        product_details: details,
        workspace_id: workspaceId,
      });
      if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
      return response.json().data as { id: string; seller_product_id: string | null };
    },

    /** What the Coupang sandbox holds for a listing (it accepts only signed calls, so this is what Wing received). */
    wingProduct(sellerProductId: string | null) {
      const product = ctx.coupang.products.find(demoVendor.vendorId, Number(sellerProductId));
      if (product === undefined) throw new Error(`the sandbox has no product ${sellerProductId}`);
      return product;
    },

    /** Wing's reviewer rejects the next listing reviewed with `reason` (a verdict Ollida's own review cannot foresee). */
    denyNextReview(reason: string) {
      ctx.coupang.products.denyNextReview(demoVendor.vendorId, reason);
    },

    /** Modifications Wing took for a listing, counted from the sandbox's review history. */
    modifications(sellerProductId: string | null) {
      const product = ctx.coupang.products.find(demoVendor.vendorId, Number(sellerProductId));
      const history = product?.history ?? [];
      return history.filter((entry) => entry.comment === '상품 정보 수정').length;
    },

    /** The resend service on the app's database, its Wing clients changed by `wrap` (to make Wing fail on cue). */
    resendService(wrap: (wing: CoupangVendorClient) => CoupangVendorClient) {
      const { db } = ctx.database;
      const clock = () => ctx.clock.now;
      const real = createMarketplaceClients(
        ctx.config,
        clock,
        async () => {
          throw new Error('no images are fetched for a resend');
        },
        ctx.database.db,
      );
      const clients = {
        ...real,
        coupang: {
          forVendor: (...args: Parameters<typeof real.coupang.forVendor>) =>
            wrap(real.coupang.forVendor(...args)),
        },
      };
      const secrets = createSecretBox(ctx.config.appSecret);
      const uploader = createUploadService({
        db,
        access: createWorkspaceAccess(db),
        clients,
        secrets,
        limits: createUnlimitedPlanLimits(),
        clock,
      });
      return createResendService({ repo: createListingRepo(db), clients, secrets, clock, uploader });
    },

    async setRow(id: string, values: Partial<typeof uploadedProducts.$inferInsert>) {
      await ctx.database.db.update(uploadedProducts).set(values).where(eq(uploadedProducts.id, id));
    },
  };
}
