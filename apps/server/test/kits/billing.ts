import { TOSS_DEMO_CLIENT_KEY } from '@ollida/sandbox/toss/demo-accounts';
import type { BillingCardPreset } from '@ollida/sandbox/toss/options';
import { registerCardAsCardholder, scriptCards } from '@ollida/sandbox/toss/scripted-cardholder';
import { desc, eq } from 'drizzle-orm';
import { payments, subscriptions } from '../../src/db/schema/billing.ts';
import type { TestContext } from '../build-test-app.ts';
import { createUser, loginAs } from '../factories.ts';

/** A seller whose requests sign in again each time (the tests move the clock past a session's life). */
export async function billingSeller(ctx: TestContext) {
  const user = await createUser(ctx);
  const headers = async () => ({ authorization: `Bearer ${await loginAs(ctx, user.id)}` });
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: await headers(), ...(payload === undefined ? {} : { payload }) });
  return { user, call };
}

export type BillingSeller = Awaited<ReturnType<typeof billingSeller>>;

/** Opens a card window (`planType` = subscribe), registers a test card in the sandbox window and sends the authKey. */
export async function registerCard(
  ctx: TestContext,
  seller: BillingSeller,
  options: { planType?: string; preset?: BillingCardPreset } = {},
) {
  const auth = await seller.call(
    'POST',
    '/api/subscriptions/billing-auth',
    options.planType === undefined ? {} : { plan_type: options.planType },
  );
  if (auth.statusCode !== 200) throw new Error(`billing-auth ${auth.statusCode}: ${auth.body}`);
  const { customerKey, successUrl, failUrl } = auth.json<{
    customerKey: string;
    successUrl: string;
    failUrl: string;
  }>();
  const back = await registerCardAsCardholder(
    ctx.toss.baseUrl,
    { clientKey: TOSS_DEMO_CLIENT_KEY, customerKey, successUrl, failUrl },
    { preset: options.preset ?? 'normal' },
  );
  const authKey = back.searchParams.get('authKey') ?? '';
  const issued = await seller.call('POST', '/api/subscriptions/billing-issue', { authKey, customerKey });
  return { issued, customerKey, authKey };
}

/** From now on the seller's registered cards answer as `preset` at the sandbox. */
export function scriptSellerCards(ctx: TestContext, customerKey: string, preset: BillingCardPreset) {
  return scriptCards(ctx.toss.baseUrl, customerKey, preset);
}

/** Runs the renewal sweep at the test clock's time. */
export async function sweep(seller: BillingSeller) {
  const response = await seller.call('POST', '/sandbox/ollida/billing/sweep');
  if (response.statusCode !== 200) throw new Error(`sweep ${response.statusCode}: ${response.body}`);
  return response.json<{ noticed: number; renewed: number; failed: number; ended: number }>();
}

export async function subscriptionOf(ctx: TestContext, userId: string) {
  const [row] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (row === undefined) throw new Error('no subscription');
  return row;
}

export function paymentsOf(ctx: TestContext, userId: string) {
  return ctx.database.db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt));
}

const dayMs = 24 * 60 * 60 * 1000;

/** Sets the clock to a moment relative to an instant (days may be fractional). */
export function setClock(ctx: TestContext, from: Date, days: number): void {
  ctx.clock.now = new Date(from.getTime() + days * dayMs);
}
