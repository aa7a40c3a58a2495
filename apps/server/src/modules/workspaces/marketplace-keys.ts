import { keyPrefixLength } from '@ollida/contracts/workspaces';
import { z } from 'zod';
import type { MarketplaceClients } from '../../integrations/marketplace-clients.ts';
import type { NaverChannel } from '../../integrations/naver/naver-seller.ts';
import { Invalid, Upstream } from '../../platform/domain-errors.ts';
import type { SecretBox } from '../../platform/secret-box.ts';

const sealedKeysSchema = z.discriminatedUnion('platform', [
  z.object({ platform: z.literal('coupang'), accessKey: z.string(), secretKey: z.string() }),
  z.object({ platform: z.literal('naver'), clientId: z.string(), clientSecret: z.string() }),
]);

/** A Coupang key pair as sealed in `workspaces.credentials`; the vendor id lives in `vendor_code`. */
export interface CoupangKeys {
  platform: 'coupang';
  accessKey: string;
  secretKey: string;
}

/** A Naver application's credentials as sealed in `workspaces.credentials`. */
export interface NaverKeys {
  platform: 'naver';
  clientId: string;
  clientSecret: string;
}

export type MarketplaceKeys = CoupangKeys | NaverKeys;

/** How a marketplace answered a key check. */
export type KeyCheck =
  | { outcome: 'valid'; channels: NaverChannel[] }
  /** The marketplace refused the keys (4xx); `expired` when its words say the key itself ran out. */
  | { outcome: 'rejected'; expired: boolean; message: string }
  /** It answered, but with a failure that says nothing about the keys (429, 5xx, odd body). */
  | { outcome: 'api_error'; message: string; error: Upstream }
  /** No answer at all (timeout, connection refused). */
  | { outcome: 'network_error'; message: string; error: Upstream };

/** Encrypts keys for `workspaces.credentials`. */
export function sealKeys(secrets: SecretBox, keys: MarketplaceKeys): string {
  return secrets.seal(JSON.stringify(keys));
}

/** The stored keys, or undefined when none are stored or they no longer open (e.g. a retired encryption key). */
export function openKeys(secrets: SecretBox, sealed: string | null): MarketplaceKeys | undefined {
  if (sealed === null) return undefined;
  try {
    const parsed = sealedKeysSchema.safeParse(JSON.parse(secrets.open(sealed)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The part of a key ever shown again; short keys show at most half so a prefix never is the whole key. */
export function keyPrefixOf(key: string): string {
  return key.slice(0, Math.min(keyPrefixLength, Math.floor(key.length / 2)));
}

// Coupang keys are valid for 180 days; neither marketplace documents how an expired key answers, so we look for
// words about the key's validity. A stale signature or token timestamp is a clock problem, not an expired key.
const keyExpiryPattern = /((access|secret|api)[ _-]?key|키)[^.]{0,40}(expired|만료)|유효\s?기간/i;
const clockExpiryPattern = /signature is expired|timestamp/i;

/** True when a marketplace's error text says the key itself has expired. */
export function saysKeyExpired(text: string): boolean {
  return keyExpiryPattern.test(text) && !clockExpiryPattern.test(text);
}

function classify(error: Upstream): KeyCheck {
  const status = error.info.httpStatus;
  if (status === undefined) return { outcome: 'network_error', message: error.detail, error };
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
    return { outcome: 'rejected', expired: saysKeyExpired(error.detail), message: error.detail };
  }
  return { outcome: 'api_error', message: error.detail, error };
}

/** Keys checked against the marketplace with one cheap read; only Upstream failures become a result. */
export function createKeyChecker(clients: MarketplaceClients) {
  async function call(keys: MarketplaceKeys, vendorCode: string | null): Promise<NaverChannel[]> {
    if (keys.platform === 'coupang') {
      await clients.coupang
        .forVendor({ accessKey: keys.accessKey, secretKey: keys.secretKey, vendorId: vendorCode ?? '' })
        .listReturnCenters({ pageNum: 1, pageSize: 1 });
      return [];
    }
    return clients.naver
      .forApplication({ clientId: keys.clientId, clientSecret: keys.clientSecret })
      .getChannels();
  }

  return {
    /** Asks the marketplace whether the keys work; Coupang keys are bound to one vendor code. */
    async check(keys: MarketplaceKeys, vendorCode: string | null): Promise<KeyCheck> {
      try {
        return { outcome: 'valid', channels: await call(keys, vendorCode) };
      } catch (error) {
        if (error instanceof Upstream) return classify(error);
        // The Naver signer refuses a secret that is not a bcrypt salt before anything is sent.
        if (error instanceof Invalid) return { outcome: 'rejected', expired: false, message: error.detail };
        throw error;
      }
    },
  };
}

export type KeyChecker = ReturnType<typeof createKeyChecker>;
