import { randomBytes } from 'node:crypto';
import { orderNameOf, type Plan } from '@ollida/contracts/plans';
import { seoulDayOf } from '../../platform/seoul-calendar.ts';

/** A new orderId for one charge attempt (Toss: 6–64 of letters, digits, - and _); also its Idempotency-Key. */
export function billingOrderId(): string {
  return `ollida_b_${randomBytes(18).toString('base64url')}`;
}

/** The order name of a month charged now (first month, upgrade): the plan's usual name (docs/product/plans-and-payments.md#payment-flow). */
export function immediateOrderName(plan: Plan): string {
  return `${orderNameOf(plan)} 1개월`;
}

/** The order name of a renewal: which month it pays for, as the seller reads it on the receipt. */
export function renewalOrderName(plan: Plan, periodStart: Date): string {
  return `${orderNameOf(plan)} 1개월 자동 결제 (${seoulDayOf(periodStart)}부터)`;
}

/** Period keys of changes charged now start with this (renewal keys are ISO instants). */
export const changeKeyPrefix = 'change:';
