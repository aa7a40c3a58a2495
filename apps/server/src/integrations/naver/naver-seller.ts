import type { z } from 'zod';
import { Upstream } from '../../platform/domain-errors.ts';
import { type naverChannelSchema, naverChannelsSchema, readNaverJson } from './naver-schemas.ts';
import type { NaverCaller } from './naver-transport.ts';

/** A sales channel of the seller. */
export interface NaverChannel {
  /** The store id for a Smart Store (`STOREFARM`) channel. */
  channelNo: string;
  /** `STOREFARM` (Smart Store) or `WINDOW` (Shopping Window); kept as sent. */
  channelType: string | undefined;
  name: string | undefined;
  url: string | undefined;
  representativeImageUrl: string | undefined;
}

/** What workspace creation fills in from client id + secret alone. */
export interface NaverStoreDiscovery {
  storeId: string;
  storeName: string;
  /** Last path segment of the store URL (`https://smartstore.naver.com/{slug}`), used in product URLs. */
  storeSlug: string | undefined;
  storeUrl: string | undefined;
  channels: NaverChannel[];
}

function toChannel(raw: z.output<typeof naverChannelSchema>): NaverChannel {
  return {
    channelNo: raw.channelNo,
    channelType: raw.channelType,
    name: raw.name,
    url: raw.url,
    representativeImageUrl: raw.representativeImageUrl,
  };
}

/** `https://smartstore.naver.com/ollida-demo` → `ollida-demo`. */
export function storeSlugOf(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    const segments = new URL(url).pathname.split('/').filter((segment) => segment !== '');
    return segments.at(-1);
  } catch {
    return undefined;
  }
}

/** Picks the Smart Store channel out of the seller's channels. */
export function discoverStore(channels: NaverChannel[]): NaverStoreDiscovery {
  const store = channels.find((channel) => channel.channelType === 'STOREFARM');
  if (store === undefined) {
    throw new Upstream(
      '이 네이버 커머스 애플리케이션의 계정에 스마트스토어 채널이 없습니다. 스마트스토어 판매자 계정으로 만든 애플리케이션인지 확인해 주세요.',
      { provider: 'naver', retryable: false },
    );
  }
  return {
    storeId: store.channelNo,
    storeName: store.name ?? '',
    storeSlug: storeSlugOf(store.url),
    storeUrl: store.url,
    channels,
  };
}

/** Seller information calls (API group 판매자정보). */
export function createNaverSellerApi(call: NaverCaller) {
  const context = { action: '판매자 채널 조회', idempotent: true };
  async function getChannels(): Promise<NaverChannel[]> {
    const response = await call({ ...context, method: 'GET', path: '/v1/seller/channels' });
    return readNaverJson(response, naverChannelsSchema, context).map(toChannel);
  }
  return {
    /** GET /v1/seller/channels: every channel of the seller (array, or a bare object on some answers). */
    getChannels,
    /** Store id, name, slug and channels for a new workspace; fails when the seller has no Smart Store. */
    async discoverStore(): Promise<NaverStoreDiscovery> {
      return discoverStore(await getChannels());
    },
  };
}
