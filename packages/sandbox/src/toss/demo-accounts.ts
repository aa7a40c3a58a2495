import type { TossMerchantKeys } from './options.ts';

/** The sandbox merchant's id, as Toss's `mId` field shows it. */
export const TOSS_DEMO_MID = 'ollidasbx';

/** The name the sandbox checkout page shows as the shop. */
export const TOSS_DEMO_MERCHANT_NAME = '올리다 (샌드박스)';

/** Client key of the payment-window family ("API 개별 연동 키"); public, used by the browser SDK. */
export const TOSS_DEMO_CLIENT_KEY = 'test_ck_0LLiDaSandB0xDemoCk7xQ2Lm9Wv';

/** Secret key paired with `TOSS_DEMO_CLIENT_KEY`; server only, sent as Basic `secret:`. */
export const TOSS_DEMO_SECRET_KEY = 'test_sk_0LLiDaSandB0xDemoSk4pR8Zn3Ye';

/** Client key of the widget family; the v2 `payment()` window refuses it, as Toss's SDK does. */
export const TOSS_DEMO_WIDGET_CLIENT_KEY = 'test_gck_0LLiDaSandB0xDemoGck5tH1Kc6';

/** Secret key paired with `TOSS_DEMO_WIDGET_CLIENT_KEY`. */
export const TOSS_DEMO_WIDGET_SECRET_KEY = 'test_gsk_0LLiDaSandB0xDemoGsk8bN2Jd0';

/** Both key families of the one demo merchant; the sandbox's default key set. */
export const TOSS_DEMO_MERCHANT_KEYS: readonly TossMerchantKeys[] = [
  {
    mId: TOSS_DEMO_MID,
    merchantName: TOSS_DEMO_MERCHANT_NAME,
    clientKey: TOSS_DEMO_CLIENT_KEY,
    secretKey: TOSS_DEMO_SECRET_KEY,
  },
  {
    mId: TOSS_DEMO_MID,
    merchantName: TOSS_DEMO_MERCHANT_NAME,
    clientKey: TOSS_DEMO_WIDGET_CLIENT_KEY,
    secretKey: TOSS_DEMO_WIDGET_SECRET_KEY,
  },
];
