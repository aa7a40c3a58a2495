import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestProduct } from '../../../test/kits/coupang-fixtures.ts';
import { type CoupangHarness, startCoupangHarness, upstreamOf } from '../../../test/kits/coupang-sandbox.ts';

let h: CoupangHarness;
beforeAll(async () => {
  h = await startCoupangHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});

async function approvedOption() {
  const client = h.clientFor(h.credentials);
  const { sellerProductId } = await client.createProduct(await buildTestProduct(client, h.wingAccount));
  await client.requestApproval(sellerProductId);
  await h.advance(5000);
  const product = await client.getProduct(sellerProductId);
  const vendorItemId = product.items[0]?.vendorItemId;
  if (vendorItemId === null || vendorItemId === undefined)
    throw new Error('approved items carry vendorItemIds');
  return { client, vendorItemId, salePrice: product.items[0]?.salePrice ?? 0 };
}

describe('Coupang client: one option of a live listing (lifecycle §1, §2)', () => {
  it('stops and resumes the sale, changes price and stock, and reads them back', async () => {
    const { client, vendorItemId, salePrice } = await approvedOption();
    expect(await client.stopSale(vendorItemId)).toEqual({ message: '판매 중지 처리되었습니다.' });
    expect(await client.getInventory(vendorItemId)).toMatchObject({ onSale: false, salePrice });
    await client.resumeSale(vendorItemId);
    await client.updatePrice(vendorItemId, salePrice + 1_000);
    await client.updateQuantity(vendorItemId, 0);
    expect(await client.getInventory(vendorItemId)).toEqual({
      onSale: true,
      salePrice: salePrice + 1_000,
      amountInStock: 0,
    });
  });

  it("gives Coupang's refusal of a price jump in Korean, and passes it when forced", async () => {
    const { client, vendorItemId, salePrice } = await approvedOption();
    const refused = await upstreamOf(client.updatePrice(vendorItemId, salePrice * 3));
    expect(refused.detail).toContain('최대 50% 인하/최대 100%인상');
    await client.updatePrice(vendorItemId, salePrice * 3, { force: true });
    expect((await client.getInventory(vendorItemId)).salePrice).toBe(salePrice * 3);
    await expect(client.updatePrice(vendorItemId, 12_345)).rejects.toThrow('10원 단위');
  });
});
