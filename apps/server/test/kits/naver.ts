import {
  type RunningNaverSandbox,
  type StartNaverSandboxOptions,
  startNaverSandbox,
} from '@ollida/sandbox/naver/standalone';
import { createHttpClient, type HttpClientOptions } from '../../src/integrations/http-client.ts';
import {
  createNaverClient,
  type NaverClient,
  type NaverClientDeps,
} from '../../src/integrations/naver/naver-client.ts';
import type { NaverImageFetcher } from '../../src/integrations/naver/naver-images.ts';
import type { NaverProductRequest } from '../../src/integrations/naver/naver-product-types.ts';
import { createTokenBucket, type TokenBucket } from '../../src/integrations/token-bucket.ts';

/** PNG-signature bytes followed by a marker, so each test image is unique and passes format checks. */
export function pngFrom(marker: string): Uint8Array {
  return new Uint8Array(Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from(marker, 'utf8')]));
}

/** An image fetcher that answers every URL with a distinct PNG and records what it was asked for. */
export function fakeImageFetcher(): { fetchImage: NaverImageFetcher; fetched: string[] } {
  const fetched: string[] = [];
  return {
    fetched,
    fetchImage: async (url) => {
      fetched.push(url);
      return { bytes: pngFrom(url), contentType: 'image/png', fileName: `${fetched.length}.png` };
    },
  };
}

/** A bucket that never makes a test wait. */
export function unlimitedBucket(): TokenBucket {
  return createTokenBucket({ capacity: 1_000_000, refillPerSecond: 1_000_000 });
}

/** The minimal product request public clients register successfully with, around uploaded image URLs. */
export function sampleProductRequest(imageUrls: readonly string[], sellerCode: string): NaverProductRequest {
  const [representative = '', ...optional] = imageUrls;
  return {
    originProduct: {
      statusType: 'SALE',
      saleType: 'NEW',
      leafCategoryId: '50002615',
      name: `올리다 밀폐용기 ${sellerCode}`,
      detailContent: '<p>튼튼한 밀폐용기</p>',
      images: {
        representativeImage: { url: representative },
        ...(optional.length > 0 ? { optionalImages: optional.map((url) => ({ url })) } : {}),
      },
      salePrice: 12_900,
      stockQuantity: 30,
      deliveryInfo: {
        deliveryType: 'DELIVERY',
        deliveryAttributeType: 'NORMAL',
        deliveryCompany: 'CJGLS',
        deliveryFee: { deliveryFeeType: 'PAID', baseFee: 3000, deliveryFeePayType: 'PREPAID' },
        claimDeliveryInfo: { returnDeliveryFee: 3000, exchangeDeliveryFee: 6000 },
      },
      detailAttribute: {
        afterServiceInfo: {
          afterServiceTelephoneNumber: '02-000-0000',
          afterServiceGuideContent: '고객센터로 문의해 주세요.',
        },
        originAreaInfo: { originAreaCode: '03', content: '상세설명에 표시' },
        minorPurchasable: true,
        productInfoProvidedNotice: {
          productInfoProvidedNoticeType: 'ETC',
          etc: {
            itemName: '밀폐용기',
            modelName: 'OL-1',
            manufacturer: '올리다',
            customerServicePhoneNumber: '02-000-0000',
          },
        },
        sellerCodeInfo: { sellerManagementCode: sellerCode },
      },
    },
    smartstoreChannelProduct: { naverShoppingRegistration: false, channelProductDisplayStatusType: 'ON' },
  };
}

/** A sandbox on an ephemeral port and a client factory sharing one steerable clock. */
export interface NaverHarness {
  sandbox: RunningNaverSandbox;
  /** Milliseconds since epoch, shared by sandbox and client; tests move it forward. */
  clock: { ms: number };
  images: ReturnType<typeof fakeImageFetcher>;
  /** A fresh client (own token cache) against the sandbox; retries never sleep. */
  makeClient(overrides?: Partial<NaverClientDeps>, http?: HttpClientOptions): NaverClient;
  close(): Promise<void>;
}

/** Starts the Naver sandbox (rate limit off unless given) for client tests. */
export async function startNaverHarness(
  sandboxOptions: StartNaverSandboxOptions = {},
): Promise<NaverHarness> {
  const clock = { ms: Date.UTC(2026, 0, 15, 1, 0, 0) };
  const sandbox = await startNaverSandbox({ now: () => clock.ms, rateLimit: false, ...sandboxOptions });
  const images = fakeImageFetcher();
  const noWait = async () => undefined;
  return {
    sandbox,
    clock,
    images,
    makeClient: (overrides = {}, http = {}) =>
      createNaverClient({
        baseUrl: sandbox.baseUrl,
        http: createHttpClient({ sleep: noWait, ...http }),
        clock: () => new Date(clock.ms),
        fetchImage: images.fetchImage,
        bucket: unlimitedBucket(),
        sleep: noWait,
        ...overrides,
      }),
    close: () => sandbox.close(),
  };
}
