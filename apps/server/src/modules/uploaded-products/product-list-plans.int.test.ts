import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { productListKit, type SeedProduct } from '../../../test/kits/product-list.ts';
import { createProductListRepo, type ProductListRepo } from './product-list.repo.ts';
import { pagePlanOf } from './product-list.service.ts';

let ctx: TestContext;
let repo: ProductListRepo;
let big: string;
let small: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  const kit = productListKit(ctx);
  const owner = await kit.signIn();
  big = await kit.createCoupang(owner.token);
  small = await kit.createNaver(owner.token);
  const base = Date.parse('2025-05-01T00:00:00Z');
  // Many rows share a time, so the id decides much of the order.
  const rows: SeedProduct[] = Array.from({ length: 120 }, (_, index) => ({
    workspaceId: index % 8 === 0 ? small : big,
    platform: index % 8 === 0 ? 'naver' : 'coupang',
    createdAt: new Date(base - Math.floor(index / 4) * 1_000),
    uploaderEmail: index % 3 === 0 ? 'b@example.com' : 'a@example.com',
  }));
  await kit.seed(rows);
  repo = createProductListRepo(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

describe('the two page plans', () => {
  it('read exactly the same ids for every selection, filter and page', async () => {
    const selections = [[big, small], [big], [small]];
    for (const workspaceIds of selections) {
      for (const uploaderEmail of [undefined, 'a@example.com', 'b@example.com']) {
        for (const [limit, offset] of [
          [20, 0],
          [20, 20],
          [50, 50],
          [20, 100],
          [100, 0],
        ] as const) {
          const query = { workspaceIds, uploaderEmail, limit, offset };
          const ordered = await repo.pageIds({ ...query, plan: 'ordered' });
          const sorted = await repo.pageIds({ ...query, plan: 'sorted' });
          expect(ordered, JSON.stringify(query)).toEqual(sorted);
        }
      }
    }
    // And the order is the list's: newest first, the larger id first on equal times.
    const all = await repo.rowsByIds(
      await repo.pageIds({
        workspaceIds: [big, small],
        uploaderEmail: undefined,
        limit: 100,
        offset: 0,
        plan: 'ordered',
      }),
    );
    const expected = [...all].sort(
      (x, y) => y.createdAt.getTime() - x.createdAt.getTime() || (x.id < y.id ? 1 : -1),
    );
    expect(all.map((row) => row.id)).toEqual(expected.map((row) => row.id));
  });

  it('walks the index for large selections and shallow pages, and sorts a small selection read deep', () => {
    expect(pagePlanOf(20, 100_000, 100_000)).toBe('ordered');
    expect(pagePlanOf(10_000, 100_000, 100_000)).toBe('ordered');
    expect(pagePlanOf(20, 5_000, 100_000)).toBe('ordered');
    expect(pagePlanOf(5_000, 5_000, 100_000)).toBe('sorted');
    expect(pagePlanOf(20, 30, 1_000_000)).toBe('sorted');
    // A table total read before the selection grew never makes the selection look larger than the table.
    expect(pagePlanOf(20, 500, 100)).toBe('ordered');
  });
});
