import { Upstream } from '../../platform/domain-errors.ts';
import { type HttpClient, type OutboundRequest, parseProviderJson } from '../http-client.ts';
import { tossErrorFrom } from './toss-errors.ts';
import { parseTossPayment, type TossPayment } from './toss-payment.ts';

/** Toss Payments' production API; test keys use the same host. */
export const TOSS_API_BASE_URL = 'https://api.tosspayments.com';

/** What the client is built from; tests pass a fake `http`. */
export interface TossClientDeps {
  /** API origin (plus path prefix for the sandbox), e.g. https://api.tosspayments.com or http://…/sandbox/toss. */
  baseUrl: string;
  /** `test_sk_…` / `live_sk_…` (or the widget family's `…_gsk_…`); only ever sent in the Authorization header. */
  secretKey: string;
  http: HttpClient;
  /** Per attempt; defaults to the shared client's 10 s. */
  timeoutMs?: number;
}

/** Arguments of `confirmPayment`. */
export interface ConfirmPaymentInput {
  paymentKey: string;
  orderId: string;
  /** The amount stored with the order on our side, never the one from the success URL. */
  amount: number;
  /** Stable per order (e.g. derived from orderId) so a retried confirm replays instead of running twice. */
  idempotencyKey: string;
}

/** Arguments of `cancelPayment`. */
export interface CancelPaymentInput {
  paymentKey: string;
  cancelReason: string;
  /** Omit for a full cancel. */
  cancelAmount?: number;
  /** Stable per cancel operation; Toss replays the first answer for 15 days. */
  idempotencyKey: string;
}

/** `Authorization: Basic base64("<secretKey>:")` — the trailing colon (empty password) is mandatory. */
export function tossAuthorization(secretKey: string): string {
  return `Basic ${Buffer.from(`${secretKey}:`, 'utf8').toString('base64')}`;
}

/** Toss Payments REST client: confirm, look up and cancel card payments; every failure is an Upstream error. */
export function createTossClient(deps: TossClientDeps) {
  const baseUrl = deps.baseUrl.replace(/\/+$/, '');
  const authorization = tossAuthorization(deps.secretKey);

  async function call(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; idempotencyKey?: string } = {},
  ): Promise<TossPayment> {
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
    // Reads are naturally safe to repeat; writes only because the Idempotency-Key makes Toss replay them.
    const idempotent = method === 'GET' || options.idempotencyKey !== undefined;
    const request: OutboundRequest = {
      provider: 'toss',
      method,
      url: `${baseUrl}${path}`,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      idempotent,
      timeoutMs: deps.timeoutMs,
    };
    const response = await deps.http.send(request);
    if (response.status < 200 || response.status >= 300) throw tossErrorFrom(response, idempotent);
    return parseTossPayment(parseProviderJson('toss', response), response.status);
  }

  function requireIdempotencyKey(key: string): string {
    // Toss accepts up to 300 characters; a blank key would silently turn the write into a non-replayable one.
    if (key.trim() === '' || key.length > 300) {
      throw new Upstream('토스페이먼츠 요청의 멱등키가 올바르지 않습니다.', {
        provider: 'toss',
        retryable: false,
      });
    }
    return key;
  }

  return {
    /**
     * Approves an authenticated payment. Also checks what Toss answered matches the order (status DONE, same orderId
     * and amount), so a mismatching approval never passes as success.
     */
    async confirmPayment(input: ConfirmPaymentInput): Promise<TossPayment> {
      const payment = await call('POST', '/v1/payments/confirm', {
        body: { paymentKey: input.paymentKey, orderId: input.orderId, amount: input.amount },
        idempotencyKey: requireIdempotencyKey(input.idempotencyKey),
      });
      if (
        payment.status !== 'DONE' ||
        payment.orderId !== input.orderId ||
        payment.totalAmount !== input.amount
      ) {
        throw new Upstream(
          `토스페이먼츠 승인 결과가 주문과 일치하지 않습니다. (상태 ${payment.status}, 주문번호 ${payment.orderId}, 금액 ${payment.totalAmount})`,
          { provider: 'toss', httpStatus: 200, retryable: false },
        );
      }
      return payment;
    },

    /** Looks a payment up by its paymentKey. */
    getPayment(paymentKey: string): Promise<TossPayment> {
      return call('GET', `/v1/payments/${encodeURIComponent(paymentKey)}`);
    },

    /** Looks a payment up by our orderId — the way to learn the outcome after a timeout or 5xx. */
    getPaymentByOrderId(orderId: string): Promise<TossPayment> {
      return call('GET', `/v1/payments/orders/${encodeURIComponent(orderId)}`);
    },

    /** Cancels all of a payment, or `cancelAmount` of it. */
    async cancelPayment(input: CancelPaymentInput): Promise<TossPayment> {
      return call('POST', `/v1/payments/${encodeURIComponent(input.paymentKey)}/cancel`, {
        body: {
          cancelReason: input.cancelReason,
          ...(input.cancelAmount === undefined ? {} : { cancelAmount: input.cancelAmount }),
        },
        idempotencyKey: requireIdempotencyKey(input.idempotencyKey),
      });
    },
  };
}

/** The Toss Payments client's API. */
export type TossClient = ReturnType<typeof createTossClient>;
