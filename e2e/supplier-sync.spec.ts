import { shopCatalogue } from '@ollida/sandbox/shop/catalogue';
import { expect, type Page, test } from '@playwright/test';
import { sandboxSellerProduct, sellerProductIdOf } from './support/coupang-sandbox.ts';
import { productUrl, sellerOnUrlParser } from './support/url-parser.ts';

test.setTimeout(120_000);

// A product no other journey lists, so changing it at the supplier touches only this journey's listing.
const toolBox = '다용도 공구함 3단 철제';

/** Changes the product at the demo supplier, as its back office (`/sandbox/shop/admin`) does. */
async function atSupplier(page: Page, url: string, change: Record<string, unknown>) {
  const answer = await page.request.patch('/sandbox/shop/admin/products', { data: { url, ...change } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Presses 지금 확인 on the sync view and waits for the check to end. */
async function checkNow(page: Page) {
  await page.getByRole('button', { name: '지금 확인' }).click();
  await expect(page.getByRole('status').filter({ hasText: '확인을 마쳤습니다' })).toBeVisible({
    timeout: 30_000,
  });
}

test('공급처가 품절되면 쿠팡 판매가 멈추고, 재입고·10% 인상은 반영되고, 50% 인상은 승인 후 반영된다', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const url = productUrl(base, toolBox);
  const supplierPrice = shopCatalogue.find((product) => product.name === toolBox)?.salePrice ?? 0;
  await sellerOnUrlParser(page, 'sync@ollida.kr', '동기화 쿠팡점', { autoApproval: true });
  await page.getByLabel('상품 URL', { exact: true }).fill(url);
  await page.keyboard.press('Enter');
  const done = page.getByRole('status').filter({ hasText: '쿠팡에 상품을 등록했습니다.' });
  await expect(done).toBeVisible({ timeout: 30_000 });
  const sellerProductId = sellerProductIdOf(
    await done.getByRole('link', { name: /관리자에서 수정/ }).getAttribute('href'),
  );
  // The sandbox approves a reviewed listing 5 s after upload; only approved options can be stopped or re-priced.
  await expect
    .poll(async () => (await sandboxSellerProduct(base, sellerProductId)).statusName, { timeout: 20_000 })
    .toBe('승인완료');

  await page.getByRole('link', { name: '상품 관리', exact: true }).click();
  await page.getByRole('link', { name: '공급처 동기화' }).click();
  await expect(page.getByRole('heading', { name: '공급처 동기화', level: 1 })).toBeVisible();
  await page.getByLabel('워크스페이스').selectOption({ label: '[COUPANG] 동기화 쿠팡점' });
  const history = page.getByRole('table', { name: '공급처 변경 내역' });

  await atSupplier(page, url, { sold_out: true });
  await checkNow(page);
  await expect(history.getByRole('row').filter({ hasText: '판매 중 → 품절' })).toContainText('마켓에 반영');
  await expect(history).toContainText('판매 중지 처리되었습니다.');

  const dearer = Math.round((supplierPrice * 1.1) / 10) * 10;
  await atSupplier(page, url, { sold_out: false, price: dearer });
  await checkNow(page);
  await expect(history.getByRole('row').filter({ hasText: '품절 → 판매 중' })).toContainText('마켓에 반영');
  await expect(
    history
      .getByRole('row')
      .filter({ hasText: `공급가 ${dearer.toLocaleString('ko-KR')}원` })
      .first(),
  ).toContainText('가격 변경을 완료했습니다.');

  await atSupplier(page, url, { price: Math.round((dearer * 1.5) / 10) * 10 });
  await checkNow(page);
  await page.getByRole('button', { name: '승인 대기' }).click();
  const held = history.getByRole('row').filter({ hasText: '승인 대기' });
  await expect(held).toContainText('자동 반영 한도(30%)를 넘습니다');
  await held.getByRole('button', { name: '승인하고 반영' }).click();
  await expect(page.getByText('이 조건에 맞는 변경이 없습니다.')).toBeVisible();
  await page.getByRole('button', { name: '전체' }).click();
  await expect(history.getByRole('row').filter({ hasText: '승인 후 반영' })).toHaveCount(1);

  // 상품 관리 links each listed product to its own history.
  await page.getByRole('link', { name: '등록 상품' }).click();
  await page
    .getByRole('link', { name: /^공급처 동기화 내역: / })
    .first()
    .click();
  await expect(page.getByText('의 변경 내역만 보고 있습니다.', { exact: false })).toBeVisible();
  await expect(history.getByRole('row')).toHaveCount(5);
  await atSupplier(page, url, { reset: true });
});
