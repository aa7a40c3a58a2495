import { z } from 'zod';
import { parseProviderShape } from '../http-client.ts';

/** Toss's Payment `status` values (API version 2022-11-16). */
export const tossPaymentStatuses = [
  'READY',
  'IN_PROGRESS',
  'WAITING_FOR_DEPOSIT',
  'DONE',
  'CANCELED',
  'PARTIAL_CANCELED',
  'ABORTED',
  'EXPIRED',
] as const;
export type TossPaymentStatus = (typeof tossPaymentStatuses)[number];

// Real payloads send amounts as numbers; an unofficial spec types some as strings, so accept digit strings too.
const amountSchema = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

const datePattern = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Parses Toss's ISO times: `+09:00` normally; a missing offset (webhook style) is read as Korean time. */
export function parseTossDate(value: string): Date | undefined {
  const match = datePattern.exec(value);
  if (match === null) return undefined;
  const [, base, fraction = '', offset = '+09:00'] = match;
  // Webhook times carry microseconds; Date parsing is only specified for milliseconds.
  const millis = fraction === '' ? '' : fraction.slice(0, 4).padEnd(4, '0');
  const date = new Date(`${base}${millis}${offset}`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const dateSchema = z.string().transform((value, context) => {
  const date = parseTossDate(value);
  if (date === undefined) {
    context.addIssue({ code: 'custom', message: 'ISO-8601 시각이 아닙니다.' });
    return z.NEVER;
  }
  return date;
});

const cardSchema = z.object({
  amount: amountSchema.nullish(),
  issuerCode: z.string().nullish(),
  acquirerCode: z.string().nullish(),
  number: z.string().nullish(),
  installmentPlanMonths: z.number().nullish(),
  approveNo: z.string().nullish(),
  cardType: z.string().nullish(),
  ownerType: z.string().nullish(),
  acquireStatus: z.string().nullish(),
});

const cancelSchema = z.object({
  cancelAmount: amountSchema,
  cancelReason: z.string().nullish(),
  refundableAmount: amountSchema.nullish(),
  canceledAt: dateSchema,
  transactionKey: z.string().nullish(),
});

const paymentSchema = z.object({
  version: z.string().nullish(),
  paymentKey: z.string().min(1),
  orderId: z.string().min(1),
  orderName: z.string().nullish(),
  mId: z.string().nullish(),
  type: z.string().nullish(),
  currency: z.string().nullish(),
  method: z.string().nullish(),
  status: z.enum(tossPaymentStatuses),
  requestedAt: dateSchema.nullish(),
  approvedAt: dateSchema.nullish(),
  totalAmount: amountSchema,
  balanceAmount: amountSchema,
  suppliedAmount: amountSchema.nullish(),
  vat: amountSchema.nullish(),
  taxFreeAmount: amountSchema.nullish(),
  lastTransactionKey: z.string().nullish(),
  card: cardSchema.nullish(),
  easyPay: z
    .object({
      provider: z.string().nullish(),
      amount: amountSchema.nullish(),
      discountAmount: amountSchema.nullish(),
    })
    .nullish(),
  receipt: z.object({ url: z.string().nullish() }).nullish(),
  cancels: z.array(cancelSchema).nullish(),
  failure: z.object({ code: z.string(), message: z.string() }).nullish(),
});

/** One cancellation of a payment. */
export interface TossCancel {
  cancelAmount: number;
  cancelReason: string | null;
  refundableAmount: number | null;
  canceledAt: Date;
  transactionKey: string | null;
}

/** The parts of Toss's Payment object the product uses, normalised; `raw` keeps the whole answer for records. */
export interface TossPayment {
  paymentKey: string;
  orderId: string;
  orderName: string | null;
  mId: string | null;
  status: TossPaymentStatus;
  /** Korean method name (`카드`, `간편결제`, ...); null when Toss sends none or an empty string. */
  method: string | null;
  currency: string;
  totalAmount: number;
  balanceAmount: number;
  suppliedAmount: number | null;
  vat: number | null;
  requestedAt: Date | null;
  approvedAt: Date | null;
  lastTransactionKey: string | null;
  card: {
    amount: number | null;
    issuerCode: string | null;
    acquirerCode: string | null;
    /** Masked card number, e.g. 43301234****123*. */
    number: string | null;
    installmentPlanMonths: number | null;
    approveNo: string | null;
    cardType: string | null;
    ownerType: string | null;
  } | null;
  easyPayProvider: string | null;
  receiptUrl: string | null;
  cancels: TossCancel[];
  failure: { code: string; message: string } | null;
  raw: unknown;
}

/** Reads a Payment object tolerantly, or fails as an Upstream error naming the field that did not fit. */
export function parseTossPayment(data: unknown, httpStatus: number): TossPayment {
  const payment = parseProviderShape(paymentSchema, data, {
    provider: 'toss',
    what: '결제 정보',
    httpStatus,
    retryable: false,
  });
  const card = payment.card;
  return {
    paymentKey: payment.paymentKey,
    orderId: payment.orderId,
    orderName: payment.orderName ?? null,
    mId: payment.mId ?? null,
    status: payment.status,
    method:
      payment.method === undefined || payment.method === null || payment.method === ''
        ? null
        : payment.method,
    currency: payment.currency ?? 'KRW',
    totalAmount: payment.totalAmount,
    balanceAmount: payment.balanceAmount,
    suppliedAmount: payment.suppliedAmount ?? null,
    vat: payment.vat ?? null,
    requestedAt: payment.requestedAt ?? null,
    approvedAt: payment.approvedAt ?? null,
    lastTransactionKey: payment.lastTransactionKey ?? null,
    card:
      card === undefined || card === null
        ? null
        : {
            amount: card.amount ?? null,
            issuerCode: card.issuerCode ?? null,
            acquirerCode: card.acquirerCode ?? null,
            number: card.number ?? null,
            installmentPlanMonths: card.installmentPlanMonths ?? null,
            approveNo: card.approveNo ?? null,
            cardType: card.cardType ?? null,
            ownerType: card.ownerType ?? null,
          },
    easyPayProvider: payment.easyPay?.provider ?? null,
    receiptUrl: payment.receipt?.url ?? null,
    cancels: (payment.cancels ?? []).map((cancel) => ({
      cancelAmount: cancel.cancelAmount,
      cancelReason: cancel.cancelReason ?? null,
      refundableAmount: cancel.refundableAmount ?? null,
      canceledAt: cancel.canceledAt,
      transactionKey: cancel.transactionKey ?? null,
    })),
    failure: payment.failure ?? null,
    raw: data,
  };
}
