import { expect, it } from 'vitest';
import { call } from '../../../scripts/harness/http-calls.ts';
import type { FaultMode } from './support/fault-proxy.ts';
import {
  isFinished,
  marketplaceAgreement,
  sellerOf,
  shopUrls,
  startBatch,
  startFaultStack,
  waitForBatch,
} from './support/fault-stack.ts';

/** How long the marketplace misbehaves. */
const windowMs = Number(process.env.FAULT_WINDOW_MS ?? 60_000);
/** The longest a call may take while Coupang is down: a 10 s read timeout, tried three times, with backoff. */
const requestBoundMs = 40_000;

const outages: { name: string; mode: FaultMode }[] = [
  { name: 'hangs', mode: { kind: 'hang' } },
  { name: 'answers 500', mode: { kind: 'error500' } },
  { name: 'answers 429', mode: { kind: 'throttle429' } },
];

it.concurrent.each(outages)(
  'Coupang $name for a minute: uploads fail cleanly, nothing is marked uploaded, and work resumes after',
  async ({ mode }) => {
    const stack = await startFaultStack();
    try {
      const seller = await sellerOf(stack);
      const wing = 'ollida_demo1';
      stack.proxy.setMode(mode);
      const outageStarted = Date.now();

      // A screen call that needs Coupang answers within its bound with a Korean error, however Coupang misbehaves.
      const asked = Date.now();
      const centers = await call(stack.url, 'GET', `/api/coupang/return-centers/${wing}`, {
        token: seller.token,
      });
      expect(Date.now() - asked).toBeLessThan(requestBoundMs);
      expect(centers.status).toBeGreaterThanOrEqual(500);
      expect(String(centers.body.detail)).toMatch(/[가-힣]/);

      const failedBatch = await startBatch(stack, seller, shopUrls(stack, 4));
      const failed = await waitForBatch(
        stack,
        seller.token,
        failedBatch,
        isFinished,
        windowMs + requestBoundMs,
      );
      expect(failed).toMatchObject({ status: 'completed', success: 0, fail: 4 });
      for (const item of failed.items) expect(item.message).toMatch(/쿠팡/);
      expect(marketplaceAgreement(stack, failed).products).toBe(0);

      // The outage ends; the same seller's next batch goes through and is listed once.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, outageStarted + windowMs - Date.now())));
      stack.proxy.setMode({ kind: 'pass' });
      const nextBatch = await startBatch(stack, seller, shopUrls(stack, 2, 5));
      const next = await waitForBatch(stack, seller.token, nextBatch, isFinished, 60_000);
      expect(next).toMatchObject({ status: 'completed', success: 2, fail: 0 });
      const agreement = marketplaceAgreement(stack, next);
      expect(agreement).toMatchObject({
        products: 2,
        duplicateNames: [],
        uploadedNotOnMarketplace: [],
        claimedTwice: [],
      });
    } catch (error) {
      throw new Error(`${String(error)}\n${stack.tail()}`);
    } finally {
      await stack.close();
    }
  },
);
