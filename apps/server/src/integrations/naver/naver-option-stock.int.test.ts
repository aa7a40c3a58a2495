import { NAVER_DEMO_STORE } from '@ollida/sandbox/naver/demo-accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NaverHarness, sampleProductRequest, startNaverHarness } from '../../../test/kits/naver.ts';
import type { NaverApplicationClient } from './naver-client.ts';

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

async function listedWithOptions(code: string): Promise<string> {
  const images = await app.uploadImages([`https://supplier.example/${code}.png`]);
  const request = sampleProductRequest(images, code);
  request.originProduct.detailAttribute.optionInfo = {
    optionCombinationGroupNames: { optionGroupName1: '색상', optionGroupName2: '크기' },
    optionCombinations: [
      { optionName1: '블랙', optionName2: 'M', stockQuantity: 10, price: 0, usable: true },
      { optionName1: '화이트', optionName2: 'L', stockQuantity: 20, price: 1_000, usable: true },
    ],
  };
  return (await app.createProductUnlessExists(request)).originProductNo;
}

describe('Naver client: reading a live product and changing its option rows (lifecycle §1.2, §2)', () => {
  it('reads option combinations with ids and sends every row back with only the target changed', async () => {
    const no = await listedWithOptions('SYNC-OPTIONS-1');
    const product = await app.getOriginProduct(no);
    expect(product).toMatchObject({ originProductNo: no, statusType: 'SALE', salePrice: 12_900 });
    const [black, white] = product.optionCombinations;
    expect(black).toMatchObject({ names: ['블랙', 'M'], stockQuantity: 10, price: 0, usable: true });
    expect(white).toMatchObject({ names: ['화이트', 'L'], stockQuantity: 20, price: 1_000 });

    await app.updateOptionStock(no, {
      optionCombinations: product.optionCombinations.map((row) => ({
        ...row,
        stockQuantity: row.id === black?.id ? 0 : row.stockQuantity,
      })),
    });
    expect((await app.getOriginProduct(no)).optionCombinations).toMatchObject([
      { names: ['블랙', 'M'], stockQuantity: 0, price: 0 },
      { names: ['화이트', 'L'], stockQuantity: 20, price: 1_000 },
    ]);
  });

  it('refuses an empty row list and a bad option price before calling Naver', async () => {
    await expect(app.updateOptionStock('1', { optionCombinations: [] })).rejects.toThrow('네이버 옵션은');
    await expect(
      app.updateOptionStock('1', {
        optionCombinations: [{ id: '5', stockQuantity: 1, price: 1.5, usable: true }],
      }),
    ).rejects.toThrow('옵션가');
  });
});
