import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProductDetails } from '@ollida/contracts/product-details';
import type { UploadSettings } from '@ollida/contracts/uploads';
import { createCanvas, encodePng } from '@ollida/sandbox/shop/png';
import { eq } from 'drizzle-orm';
import { uploadedProducts } from '../../src/db/schema/uploads.ts';
import { createMarketplaceClients } from '../../src/integrations/marketplace-clients.ts';
import { createUnlimitedPlanLimits } from '../../src/modules/plans/index.ts';
import {
  createUploadService,
  defaultUploadSettings,
  type UploadService,
} from '../../src/modules/uploads/index.ts';
import { createWorkspaceAccess } from '../../src/modules/workspaces/index.ts';
import { createSecretBox } from '../../src/platform/secret-box.ts';
import { createImageDownloader } from '../../src/sources/image-download.ts';
import type { SafeFetcher } from '../../src/sources/safe-fetch.ts';
import type { TestContext } from '../build-test-app.ts';
import { storeKit } from './coupang-stores.ts';

/**
 * The real upload pipeline as app.ts builds it (the service alone, outside any route), against the marketplace
 * sandboxes, downloading pictures through `imageFetcher`, without plan limits.
 */
export function realUploadService(ctx: TestContext, imageFetcher: SafeFetcher): UploadService {
  const clock = () => ctx.clock.now;
  return createUploadService({
    db: ctx.database.db,
    access: createWorkspaceAccess(ctx.database.db),
    clients: createMarketplaceClients(
      ctx.config,
      clock,
      createImageDownloader(imageFetcher),
      ctx.database.db,
    ),
    secrets: createSecretBox(ctx.config.appSecret),
    limits: createUnlimitedPlanLimits(),
    clock,
  });
}

/** A loopback server of product pictures (PNG), counting what was downloaded; stands in for a supplier's CDN. */
export async function startImageServer(): Promise<{
  baseUrl: string;
  hits: string[];
  close(): Promise<void>;
}> {
  const hits: string[] = [];
  const png = encodePng(createCanvas(8, 8, '#2f6f4f'));
  const server: Server = createServer((request, response) => {
    hits.push(request.url ?? '');
    if (!request.url?.endsWith('.png')) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
    response.end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/img/`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A complete camping-chair draft with two colours; both sandboxes have a category for it without certification. */
export function chairDraft(imageBaseUrl: string, overrides: Partial<ProductDetails> = {}): ProductDetails {
  const item = (colour: string, stock: number) => ({
    itemName: colour,
    salePrice: 25_000,
    originalPrice: 32_000,
    stock,
    searchTags: ['캠핑의자', '릴렉스체어'],
    attributes: [{ attributeTypeName: '색상', attributeValueName: colour }],
    images: [],
  });
  return {
    sellerProductName: '접이식 캠핑의자 릴렉스체어',
    displayProductName: '접이식 캠핑의자 릴렉스체어',
    productName: '접이식 캠핑의자 릴렉스체어',
    brand: '올리다캠프',
    manufacturer: '올리다캠프',
    modelNo: 'OC-100',
    productGroup: '캠핑의자',
    category: '스포츠/레저 > 캠핑 > 캠핑의자',
    price: 25_000,
    imageUrl: `${imageBaseUrl}chair-1.png`,
    images: [`${imageBaseUrl}chair-1.png`, `${imageBaseUrl}chair-2.png`],
    items: [item('블랙', 10), item('카키', 0)],
    detailHtml: '<p>가볍고 튼튼한 접이식 캠핑의자입니다.</p>',
    origin: '중국',
    notices: [{ label: '품명 및 모델명', value: '캠핑의자 OC-100' }],
    delivery: { payType: 'prepaid', fee: 3_000, freeOver: null },
    sourceUrl: 'https://supplier.example/products/chair-100?utm_source=ad',
    supplier: { parser: 'generic', itemId: 'chair-100', imageReuseAllowed: null },
    ...overrides,
  };
}

/** Test-side helpers for the upload routes, on top of the store kit (sign-in, stores, team members). */
export function uploadKit(ctx: TestContext) {
  const stores = storeKit(ctx);

  /** A Coupang store whose return center and outbound place are connected, as the store settings screen does. */
  async function coupangStore() {
    const team = await stores.storeWithTeam();
    const base = `/api/coupang/stores/${team.wingAccount}`;
    const centers = await stores.call(
      team.owner.token,
      'GET',
      `/api/coupang/return-centers/${team.wingAccount}`,
    );
    const center = centers.json().data.content.find((candidate: { usable: boolean }) => candidate.usable);
    const places = await stores.call(
      team.owner.token,
      'GET',
      `/api/coupang/shipping-places/${team.wingAccount}`,
    );
    const place = places.json().data.content.find((candidate: { usable: boolean }) => candidate.usable);
    const connected = await Promise.all([
      stores.call(team.owner.token, 'PATCH', `${base}/connect-return-center`, {
        returnCenterCode: center.returnCenterCode,
      }),
      stores.call(team.owner.token, 'PATCH', `${base}/connect-shipping-place`, {
        outboundShippingPlaceCode: place.outboundShippingPlaceCode,
      }),
    ]);
    if (connected.some((response) => response.statusCode !== 200)) throw new Error('store settings failed');
    return { ...team, center, place };
  }

  /** A Naver store with an A/S phone saved (Naver requires one on every listing), plus a member and an outsider. */
  async function naverStore(settings: Partial<UploadSettings> = { after_service_phone: '02-1234-5678' }) {
    const owner = await stores.signIn();
    const workspaceId = await stores.createNaver(owner.token);
    const member = await stores.signIn();
    const outsider = await stores.signIn();
    await stores.addMember(workspaceId, member.user.id, 'member');
    const saved = await stores.call(owner.token, 'PUT', `/api/workspaces/${workspaceId}/upload-settings`, {
      ...defaultUploadSettings,
      ...settings,
    });
    if (saved.statusCode !== 200) throw new Error(`settings failed: ${saved.body}`);
    return { workspaceId, owner, member, outsider };
  }

  return {
    ...stores,
    coupangStore,
    naverStore,

    upload(token: string, platform: 'coupang' | 'naver', body: Record<string, unknown>) {
      return stores.call(token, 'POST', `/api/upload-to-${platform}`, body);
    },

    async uploadRows(workspaceId: string) {
      return ctx.database.db
        .select()
        .from(uploadedProducts)
        .where(eq(uploadedProducts.workspaceId, workspaceId))
        .orderBy(uploadedProducts.createdAt, uploadedProducts.id);
    },
  };
}
