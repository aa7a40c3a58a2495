import { errorCodes } from '@ollida/contracts/errors';
import type { Platform } from '@ollida/contracts/workspaces';
import type { NaverChannel } from '../../integrations/naver/naver-seller.ts';
import { discoverStore, type NaverStoreDiscovery } from '../../integrations/naver/naver-seller.ts';
import { Invalid, Upstream } from '../../platform/domain-errors.ts';
import type { KeyCheck } from './marketplace-keys.ts';
import type { KeyStateUpdate } from './workspaces.repo.ts';

const platformNames: Record<Platform, string> = { coupang: '쿠팡', naver: '네이버 커머스' };

/** The Korean line recorded when a marketplace accepted the keys. */
export function validKeysMessage(platform: Platform): string {
  return `${platformNames[platform]} API 키가 정상적으로 확인되었습니다.`;
}

/** Key state after a successful check: valid, with the check recorded as the last test. */
export function validKeyState(platform: Platform, now: Date): KeyStateUpdate {
  return {
    keyStatus: 'valid',
    keyStatusMessage: null,
    lastTestValid: true,
    lastTestErrorType: null,
    lastTestMessage: validKeysMessage(platform),
    lastTestedAt: now,
  };
}

/**
 * Channels of a check that passed; any failure becomes the error the user sees: refused keys a 400 with the
 * marketplace's own words, no answer or a marketplace fault a 502.
 */
export function requireValidKeys(check: KeyCheck): NaverChannel[] {
  switch (check.outcome) {
    case 'valid':
      return check.channels;
    case 'rejected':
      throw new Invalid(check.message, errorCodes.marketplaceCredentialsInvalid);
    case 'api_error':
    case 'network_error':
      throw check.error;
    default: {
      const unexpected: never = check;
      throw new Error(`unexpected key check ${JSON.stringify(unexpected)}`);
    }
  }
}

/** The Smart Store behind the application; an account without one cannot become a workspace. */
export function requireNaverStore(channels: NaverChannel[]): NaverStoreDiscovery {
  try {
    return discoverStore(channels);
  } catch (error) {
    if (error instanceof Upstream) throw new Invalid(error.detail, errorCodes.marketplaceCredentialsInvalid);
    throw error;
  }
}

/** The channels in the contract's snake_case shape. */
export function toContractChannels(channels: readonly NaverChannel[]) {
  return channels.map((channel) => ({
    channel_no: channel.channelNo,
    name: channel.name ?? '',
    type: channel.channelType ?? '',
    url: channel.url ?? null,
  }));
}
