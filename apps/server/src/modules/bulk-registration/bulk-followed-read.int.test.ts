import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { sellerWithStore } from '../../../test/kits/bulk-registration.ts';
import { createWorkspaceAccess } from '../workspaces/index.ts';
import { createBulkRegistrationRepo } from './bulk-registration.repo.ts';
import { createBulkRegistrationService } from './bulk-registration.service.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('the event hub read of a followed batch', () => {
  it('reads only the items changed since its last read and merges them, equal to a whole read', async () => {
    const repo = createBulkRegistrationRepo(ctx.database.db);
    const readSince: (Date | undefined)[] = [];
    const rowsRead: number[] = [];
    const service = createBulkRegistrationService({
      repo: {
        ...repo,
        async listItems(batchId, changedSince) {
          const rows = await repo.listItems(batchId, changedSince);
          readSince.push(changedSince);
          rowsRead.push(rows.length);
          return rows;
        },
      },
      access: createWorkspaceAccess(ctx.database.db),
      queue: { enqueue: async () => undefined },
      clock: () => ctx.clock.now,
    });
    const seller = await sellerWithStore(ctx);
    const urls = Array.from({ length: 40 }, (_, index) => `https://shop.example.com/p/${index}`);
    const created = await service.create(seller.user.id, {
      workspace_id: seller.workspaceId,
      urls,
      stop_on_first_failure: false,
    });
    const batchId = created.batch_id;
    const stamp = (positions: string, ago: string) =>
      ctx.database.executeSql(
        `update bulk_items set updated_at = now() - interval '${ago}' where batch_id = $1 and position ${positions}`,
        [batchId],
      );
    // Most lines were last touched long ago, line 39 a minute ago: the whole read's cursor.
    await stamp('< 39', '10 minutes');
    await stamp('= 39', '1 minute');

    const whole = await service.readFollowed(batchId);
    expect(rowsRead.at(-1)).toBe(40);
    await ctx.database.executeSql(
      `update bulk_items set status = 'failure', message = '없는 페이지입니다.', updated_at = now()
        where batch_id = $1 and position = 3`,
      [batchId],
    );

    const changed = await service.readFollowed(batchId, whole);
    expect(readSince.at(-1)).toBeInstanceOf(Date);
    // Line 3 and line 39 (inside the overlap before the cursor); not the 38 others.
    expect(rowsRead.at(-1)).toBe(2);
    expect(changed.batch).toEqual(await service.reload(batchId));
    expect(changed.batch.items[3]).toMatchObject({ status: 'failure', message: '없는 페이지입니다.' });
    expect(changed.batch.fail).toBe(1);
    expect(changed.cursor?.getTime()).toBeGreaterThan(whole.cursor?.getTime() ?? Number.POSITIVE_INFINITY);
  });
});
