import { expect, type Page, test } from '@playwright/test';
import { expectFitsPhones } from './support/page-width.ts';
import { subscribeTo } from './support/payments.ts';
import { signInAs } from './support/sign-in.ts';
import { productUrl, sellerOnUrlParser } from './support/url-parser.ts';

test.setTimeout(90_000);

// A product no other journey uploads, so the demo seller's orders for it are this journey's own.
const cardigan = '여성 니트 가디건 루즈핏 (5color)';

/** Opens a route and waits for its page heading, so the checked layout is the loaded one. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** Checks a dialog opened by `opener` at phone widths, then closes it with its 닫기 button. */
async function checkDialog(page: Page, screen: string, opener: () => Promise<void>, name: string) {
  await opener();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectFitsPhones(page, screen);
  await dialog.getByRole('button', { name: '닫기' }).first().click();
  await expect(dialog).toHaveCount(0);
}

/** Clicks each tab of a tab list in turn and checks the screen with that tab open. */
async function checkTabs(page: Page, screen: string, tabs: readonly string[]) {
  for (const tab of tabs) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expectFitsPhones(page, `${screen} ${tab}`);
  }
}

test('모든 화면이 360–390px 폰 너비에 가로 스크롤 없이 들어간다 (상품·주문·결제 데이터가 있는 상태)', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/login', '/privacy', '/terms', '/extension', '/no-such-page']) {
    await open(page, path);
    await expectFitsPhones(page, path);
  }

  // A Coupang store on the sandbox with one uploaded product (auto review makes its sandbox orders come), and a payment.
  await page.setViewportSize({ width: 1280, height: 800 });
  await sellerOnUrlParser(page, 'phone@ollida.kr', '모바일 확인 스토어', { autoApproval: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('상품 URL', { exact: true }).fill(productUrl(baseURL ?? '', cardigan));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: '쿠팡에 상품을 등록했습니다.' })).toBeVisible({
    timeout: 30_000,
  });
  await expectFitsPhones(page, 'url-parser 결과 카드');
  await checkDialog(
    page,
    'url-parser 초안 편집',
    () => page.getByRole('button', { name: '초안 편집' }).click(),
    '초안 편집',
  );
  await checkTabs(page, 'url-parser', ['대량 텍스트', 'CSV 대량', '단일 URL']);
  // A bulk list with a long supplier host and a line that is not a URL, before it starts.
  await page.getByRole('tab', { name: '대량 텍스트', exact: true }).click();
  await page
    .getByLabel('상품 URL 목록 (한 줄에 하나)')
    .fill(
      [
        productUrl(baseURL ?? '', cardigan),
        'https://wholesale-partner-supplier-longname.example.co.kr/goods/view.php?goodsno=1234567890',
        '이건 주소가 아닙니다',
      ].join('\n'),
    );
  await page.getByRole('button', { name: '목록 등록' }).click();
  await expect(page.getByRole('list', { name: 'URL별 진행 상황' }).getByRole('listitem')).toHaveCount(3);
  await expectFitsPhones(page, 'url-parser 대량 목록');
  await page.getByRole('tab', { name: '단일 URL', exact: true }).click();
  await subscribeTo(page, 'starter');

  await open(page, '/mypage/profile');
  await expectFitsPhones(page, 'profile');
  // On a phone the header drops the email and keeps logout as an icon button that is still named 로그아웃.
  const header = page.getByRole('banner');
  await expect(header.getByText('phone@ollida.kr')).toBeHidden();
  await expect(header.getByRole('button', { name: '로그아웃' })).toBeInViewport({ ratio: 1 });
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(header.getByText('phone@ollida.kr')).toBeVisible();
  await expect(header.getByRole('button', { name: '로그아웃' })).toHaveText('로그아웃');
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/mypage/coupang_profile');
  await expectFitsPhones(page, 'workspaces');
  await open(page, '/mypage/products');
  await expect(page.getByRole('region', { name: '업로드한 상품 목록' }).getByRole('article')).toHaveCount(1);
  await expectFitsPhones(page, 'products 그리드');
  await page.getByRole('button', { name: '목록 보기' }).click();
  await expect(page.getByRole('region', { name: '업로드한 상품 목록' })).toContainText('localhost');
  await expectFitsPhones(page, 'products 목록');
  await checkDialog(
    page,
    'products 업로드 요청 상세',
    () => page.getByRole('button', { name: '상세' }).first().click(),
    '업로드 요청 상세',
  );
  await open(page, '/mypage/products/sync');
  await page.getByRole('button', { name: '지금 확인' }).click();
  await expect(page.getByRole('status').filter({ hasText: '확인을 마쳤습니다' })).toBeVisible({
    timeout: 20_000,
  });
  await expectFitsPhones(page, 'products 공급처 동기화');
  await open(page, '/mypage/payment');
  await expect(page.getByRole('table', { name: '결제 내역' })).toBeVisible();
  await expectFitsPhones(page, 'payment');
  await open(page, '/payment/fail?code=PAY_PROCESS_CANCELED&message=취소&orderId=x');
  await expectFitsPhones(page, 'payment-fail');
  await open(page, '/product-search');
  await expectFitsPhones(page, 'product-search');
  for (const tab of ['crawler', 'products', 'all', 'parser']) {
    await open(page, `/product-investigator/${tab}`);
    await expectFitsPhones(page, `investigator ${tab}`);
  }

  // The sandbox approves the listing 5 s after upload and its first order comes a second later.
  await open(page, '/mypage/orders');
  const orders = page.getByRole('table', { name: '주문 목록' });
  await expect(async () => {
    await page.getByRole('button', { name: '새로고침', exact: true }).click({ timeout: 2_000 });
    await expect(orders.getByRole('button', { name: new RegExp(cardigan.slice(0, 8)) }).first()).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await expectFitsPhones(page, 'orders');
  await checkDialog(
    page,
    'orders 주문 상세',
    () => orders.getByRole('row').nth(1).getByRole('button').first().click(),
    '주문 상세',
  );

  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin@ollida.kr', '관리자');
  await open(admin, '/admin');
  await checkTabs(admin, 'admin', ['트래픽 통계', 'IP 차단 관리', '시스템 정보']);
  await adminContext.close();
});
