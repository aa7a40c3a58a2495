import { NAVER_DEMO_STORE, NAVER_DEMO_WINDOW_AND_STORE } from '@ollida/sandbox/naver/demo-accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type NaverHarness, startNaverHarness } from '../../../test/kits/naver.ts';
import { Invalid, type Upstream } from '../../platform/domain-errors.ts';
import type { NaverApplicationClient } from './naver-client.ts';
import { describeNaverContract } from './naver-contract.ts';
import { NaverUpstream } from './naver-errors.ts';

const MINUTE = 60_000;
const TOKEN = ['POST', '/v1/oauth2/token'] as const;
const CHANNELS = ['GET', '/v1/seller/channels'] as const;
const store = { clientId: NAVER_DEMO_STORE.clientId, clientSecret: NAVER_DEMO_STORE.clientSecret };
const wrongSecret = '$2a$04$ollidaContractWrongSeu';

let harness: NaverHarness;
let app: NaverApplicationClient;

beforeAll(async () => {
  harness = await startNaverHarness();
});
afterAll(async () => {
  await harness.close();
});
beforeEach(() => {
  harness.sandbox.store.clearFaults();
  app = harness.makeClient().forApplication(store);
});

function count(request: readonly [string, string]): number {
  return harness.sandbox.store.countRequests(request[0], request[1]);
}

describeNaverContract('contract against the sandbox', {
  client: () => app,
  wrongSecretClient: () =>
    harness.makeClient().forApplication({ clientId: store.clientId, clientSecret: wrongSecret }),
  wrongSecret,
  expectedStore: { storeId: '100203001', storeName: '올리다 데모 스토어', storeSlug: 'ollida-demo' },
});

describe('token handling', () => {
  it('requests one token for many calls', async () => {
    const before = count(TOKEN);
    await app.getChannels();
    await app.searchProducts();
    await app.getCategory('50000803');
    await app.getChannels();
    expect(count(TOKEN) - before).toBe(1);
  });

  it('shares one token request between concurrent first calls', async () => {
    const before = count(TOKEN);
    await Promise.all(Array.from({ length: 8 }, () => app.getChannels()));
    expect(count(TOKEN) - before).toBe(1);
  });

  it('keeps the token while 30 minutes or more remain and refreshes once under that', async () => {
    await app.getChannels();
    const before = count(TOKEN);
    harness.clock.ms += 150 * MINUTE;
    await app.getChannels();
    expect(count(TOKEN) - before).toBe(0);
    harness.clock.ms += 1 * MINUTE;
    await Promise.all([app.getChannels(), app.getChannels(), app.searchProducts()]);
    expect(count(TOKEN) - before).toBe(1);
  });

  it('refreshes and repeats once when the gateway rejects the token (GW.AUTHN)', async () => {
    await app.getChannels();
    const tokensBefore = count(TOKEN);
    const channelsBefore = count(CHANNELS);
    harness.sandbox.store.revokeAccessTokens(store.clientId);
    const channels = await app.getChannels();
    expect(channels[0]?.channelNo).toBe('100203001');
    expect(count(TOKEN) - tokensBefore).toBe(1);
    expect(count(CHANNELS) - channelsBefore).toBe(2);
  });

  it('gives up after one repeat when the gateway keeps answering GW.AUTHN', async () => {
    const authn = {
      code: 'GW.AUTHN',
      message: '요청을 보낼 권한이 없습니다.',
      timestamp: '',
      traceId: 't-1',
    };
    harness.sandbox.store.failNext({
      method: 'GET',
      path: '/v1/seller/channels',
      status: 401,
      body: authn,
      times: 5,
    });
    const before = count(CHANNELS);
    const error = await app.getChannels().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NaverUpstream);
    expect((error as NaverUpstream).info).toMatchObject({ providerCode: 'GW.AUTHN', httpStatus: 401 });
    expect((error as NaverUpstream).detail).toContain('API 그룹');
    expect(count(CHANNELS) - before).toBe(2);
  });

  it('names the timestamp problem when the server clock disagrees', async () => {
    const skewed = harness
      .makeClient({ clock: () => new Date(harness.clock.ms - 10 * MINUTE) })
      .forApplication(store);
    const error = await skewed.getChannels().catch((caught: unknown) => caught);
    expect((error as Upstream).detail).toContain('timestamp항목의 유효 시간이 만료되었습니다.');
    expect((error as Upstream).info.providerCode).toBe('BAD_REQUEST');
  });

  it('refuses a malformed secret before sending anything', async () => {
    const before = count(TOKEN);
    const truncated = harness
      .makeClient()
      .forApplication({ clientId: store.clientId, clientSecret: '$2a$04$41tV' });
    await expect(truncated.getChannels()).rejects.toBeInstanceOf(Invalid);
    expect(count(TOKEN)).toBe(before);
  });

  it('reports an unknown application with the provider message', async () => {
    const unknown = harness
      .makeClient()
      .forApplication({ clientId: 'unknownClientId0000000', clientSecret: store.clientSecret });
    const error = await unknown.getChannels().catch((caught: unknown) => caught);
    expect((error as Upstream).detail).toContain('존재하지 않는 애플리케이션입니다.');
    expect((error as Upstream).detail).toContain('추적 ID');
  });
});

describe('seller channels', () => {
  it('discovers the Smart Store behind a Shopping Window channel', async () => {
    const other = harness.makeClient().forApplication({
      clientId: NAVER_DEMO_WINDOW_AND_STORE.clientId,
      clientSecret: NAVER_DEMO_WINDOW_AND_STORE.clientSecret,
    });
    const discovered = await other.discoverStore();
    expect(discovered).toMatchObject({
      storeId: '100203002',
      storeName: '하루살림 잡화점',
      storeSlug: 'haru-living',
    });
    expect(discovered.channels.map((channel) => channel.channelType)).toEqual(['WINDOW', 'STOREFARM']);
  });

  it('accepts a bare channel object as well as an array', async () => {
    const bare = {
      channelNo: '100203009',
      channelType: 'STOREFARM',
      name: '단일 응답 스토어',
      url: 'https://smartstore.naver.com/single',
    };
    harness.sandbox.store.failNext({ method: 'GET', path: '/v1/seller/channels', status: 200, body: bare });
    expect(await app.discoverStore()).toMatchObject({ storeId: '100203009', storeSlug: 'single' });
  });

  it('maps a documented channel error to Upstream with the provider code', async () => {
    const body = {
      code: 'PROVISION_NOT_FOUND',
      message: '약관 동의 정보가 없습니다.',
      timestamp: '',
      traceId: 't-2',
    };
    harness.sandbox.store.failNext({ method: 'GET', path: '/v1/seller/channels', status: 403, body });
    const error = await app.getChannels().catch((caught: unknown) => caught);
    expect((error as Upstream).info).toEqual({
      provider: 'naver',
      providerCode: 'PROVISION_NOT_FOUND',
      httpStatus: 403,
      retryable: false,
    });
    expect((error as Upstream).detail).toContain('약관 동의 정보가 없습니다.');
  });
});

describe('categories', () => {
  it('caches the category list across applications of one client', async () => {
    const naver = harness.makeClient();
    const before = harness.sandbox.store.countRequests('GET', '/v1/categories');
    const first = await naver.forApplication(store).getCategories({ leafOnly: true });
    await naver.forApplication(store).getCategories({ leafOnly: true });
    expect(harness.sandbox.store.countRequests('GET', '/v1/categories') - before).toBe(1);
    expect(first.find((category) => category.id === '50000803')).toEqual({
      id: '50000803',
      name: '러닝화',
      wholeCategoryName: '패션잡화>남성신발>운동화>러닝화',
      path: ['패션잡화', '남성신발', '운동화', '러닝화'],
      isLeaf: true,
    });
  });

  it('reports an unknown category as a Naver NOT_FOUND', async () => {
    const error = await app.getCategory('1').catch((caught: unknown) => caught);
    expect((error as Upstream).info).toMatchObject({ providerCode: 'NOT_FOUND', httpStatus: 404 });
  });
});

describe('gateway rate limit', () => {
  let limited: NaverHarness;
  beforeAll(async () => {
    limited = await startNaverHarness({ rateLimit: { replenishRate: 1, burstCapacity: 2 } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('waits a refill interval when the headers say the bucket is empty, instead of drawing a 429', async () => {
    const waits: number[] = [];
    const patient = limited
      .makeClient({
        sleep: async (ms) => {
          waits.push(ms);
          limited.clock.ms += ms;
        },
      })
      .forApplication(store);
    for (let call = 0; call < 4; call += 1) await patient.getChannels();
    expect(waits).toEqual([1000, 1000]);
    expect(limited.sandbox.store.requests.filter((request) => request.status === 429)).toEqual([]);
  });

  it('retries a throttled read, then reports GW.RATE_LIMIT with the rate from the headers', async () => {
    const first = limited.makeClient().forApplication(store);
    await first.searchProducts();
    await first.searchProducts();
    const unaware = limited.makeClient().forApplication(store);
    const before = limited.sandbox.store.countRequests('POST', '/v1/products/search');
    const error = await unaware.searchProducts().catch((caught: unknown) => caught);
    expect(limited.sandbox.store.countRequests('POST', '/v1/products/search') - before).toBe(3);
    expect((error as Upstream).info).toMatchObject({
      providerCode: 'GW.RATE_LIMIT',
      httpStatus: 429,
      retryable: true,
    });
    expect((error as Upstream).detail).toContain('초당 1회');
  });
});
