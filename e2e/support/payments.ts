import { TOSS_DEMO_CLIENT_KEY } from '@ollida/sandbox/toss/demo-accounts';
import { expect, type Page } from '@playwright/test';

interface CreatedOrder {
  amount: number;
  orderId: string;
  orderName: string;
}

/**
 * Buys a month of `plan` for the signed-in seller the way the browser would, without the screens: the app creates the
 * order, the sandbox checkout is paid, and the app confirms it. For journeys that need more than the free tier.
 */
export async function subscribeTo(page: Page, plan: 'starter' | 'pro' | 'business'): Promise<void> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const authorization = { authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/payments/create', {
    headers: authorization,
    data: { plan_type: plan },
  });
  expect(created.status()).toBe(200);
  const order = (await created.json()) as CreatedOrder;

  const origin = new URL(page.url()).origin;
  const opened = await page.request.post('/sandbox/toss/checkout/sessions', {
    data: {
      sdk: 'v2',
      clientKey: TOSS_DEMO_CLIENT_KEY,
      customerKey: '@@ANONYMOUS',
      params: {
        method: 'CARD',
        amount: { currency: 'KRW', value: order.amount },
        orderId: order.orderId,
        orderName: order.orderName,
        successUrl: `${origin}/payment/success`,
        failUrl: `${origin}/payment/fail`,
      },
    },
  });
  expect(opened.status()).toBe(201);
  const checkoutUrl = ((await opened.json()) as { checkoutUrl: string }).checkoutUrl;
  const session = new URL(checkoutUrl).searchParams.get('session') ?? '';
  const paid = await page.request.post('/sandbox/toss/checkout', {
    form: { session, action: 'pay' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(302);
  const success = new URL(paid.headers().location ?? '');

  const confirmed = await page.request.post('/api/payments/confirm', {
    headers: authorization,
    data: {
      payment_key: success.searchParams.get('paymentKey'),
      order_id: success.searchParams.get('orderId'),
      amount: Number(success.searchParams.get('amount')),
    },
  });
  expect(confirmed.status()).toBe(200);
}
