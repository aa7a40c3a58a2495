import { NAVER_DEMO_STORE } from '@ollida/sandbox/naver/demo-accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NaverHarness, sampleProductRequest, startNaverHarness } from '../../../test/kits/naver.ts';
import type { NaverApplicationClient } from './naver-client.ts';
import { NaverUpstream } from './naver-errors.ts';

let harness: NaverHarness;
let app: NaverApplicationClient;

beforeAll(async () => {
  harness = await startNaverHarness();
  app = harness.makeClient().forApplication({
    clientId: NAVER_DEMO_STORE.clientId,
    clientSecret: NAVER_DEMO_STORE.clientSecret,
  });
});
afterAll(async () => {
  await harness.close();
});

async function listed(code: string): Promise<string> {
  const images = await app.uploadImages([`https://supplier.example/${code}.png`]);
  return (await app.createProductUnlessExists(sampleProductRequest(images, code))).originProductNo;
}

async function live(originProductNo: string) {
  const page = await app.searchProducts({ originProductNos: [originProductNo] });
  const product = page.products[0]?.channelProducts[0];
  return { status: product?.statusType, stock: product?.stockQuantity, price: product?.salePrice };
}

describe('Naver client: sale status, price and stock of a live listing (lifecycle §1.1, §1.3)', () => {
  it('suspends, sells out and resumes with stock, and re-prices through multi-update', async () => {
    const no = await listed('SYNC-STATUS-1');
    await app.changeSaleStatus(no, 'SUSPENSION');
    expect((await live(no)).status).toBe('SUSPENSION');
    await app.changeSaleStatus(no, 'SALE');
    await app.changeSaleStatus(no, 'OUTOFSTOCK');
    expect(await live(no)).toMatchObject({ status: 'OUTOFSTOCK', stock: 0 });

    const refused = await app.changeSaleStatus(no, 'SALE').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(NaverUpstream);
    expect((refused as NaverUpstream).detail).toContain('재고 수량');

    await app.changeSaleStatus(no, 'SALE', 20);
    await app.updateProducts([{ originProductNo: no, salePrice: 23_000 }]);
    expect(await live(no)).toMatchObject({ status: 'SALE', stock: 20, price: 23_000 });
  });

  it('refuses a price that is not in 10-won units before calling Naver', async () => {
    await expect(app.updateProducts([{ originProductNo: '1', salePrice: 12_345 }])).rejects.toThrow(
      '10원 단위',
    );
  });
});
