import { describe, expect, it } from 'vitest';
import { Upstream } from '../../platform/domain-errors.ts';
import { isFinalRefusal } from './confirm-refusals.ts';

const tossError = (httpStatus: number | undefined, providerCode?: string) =>
  new Upstream('토스페이먼츠 오류', {
    provider: 'toss',
    retryable: false,
    ...(httpStatus === undefined ? {} : { httpStatus }),
    ...(providerCode === undefined ? {} : { providerCode }),
  });

describe('isFinalRefusal', () => {
  it.each([
    [403, 'REJECT_CARD_PAYMENT'],
    [403, 'REJECT_CARD_COMPANY'],
    [400, 'INVALID_CARD_EXPIRATION'],
    [400, 'INVALID_CARD_NUMBER'],
    [400, 'INVALID_CARD_LOST_OR_STOLEN'],
    [400, 'INVALID_REJECT_CARD'],
    [400, 'INVALID_STOPPED_CARD'],
    [400, 'EXCEED_MAX_DAILY_PAYMENT_COUNT'],
    [400, 'EXCEED_MAX_PAYMENT_AMOUNT'],
    [400, 'EXCEED_MAX_AMOUNT'],
    [403, 'EXCEED_MAX_AUTH_COUNT'],
    [400, 'BELOW_MINIMUM_AMOUNT'],
    [403, 'FDS_ERROR'],
    [403, 'INVALID_PASSWORD'],
    [404, 'NOT_FOUND_PAYMENT'],
    [404, 'NOT_FOUND_PAYMENT_SESSION'],
  ])('treats %i %s as final', (status, code) => {
    expect(isFinalRefusal(tossError(status, code))).toBe(true);
  });

  it.each([
    [401, 'UNAUTHORIZED_KEY'],
    [400, 'INVALID_API_KEY'],
    [403, 'INCORRECT_BASIC_AUTH_FORMAT'],
    [400, 'INVALID_REQUEST'],
    [400, 'ALREADY_PROCESSED_PAYMENT'],
    [400, 'PROVIDER_ERROR'],
    [400, 'CARD_PROCESSING_ERROR'],
    [403, 'FORBIDDEN_REQUEST'],
    [409, 'SOME_CODE_NOT_LISTED'],
    [429, 'TOO_MANY_REQUESTS'],
    [500, 'FAILED_INTERNAL_SYSTEM_PROCESSING'],
    [500, 'REJECT_CARD_PAYMENT'],
  ])('looks %i %s up before deciding', (status, code) => {
    expect(isFinalRefusal(tossError(status, code))).toBe(false);
  });

  it('looks up a 4xx without a code and a request that got no answer', () => {
    expect(isFinalRefusal(tossError(403))).toBe(false);
    expect(isFinalRefusal(tossError(undefined))).toBe(false);
  });
});
