import { Upstream } from '../../platform/domain-errors.ts';
import {
  type HttpClient,
  type OutboundRequest,
  type OutboundResponse,
  parseProviderJson,
} from '../http-client.ts';
import { parseTossBilling, type TossBilling } from './toss-billing.ts';
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

/** Arguments of `chargeBilling`; the billing key is only ever sent in the path, never logged. */
export interface ChargeBillingInput {
  billingKey: string;
  /** The customerKey the key was issued for (Toss refuses any other: NOT_MATCHES_CUSTOMER_KEY). */
  customerKey: string;
  amount: number;
  orderId: string;
  orderName: string;
  customerEmail?: string;
  customerName?: string;
  /** One per attempt, never across attempts (a new key after an unknown outcome risks a double charge). */
  idempotencyKey: string;
  /** Test keys only: `TossPayments-Test-Code`. */
  testCode?: string;
}

/** Toss approves a billing charge within 60 s at most; the client waits that long. */
export const billingTimeoutMs = 60_000;

/** `Authorization: Basic base64("<secretKey>:")` — the trailing colon (empty password) is mandatory. */
export function tossAuthorization(secretKey: string): string {
  return `Basic ${Buffer.from(`${secretKey}:`, 'utf8').toString('base64')}`;
}

/** Toss Payments REST client: confirm, look up and cancel card payments; every failure is an Upstream error. */
export function createTossClient(deps: TossClientDeps) {
  const baseUrl = deps.baseUrl.replace(/\/+$/, '');
  const authorization = tossAuthorization(deps.secretKey);

  async function send(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    options: { body?: unknown; idempotencyKey?: string; timeoutMs?: number; testCode?: string } = {},
  ): Promise<OutboundResponse> {
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
    // Test keys only (Toss ignores it live): forces that error answer (docs/protocols/toss-billing.md §1).
    if (options.testCode !== undefined) headers['tosspayments-test-code'] = options.testCode;
    // Reads are naturally safe to repeat; writes only because the Idempotency-Key makes Toss replay them.
    const idempotent = method === 'GET' || options.idempotencyKey !== undefined;
    const request: OutboundRequest = {
      provider: 'toss',
      method,
      url: `${baseUrl}${path}`,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      idempotent,
      timeoutMs: options.timeoutMs ?? deps.timeoutMs,
    };
    const response = await deps.http.send(request);
    if (response.status < 200 || response.status >= 300) throw tossErrorFrom(response, idempotent);
    return response;
  }

  async function call(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; idempotencyKey?: string; timeoutMs?: number; testCode?: string } = {},
  ): Promise<TossPayment> {
    const response = await send(method, path, options);
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

    /** Issues the billing key of a card registered in Toss's window (no money moves). */
    async issueBillingKey(input: { authKey: string; customerKey: string }): Promise<TossBilling> {
      const response = await send('POST', '/v1/billing/authorizations/issue', {
        body: { authKey: input.authKey, customerKey: input.customerKey },
      });
      return parseTossBilling(parseProviderJson('toss', response), response.status);
    },

    /**
     * Charges a registered card. One attempt = one orderId = one Idempotency-Key, so a repeat replays Toss's first
     * answer; waits up to 60 s, as long as Toss may take to approve (docs/protocols/toss-billing.md §4). Checks the answer is this
     * attempt's approval (DONE, same orderId and amount).
     */
    async chargeBilling(input: ChargeBillingInput): Promise<TossPayment> {
      const payment = await call('POST', `/v1/billing/${encodeURIComponent(input.billingKey)}`, {
        body: {
          customerKey: input.customerKey,
          amount: input.amount,
          orderId: input.orderId,
          orderName: input.orderName,
          ...(input.customerEmail === undefined ? {} : { customerEmail: input.customerEmail }),
          ...(input.customerName === undefined ? {} : { customerName: input.customerName }),
          taxFreeAmount: 0,
        },
        idempotencyKey: requireIdempotencyKey(input.idempotencyKey),
        timeoutMs: Math.max(deps.timeoutMs ?? 0, billingTimeoutMs),
        ...(input.testCode === undefined ? {} : { testCode: input.testCode }),
      });
      if (
        payment.status !== 'DONE' ||
        payment.orderId !== input.orderId ||
        payment.totalAmount !== input.amount
      ) {
        throw new Upstream('토스페이먼츠 자동 결제 결과가 주문과 일치하지 않습니다.', {
          provider: 'toss',
          httpStatus: 200,
          retryable: false,
        });
      }
      return payment;
    },

    /** Deletes a billing key; one already deleted counts as deleted (docs/protocols/toss-billing.md §5). */
    async deleteBillingKey(billingKey: string): Promise<void> {
      try {
        await send('DELETE', `/v1/billing/${encodeURIComponent(billingKey)}`);
      } catch (error) {
        if (error instanceof Upstream && error.info.providerCode === 'ALREADY_REMOVED_BILLING_KEY') return;
        throw error;
      }
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
