import { shopCatalogue } from '@ollida/sandbox/shop/catalogue';
import { expect, type Page, test } from '@playwright/test';
import { sandboxSellerProduct, sellerProductIdOf } from './support/coupang-sandbox.ts';
import { sandboxNaverProducts } from './support/naver-sandbox.ts';
import { createNaverStore } from './support/naver-store.ts';
import { signInAs } from './support/sign-in.ts';
import { openWorkspaces } from './support/stores.ts';
import { productUrl, sellerOnUrlParser } from './support/url-parser.ts';

test.setTimeout(120_000);

// Products no other journey lists, so changing them at the supplier touches only this file's listings.
const toolBox = '다용도 공구함 3단 철제';
const naverProduct = '벽걸이 우산꽂이 스텐';

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
  await page.getByRole('link', { name: '공급처 동기화', exact: true }).click();
  await expect(page.getByRole('heading', { name: '공급처 동기화', level: 1 })).toBeVisible();
  await page.getByLabel('워크스페이스', { exact: true }).selectOption({ label: '[COUPANG] 동기화 쿠팡점' });
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

test('공급처가 품절되면 네이버 판매가 중지되고, 재입고되면 재입고 수량으로 다시 판매되며 알림이 온다', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const url = productUrl(base, naverProduct);
  await signInAs(page, 'sync-naver@ollida.kr', '이셀러');
  await openWorkspaces(page);
  await createNaverStore(page, '동기화 네이버점');

  await page.getByLabel('상품 URL', { exact: true }).fill(url);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: '네이버 스마트스토어에 상품을 등록했습니다.' }),
  ).toBeVisible({ timeout: 30_000 });
  const listing = async () => (await sandboxNaverProducts(base, naverProduct))[0];
  await expect.poll(async () => (await listing())?.statusType).toBe('SALE');

  await page.getByRole('link', { name: '상품 관리', exact: true }).click();
  await page.getByRole('link', { name: '공급처 동기화', exact: true }).click();
  await page.getByLabel('워크스페이스', { exact: true }).selectOption({ label: '[NAVER] 동기화 네이버점' });
  const history = page.getByRole('table', { name: '공급처 변경 내역' });

  await atSupplier(page, url, { sold_out: true });
  await checkNow(page);
  await expect(history.getByRole('row').filter({ hasText: '판매 중 → 품절' })).toContainText('마켓에 반영');
  expect((await listing())?.statusType).toBe('SUSPENSION');

  await atSupplier(page, url, { sold_out: false });
  await checkNow(page);
  await expect(history.getByRole('row').filter({ hasText: '품절 → 판매 중' })).toContainText('마켓에 반영');
  expect(await listing()).toMatchObject({ statusType: 'SALE', stockQuantity: 100 });

  // Each run that changed something leaves a bell notice for the owner.
  await page.getByRole('button', { name: /알림/ }).click();
  await expect(page.getByText('[동기화 네이버점] 공급처 확인: 품절 처리 1건').first()).toBeVisible();
  await atSupplier(page, url, { reset: true });
});
