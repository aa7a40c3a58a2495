import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TOSS_DEMO_CLIENT_KEY, TOSS_DEMO_SECRET_KEY } from './demo-accounts.ts';
import { actAsBuyer } from './scripted-buyer.ts';
import { type RunningTossSandbox, startTossSandbox } from './standalone.ts';

const auth = `Basic ${Buffer.from(`${TOSS_DEMO_SECRET_KEY}:`).toString('base64')}`;
const order = {
  clientKey: TOSS_DEMO_CLIENT_KEY,
  orderId: 'order_standalone_1',
  orderName: '스타터 플랜',
  amount: 19_900,
  successUrl: 'http://127.0.0.1:5173/payment/success',
  failUrl: 'http://127.0.0.1:5173/payment/fail',
};

const running: RunningTossSandbox[] = [];
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((sandbox) => sandbox.close()));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function start(stateFile?: string) {
  const sandbox = await startTossSandbox({ stateFile });
  running.push(sandbox);
  return sandbox;
}

describe('startTossSandbox', () => {
  it('listens on an ephemeral 127.0.0.1 port under /sandbox/toss and serves the whole flow over HTTP', async () => {
    const sandbox = await start();
    expect(sandbox.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sandbox\/toss$/);
    const shim = await fetch(`${sandbox.baseUrl}/v2/standard`);
    expect(await shim.text()).toContain(JSON.stringify(sandbox.baseUrl));
    const success = await actAsBuyer(sandbox.baseUrl, order);
    const confirm = await fetch(`${sandbox.baseUrl}/v1/payments/confirm`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        paymentKey: success.searchParams.get('paymentKey'),
        orderId: success.searchParams.get('orderId'),
        amount: success.searchParams.get('amount'),
      }),
    });
    expect(confirm.status).toBe(200);
    const payment = (await confirm.json()) as { receipt: { url: string } };
    expect(payment.receipt.url.startsWith(`${sandbox.baseUrl}/receipts/`)).toBe(true);
  });

  it('keeps payments in the state file across restarts', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'toss-sandbox-'));
    folders.push(folder);
    const stateFile = join(folder, 'toss.json');
    const first = await start(stateFile);
    const success = await actAsBuyer(first.baseUrl, order);
    const paymentKey = success.searchParams.get('paymentKey') ?? '';
    await first.close();
    running.splice(running.indexOf(first), 1);

    const second = await start(stateFile);
    const lookup = await fetch(`${second.baseUrl}/v1/payments/${paymentKey}`, {
      headers: { authorization: auth },
    });
    expect(lookup.status).toBe(200);
    expect(((await lookup.json()) as { orderId: string }).orderId).toBe('order_standalone_1');
  });
});
