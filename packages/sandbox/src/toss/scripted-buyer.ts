import { ANONYMOUS_CUSTOMER_KEY } from './checkout-request.ts';

/** What a merchant page passes to the v2 SDK's `requestPayment` for a card payment. */
export interface BuyerOrder {
  clientKey: string;
  orderId: string;
  orderName: string;
  amount: number;
  successUrl: string;
  failUrl: string;
  customerName?: string;
  customerEmail?: string;
}

/** A buyer's choice on the checkout page. */
export type BuyerAction = 'pay' | 'cancel' | 'reject';

/** Opens a window through the same endpoint the SDK shim uses and returns the checkout page URL. */
export async function openCheckout(baseUrl: string, order: BuyerOrder): Promise<string> {
  const { clientKey, amount, ...params } = order;
  const response = await fetch(`${baseUrl}/checkout/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      sdk: 'v2',
      clientKey,
      customerKey: ANONYMOUS_CUSTOMER_KEY,
      params: { ...params, method: 'CARD', amount: { currency: 'KRW', value: amount } },
    }),
  });
  const answer = (await response.json()) as { checkoutUrl?: string; code?: string; message?: string };
  if (response.status !== 201 || answer.checkoutUrl === undefined) {
    throw new Error(`checkout refused: ${answer.code ?? response.status} ${answer.message ?? ''}`);
  }
  return answer.checkoutUrl;
}

/** Loads the checkout page, presses one of its buttons and returns where the window redirects the browser. */
export async function chooseOnCheckout(checkoutUrl: string, action: BuyerAction): Promise<URL> {
  const page = await fetch(checkoutUrl);
  const html = await page.text();
  const session = /<input type="hidden" name="session" value="([^"]+)">/.exec(html)?.[1];
  if (page.status !== 200 || session === undefined) throw new Error(`no checkout form (HTTP ${page.status})`);
  const response = await fetch(new URL('checkout', checkoutUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ session, action }).toString(),
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  if (response.status !== 302 || location === null) throw new Error(`no redirect (HTTP ${response.status})`);
  return new URL(location);
}

/** Plays the whole buyer side: opens the window and pays (or cancels, or has the card refused). */
export async function actAsBuyer(
  baseUrl: string,
  order: BuyerOrder,
  action: BuyerAction = 'pay',
): Promise<URL> {
  return chooseOnCheckout(await openCheckout(baseUrl, order), action);
}
