import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type FaultStack,
  isFinished,
  marketplaceAgreement,
  readBatch,
  sellerOf,
  shopUrls,
  startBatch,
  startFaultStack,
  waitForBatch,
} from './support/fault-stack.ts';

// The free allowance (10 registrations) bounds the batch; an attempt of unknown outcome holds its place too.
const total = 10;
/** Bulk jobs one server runs at once: at most this many uploads are cut off by the kill. */
const workers = 6;
let stack: FaultStack;
beforeAll(async () => {
  stack = await startFaultStack();
});
afterAll(async () => {
  await stack?.close();
});

it('resumes a bulk batch after the server is killed with SIGKILL mid-batch, listing no product twice', async () => {
  const seller = await sellerOf(stack);
  // A slow marketplace keeps the batch busy long enough to be interrupted with items in every state.
  stack.proxy.setMode({ kind: 'delay', delayMs: 700 });
  const batchId = await startBatch(stack, seller, shopUrls(stack, total));
  const before = await waitForBatch(stack, seller.token, batchId, (batch) => batch.success >= 3, 60_000);
  expect(before.success).toBeLessThan(total);

  const server = stack.server();
  server.child.kill('SIGKILL');
  const code = await server.exited;
  expect(server.child.signalCode).toBe('SIGKILL');
  expect(code).toBeNull();

  await stack.restart();
  const after = await waitForBatch(stack, seller.token, batchId, isFinished, 120_000).catch(
    (error: unknown) => {
      throw new Error(`${String(error)}\n${stack.tail()}`);
    },
  );

  expect(after.status).toBe('completed');
  expect(after.success + after.fail).toBe(total);
  expect(after.items.every((item) => item.status === 'success' || item.status === 'failure')).toBe(true);
  // Only an upload cut off inside the marketplace call can end without a known outcome, and it is never sent again.
  expect(after.success, JSON.stringify(after.errors)).toBeGreaterThanOrEqual(total - workers);
  for (const item of after.items.filter((entry) => entry.status === 'failure')) {
    expect(item.message).toContain('이전 시도의 결과를 알 수 없어 다시 보내지 않았습니다');
  }
  const agreement = marketplaceAgreement(stack, after);
  expect(agreement.duplicateNames).toEqual([]);
  expect(agreement.uploadedNotOnMarketplace).toEqual([]);
  expect(agreement.claimedTwice).toEqual([]);
  expect(agreement.products).toBeGreaterThanOrEqual(after.success);
  expect(agreement.products).toBeLessThanOrEqual(total);
  // What was done before the kill stays done.
  const done = new Set(before.items.filter((item) => item.status === 'success').map((item) => item.id));
  const still = (await readBatch(stack, seller.token, batchId)).items.filter((item) => done.has(item.id));
  expect(still.every((item) => item.status === 'success')).toBe(true);
});
