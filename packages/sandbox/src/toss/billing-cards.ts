import { randomInt } from 'node:crypto';
import type { TossReply } from './errors.ts';
import { tossError } from './errors.ts';
import type { BillingCardPreset } from './options.ts';

/** The test cards the billing window offers, and what charging each answers. */
export const billingCardPresets: Readonly<
  Record<BillingCardPreset, { label: string; issuerCode: string; bin: string; cardType: '신용' | '체크' }>
> = {
  normal: { label: '정상 카드 (결제 성공)', issuerCode: '61', bin: '43301234', cardType: '신용' },
  insufficient: {
    label: '잔액 부족 카드 (한도초과·잔액부족으로 거절)',
    issuerCode: '11',
    bin: '52102345',
    cardType: '체크',
  },
  stopped: { label: '정지된 카드 (정지 카드로 거절)', issuerCode: '41', bin: '45183456', cardType: '신용' },
};

export function isBillingCardPreset(value: unknown): value is BillingCardPreset {
  return typeof value === 'string' && Object.hasOwn(billingCardPresets, value);
}

/**
 * A masked card number like Toss shows (`43301234****123*`): the preset's BIN and three random digits, so two
 * registrations of one preset look like two cards.
 */
export function maskedNumber(preset: BillingCardPreset): string {
  return `${billingCardPresets[preset].bin}****${String(randomInt(0, 1000)).padStart(3, '0')}*`;
}

/** What a charge to a card of this preset answers instead of an approval; undefined = approved. */
export function declineFor(preset: BillingCardPreset): TossReply | undefined {
  if (preset === 'insufficient') return tossError('REJECT_CARD_PAYMENT');
  if (preset === 'stopped') return tossError('INVALID_STOPPED_CARD');
  return undefined;
}
