import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { productUrl, sellerOnUrlParser } from './support/url-parser.ts';

test.setTimeout(180_000);

const shirt = '남성 기능성 쿨 드라이 반팔 티셔츠';
const chair = '접이식 캠핑 의자 경량 알루미늄';

/** Parses one demo-shop page in single mode; the chosen workspace makes it upload once by itself. */
async function uploadSingle(page: Page, url: string) {
  await page.getByLabel('상품 URL', { exact: true }).fill(url);
  await page.keyboard.press('Enter');
  const done = page.getByRole('status').filter({ hasText: '쿠팡에 상품을 등록했습니다.' });
  await expect(done).toBeVisible({ timeout: 30_000 });
}

test('샌드박스 상점에서 올린 상품이 그리드와 목록에 배지·링크와 함께 보이고, 그 상품의 주문과 도매처 페이지를 주문 목록에서 본다', async ({
  page,
  baseURL,
  context,
}) => {
  const base = baseURL ?? '';
  await sellerOnUrlParser(page, 'lists@ollida.kr', '목록 확인 스토어', { autoApproval: true });
  await uploadSingle(page, productUrl(base, shirt));
  await uploadSingle(page, productUrl(base, chair));

  await page.getByRole('link', { name: '상품 관리', exact: true }).click();
  await expect(page).toHaveURL(/\/mypage\/products$/);
  const list = page.getByRole('region', { name: '업로드한 상품 목록' });
  await expect(page.getByRole('button', { name: '그리드 보기' })).toHaveAttribute('aria-pressed', 'true');
  await expect(list.getByRole('article')).toHaveCount(2);
  await expect(page.getByText('총 2개')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '상품 관리 그리드');

  const shirtCard = list.getByRole('article', { name: new RegExp(shirt.slice(0, 8)) });
  await shirtCard.getByRole('button', { name: '성공' }).click();
  const result = page.getByRole('dialog', { name: '업로드 결과' });
  await expect(result.getByRole('figure', { name: '마켓 응답 JSON' })).toContainText('SUCCESS');
  await expectNoSeriousAxeViolations(page, '업로드 결과 JSON 창', { within: '[role="dialog"]' });
  await result.getByRole('button', { name: '닫기' }).click();
  await shirtCard.getByRole('button', { name: '상세' }).click();
  const detail = page.getByRole('dialog', { name: '업로드 요청 상세' });
  await expect(detail.getByRole('figure', { name: '업로드 요청 JSON' })).toContainText('sellerProductName');
  await expectNoSeriousAxeViolations(page, '업로드 요청 상세 JSON 창', { within: '[role="dialog"]' });
  await detail.getByRole('button', { name: '닫기' }).click();
  await expect(shirtCard.getByRole('link', { name: '쿠팡 등록 확인' })).toHaveAttribute(
    'href',
    /vendor-inventory\/modify\?vendorInventoryId=\d+$/,
  );

  // The sandbox approves 5 s after the request; the page refresh reads Wing again until it says so.
  await expect(async () => {
    await page.getByRole('button', { name: '페이지 상태 새로고침' }).click();
    await expect(shirtCard.getByText('승인완료')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await expect(shirtCard.getByRole('link', { name: '스토어에서 보기' })).toHaveAttribute(
    'href',
    /coupang\.com\/vp\/products\/\d+/,
  );

  await page.getByRole('button', { name: '목록 보기' }).click();
  const shirtRow = list.getByRole('row', { name: new RegExp(shirt.slice(0, 8)) });
  await expect(shirtRow.getByText('localhost')).toBeVisible();
  await expect(shirtRow.getByRole('link', { name: '관리자에서 수정' })).toBeVisible();
  await expect(list.getByRole('row', { name: new RegExp(chair.slice(0, 6)) })).toBeVisible();

  await page.getByRole('link', { name: '주문 관리', exact: true }).click();
  await expect(page.getByRole('heading', { name: '주문 목록' })).toBeVisible();
  await expect(page.getByText('현재 보고 있는 스토어: 목록 확인 스토어', { exact: false })).toBeVisible();
  await expect(page.getByRole('tab', { name: '결제완료' })).toHaveAttribute('aria-selected', 'true');
  const orders = page.getByRole('table', { name: '주문 목록' });
  // The approved product's first order comes a second after approval; 새로고침 starts a sync and the list polls it.
  await expect(async () => {
    await page.getByRole('button', { name: '새로고침', exact: true }).click({ timeout: 2_000 });
    await expect(orders.getByRole('button', { name: new RegExp(shirt.slice(0, 8)) }).first()).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });

  const popupPromise = context.waitForEvent('page');
  await orders
    .getByRole('button', { name: new RegExp(shirt.slice(0, 8)) })
    .first()
    .click();
  const popup = await popupPromise;
  await popup.waitForURL(/\/sandbox\/shop\//);
  expect(popup.url()).toBe(productUrl(base, shirt));
  await popup.close();
  await expectNoSeriousAxeViolations(page, '주문 목록');

  const shirtOrder = orders.getByRole('row', { name: new RegExp(shirt.slice(0, 8)) }).first();
  await shirtOrder.getByRole('button').first().click();
  const sheet = page.getByRole('dialog', { name: '주문 상세' });
  for (const section of [
    '주문 정보',
    '주문자 정보',
    '수령인 정보',
    '주문 상품',
    '도매처 정보',
    '배송 정보',
  ]) {
    await expect(sheet.getByRole('region', { name: section })).toBeVisible();
  }
  await expect(sheet.getByRole('link', { name: '공급처 페이지 열기' })).toHaveAttribute(
    'href',
    productUrl(base, shirt),
  );
  await expectNoSeriousAxeViolations(page, '주문 상세 창', { within: '[role="dialog"]' });
  await sheet.getByRole('button', { name: '닫기' }).click();

  await page.getByRole('tab', { name: '배송완료' }).click();
  await expect(orders.getByRole('row').nth(1)).toBeVisible();
  const statuses = await orders
    .getByRole('row')
    .evaluateAll((rows) => rows.slice(1).map((row) => row.lastElementChild?.textContent?.trim() ?? ''));
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(['배송완료']));
});
