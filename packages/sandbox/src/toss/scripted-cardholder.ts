import type { BillingCardPreset } from './options.ts';

/** What a merchant page passes to the v2 SDK's `payment({customerKey}).requestBillingAuth` for a card. */
export interface CardholderRequest {
  clientKey: string;
  customerKey: string;
  successUrl: string;
  failUrl: string;
  customerName?: string;
  customerEmail?: string;
}

/**
 * Plays the person in the card registration window: opens it through the endpoint the shim uses, picks a test card
 * and presses 카드 등록 (or 취소), and returns where the window sends the browser (successUrl with customerKey and
 * authKey, or failUrl with code and message).
 */
export async function registerCardAsCardholder(
  baseUrl: string,
  request: CardholderRequest,
  choice: { preset?: BillingCardPreset; action?: 'register' | 'cancel' } = {},
): Promise<URL> {
  const { clientKey, customerKey, ...params } = request;
  const opened = await fetch(`${baseUrl}/billing/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sdk: 'v2', clientKey, customerKey, params: { ...params, method: 'CARD' } }),
  });
  const answer = (await opened.json()) as { windowUrl?: string; code?: string; message?: string };
  if (opened.status !== 201 || answer.windowUrl === undefined) {
    throw new Error(`billing window refused: ${answer.code ?? opened.status} ${answer.message ?? ''}`);
  }
  const windowId = new URL(answer.windowUrl).searchParams.get('id') ?? '';
  const response = await fetch(new URL('window', answer.windowUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      window: windowId,
      preset: choice.preset ?? 'normal',
      action: choice.action ?? 'register',
    }).toString(),
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  if (response.status !== 302 || location === null) throw new Error(`no redirect (HTTP ${response.status})`);
  return new URL(location);
}

/** Test control: from now on the customer's registered cards behave as `preset`. */
export async function scriptCards(
  baseUrl: string,
  customerKey: string,
  preset: BillingCardPreset,
): Promise<void> {
  const response = await fetch(`${baseUrl}/_control/billing-cards`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ customerKey, preset }),
  });
  if (response.status !== 200) throw new Error(`scripting cards failed (HTTP ${response.status})`);
}
