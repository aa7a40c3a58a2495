import Fastify, { type FastifyInstance } from 'fastify';
import { NAVER_DEMO_STORE, type NaverDemoApplication } from './demo-accounts.ts';
import type { NaverSandboxOptions } from './options.ts';
import { naverSandboxPlugin } from './plugin.ts';
import { expectedSignature } from './token-route.ts';

export const TEST_PREFIX = '/sandbox/naver';

/** A sandbox mounted on a fresh Fastify instance, for `inject` tests. */
export async function buildNaverTestApp(opts: NaverSandboxOptions = {}): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(naverSandboxPlugin, { prefix: TEST_PREFIX, rateLimit: false, ...opts });
  await app.ready();
  return app;
}

/** A correctly signed token request body for `application` at `timestamp`, with optional overrides. */
export function tokenForm(
  timestamp: number,
  application: NaverDemoApplication = NAVER_DEMO_STORE,
  overrides: Record<string, string | undefined> = {},
): string {
  const fields: Record<string, string | undefined> = {
    client_id: application.clientId,
    timestamp: String(timestamp),
    grant_type: 'client_credentials',
    client_secret_sign: expectedSignature(application.clientId, String(timestamp), application.clientSecret),
    type: 'SELF',
    ...overrides,
  };
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  return form.toString();
}

/** Fetches a token through `inject` and returns it. */
export async function injectToken(
  app: FastifyInstance,
  timestamp: number,
  application: NaverDemoApplication = NAVER_DEMO_STORE,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `${TEST_PREFIX}/v1/oauth2/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: tokenForm(timestamp, application),
  });
  const body: { access_token?: string } = response.json();
  if (body.access_token === undefined) throw new Error(`token request failed: ${response.body}`);
  return body.access_token;
}

/** The smallest PNG-looking bytes (signature + marker), enough for the format check. */
export function pngBytes(marker: string): Buffer {
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from(marker, 'utf8')]);
}

/** A file part of a hand-built multipart body. */
export interface TestFilePart {
  field?: string;
  name: string;
  bytes: Buffer;
}

/** Builds a multipart/form-data body the way an HTTP library would. */
export function multipartBody(files: TestFilePart[]): { payload: Buffer; contentType: string } {
  const boundary = '----naver-sandbox-test';
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'imageFiles'}"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads files through `inject` with a bearer token. */
export function injectUpload(app: FastifyInstance, token: string, files: TestFilePart[]) {
  const body = multipartBody(files);
  return app.inject({
    method: 'POST',
    url: `${TEST_PREFIX}/v1/product-images/upload`,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** A create body that passes every check (ETC notice, origin 00), with the picture at `imageUrl`. */
export function naverProductBody(imageUrl: string, sellerCode: string, price = 10_000) {
  return {
    originProduct: {
      statusType: 'SALE',
      leafCategoryId: '50002615',
      name: `밀폐용기 ${sellerCode}`,
      detailContent: '<p>상세</p>',
      images: { representativeImage: { url: imageUrl } },
      salePrice: price,
      stockQuantity: 5,
      detailAttribute: {
        afterServiceInfo: { afterServiceTelephoneNumber: '02-000-0000', afterServiceGuideContent: '문의' },
        originAreaInfo: { originAreaCode: '00' },
        minorPurchasable: true,
        productInfoProvidedNotice: {
          productInfoProvidedNoticeType: 'ETC',
          etc: { itemName: '용기', modelName: 'C-1', manufacturer: '올리다', afterServiceDirector: '홍길동' },
        },
        sellerCodeInfo: { sellerManagementCode: sellerCode },
      },
    },
    smartstoreChannelProduct: { naverShoppingRegistration: false, channelProductDisplayStatusType: 'ON' },
  };
}
