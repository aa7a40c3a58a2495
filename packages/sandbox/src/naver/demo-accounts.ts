/** One sales channel of a seller account, as `GET /v1/seller/channels` lists it. */
export interface NaverDemoChannel {
  channelNo: number;
  channelType: 'STOREFARM' | 'WINDOW';
  name: string;
  url: string;
  representativeImageUrl: string;
  talkTalkAccountId: string;
}

/** A Commerce API application registered by a seller (own-store "SELF" app) and what it can see. */
export interface NaverDemoApplication {
  /** 22 characters, like real application ids. */
  clientId: string;
  /** A complete bcrypt salt (`$2a$04$` + 22 chars), which is what Naver hands out as the secret. */
  clientSecret: string;
  accountId: string;
  accountUid: string;
  grade: string;
  channels: NaverDemoChannel[];
}

/** A single Smart Store: the common case for a seller's own application. */
export const NAVER_DEMO_STORE: NaverDemoApplication = {
  clientId: 'xrQzOOnyT1DlAM87yEDyXs',
  // The last salt character is one bcrypt keeps verbatim, so the hash embeds exactly this secret.
  clientSecret: '$2a$04$41tVW.YeXJzmsW5ewE2feu',
  accountId: 'ollida-demo',
  accountUid: 'ncp_1oZ8demo01',
  grade: 'POWER',
  channels: [
    {
      channelNo: 100203001,
      channelType: 'STOREFARM',
      name: '올리다 데모 스토어',
      url: 'https://smartstore.naver.com/ollida-demo',
      representativeImageUrl: 'https://shop-phinf.pstatic.net/sandbox/ollida-demo/logo.png',
      talkTalkAccountId: 'w4dmo1',
    },
  ],
};

/** A seller with a Shopping Window channel listed before the Smart Store, so discovery must pick by type. */
export const NAVER_DEMO_WINDOW_AND_STORE: NaverDemoApplication = {
  clientId: 'VbqYuKvLBRK83mSMvrT0jo',
  clientSecret: '$2a$04$ey7SCZJdbKTn3.wKKmXpKe',
  accountId: 'haru-living',
  accountUid: 'ncp_1oZ8demo02',
  grade: 'BIG_POWER',
  channels: [
    {
      channelNo: 500812345,
      channelType: 'WINDOW',
      name: '하루살림 쇼핑윈도',
      url: 'https://shopping.naver.com/window-products/haru-living',
      representativeImageUrl: 'https://shop-phinf.pstatic.net/sandbox/haru-living/window.png',
      talkTalkAccountId: 'w4haru2',
    },
    {
      channelNo: 100203002,
      channelType: 'STOREFARM',
      name: '하루살림 잡화점',
      url: 'https://smartstore.naver.com/haru-living',
      representativeImageUrl: 'https://shop-phinf.pstatic.net/sandbox/haru-living/logo.png',
      talkTalkAccountId: 'w4haru2',
    },
  ],
};

/** Every application the sandbox knows by default (the server prints these at start). */
export const NAVER_DEMO_APPLICATIONS: readonly NaverDemoApplication[] = [
  NAVER_DEMO_STORE,
  NAVER_DEMO_WINDOW_AND_STORE,
];
