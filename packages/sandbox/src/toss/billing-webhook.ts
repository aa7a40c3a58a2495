import { randomBytes } from 'node:crypto';

/** Delays before each retry of a webhook the merchant did not answer 200 (Toss waits 1, 4, 16… minutes). */
const retryDelaysMs = [1_000, 4_000, 16_000];

function transmissionTime(now: number): string {
  // Toss sends Korean local time with microseconds and no offset.
  return new Date(now + 9 * 60 * 60 * 1000).toISOString().replace('Z', '000');
}

/**
 * Posts `BILLING_DELETED` to the merchant's webhook URL with Toss's three transmission headers (no signature: Toss
 * signs only payout/seller events), retrying a few times in the background on anything but 200. Never awaited by
 * the API call that caused it.
 */
export function sendBillingDeleted(webhookUrl: string, billingKey: string, now: () => number): void {
  const transmissionId = `whtrans_${randomBytes(12).toString('hex')}`;
  const body = JSON.stringify({
    eventType: 'BILLING_DELETED',
    createdAt: transmissionTime(now()),
    data: { billingKey, reason: '삭제 API 요청' },
  });
  const attempt = async (retried: number): Promise<void> => {
    let delivered = false;
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'tosspayments-webhook-transmission-time': transmissionTime(now()),
          'tosspayments-webhook-transmission-id': transmissionId,
          'tosspayments-webhook-retried-count': String(retried),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      delivered = response.status === 200;
      await response.body?.cancel();
    } catch {
      delivered = false;
    }
    const delay = retryDelaysMs[retried];
    if (!delivered && delay !== undefined) setTimeout(() => void attempt(retried + 1), delay).unref();
  };
  void attempt(0);
}
