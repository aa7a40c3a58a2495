import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { createNaverStore } from './support/naver-store.ts';
import { subscribeTo } from './support/payments.ts';
import { signInAs } from './support/sign-in.ts';
import { connectPlaces, createWorkspace, openWorkspaces, turnOnCoupangReview } from './support/stores.ts';
import { productUrl } from './support/url-parser.ts';

test.setTimeout(240_000);

const coupangProduct = '남성 기능성 쿨 드라이 반팔 티셔츠';
// A product no other journey lists: the Naver demo application (one sandbox store) is shared by every journey.
const naverProduct = '국산 스텐 찜기 3단 28cm';

async function uploadTo(page: Page, workspaceLabel: string, url: string, done: string) {
  await page.getByRole('link', { name: 'URL 파서', exact: true }).click();
  await page.getByLabel('업로드할 워크스페이스').selectOption({ label: workspaceLabel });
  await page.getByLabel('상품 URL', { exact: true }).fill(url);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: done })).toBeVisible({ timeout: 30_000 });
}

/** Refreshes the chosen tab from the market until a row of `product` shows, and gives that row. */
async function waitForOrderOf(page: Page, tab: string, product: string) {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  const row = page
    .getByRole('table', { name: '주문 목록' })
    .getByRole('row')
    .filter({ hasText: product.slice(0, 8) })
    .first();
  await expect(async () => {
    await page.getByRole('button', { name: '새로고침', exact: true }).click({ timeout: 2_000 });
    await expect(row).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  return row;
}

async function orderNumberOf(row: ReturnType<Page['getByRole']>): Promise<string> {
  return (await row.getByRole('button').first().innerText()).trim();
}

async function confirmOrder(page: Page, row: ReturnType<Page['getByRole']>) {
  await row.getByRole('checkbox').check();
  await page
    .getByRole('toolbar', { name: '선택한 주문 처리' })
    .getByRole('button', { name: '발주 확인' })
    .click();
  const results = page.getByRole('dialog', { name: '발주 확인 결과' });
  await expect(results.getByRole('status')).toHaveText('성공 1건');
  await results.getByRole('button', { name: '확인' }).click();
}

async function uploadTracking(page: Page, lines: string[]) {
  await page.getByLabel('송장 CSV 파일').setInputFiles({
    name: 'tracking.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`주문번호,택배사,송장번호\n${lines.join('\n')}\n`),
  });
  const results = page.getByRole('dialog').filter({ hasText: '성공' });
  await expect(results.getByRole('status')).toContainText(`성공 ${lines.length}건`);
  await results.getByRole('button', { name: '확인' }).click();
}

test('두 마켓의 주문을 한 화면에서 보고, 발주 확인한 뒤 송장 CSV를 올리면 두 샌드박스가 배송중으로 바꾼다', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  await signInAs(page, 'orders@ollida.kr', '박셀러');
  // Two stores need more than the free tier's one.
  await subscribeTo(page, 'pro');
  await openWorkspaces(page);
  await createWorkspace(page, /쿠팡 Wing/, '주문 쿠팡점');
  await connectPlaces(page);
  await turnOnCoupangReview(page, '주문 쿠팡점');
  await openWorkspaces(page);
  await createNaverStore(page, '주문 네이버점');

  await uploadTo(
    page,
    '[COUPANG] 주문 쿠팡점',
    productUrl(base, coupangProduct),
    '쿠팡에 상품을 등록했습니다.',
  );
  await uploadTo(
    page,
    '[NAVER] 주문 네이버점',
    productUrl(base, naverProduct),
    '네이버 스마트스토어에 상품을 등록했습니다.',
  );

  await page.getByRole('link', { name: '주문 관리', exact: true }).click();
  const store = page.getByLabel('워크스페이스', { exact: true });
  await expect(store.getByRole('option', { name: '쿠팡 · 주문 쿠팡점' })).toHaveCount(1);
  await expect(store.getByRole('option', { name: '네이버 · 주문 네이버점' })).toHaveCount(1);

  // Coupang: the approved product sells a second after approval (5 s after the upload in the sandbox).
  await store.selectOption({ label: '쿠팡 · 주문 쿠팡점' });
  const coupangRow = await waitForOrderOf(page, '결제완료', coupangProduct);
  await expect(coupangRow).not.toContainText('미연결 상품');
  const table = page.getByRole('table', { name: '주문 목록' });
  // The demo catalogue's orders are products this seller never listed: shown unmatched, with no margin.
  await expect(table.getByText('미연결 상품').first()).toBeVisible();
  await expect(page.getByText(/마지막 동기화/)).toBeVisible();
  await expectNoSeriousAxeViolations(page, '주문 관리 (두 마켓)');
  const coupangNumber = await orderNumberOf(coupangRow);
  await confirmOrder(page, coupangRow);
  await page.getByRole('tab', { name: '상품준비중', exact: true }).click();
  await expect(table.getByRole('row').filter({ hasText: coupangNumber })).toBeVisible();

  // Naver: a listed product's first order comes a second after it was registered.
  await store.selectOption({ label: '네이버 · 주문 네이버점' });
  await expect(page.getByRole('tab', { name: '발주확인', exact: true })).toBeVisible();
  const naverRow = await waitForOrderOf(page, '결제완료', naverProduct);
  const naverNumber = await orderNumberOf(naverRow);
  await confirmOrder(page, naverRow);
  await page.getByRole('tab', { name: '발주확인', exact: true }).click();
  await expect(table.getByRole('row').filter({ hasText: naverNumber })).toBeVisible();

  await uploadTracking(page, [`${naverNumber},CJ대한통운,601234567890`]);
  await page.getByRole('tab', { name: '배송중', exact: true }).click();
  await expect(async () => {
    await page.getByRole('button', { name: '새로고침', exact: true }).click({ timeout: 2_000 });
    await expect(table.getByRole('row').filter({ hasText: naverNumber })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });

  await store.selectOption({ label: '쿠팡 · 주문 쿠팡점' });
  await uploadTracking(page, [`${coupangNumber},한진택배,512345678901`]);
  // Wing shows 배송지시 at once and 배송중 once the courier picked the parcel up (30 s in the sandbox).
  await page.getByRole('tab', { name: '배송중', exact: true }).click();
  await expect(async () => {
    await page.getByRole('button', { name: '새로고침', exact: true }).click({ timeout: 2_000 });
    await expect(table.getByRole('row').filter({ hasText: coupangNumber })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 90_000 });
});
