import { describe, expect, it } from 'vitest';
import { Upstream } from '../../platform/domain-errors.ts';
import type { NaverApplicationClient } from './naver-client.ts';

/** What the shared cases run against: the sandbox in CI, the real API in `npm run test:live`. */
export interface NaverContractContext {
  /** A client bound to working credentials (read after setup, hence a getter). */
  client: () => NaverApplicationClient;
  /** A client bound to the same client id with a well-formed but wrong secret. */
  wrongSecretClient: () => NaverApplicationClient;
  /** The secret of `wrongSecretClient`, to check that it never shows up in error texts. */
  wrongSecret: string;
  /** The store discovery must find, when known in advance (sandbox); live runs check shapes only. */
  expectedStore?: { storeId: string; storeName: string; storeSlug: string };
}

/** Read-only cases that hold for any Naver Commerce API implementation. */
export function describeNaverContract(title: string, ctx: NaverContractContext): void {
  describe(title, () => {
    it('discovers the Smart Store from client id and secret alone', async () => {
      const store = await ctx.client().discoverStore();
      expect(store.storeId).toMatch(/^\d+$/);
      expect(store.storeName).not.toBe('');
      expect(store.channels.some((channel) => channel.channelType === 'STOREFARM')).toBe(true);
      if (ctx.expectedStore !== undefined) expect(store).toMatchObject(ctx.expectedStore);
    });

    it('lists categories with digit ids, ">"-joined Korean paths and leaf flags', async () => {
      const all = await ctx.client().getCategories();
      const leaves = await ctx.client().getCategories({ leafOnly: true });
      expect(all.length).toBeGreaterThan(leaves.length);
      expect(leaves.length).toBeGreaterThan(0);
      for (const category of leaves) {
        expect(category.id).toMatch(/^\d+$/);
        expect(category.isLeaf).toBe(true);
        expect(category.path.at(-1)).toBe(category.name);
      }
      const sample = leaves[0];
      if (sample !== undefined)
        expect(await ctx.client().getCategory(sample.id)).toMatchObject({ id: sample.id, isLeaf: true });
    });

    it('pages through the own products (1-based)', async () => {
      const page = await ctx.client().searchProducts({ page: 1, size: 10 });
      expect(page.page).toBe(1);
      expect(page.products.length).toBeLessThanOrEqual(10);
      expect(page.totalElements).toBeGreaterThanOrEqual(page.products.length);
      for (const product of page.products) expect(product.originProductNo).toMatch(/^\d+$/);
    });

    it('finds nothing for a seller code that was never used', async () => {
      const found = await ctx.client().findProductsBySellerCode(`ollida-contract-none-${Date.now()}`);
      expect(found).toEqual([]);
    });

    it("answers a wrong secret with Naver's own error, without the secret in the message", async () => {
      const error = await ctx
        .wrongSecretClient()
        .getChannels()
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Upstream);
      const upstream = error as Upstream;
      expect(upstream.info.provider).toBe('naver');
      expect(upstream.info.httpStatus).toBeGreaterThanOrEqual(400);
      expect(upstream.info.httpStatus).toBeLessThan(500);
      expect(upstream.info.providerCode).toEqual(expect.any(String));
      // The same secret fails the same way every time, so callers must not be told to try again.
      expect(upstream.info.retryable).toBe(false);
      expect(upstream.detail).toContain('인증 토큰 발급에 실패했습니다');
      expect(upstream.detail).not.toContain(ctx.wrongSecret);
    });
  });
}
