import { randomUUID } from 'node:crypto';
import { uploadedProducts } from '../../src/db/schema/uploads.ts';
import type { TestContext } from '../build-test-app.ts';
import { chairDraft, uploadKit } from './uploads.ts';

/** A row written straight into uploaded_products; everything but the store and the time has a default. */
export interface SeedProduct {
  workspaceId: string;
  platform: 'coupang' | 'naver';
  createdAt: Date;
  id?: string;
  uploaderEmail?: string;
  status?: 'pending' | 'success' | 'failure';
  marketplaceResponse?: unknown;
  name?: string;
}

/** Test-side helpers for the list routes: direct inserts with controlled times, and GETs with a query. */
export function productListKit(ctx: TestContext) {
  const kit = uploadKit(ctx);

  return {
    ...kit,

    /** Inserts the rows (ids generated when not given) and answers their ids in the order given. */
    async seed(products: SeedProduct[]): Promise<string[]> {
      const values = products.map((product) => {
        const id = product.id ?? randomUUID();
        const name = product.name ?? `상품 ${id.slice(0, 8)}`;
        const details = chairDraft('https://img.example/', {
          sellerProductName: name,
          displayProductName: name,
          productName: name,
          sourceUrl: `https://supplier.example/products/${id}`,
        });
        return {
          id,
          workspaceId: product.workspaceId,
          platform: product.platform,
          uploaderEmail: product.uploaderEmail ?? 'owner@example.com',
          channel: 'web' as const,
          status: product.status ?? 'success',
          displayProductName: name,
          sellerProductName: name,
          thumbnail: details.imageUrl,
          originalUrl: details.sourceUrl,
          supplierKey: `seed:${id}`,
          productDetails: details,
          marketplaceResponse: product.marketplaceResponse ?? null,
          createdAt: product.createdAt,
        };
      });
      if (values.length > 0) await ctx.database.db.insert(uploadedProducts).values(values);
      return values.map((value) => value.id);
    },

    list(token: string | undefined, path: string, query: Record<string, string | number> = {}) {
      const search = new URLSearchParams(
        Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
      );
      const suffix = search.size === 0 ? '' : `?${search.toString()}`;
      return kit.call(token, 'GET', `${path}${suffix}`);
    },
  };
}
