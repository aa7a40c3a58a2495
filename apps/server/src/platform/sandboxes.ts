import { join } from 'node:path';
import { COUPANG_DEMO_VENDORS } from '@ollida/sandbox/coupang/demo-accounts';
import { coupangSandboxPlugin } from '@ollida/sandbox/coupang/plugin';
import { DOMEGGOOK_DEMO_API_KEY } from '@ollida/sandbox/domeggook/demo-accounts';
import { domeggookSandboxPlugin } from '@ollida/sandbox/domeggook/plugin';
import { googleSandboxPlugin } from '@ollida/sandbox/google/plugin';
import { NAVER_DEMO_APPLICATIONS } from '@ollida/sandbox/naver/demo-accounts';
import { naverSandboxPlugin } from '@ollida/sandbox/naver/plugin';
import { OWNERCLAN_DEMO_PASSWORD, OWNERCLAN_DEMO_USERNAME } from '@ollida/sandbox/ownerclan/demo-accounts';
import { ownerclanSandboxPlugin } from '@ollida/sandbox/ownerclan/plugin';
import { SHOP_DEMO_MEMBER } from '@ollida/sandbox/shop/demo-accounts';
import { shopSandboxPlugin } from '@ollida/sandbox/shop/plugin';
import { listingPath } from '@ollida/sandbox/shop/render-listing';
import { SupplierState } from '@ollida/sandbox/shop/supplier-state';
import { TOSS_DEMO_CLIENT_KEY, TOSS_DEMO_SECRET_KEY } from '@ollida/sandbox/toss/demo-accounts';
import { tossSandboxPlugin } from '@ollida/sandbox/toss/plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** Where the demo shop's listing pages are, for the Investigator's sandbox crawl sites. */
export const shopListingPath = listingPath;

/** Mounts every local stand-in under /sandbox/*; with `stateDir` their state survives a restart. */
export async function registerSandboxes(app: FastifyInstance, config: Config, stateDir: string | undefined) {
  const stateFile = (name: string) => (stateDir ? join(stateDir, `${name}.json`) : undefined);
  const base = (provider: string) => `${config.publicUrl}/sandbox/${provider}`;
  await app.register(googleSandboxPlugin, {
    prefix: '/sandbox/google',
    issuer: base('google'),
    clients: [
      {
        clientId: config.google.clientId,
        clientSecret: config.google.clientSecret,
        redirectUris: [`${config.publicUrl}/auth/google/callback`],
      },
    ],
  });
  await app.register(coupangSandboxPlugin, { prefix: '/sandbox/coupang', stateFile: stateFile('coupang') });
  await app.register(naverSandboxPlugin, {
    prefix: '/sandbox/naver',
    baseUrl: base('naver'),
    stateFile: stateFile('naver'),
  });
  // Same origin as the app: no CORS, and the checkout page only sends buyers back to the app itself.
  await app.register(tossSandboxPlugin, {
    prefix: '/sandbox/toss',
    publicUrl: base('toss'),
    stateFile: stateFile('toss'),
    cors: false,
    allowedReturnOrigins: [new URL(config.publicUrl).origin],
    // The webhook URL a merchant registers at Toss: the app's own (BILLING_DELETED after a card is deleted).
    webhookUrl: `${config.publicUrl}/api/payments/webhook`,
  });
  // One supplier state for the shop and the supplier APIs whose items are its products (same numbers, pictures
  // served by the shop): a change in the shop admin shows on the page and through both APIs.
  const supplier = new SupplierState(stateFile('shop'));
  await app.register(shopSandboxPlugin, { prefix: '/sandbox/shop', supplier });
  await app.register(domeggookSandboxPlugin, {
    prefix: '/sandbox/domeggook',
    shopBaseUrl: base('shop'),
    supplier,
  });
  await app.register(ownerclanSandboxPlugin, {
    prefix: '/sandbox/ownerclan',
    shopBaseUrl: base('shop'),
    supplier,
  });
}

const [demoVendor] = COUPANG_DEMO_VENDORS;
const [demoApplication] = NAVER_DEMO_APPLICATIONS;

/** The first demo store of each marketplace, offered by the create-workspace form in sandbox mode. */
export const sandboxDemoKeys = {
  coupang: {
    wing_account: demoVendor?.wingAccount ?? '',
    vendor_code: demoVendor?.vendorId ?? '',
    access_key: demoVendor?.accessKey ?? '',
    secret_key: demoVendor?.secretKey ?? '',
  },
  naver: { client_id: demoApplication?.clientId ?? '', client_secret: demoApplication?.clientSecret ?? '' },
};

/** The demo accounts a person needs to try the sandboxes, printed at start (and listed in docs/guide/sandbox.md). */
export function describeSandboxAccounts(publicUrl: string): string {
  const lines = [
    '샌드박스 모드 — 실제 서비스 대신 로컬 모의 서비스에 연결됩니다. 데모 계정:',
    `  Google 로그인: ${publicUrl}/login → 아무 이메일·이름으로 로그인`,
    ...COUPANG_DEMO_VENDORS.map(
      (v) =>
        `  쿠팡 Wing [${v.vendorName}] 업체코드 ${v.vendorId} · Wing ID ${v.wingAccount} · access key ${v.accessKey} · secret key ${v.secretKey}`,
    ),
    ...NAVER_DEMO_APPLICATIONS.map(
      (a) => `  네이버 커머스 [${a.accountId}] client id ${a.clientId} · client secret ${a.clientSecret}`,
    ),
    `  토스페이먼츠: client key ${TOSS_DEMO_CLIENT_KEY} · secret key ${TOSS_DEMO_SECRET_KEY}`,
    `  도매 쇼핑몰: ${publicUrl}/sandbox/shop/ (회원 ${SHOP_DEMO_MEMBER.loginId} / ${SHOP_DEMO_MEMBER.password})`,
    `  도매꾹 Open API: ${publicUrl}/sandbox/domeggook/ssl/api/ · aid ${DOMEGGOOK_DEMO_API_KEY}`,
    `  오너클랜 API: 판매사 ID ${OWNERCLAN_DEMO_USERNAME} / 비밀번호 ${OWNERCLAN_DEMO_PASSWORD}`,
  ];
  return lines.join('\n');
}
